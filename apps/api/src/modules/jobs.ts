import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { defineJob, type JobDefinition } from '../jobs/queue.ts';
import { mailSendJob } from '../mail/jobs.ts';
import { removeOldMailFiles } from '../mail/retention.ts';
import { createFileStore, filesRoot } from '../storage/file-store.ts';
import { handleInactiveFamilies } from './account/inactivity.ts';
import { passwordResetJob } from './auth/jobs.ts';
import { cleanUpAuditLog } from './auth/retention.ts';
import { cleanUpSignIn } from './auth/service.ts';
import { BILLING_JOBS, billingReconcileJob, billingTestClockJob, cleanUpBilling } from './billing/jobs.ts';
import { policyNoticeJob, verifyEmailJob } from './consent/jobs.ts';
import { cleanUpContactMessages } from './contact/retention.ts';
import { cleanUpHeldPosts } from './discussion/retention.ts';
import { cleanUpActivityBatches } from './family/retention.ts';
import { cleanUpGames, refitDifficulties } from './games-adapt/service.ts';
import { IMPACT_LINE_EVERY_SECONDS, impactLineJob } from './insights/outcomes/service.ts';
import { deleteWithdrawnBadges } from './learning/rewards/service.ts';
import { cleanUpRateLimits } from './limits/service.ts';
import { LIVE_JOBS } from './live/jobs.ts';
import { closeOpenVisits } from './live/room/service.ts';
import { endOverdueSession, expireRecordings, SESSION_END_JOB } from './live/service.ts';
import { cleanUpRecommendationChoices } from './personalisation/service.ts';
import { cleanUpUploads, removeUnusedVideo } from './studio/service.ts';

// The job queue itself (pg-boss) is in apps/api/src/jobs/; the domains' jobs are registered here,
// beside the routes in index.ts: a domain adds its jobs (a `jobs.ts` beside its service) to JOBS.

/**
 * Deletes what has outlived its use, each domain its own rows, on the schedule of
 * docs/privacy/retention.md. Idempotent: a second run finds nothing.
 */
export async function cleanUp(db: DbOrTx, now: Date) {
  return {
    ...(await cleanUpSignIn(db, now)),
    ...(await cleanUpUploads(db, now)),
    ...(await cleanUpBilling(db, now)),
    ...(await cleanUpActivityBatches(db, now)),
    ...(await cleanUpHeldPosts(db, now)),
    ...(await cleanUpContactMessages(db, now)),
    ...(await cleanUpAuditLog(db, now)),
    ...(await cleanUpRateLimits(db, now)),
    ...(await deleteWithdrawnBadges(db)),
    ...(await cleanUpGames(db, now)),
    ...(await cleanUpRecommendationChoices(db, now)),
  };
}

export type CleanUpResult = Awaited<ReturnType<typeof cleanUp>>;

/** `maintenance.clean-up`: offered every day by the job queue (one per UTC day slot). */
export const cleanUpJob = defineJob({
  name: 'maintenance.clean-up',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const removed = await cleanUp(ctx.db, ctx.now());
    ctx.log.info({ removed }, 'daily clean-up done');
  },
});

/** `maintenance.mail-files`, daily: mail files (no SMTP) older than 30 days leave the mail folder. */
export const mailFilesExpireJob = defineJob({
  name: 'maintenance.mail-files',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const removed = await removeOldMailFiles(ctx.config, ctx.now());
    if (removed.mail_files > 0) ctx.log.info(removed, 'old mail files removed');
  },
});

/** `account.inactive-families`, daily: warns families unused for 23 months, deletes them at 24. */
export const inactiveFamiliesJob = defineJob({
  name: 'account.inactive-families',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const store = createFileStore({ s3: ctx.config.s3, localRoot: filesRoot(ctx.config.dataDir) });
    const result = await handleInactiveFamilies(
      {
        db: ctx.db,
        config: ctx.config,
        jobs: ctx.jobs,
        now: ctx.now,
        files: { store, dataDir: ctx.config.dataDir },
      },
      ctx.now(),
    );
    if (result.warned + result.deleted > 0) ctx.log.info(result, 'inactive families warned or deleted');
  },
});

