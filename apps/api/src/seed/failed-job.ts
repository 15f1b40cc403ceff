import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { JobQueue } from '../jobs/queue.ts';
import { mailSendJob } from '../mail/jobs.ts';
import { JOBS } from '../modules/jobs.ts';

/** Where the demo's failed mail goes once retried: an address no other demo flow mails. */
export const DEMO_FAILED_MAIL_TO = 'club-news@demo.test';
export const DEMO_FAILED_JOB_ERROR = 'The mail server did not answer (demo data: retry it from /job-queue).';

/**
 * The job-queue console's demo (decision 032): one `mail.send` job that has already failed, so an
 * admin sees a failed job on /job-queue and can retry it (the retry sends the mail). Queued and failed
 * through pg-boss's own send and fail, on the seed's pool; the server's workers run it once retried.
 */
export async function seedDemoFailedJob(db: Db, config: Config): Promise<string> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const silent = {
    info() {},
    warn() {},
    error() {},
    debug() {},
    child: () => silent,
  } as unknown as ConstructorParameters<typeof JobQueue>[0]['log'];
  const jobs = new JobQueue({ pool, db, config, log: silent, definitions: JOBS });
  try {
    return await jobs.sendFailed(
      mailSendJob.name,
      {
        to: DEMO_FAILED_MAIL_TO,
        subject: 'This week at the club',
        text: 'Hello! This is the club newsletter of the Youth Enrichments demo.',
      },
      DEMO_FAILED_JOB_ERROR,
    );
  } finally {
    await jobs.stop();
  }
}
