import fp from 'fastify-plugin';
import { findActivity, findCandidates, type HelpRequest } from './matching/activity-repository';
import { createAndMatch, requestAutomaticMatch, retryWaitingFor, retryWaitingPool } from './matching/auto-match';
import { cancelByElderly } from './matching/cancel-by-elderly';
import { cancelByVolunteer } from './matching/cancel-by-volunteer';
import type { MatchingContext } from './matching/context';
import { expireOverdue } from './matching/expire';
import { recordMissedCheckIns } from './matching/missed-check-ins';
import { markDone } from './matching/mark-done';
import { pick } from './matching/pick';
import { sendReminder } from './matching/reminders';
import { recommend, recommendAgain } from './matching/request';

declare module 'fastify' {
  interface FastifyInstance {
    matching: Matching;
  }
}

/**
 * app.matching: the matching use cases, one module each in ./matching/ (see api/README.md
 * "Matching"). Queries and locks are in matching/activity-repository.ts, the ranking in
 * domain/ranking.ts, the sweep that calls expireOverdue and retryWaitingPool in matching-worker.ts.
 */
export function createMatching(context: MatchingContext) {
  return {
    recordMissedCheckIns: () => recordMissedCheckIns(context),
    recommend: (elderlyId: number, request: HelpRequest) => recommend(context, elderlyId, request),
    recommendAgain: (elderlyId: number, activityId: number) => recommendAgain(context, elderlyId, activityId),
    pick: (elderlyId: number, activityId: number, volunteerId: number) => pick(context, elderlyId, activityId, volunteerId),
    requestAutomaticMatch: (elderlyId: number, activityId: number) => requestAutomaticMatch(context, elderlyId, activityId),
    createAndMatch: (elderlyId: number, request: HelpRequest) => createAndMatch(context, elderlyId, request),
    cancelByElderly: (elderlyId: number, activityId: number, options?: { onLeave?: boolean }) => cancelByElderly(context, elderlyId, activityId, options),
    cancelByVolunteer: (volunteerId: number, activityId: number) => cancelByVolunteer(context, volunteerId, activityId),
    markDone: (elderlyId: number, activityId: number) => markDone(context, elderlyId, activityId),
    retryWaitingFor: (volunteerId: number) => retryWaitingFor(context, volunteerId),
    retryWaitingPool: (limit?: number) => retryWaitingPool(context, limit),
    expireOverdue: (limit?: number) => expireOverdue(context, limit),

    /** Every volunteer who passes the hard filters for the request now, unranked (the benchmark counts them). */
    async qualifiedVolunteers(activityId: number) {
      const activity = await findActivity(context.db, activityId);
      return activity ? findCandidates(context.db, activity, context.now()) : [];
    },
  };
}

export type Matching = ReturnType<typeof createMatching>;

export const matchingPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    const context: MatchingContext = {
      db: app.db,
      notifications: app.notifications,
      now,
      log: app.log,
      limits: {
        maxCancelsPerDay: app.config.HELP_REQUEST_MAX_CANCELS_PER_DAY,
        maxRequestsPerDay: app.config.HELP_REQUEST_MAX_PER_DAY,
        maxOpenRequests: app.config.HELP_REQUEST_MAX_OPEN,
      },
    };
    app.decorate('matching', createMatching(context));
    app.scheduledJobs.handle('REMINDER', (tx, notify, job) => sendReminder(context, tx, notify, job));
  },
  { name: 'matching', dependencies: ['config', 'database', 'notifications', 'scheduled-jobs'] },
);