/**
 * `live.recordings-expire`, daily: a session's recording is kept LIVE_RECORDING_DAYS days after the
 * session (decision 031), then its file leaves the store (the studio's, unless a lesson shows it) and
 * the session's `video` is cleared. Here, not in live/jobs.ts: live sits below the studio (the studio
 * reaches live through the library), so the job that needs both is composed above them.
 */
export const liveRecordingsExpireJob = defineJob({
  name: 'live.recordings-expire',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const store = createFileStore({ s3: ctx.config.s3, localRoot: filesRoot(ctx.config.dataDir) });
    const cleared = await expireRecordings(
      ctx.db,
      ctx.now(),
      ctx.config.live.recordingDays,
      async (video) => {
        await removeUnusedVideo(ctx.db, store, video);
      },
    );
    if (cleared > 0) ctx.log.info({ cleared }, 'old session recordings removed');
  },
});

/**
 * `live.session-end`, one per session at its end plus LIVE_OVERRUN_MS (queued by live's service, again
 * when the session moves): a session the host never ended is marked ended and its open visits are
 * closed (decision 031). A stale job (the session moved or was cancelled) does nothing; a second run
 * finds nothing open. Here because it needs both live and its room (the room's visits).
 */
export const liveSessionEndJob = defineJob({
  name: SESSION_END_JOB,
  payload: z.object({ meetingId: z.uuid(), endsAt: z.string() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  handle: async (payload, ctx) => {
    const at = ctx.now();
    if (!(await endOverdueSession(ctx.db, payload, at))) return;
    await closeOpenVisits(ctx.db, payload.meetingId, at);
    ctx.log.info({ meetingId: payload.meetingId }, 'session the host did not end is now ended');
  },
});

/**
 * `games.refit-difficulties`, nightly: item difficulties of the adaptive games from every child's
 * kept attempts (decision 052). Content, not children: the children's fitted skills are discarded.
 */
export const refitDifficultiesJob = defineJob({
  name: 'games.refit-difficulties',
  payload: z.object({}),
  retryLimit: 2,
  handle: async (_payload, ctx) => {
    const fitted = await refitDifficulties(ctx.db, ctx.now());
    ctx.log.info(fitted, 'game item difficulties refitted');
  },
});

/**
 * Every kind of job, by queue name. Each payload is a zod schema checked when the job is queued and
 * again when it runs.
 */
export const JOBS: readonly JobDefinition[] = [
  mailSendJob,
  passwordResetJob,
  verifyEmailJob,
  policyNoticeJob,
  cleanUpJob,
  ...BILLING_JOBS,
  ...LIVE_JOBS,
  liveRecordingsExpireJob,
  liveSessionEndJob,
  mailFilesExpireJob,
  inactiveFamiliesJob,
  refitDifficultiesJob,
  impactLineJob,
];

/** Jobs offered on a timer: [queue, payload, every so many seconds]. */
export const RECURRING: readonly [name: string, payload: object, everySeconds: number][] = [
  [cleanUpJob.name, {}, 24 * 60 * 60],
  [billingReconcileJob.name, {}, 24 * 60 * 60],
  [billingTestClockJob.name, {}, 60 * 60],
  [liveRecordingsExpireJob.name, {}, 24 * 60 * 60],
  [mailFilesExpireJob.name, {}, 24 * 60 * 60],
  [inactiveFamiliesJob.name, {}, 24 * 60 * 60],
  [policyNoticeJob.name, {}, 24 * 60 * 60],
  [refitDifficultiesJob.name, {}, 24 * 60 * 60],
  [impactLineJob.name, {}, IMPACT_LINE_EVERY_SECONDS],
];
