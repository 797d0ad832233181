import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    availability: Availability;
  }
}

export interface WeeklySlot {
  /** ISO weekday, 1 = Monday. */
  dayOfWeek: number;
  /** Minutes since midnight, on the 30-minute grid. */
  startMinute: number;
}

export interface VolunteerSchedule {
  categories: number;
  slots: WeeklySlot[];
}

export function createAvailability({ db, now }: { db: Database; now: () => number }) {
  return {
    /** Replaces the volunteer's weekly slots and categories. */
    async save(volunteerId: number, schedule: VolunteerSchedule): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.query(
          `insert into volunteer_schedules (volunteer_id, categories, updated_at) values ($1, $2, $3)
           on conflict (volunteer_id) do update set categories = excluded.categories, updated_at = excluded.updated_at`,
          [volunteerId, schedule.categories, new Date(now())],
        );
        await tx.query('delete from volunteer_slots where volunteer_id = $1', [volunteerId]);
        // District and categories are copied onto each slot for the search index; a trigger on
        // users keeps the district current (migration 0202).
        await tx.query(
          `insert into volunteer_slots (volunteer_id, day_of_week, start_minute, district, categories)
           select $1, day_of_week, start_minute, (select district from users where id = $1), $4
           from unnest($2::smallint[], $3::smallint[]) as slot (day_of_week, start_minute)`,
          [volunteerId, schedule.slots.map((slot) => slot.dayOfWeek), schedule.slots.map((slot) => slot.startMinute), schedule.categories],
        );
      });
    },

    /** The saved schedule, or empty slots and no categories when the volunteer never saved one. */
    async get(volunteerId: number, tx: Queryable = db): Promise<VolunteerSchedule> {
      const [schedule] = await tx.query<{ categories: number }>(
        'select categories from volunteer_schedules where volunteer_id = $1',
        [volunteerId],
      );
      const slots = await tx.query<WeeklySlot>(
        `select day_of_week as "dayOfWeek", start_minute as "startMinute"
         from volunteer_slots where volunteer_id = $1 order by day_of_week`,
        [volunteerId],
      );
      return { categories: schedule?.categories ?? 0, slots };
    },
  };
}

export type Availability = ReturnType<typeof createAvailability>;

export const availabilityPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('availability', createAvailability({ db: app.db, now }));
  },
  { name: 'availability', dependencies: ['database'] },
);
