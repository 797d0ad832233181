import { DAY_MS, MINUTE_MS } from '@ieum/domain';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Queryable } from '../../db/database';
import type { Notifications, Notify } from './notifications';

declare module 'fastify' {
  interface FastifyInstance {
    scheduledJobs: ScheduledJobs;
  }
}

// Durable jobs in the scheduled_jobs table, written in the same transaction as the change that
// needs them (a match schedules its reminder) and run by the matching sweep (matching-worker.ts).
// Nothing lives in memory, so a restart loses nothing: the first sweep runs what fell due meanwhile.

/** Job kinds the table accepts (its check constraint); a new kind needs a migration and a handler. */
export type JobKind = 'REMINDER' | 'CARE_ALERT_SEND' | 'CARE_ALERT_ESCALATE' | 'CARE_ALERT_OVERDUE';

export interface ClaimedJob {
  id: number;
  kind: JobKind;
  /** The activity of an activity job (REMINDER); 0 for a crisis-alert job. */
  activityId: number;
  /** The crisis alert of a CARE_ALERT_* job, else null. */
  careAlertId: number | null;
  volunteerId: number | null;
  /** This claim included. */
  attempts: number;
}

/**
 * Does the job inside the transaction that records its outcome (SENT, STALE, ...); notifications
 * given to notify are stored in that transaction too. A throw leaves the job for the next sweep.
 */
export type JobHandler = (tx: Queryable, notify: Notify, job: ClaimedJob) => Promise<string>;

/** The outcome counted as work done in the sweep's log line. */
export const JOB_SENT = 'SENT';
/** A claimed job is not offered to another sweep for this long (a crashed process's claim runs out). */
const JOB_LEASE_MS = 5 * MINUTE_MS;
/** After this many failed runs the job is closed as FAILED. */
const JOB_MAX_ATTEMPTS = 5;
/** Finished jobs are kept this long; their outcome is only of interest while it is recent. */
const FINISHED_JOB_RETENTION_MS = 30 * DAY_MS;

export interface NewJob {
  kind: JobKind;
  activityId: number;
  volunteerId: number | null;
  runAt: Date;
}

/** Writes a job in the caller's transaction; the same job (kind, activity, volunteer, time) twice is one job. */
export async function scheduleJob(tx: Queryable, job: NewJob, at: Date): Promise<void> {
  await tx.query(
    `insert into scheduled_jobs (kind, activity_id, volunteer_id, run_at, created_at) values ($1, $2, $3, $4, $5)
     on conflict do nothing`,
    [job.kind, job.activityId, job.volunteerId, job.runAt, at],
  );
}

/** Writes a crisis-alert job in the caller's transaction; one job of a kind per alert. */
export async function scheduleCareAlertJob(tx: Queryable, kind: JobKind, careAlertId: number, runAt: Date, at: Date): Promise<void> {
  await tx.query(
    `insert into scheduled_jobs (kind, care_alert_id, run_at, created_at) values ($1, $2, $3, $4)
     on conflict (kind, care_alert_id) where care_alert_id is not null do nothing`,
    [kind, careAlertId, runAt, at],
  );
}

/** Closes the activity's open jobs with this outcome (the activity was cancelled or lost its volunteer). */
export async function closeJobsOf(tx: Queryable, activityId: number, outcome: string, at: Date): Promise<void> {
  await tx.query('update scheduled_jobs set done_at = $2, outcome = $3 where activity_id = $1 and done_at is null', [activityId, at, outcome]);
}

interface ScheduledJobsDeps {
  db: Database;
  notifications: Notifications;
  now: () => number;
  log: FastifyBaseLogger;
}

export function createScheduledJobs({ db, notifications, now, log }: ScheduledJobsDeps) {
  const handlers = new Map<JobKind, JobHandler>();

  async function runOne(job: ClaimedJob): Promise<string | undefined> {
    try {
      return await notifications.withNotifications(async (tx, notify) => {
        const handler = handlers.get(job.kind);
        if (!handler) throw new Error(`no handler for scheduled job kind ${job.kind}`);
        const outcome = await handler(tx, notify, job);
        await tx.query('update scheduled_jobs set done_at = $2, outcome = $3 where id = $1', [job.id, new Date(now()), outcome]);
        return outcome;
      });
    } catch (error) {
      log.error({ err: error, jobId: job.id, kind: job.kind }, 'scheduled job failed');
      if (job.attempts >= JOB_MAX_ATTEMPTS) {
        await db.query(`update scheduled_jobs set done_at = $2, outcome = 'FAILED' where id = $1`, [job.id, new Date(now())]);
      }
      return undefined;
    }
  }

  return {
    /** The area that owns a kind says how to do it (matching registers REMINDER, care the CARE_ALERT_* jobs). */
    handle(kind: JobKind, handler: JobHandler): void {
      handlers.set(kind, handler);
    },

    /** Claims the due jobs (FOR UPDATE SKIP LOCKED, with a lease) and runs them; returns how many were SENT. */
    async runDue(limit = 200): Promise<number> {
      const at = now();
      const jobs = await db.query<ClaimedJob>(
        `update scheduled_jobs set locked_until = $2, attempts = attempts + 1
         where id in (select id from scheduled_jobs
                      where done_at is null and run_at <= $1 and (locked_until is null or locked_until <= $1)
                      order by run_at limit $3 for update skip locked)
         returning id, kind, coalesce(activity_id, 0) as "activityId", care_alert_id as "careAlertId", volunteer_id as "volunteerId", attempts`,
        [new Date(at), new Date(at + JOB_LEASE_MS), limit],
      );
      let sent = 0;
      for (const job of jobs) {
        if ((await runOne(job)) === JOB_SENT) sent += 1;
      }
      return sent;
    },

    /** Forgets jobs finished more than 30 days ago; returns how many. */
    async purgeFinished(): Promise<number> {
      const rows = await db.query('delete from scheduled_jobs where done_at < $1 returning id', [new Date(now() - FINISHED_JOB_RETENTION_MS)]);
      return rows.length;
    },
  };
}

export type ScheduledJobs = ReturnType<typeof createScheduledJobs>;

export const scheduledJobsPlugin = fp(
  async (app, { now = Date.now }: { now?: () => number }) => {
    app.decorate('scheduledJobs', createScheduledJobs({ db: app.db, notifications: app.notifications, now, log: app.log }));
  },
  { name: 'scheduled-jobs', dependencies: ['database', 'notifications'] },
);
