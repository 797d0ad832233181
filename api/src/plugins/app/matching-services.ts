import fp from 'fastify-plugin';
import { activitiesPlugin } from './activities';
import { availabilityPlugin } from './availability';
import { matchingPlugin } from './matching';
import { matchingWorkerPlugin, type MatchingWorkerOptions } from './matching-worker';
import { notificationsPlugin } from './notifications';
import { reviewsPlugin } from './reviews';
import { scheduledJobsPlugin } from './scheduled-jobs';

export interface MatchingServicesOptions {
  /** Business clock in ms (Seoul rules, reminders, expiry); tests inject one. */
  now?: () => number;
  worker?: Omit<MatchingWorkerOptions, 'now'>;
}

/** Everything of matching as decorators (api/README.md "Matching"): one registration in app.ts. */
export const matchingServicesPlugin = fp(
  async (app, { now = Date.now, worker = {} }: MatchingServicesOptions) => {
    await app.register(notificationsPlugin, { now });
    await app.register(availabilityPlugin, { now });
    await app.register(scheduledJobsPlugin, { now });
    await app.register(matchingPlugin, { now });
    await app.register(activitiesPlugin, { now });
    await app.register(reviewsPlugin, { now });
    await app.register(matchingWorkerPlugin, { now, ...worker });
  },
  { name: 'matching-services', dependencies: ['database'] },
);
