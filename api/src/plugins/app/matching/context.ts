import type { ActivityStatus } from '@ieum/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/database';
import { matchingError } from '../../../domain/matching-errors';
import type { Notifications } from '../notifications';
import type { Activity } from './activity-repository';

/** What every matching use case runs with (tests build one around a failing notifications service). */
export interface MatchingContext {
  db: Database;
  /** Its withNotifications is the transaction of every change that tells someone about it. */
  notifications: Notifications;
  /** The business clock in ms. */
  now: () => number;
  log: FastifyBaseLogger;
  /** The per-user limits on new requests (each unlimited when absent; api/README.md "Limits on help requests"). */
  limits?: {
    /** Own cancellations in a Seoul day after which new requests wait for the next day. */
    maxCancelsPerDay?: number;
    /** New requests in a Seoul day. */
    maxRequestsPerDay?: number;
    /** Requests still ahead (MATCHING or PROGRESS, start in the future). */
    maxOpenRequests?: number;
  };
}

/** What the matching calls answer: the request, its status and its volunteer (if any). */
export interface MatchOutcome {
  matchingId: number;
  status: ActivityStatus;
  volunteerId: number | null;
}

export const outcomeOf = (activity: Activity): MatchOutcome => ({
  matchingId: activity.id,
  status: activity.status,
  volunteerId: activity.volunteerId,
});

export const nowDate = (context: MatchingContext) => new Date(context.now());

/** Unknown ids are 404, other people's 403. */
export function assertElderlyOwns(activity: Activity | undefined, elderlyId: number): asserts activity is Activity {
  if (!activity) throw matchingError('MATCHING_NOT_FOUND');
  if (activity.elderlyId !== elderlyId) throw matchingError('NOT_YOUR_MATCHING');
}
