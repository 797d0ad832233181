import { type ActivityStatus, type AnimalType, DAY_MS, type HelpType, NO_SHOW_OFFER_DAYS, type NoShowKind, type NoShowReplacement } from '@ieum/domain';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database';
import { visitError } from '../../domain/visit-errors';

declare module 'fastify' {
  interface FastifyInstance {
    noShowOffers: NoShowOffers;
  }
}

interface OfferRow {
  matchingId: number;
  kind: NoShowKind;
  recordedAt: Date;
  volunteerId: number;
  volunteerName: string;
  startTime: Date;
  status: ActivityStatus;
  canceledBy: 'elderly' | 'system' | null;
  currentVolunteerId: number | null;
  currentVolunteerName: string | null;
  helpType: HelpType;
  animalType: AnimalType;
  addDescription: string;
}

export interface NoShowOffer {
  matchingId: number;
  kind: NoShowKind;
  volunteerName: string;
  startTime: Date;
  recordedAt: Date;
  replacement: NoShowReplacement;
  /** The volunteer assigned instead (REMATCHED only). */
  newVolunteerName: string | null;
  /** What a NEW_REQUEST starts from: the same help at a new time. */
  request: { volunteerType: HelpType; animalType: AnimalType; addDescription: string };
}

/**
 * What can be offered for a no-show now, or null when there is nothing to offer: the user cancelled
 * the request themselves, or pressed 완료 (so the volunteer did come after all).
 */
function replacementOf(row: OfferRow, now: number): NoShowReplacement | null {
  const assignedToOther = row.currentVolunteerId !== null && Number(row.currentVolunteerId) !== Number(row.volunteerId);
  if (row.kind === 'NO_CHECK_IN') return row.status === 'PROGRESS' && !assignedToOther ? 'NEW_REQUEST' : null;
  if (row.status === 'CANCELED') return row.canceledBy === 'system' ? 'NEW_REQUEST' : null;
  if (assignedToOther) return 'REMATCHED';
  if (row.status === 'MATCHING') return row.startTime.getTime() > now ? 'RECOMMEND' : 'NEW_REQUEST';
  return null;
}

/**
 * The elderly user's side of a no-show (api/README.md "Visits and volunteer hours"): the home card
 * lists the unanswered ones of the last NO_SHOW_OFFER_DAYS days, and the answer is recorded once.
 * Nothing confirmed changes here: a volunteer assigned instead stays, and a missed visit stays for
 * the welfare worker's review.
 */
export function createNoShowOffers({ db, now }: { db: Database; now: () => number }) {
  async function rows(elderlyId: number, matchingId?: number): Promise<OfferRow[]> {
    return db.query<OfferRow>(
      `select n.activity_id as "matchingId", n.kind, n.recorded_at as "recordedAt", n.volunteer_id as "volunteerId",
         nv.name as "volunteerName", a.start_time as "startTime", a.status, a.canceled_by as "canceledBy",
         a.volunteer_id as "currentVolunteerId", cv.name as "currentVolunteerName", a.help_type as "helpType",
         a.animal_type as "animalType", a.add_description as "addDescription"
       from volunteer_no_shows n
       join activities a on a.id = n.activity_id
       join users nv on nv.id = n.volunteer_id
       left join users cv on cv.id = a.volunteer_id
       where a.elderly_id = $1 and n.answered_at is null and n.recorded_at > $2 and ($3::bigint is null or n.activity_id = $3)
       order by n.recorded_at desc, n.activity_id desc`,
      [elderlyId, new Date(now() - NO_SHOW_OFFER_DAYS * DAY_MS), matchingId ?? null],
    );
  }

  function toOffers(list: OfferRow[]): NoShowOffer[] {
    const seen = new Set<number>();
    const offers: NoShowOffer[] = [];
    for (const row of list) {
      const id = Number(row.matchingId);
      // One card per request: the newest no-show speaks for it.
      if (seen.has(id)) continue;
      seen.add(id);
      const replacement = replacementOf(row, now());
      if (!replacement) continue;
      offers.push({
        matchingId: id,
        kind: row.kind,
        volunteerName: row.volunteerName,
        startTime: row.startTime,
        recordedAt: row.recordedAt,
        replacement,
        newVolunteerName: replacement === 'REMATCHED' ? row.currentVolunteerName : null,
        request: { volunteerType: row.helpType, animalType: row.animalType, addDescription: row.addDescription },
      });
    }
    return offers;
  }

  return {
    async list(elderlyId: number): Promise<NoShowOffer[]> {
      return toOffers(await rows(elderlyId));
    },

    /**
     * 다른 봉사자 찾기 (FIND_ANOTHER) or 괜찮아요 (DISMISSED) for one request; every unanswered
     * no-show of it is answered. FIND_ANOTHER only records the choice: the app then asks for new
     * recommendations of the same request (RECOMMEND) or opens the request form with the same help
     * (NEW_REQUEST), the same matching as any request.
     */
    async answer(elderlyId: number, matchingId: number, answer: 'FIND_ANOTHER' | 'DISMISSED'): Promise<NoShowOffer> {
      const [offer] = toOffers(await rows(elderlyId, matchingId));
      if (!offer) throw visitError('NO_SHOW_NOT_FOUND');
      if (answer === 'FIND_ANOTHER' && offer.replacement === 'REMATCHED') throw visitError('NO_SHOW_REMATCHED');
      await db.query(
        `update volunteer_no_shows set answer = $2, answered_at = $3
         where activity_id = $1 and answered_at is null`,
        [matchingId, answer, new Date(now())],
      );
      return offer;
    },
  };
}

export type NoShowOffers = ReturnType<typeof createNoShowOffers>;

export const noShowOffersPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('noShowOffers', createNoShowOffers({ db: app.db, now }));
  },
  { name: 'no-show-offers', dependencies: ['database'] },
);
