// Versions of the privacy policy and terms (decision 043): an admin publishes a version that takes
// effect at least POLICY_NOTICE_DAYS days later; every parent is emailed about it by a job; once it is
// in force, a parent whose consent stands on an older version is asked to accept it at sign-in, and
// accepting renews the consent rows (the re-consent the policy promises).
import {
  FIRST_POLICY_VERSION,
  type ParentPolicyStatus,
  POLICY_NOTICE_DAYS,
  POLICY_NOTICE_JOB,
  type PolicyVersion,
  type PolicyVersions,
  type PublishedPolicyVersions,
  type PublishPolicyRequest,
} from '@ye/contracts/consent';
import type { Config } from '../../config.ts';
import { type DbOrTx, isUniqueViolation } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/jobs.ts';
import type { Caller } from '../../plugins/auth.ts';
import { recordAudit } from '../auth/service.ts';
import * as q from './policy-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_EFFECTIVE = new Date(FIRST_POLICY_VERSION.effective_at);
/** Parents mailed per batch by the notice job: one query for the batch, one insert for its notices. */
const NOTICE_BATCH = 200;

export const VERSION_NOT_FOUND = 'This version of the policy does not exist.';
export const VERSION_NOT_YET = 'This version has been replaced by a newer one. Please reload the page.';

const shape = (row: { version: string; effectiveAt: Date; summary: string }): PolicyVersion => ({
  version: row.version,
  effective_at: row.effectiveAt.toISOString(),
  summary: row.summary,
});

/** The name of the version in force: what a consent given now stands on. */
export async function versionInForce(db: DbOrTx, now: Date): Promise<string> {
  return (await q.inForce(db, now))?.version ?? FIRST_POLICY_VERSION.version;
}

/** GET /v1/consent/policy/current: the version in force (the first one until another is) and the next. */
export async function policyVersions(db: DbOrTx, now: Date): Promise<PolicyVersions> {
  const [current, upcoming] = await Promise.all([q.inForce(db, now), q.nextUpcoming(db, now)]);
  return {
    current: current ? shape(current) : { ...FIRST_POLICY_VERSION },
    upcoming: upcoming ? shape(upcoming) : null,
  };
}

/**
 * When each of the parent's consent versions took effect: the first version's day, or the published
 * row's. A version name we do not know (none should exist) counts as the oldest.
 */
async function consentEffectiveTimes(db: DbOrTx, parentId: string): Promise<{ version: string; at: Date }[]> {
  const versions = await q.consentVersions(db, parentId);
  const times = await q.effectiveTimes(db, versions);
  return versions.map((version) => ({
    version,
    at: times.get(version) ?? (version === FIRST_POLICY_VERSION.version ? FIRST_EFFECTIVE : new Date(0)),
  }));
}

/** GET /v1/consent/policy: the versions, and what the parent is asked. */
export async function parentPolicyStatus(db: DbOrTx, caller: Caller, now: Date): Promise<ParentPolicyStatus> {
  const versions = await policyVersions(db, now);
  const consents = await consentEffectiveTimes(db, caller.userId);
  const oldest = consents.reduce<{ version: string; at: Date } | null>(
    (min, c) => (min === null || c.at < min.at ? c : min),
    null,
  );
  const currentAt = new Date(versions.current.effective_at);
  const upcomingAt = versions.upcoming ? new Date(versions.upcoming.effective_at) : null;
  return {
    ...versions,
    accepted_version: oldest?.version ?? null,
    must_accept: oldest !== null && oldest.at < currentAt,
    may_accept_upcoming: oldest !== null && upcomingAt !== null && oldest.at < upcomingAt,
  };
}

/**
 * POST /v1/consent/policy/accept: the parent agrees to `version` (the one in force, or the next one
 * early). Every consent of the parent moves to it, each child's recorded in the audit log. A parent
 * without a child has no consent to renew: nothing changes, and nothing is asked of them.
 */
export async function acceptPolicy(
  db: DbOrTx,
  caller: Caller,
  version: string,
  now: Date,
): Promise<ParentPolicyStatus> {
  const status = await parentPolicyStatus(db, caller, now);
  const acceptable = [status.current, status.upcoming].filter((v): v is PolicyVersion => v !== null);
  const chosen = acceptable.find((v) => v.version === version);
  if (!chosen) {
    const known = version === FIRST_POLICY_VERSION.version || (await q.findVersion(db, version)) !== null;
    throw known ? new Invalid(VERSION_NOT_YET, 'policy_version_old') : new NotFound(VERSION_NOT_FOUND);
  }
  await db.transaction(async (tx) => {
    const children = await q.renewConsents(tx, { parentId: caller.userId, version, at: now });
    if (children.length === 0) return;
    // One row for the family: the consent rows themselves say which child stands on which version.
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'consent.renewed',
      targetUserId: caller.userId,
      details: {
        policy_version: version,
        previous_version: status.accepted_version,
        children: children.length,
      },
    });
  });
  return parentPolicyStatus(db, caller, now);
}

