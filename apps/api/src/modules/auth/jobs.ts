import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import { PASSWORD_RESET_JOB, sendPasswordReset } from './service.ts';

/** Queued by POST /v1/auth/forgot-password for every email; mails a link only to a real adult account. */
export const passwordResetJob = defineJob({
  name: PASSWORD_RESET_JOB,
  payload: z.object({ email: z.string().min(1).max(320) }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  handle: ({ email }, ctx) => sendPasswordReset(ctx.db, ctx.config, email, ctx.log, ctx.now()),
});
