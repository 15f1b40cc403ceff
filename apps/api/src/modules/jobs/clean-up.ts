import { and, eq, lt, or } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts, passwordResetTokens, programLoginTokens, refreshTokens } from '../auth/tables.ts';
import { studioUploads } from '../studio/tables.ts';
import { defineJob } from './queue.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Tokens are kept a day past expiry, so a late presentation still meets the "expired" answer. */
export const TOKEN_GRACE_MS = DAY_MS;
/** Failed sign-ins older than this no longer count towards any throttle. */
export const SIGN_IN_ATTEMPT_KEEP_MS = 7 * DAY_MS;
/** An upload URL lives minutes; a pending upload a day old will never receive its bytes. */
export const PENDING_UPLOAD_KEEP_MS = DAY_MS;

export interface CleanUpResult {
  refresh_tokens: number;
  password_reset_tokens: number;
  program_login_tokens: number;
  login_attempts: number;
  pending_uploads: number;
}

/** Deletes what has outlived its use. Idempotent: a second run the same day finds nothing more. */
export async function cleanUp(db: DbOrTx, now: Date): Promise<CleanUpResult> {
  const tokensBefore = new Date(now.getTime() - TOKEN_GRACE_MS);
  const count = (r: { rowCount: number | null }) => r.rowCount ?? 0;
  return {
    refresh_tokens: count(await db.delete(refreshTokens).where(lt(refreshTokens.expiresAt, tokensBefore))),
    password_reset_tokens: count(
      await db
        .delete(passwordResetTokens)
        .where(
          or(lt(passwordResetTokens.expiresAt, tokensBefore), lt(passwordResetTokens.usedAt, tokensBefore)),
        ),
    ),
    program_login_tokens: count(
      await db.delete(programLoginTokens).where(lt(programLoginTokens.expiresAt, tokensBefore)),
    ),
    login_attempts: count(
      await db
        .delete(loginAttempts)
        .where(lt(loginAttempts.createdAt, new Date(now.getTime() - SIGN_IN_ATTEMPT_KEEP_MS))),
    ),
    pending_uploads: count(
      await db
        .delete(studioUploads)
        .where(
          and(
            eq(studioUploads.status, 'pending'),
            lt(studioUploads.createdAt, new Date(now.getTime() - PENDING_UPLOAD_KEEP_MS)),
          ),
        ),
    ),
  };
}

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
