import { type AccessState, PLAN, type ProviderStatus } from '@ye/contracts/billing';

// The one rule that decides whether a family has the membership (decision 027). Pure: the caller
// passes the family's subscriptions as kept in our database and the time. Losing access only locks
// paid chapters; nothing is ever deleted because of it.

const DAY_MS = 24 * 60 * 60 * 1000;
const GRACE_MS = PLAN.graceDays * DAY_MS;

/** What the rule needs to know of one subscription (the provider's facts, kept true by webhooks). */
export interface SubscriptionFacts {
  status: ProviderStatus;
  /** When the provider made it: the newest one is what the pages show (spec §4). */
  createdAt: Date;
  trialEnd: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface FamilyAccess {
  state: AccessState;
  hasAccess: boolean;
  /** Until when the access lasts as things stand (null without access). */
  until: Date | null;
  /** The newest subscription by the provider's creation time, or null. */
  current: SubscriptionFacts | null;
}

type Verdict = { state: AccessState; until: Date | null };
const ENDED: Verdict = { state: 'ended', until: null };

/** After a paid (or trial) period ran out: grace while the next charge settles, unless it was cancelled. */
function afterPeriod(periodEnd: Date, sub: SubscriptionFacts, now: Date): Verdict {
  if (sub.cancelAtPeriodEnd) return ENDED;
  const graceEnd = new Date(periodEnd.getTime() + GRACE_MS);
  return now < graceEnd ? { state: 'grace', until: graceEnd } : ENDED;
}

function verdictOf(sub: SubscriptionFacts, now: Date): Verdict {
  switch (sub.status) {
    case 'trialing':
      if (!sub.trialEnd) return ENDED;
      return now < sub.trialEnd
        ? { state: 'trialing', until: sub.trialEnd }
        : afterPeriod(sub.trialEnd, sub, now);
    case 'active':
      if (!sub.currentPeriodEnd) return ENDED;
      return now < sub.currentPeriodEnd
        ? { state: 'active', until: sub.currentPeriodEnd }
        : afterPeriod(sub.currentPeriodEnd, sub, now);
    case 'past_due': {
      // The unpaid period starts at the failed charge: the provider's date, not when we heard of it.
      if (!sub.currentPeriodStart) return ENDED;
      const graceEnd = new Date(sub.currentPeriodStart.getTime() + GRACE_MS);
      return now < graceEnd ? { state: 'grace', until: graceEnd } : ENDED;
    }
    default:
      return ENDED;
  }
}

const RANK: Record<AccessState, number> = { active: 4, trialing: 3, grace: 2, ended: 1, none: 0 };

/** The family's access: the best of its subscriptions decides; the newest one is shown. */
export function familyAccess(subs: readonly SubscriptionFacts[], now: Date): FamilyAccess {
  if (subs.length === 0) return { state: 'none', hasAccess: false, until: null, current: null };
  let best: Verdict = ENDED;
  let current = subs[0] as SubscriptionFacts;
  for (const sub of subs) {
    const verdict = verdictOf(sub, now);
    if (RANK[verdict.state] > RANK[best.state]) best = verdict;
    if (sub.createdAt > current.createdAt) current = sub;
  }
  const hasAccess = best.state === 'active' || best.state === 'trialing' || best.state === 'grace';
  return { state: best.state, hasAccess, until: best.until, current };
}
