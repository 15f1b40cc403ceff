import type { ContactRequest, ParentContactRequest } from '@ye/contracts/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { Invalid, Unauthorized } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/jobs.ts';
import { findUser } from '../auth/service.ts';
import { insertContactMessage } from './queries.ts';

export const CONTACT_DETAIL = 'Thank you for your message. We will answer by email soon.';

type Jobs = Pick<JobQueue, 'send'>;

/** Stores the message first (it is never lost), then queues the mail to the support address. */
async function deliver(
  db: Db,
  jobs: Jobs,
  config: Config,
  log: FastifyBaseLogger,
  msg: {
    userId: string | null;
    source: 'public' | 'parent';
    name: string;
    email: string;
    subject: string;
    message: string;
  },
): Promise<string> {
  const { id } = await insertContactMessage(db, msg);
  try {
    await queueMail(jobs, {
      to: config.supportEmail,
      replyTo: msg.email,
      subject: `[Contact #${id}] ${msg.subject}`,
      text: `From: ${msg.name} <${msg.email}>${msg.userId ? ` (parent account ${msg.userId})` : ''}\nVia: ${msg.source} contact form\n\n${msg.message}\n`,
    });
  } catch (err) {
    // The message is stored; support can still read it, so the sender is not told to retry.
    log.error(
      { err: { message: (err as Error).message }, contactMessageId: id },
      'contact message could not be queued for mailing',
    );
  }
  return CONTACT_DETAIL;
}

export function contactPublic(
  db: Db,
  jobs: Jobs,
  config: Config,
  log: FastifyBaseLogger,
  input: ContactRequest,
): Promise<string> {
  return deliver(db, jobs, config, log, { userId: null, source: 'public', ...input });
}

/** A parent's message; name and email come from the account when the form leaves them out. */
export async function contactAsParent(
  db: Db,
  jobs: Jobs,
  config: Config,
  log: FastifyBaseLogger,
  parentId: string,
  input: ParentContactRequest,
): Promise<string> {
  const parent = await findUser(db, parentId);
  if (!parent) throw new Unauthorized('Your session has ended. Please sign in again.', 'token_not_valid');
  const email = input.email ?? parent.email;
  if (!email) throw new Invalid('Please enter an email address.');
  const name = input.name ?? `${parent.firstName} ${parent.lastName}`.trim();
  return deliver(db, jobs, config, log, {
    userId: parent.id,
    source: 'parent',
    name,
    email,
    subject: input.subject,
    message: input.message,
  });
}
