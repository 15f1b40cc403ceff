// Parental consent (decision 035): the parent's email verification, the consent recorded when a child
// is added, and the direct notice mailed to the parent. Family adds children and calls in here.
import {
  type ChildConsent,
  CONSENT_METHODS,
  EMAIL_NOT_VERIFIED,
  type EmailVerificationStatus,
  VERIFY_EMAIL_JOB,
} from '@ye/contracts/consent';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Forbidden, Invalid, NotFound, Unauthorized } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/jobs.ts';
import { sendMail } from '../../mail/mailer.ts';
import type { Caller } from '../../plugins/auth.ts';
import { CHILD_NOT_FOUND, ownChild, recordAudit } from '../auth/service.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { directNotice } from './notice.ts';
import { versionInForce } from './policy-service.ts';
import * as q from './queries.ts';

/** A verification link works for two days; "send again" mails a fresh one and voids the old. */
export const VERIFY_LINK_TTL_MS = 2 * 24 * 60 * 60 * 1000;
const LINK_NOT_VALID = 'This link has already been used or is not valid. Please ask for a new one.';
const LINK_EXPIRED = 'This link has expired. Please ask for a new one from your dashboard.';
const ALREADY_VERIFIED = 'Your email address is already confirmed.';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /v1/consent/email: the signed-in parent's verification state. */
export async function emailStatus(db: DbOrTx, caller: Caller): Promise<EmailVerificationStatus> {
  const row = await q.findVerification(db, caller.userId);
  if (!row?.email) throw new Unauthorized('Your session has ended. Please sign in again.', 'token_not_valid');
  return {
    email: row.email,
    verified: Boolean(row.verifiedAt),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** True when this account's email is verified. */
export async function isEmailVerified(db: DbOrTx, userId: string): Promise<boolean> {
  return Boolean((await q.findVerification(db, userId))?.verifiedAt);
}

/** Queues a fresh link for the parent (sign-up, "send again"). The link itself is made by the job. */
export async function queueVerificationLink(jobs: Pick<JobQueue, 'send'>, userId: string): Promise<void> {
  await jobs.send(VERIFY_EMAIL_JOB, { user_id: userId });
}

/** POST /v1/consent/email/send: "send again", unless the address is verified already. */
export async function resendVerificationLink(
  db: DbOrTx,
  jobs: Pick<JobQueue, 'send'>,
  caller: Caller,
): Promise<string> {
  const row = await q.findVerification(db, caller.userId);
  if (row?.verifiedAt) return ALREADY_VERIFIED;
  await queueVerificationLink(jobs, caller.userId);
  return `We have sent a new link to ${row?.email ?? 'your email address'}. It works for two days.`;
}

/**
 * The `consent.verify-email` job: makes a fresh single-use link (the previous one stops working) and
 * mails it to the parent. The mail is sent from here, as the password reset's is, so the live link is
 * never kept in the job table. Nothing is sent for a verified address or an account without email.
 */
export async function sendVerificationLink(
  db: Db,
  config: Config,
  userId: string,
  log: FastifyBaseLogger,
  now: Date,
): Promise<void> {
  const row = await q.findVerification(db, userId);
  if (!row?.email || row.verifiedAt || row.type !== 'parent') return;
  const { token, hash } = newOpaqueToken();
  await q.saveVerificationLink(db, {
    userId,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + VERIFY_LINK_TTL_MS),
    sentAt: now,
  });
  const url = `${config.appUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await sendMail(
    config,
    {
      to: row.email,
      subject: 'Please confirm your email address for Youth Enrichments',
      text: `Hello ${row.firstName},\n\nPlease confirm that this is your email address by opening this link within two days:\n\n${url}\n\nWe ask because we only let a parent with a confirmed email add a child, and we send you what we collect about your child to this address.\n\nIf you did not create a Youth Enrichments account, you can ignore this email.\n`,
      html: `<p>Hello ${escapeHtml(row.firstName)},</p><p>Please confirm that this is your email address by opening this link within two days:</p><p><a href="${escapeHtml(url)}">Confirm my email address</a></p><p>We ask because we only let a parent with a confirmed email add a child, and we send you what we collect about your child to this address.</p><p>If you did not create a Youth Enrichments account, you can ignore this email.</p>`,
      link: { label: 'Email verification link', url },
    },
    log,
  );
}

/** POST /v1/consent/email/verify: the link's token is the credential, so no sign-in is needed. */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<string> {
  const hash = hashToken(token);
  const found = await q.findByTokenHash(db, hash);
  if (!found) throw new Invalid(LINK_NOT_VALID, 'verify_token_used');
  if (!found.expiresAt || found.expiresAt.getTime() <= now.getTime())
    throw new Invalid(LINK_EXPIRED, 'verify_token_expired');
  await db.transaction(async (tx) => {
    const userId = await q.markVerified(tx, { tokenHash: hash, at: now });
    if (!userId) throw new Invalid(LINK_NOT_VALID, 'verify_token_used');
    await recordAudit(tx, { actorId: userId, action: 'email.verify', targetUserId: userId });
  });
  return 'Thank you, your email address is confirmed. You can add your children now.';
}

/** Refuses to add a child for a parent whose email is not verified (403, nothing changes). */
export async function assertMayAddChild(db: DbOrTx, parentId: string): Promise<void> {
  if (!(await isEmailVerified(db, parentId))) throw new Forbidden(EMAIL_NOT_VERIFIED, 'email_not_verified');
}

/**
 * Records the parent's consent for a new child, in the transaction that creates the child, with the
 * method and the policy version in force.
 */
export async function recordChildConsent(
  tx: DbOrTx,
  params: { childId: string; parentId: string; now: Date },
): Promise<void> {
  const policyVersion = await versionInForce(tx, params.now);
  await q.insertConsent(tx, {
    childId: params.childId,
    parentId: params.parentId,
    method: CONSENT_METHODS[0],
    policyVersion,
    consentedAt: params.now,
  });
  await recordAudit(tx, {
    actorId: params.parentId,
    action: 'consent.given',
    targetUserId: params.childId,
    details: { method: CONSENT_METHODS[0], policy_version: policyVersion },
  });
}

/** Queues the direct notice to the parent's verified address and notes when it went out. */
export async function sendDirectNotice(
  db: DbOrTx,
  jobs: Pick<JobQueue, 'send'>,
  config: Config,
  params: { parentId: string; childId: string; childName: string; username: string; now: Date },
): Promise<void> {
  const parent = await q.findVerification(db, params.parentId);
  if (!parent?.email) return;
  await queueMail(
    jobs,
    directNotice({
      to: parent.email,
      parentName: parent.firstName,
      childName: params.childName,
      username: params.username,
      policyVersion: await versionInForce(db, params.now),
      appUrl: config.appUrl,
      supportEmail: config.supportEmail,
    }),
  );
  await q.setNoticeSent(db, { childId: params.childId, at: params.now });
}

/** GET /v1/consent/child: the consent recorded for the parent's own child (another's: 404). */
export async function childConsent(db: DbOrTx, caller: Caller, childId: string): Promise<ChildConsent> {
  if (!(await ownChild(db, caller.userId, childId))) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  const row = await q.findConsent(db, { parentId: caller.userId, childId });
  return {
    child_id: childId,
    consent: row
      ? {
          method: row.method as (typeof CONSENT_METHODS)[number],
          consented_at: row.consentedAt.toISOString(),
          policy_version: row.policyVersion,
          notice_sent_at: row.noticeSentAt?.toISOString() ?? null,
        }
      : null,
  };
}
