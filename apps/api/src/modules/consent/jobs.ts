import { POLICY_NOTICE_JOB, VERIFY_EMAIL_JOB } from '@ye/contracts/consent';
import { z } from 'zod';
import { defineJob } from '../../jobs/queue.ts';
import { sendPolicyNotices } from './policy-service.ts';
import { sendVerificationLink } from './service.ts';

/** Queued at sign-up and by "send again": mails a fresh email-confirmation link to a parent. */
export const verifyEmailJob = defineJob({
  name: VERIFY_EMAIL_JOB,
  payload: z.object({ user_id: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  handle: ({ user_id }, ctx) => sendVerificationLink(ctx.db, ctx.config, user_id, ctx.log, ctx.now()),
});

/** Daily, and at once when a version is published: emails every parent about each coming version. */
export const policyNoticeJob = defineJob({
  name: POLICY_NOTICE_JOB,
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  handle: async (_payload, ctx) => {
    const { mailed } = await sendPolicyNotices(ctx.db, ctx.jobs, ctx.config, ctx.now());
    if (mailed > 0) ctx.log.info({ mailed }, 'parents emailed about a coming policy version');
  },
});
