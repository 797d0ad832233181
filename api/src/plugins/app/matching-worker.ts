import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS } from '@ieum/domain';
import type { Matching } from './matching';
import type { Notifications } from './notifications';
import type { ScheduledJobs } from './scheduled-jobs';

declare module 'fastify' {
  interface FastifyInstance {
    matchingWorker: MatchingWorker;
  }
}

export const DEFAULT_SWEEP_INTERVAL_MS = 30_000;
// The first sweep right after start sends whatever fell due while the server was down.
const FIRST_SWEEP_DELAY_MS = 1_000;

export interface SweepResult {
  expired: number;
  matched: number;
  reminders: number;
  purged: number;
  /** Activities recorded as no-shows because nobody confirmed the volunteer's arrival. */
  missedCheckIns: number;
}

interface WorkerDeps {
  matching: Matching;
  notifications: Notifications;
  scheduledJobs: ScheduledJobs;
  now: () => number;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * The background loop: expire overdue requests, retry the waiting pool, run due jobs (reminders,
 * scheduled-jobs.ts), purge old notifications and finished jobs. State lives in the database, so a
 * restart loses nothing; tick() is what tests call after moving the injected clock.
 */
export function createMatchingWorker({ matching, notifications, scheduledJobs, now, log, intervalMs = DEFAULT_SWEEP_INTERVAL_MS }: WorkerDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<SweepResult> | undefined;
  let lastPurge = Number.NEGATIVE_INFINITY;

  async function step(name: string, run: () => Promise<number>): Promise<number> {
    try {
      return await run();
    } catch (error) {
      log.error({ err: error, step: name }, 'matching sweep step failed');
      return 0;
    }
  }

  async function sweep(): Promise<SweepResult> {
    const result: SweepResult = {
      expired: await step('expire', () => matching.expireOverdue()),
      matched: await step('retry waiting pool', () => matching.retryWaitingPool()),
      reminders: await step('scheduled jobs', () => scheduledJobs.runDue()),
      missedCheckIns: await step('missed check-ins', () => matching.recordMissedCheckIns()),
      purged: 0,
    };
    if (now() - lastPurge >= DAY_MS) {
      lastPurge = now();
      result.purged = await step('purge', async () => (await notifications.purge()) + (await scheduledJobs.purgeFinished()));
    }
    if (result.expired || result.matched || result.reminders || result.purged || result.missedCheckIns) log.info(result, 'matching sweep');
    return result;
  }

  const worker = {
    /** One sweep; concurrent calls share the one in progress. */
    tick(): Promise<SweepResult> {
      running ??= sweep().finally(() => {
        running = undefined;
      });
      return running;
    },

    start() {
      if (timer) return;
      const loop = (delay: number) => {
        timer = setTimeout(() => {
          void worker.tick().finally(() => {
            if (timer) loop(intervalMs);
          });
        }, delay);
        timer.unref();
      };
      loop(FIRST_SWEEP_DELAY_MS);
    },

    /** Stops the loop and waits for a sweep in progress. */
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
  return worker;
}

export type MatchingWorker = ReturnType<typeof createMatchingWorker>;

export interface MatchingWorkerOptions {
  now?: () => number;
  /** Start the loop when the app is ready (default true); tests drive tick() themselves. */
  autoStart?: boolean;
  intervalMs?: number;
}

export const matchingWorkerPlugin = fp(
  async (app, { now = Date.now, autoStart = true, intervalMs }: MatchingWorkerOptions) => {
    const worker = createMatchingWorker({
      matching: app.matching,
      notifications: app.notifications,
      scheduledJobs: app.scheduledJobs,
      now,
      log: app.log,
      intervalMs,
    });
    app.decorate('matchingWorker', worker);
    if (autoStart) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'matching-worker', dependencies: ['matching', 'notifications', 'scheduled-jobs'] },
);
