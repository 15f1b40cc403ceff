import { queueMail } from '../../mail/jobs.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { monthsBefore, recordInactivityWarning } from '../auth/retention.ts';
import type { BillingDeps } from '../billing/provider.ts';
import { familiesInactiveSince, INACTIVITY_WARNING } from './inactivity-queries.ts';
import { removeFamily } from './service.ts';

// A family nobody has used for two years is deleted (docs/privacy/retention.md): the parent is
// warned by email after 23 months, and the family is deleted at 24 months, never less than
// NOTICE_DAYS after the warning, unless someone in it signs in (which makes the warning void).

export const WARN_AFTER_MONTHS = 23;
export const DELETE_AFTER_MONTHS = 24;
export const NOTICE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const day = (d: Date) => d.toISOString().slice(0, 10);

/** The day the family will be deleted if nobody signs in. */
export function deletionDay(lastActive: Date, warnedAt: Date): Date {
  const byInactivity = new Date(lastActive);
  byInactivity.setUTCMonth(byInactivity.getUTCMonth() + DELETE_AFTER_MONTHS);
  const byNotice = new Date(warnedAt.getTime() + NOTICE_DAYS * DAY_MS);
  return byInactivity > byNotice ? byInactivity : byNotice;
}

/** Warns families inactive for 23 months and deletes those warned and still inactive. Idempotent. */
export async function handleInactiveFamilies(
  deps: BillingDeps & { files: { store: FileStore; dataDir: string } },
  now: Date,
): Promise<{ warned: number; deleted: number }> {
  const { db, jobs, config } = deps;
  let warned = 0;
  let deleted = 0;
  for (const family of await familiesInactiveSince(db, monthsBefore(now, WARN_AFTER_MONTHS))) {
    // A warning older than the latest sign-in no longer counts.
    const warning = family.warnedAt && family.warnedAt >= family.lastActive ? family.warnedAt : null;
    if (!warning) {
      const on = deletionDay(family.lastActive, now);
      if (family.email)
        await queueMail(jobs, {
          to: family.email,
          subject: 'Your Youth Enrichments account will be deleted unless you sign in',
          text: [
            `Hello ${family.firstName},`,
            '',
            'Nobody in your family has signed in to Youth Enrichments for 23 months. As our privacy',
            `policy says, we will delete your account and your children's accounts, with everything`,
            `they did, on ${day(on)}.`,
            '',
            `To keep them, sign in once before then: ${config.appUrl}/login`,
            '',
            'If you would rather we delete them now, you can do it from your account page.',
          ].join('\n'),
        });
      await recordInactivityWarning(db, {
        parentId: family.parentId,
        deletionOn: day(on),
        at: now,
        action: INACTIVITY_WARNING,
      });
      warned += 1;
      continue;
    }
    if (deletionDay(family.lastActive, warning) <= now) {
      await removeFamily(deps, {
        parentId: family.parentId,
        avatar: family.avatar,
        ip: null,
        reason: 'inactive',
      });
      deleted += 1;
    }
  }
  return { warned, deleted };
}
