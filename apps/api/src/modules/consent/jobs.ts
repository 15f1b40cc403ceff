import { VERIFY_EMAIL_JOB } from '@ye/contracts/consent';
import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import { sendVerificationLink } from './service.ts';

/** Queued at sign-up and by "send again": mails a fresh email-confirmation link to a parent. */
export const verifyEmailJob = defineJob({
  name: VERIFY_EMAIL_JOB,
  payload: z.object({ user_id: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  handle: ({ user_id }, ctx) => sendVerificationLink(ctx.db, ctx.config, user_id, ctx.log, ctx.now()),
});