/** The first day a version published now may take effect (00:00 UTC), as YYYY-MM-DD. */
export function earliestEffectiveDate(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(day.getTime() + POLICY_NOTICE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/**
 * POST /v1/consent/policy/versions (admin): publishes a version taking effect at 00:00 UTC of the day
 * given, at least POLICY_NOTICE_DAYS days from today, and queues the emails to every parent at once.
 */
export async function publishVersion(
  db: DbOrTx,
  jobs: Pick<JobQueue, 'send'>,
  caller: Caller,
  input: PublishPolicyRequest,
  now: Date,
): Promise<PolicyVersion> {
  const earliest = earliestEffectiveDate(now);
  if (input.effective_date < earliest)
    throw new Invalid(
      `A new version takes effect at least ${POLICY_NOTICE_DAYS} days after it is published, so that every parent hears of it first: please choose ${earliest} or later.`,
      'effective_date_too_soon',
    );
  if (input.version === FIRST_POLICY_VERSION.version)
    throw new Conflict(
      'A version with this name already exists. Please choose another name.',
      'version_taken',
    );
  const effectiveAt = new Date(`${input.effective_date}T00:00:00.000Z`);
  try {
    await db.transaction(async (tx) => {
      await q.insertVersion(tx, {
        version: input.version,
        effectiveAt,
        summary: input.summary,
        publishedBy: caller.userId,
        publishedAt: now,
      });
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'policy.publish',
        targetUserId: null,
        details: { version: input.version, effective_at: effectiveAt.toISOString() },
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'policy_versions_version_unique'))
      throw new Conflict(
        'A version with this name already exists. Please choose another name.',
        'version_taken',
      );
    throw err;
  }
  await jobs.send(POLICY_NOTICE_JOB, {});
  return { version: input.version, effective_at: effectiveAt.toISOString(), summary: input.summary };
}

/** GET /v1/consent/policy/versions (admin): the published versions with how many parents were mailed. */
export async function listPublished(db: DbOrTx): Promise<PublishedPolicyVersions> {
  const rows = await q.listVersions(db, 100);
  return {
    results: rows.map((r) => ({
      version: r.version,
      effective_at: r.effectiveAt.toISOString(),
      summary: r.summary,
      published_at: r.publishedAt.toISOString(),
      parents_notified: r.notified,
    })),
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const longDate = (at: Date) =>
  at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The email about a coming version: what changes, from when, and where to read and accept it. */
export function policyNoticeMail(p: {
  to: string;
  firstName: string;
  version: PolicyVersion;
  appUrl: string;
  supportEmail: string;
}) {
  const when = longDate(new Date(p.version.effective_at));
  const url = `${p.appUrl}/policy-update`;
  const privacy = `${p.appUrl}/privacy-policy`;
  const lines = [
    `Hello ${p.firstName},`,
    `We are changing our privacy policy and terms. The new version, ${p.version.version}, takes effect on ${when}.`,
    `What changes: ${p.version.summary}`,
    `Read the policy: ${privacy}`,
    `You can read and accept the change now, or when you next sign in after ${when}: ${url}`,
    `If you do not agree, you can remove a child from their page on your dashboard, or delete your account and your children’s accounts from My account, at any time; we then delete their data. Questions: ${p.supportEmail}.`,
  ];
  return {
    to: p.to,
    subject: `Our privacy policy changes on ${when}`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    link: { label: 'Policy update', url },
  };
}

/**
 * The `consent.policy-notice` job (daily, and at once when a version is published): emails every
 * parent about each version still to come that they have not been mailed about, a batch at a time.
 * A notice row is written for each parent mailed, so a second run mails nobody twice; a parent who
 * signs up before the version takes effect is mailed by the next day's run. A crash between queueing
 * a batch's mail and writing its notices may mail that batch again (at least once, like all mail).
 */
export async function sendPolicyNotices(
  db: DbOrTx,
  jobs: Pick<JobQueue, 'send'>,
  config: Config,
  now: Date,
): Promise<{ mailed: number }> {
  let mailed = 0;
  for (const version of await q.allUpcoming(db, now)) {
    for (;;) {
      const batch = await q.parentsNotNotified(db, version.id, NOTICE_BATCH);
      if (batch.length === 0) break;
      for (const parent of batch)
        await queueMail(
          jobs,
          policyNoticeMail({
            to: parent.email ?? '',
            firstName: parent.firstName,
            version: shape(version),
            appUrl: config.appUrl,
            supportEmail: config.supportEmail,
          }),
        );
      await q.recordNotices(db, { versionId: version.id, parentIds: batch.map((p) => p.id), at: now });
      mailed += batch.length;
    }
  }
  return { mailed };
}
