import type { ActivityStatus } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { UNIQUE_VIOLATION, isDatabaseError } from '../../db/errors';
import { matchingError } from '../../domain/matching-errors';
import { ratingError } from '../../domain/rating-errors';
import { displayedAverage } from '../../domain/rating-rules';

declare module 'fastify' {
  interface FastifyInstance {
    ratings: Ratings;
  }
}

export interface RatingSummary {
  /** The plain average, one decimal; null before the first rating. */
  average: number | null;
  count: number;
  /** The sum of the scores, for the ranking's Bayesian average. */
  sum: number;
}

export interface GivenRating {
  score: number;
  comment: string;
}

const NO_RATINGS: RatingSummary = { average: null, count: 0, sum: 0 };

export function createRatings({ db }: { db: Database }) {
  return {
    /** The elderly user of a finished visit (REVIEWING or COMPLETED) rates its volunteer, once. */
    async rate(elderlyId: number, activityId: number, rating: GivenRating): Promise<GivenRating> {
      const [activity] = await db.query<{ elderlyId: number; volunteerId: number | null; status: ActivityStatus }>(
        'select elderly_id as "elderlyId", volunteer_id as "volunteerId", status from activities where id = $1',
        [activityId],
      );
      if (!activity) throw matchingError('MATCHING_NOT_FOUND');
      if (activity.elderlyId !== elderlyId) throw matchingError('NOT_YOUR_MATCHING');
      if ((activity.status !== 'REVIEWING' && activity.status !== 'COMPLETED') || activity.volunteerId === null) {
        throw ratingError('RATING_NOT_ALLOWED');
      }
      try {
        await db.query(
          'insert into volunteer_ratings (activity_id, elderly_id, volunteer_id, score, comment) values ($1, $2, $3, $4, $5)',
          [activityId, elderlyId, activity.volunteerId, rating.score, rating.comment],
        );
      } catch (error) {
        // Two taps at once: the primary key lets one through.
        if (isDatabaseError(error, UNIQUE_VIOLATION)) throw ratingError('RATING_ALREADY_GIVEN');
        throw error;
      }
      return rating;
    },

    /** The rating this elderly user gave for the activity, if any. */
    async given(activityId: number): Promise<GivenRating | null> {
      const [row] = await db.query<GivenRating>('select score, comment from volunteer_ratings where activity_id = $1', [activityId]);
      return row ?? null;
    },

    /** Average and count per volunteer (volunteers without ratings: count 0, average null). */
    async summaries(volunteerIds: readonly number[]): Promise<Map<number, RatingSummary>> {
      const result = new Map<number, RatingSummary>(volunteerIds.map((id) => [id, NO_RATINGS]));
      if (volunteerIds.length === 0) return result;
      const rows = await db.query<{ volunteerId: number; count: number; sum: number }>(
        `select volunteer_id as "volunteerId", count(*)::int as count, sum(score)::int as sum
         from volunteer_ratings where volunteer_id = any($1::bigint[]) group by volunteer_id`,
        [volunteerIds],
      );
      for (const row of rows) {
        const count = Number(row.count);
        const sum = Number(row.sum);
        result.set(Number(row.volunteerId), { average: displayedAverage(count, sum), count, sum });
      }
      return result;
    },
  };
}

export type Ratings = ReturnType<typeof createRatings>;

export const ratingsPlugin = fp(
  async (app) => {
    app.decorate('ratings', createRatings({ db: app.db }));
  },
  { name: 'ratings', dependencies: ['database'] },
);
