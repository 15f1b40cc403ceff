import { z } from 'zod';
import { defineJob, type JobQueue } from '../jobs/queue.ts';
import { type MailMessage, sendMail } from './mailer.ts';

/** A message as it is queued: the shape sendMail takes, checked again when the job runs. */
export const MailPayload = z.object({
  to: z.string().min(1).max(320),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  replyTo: z.string().max(320).optional(),
  link: z.object({ label: z.string(), url: z.string() }).optional(),
});

/**
 * `mail.send`: delivers one message (SMTP, or a file under DATA_DIR/mail without SMTP). A request
 * never waits on delivery; a failure is retried by the queue. Delivery is at least once: a crash
 * between sending and completing the job sends the message again, which beats losing it.
 */
export const mailSendJob = defineJob({
  name: 'mail.send',
  payload: MailPayload,
  retryLimit: 5,
  retryDelaySeconds: 60,
  handle: (message, ctx) => sendMail(ctx.config, message, ctx.log),
});

/** Queues a message for `mail.send`: the way every request sends mail. */
export async function queueMail(jobs: Pick<JobQueue, 'send'>, message: MailMessage): Promise<void> {
  await jobs.send(mailSendJob.name, message);
}
