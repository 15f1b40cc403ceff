import { PLAN } from '@ye/contracts/billing';
import { describe, expect, it } from 'vitest';
import { familyAccess, type SubscriptionFacts } from './access.ts';

// The access rule at its edges: the instant a trial ends, the last instant of a grace period, a
// cancellation at period end, stale rows after lost webhooks, and a family with two subscriptions.

const DAY = 24 * 60 * 60 * 1000;
const GRACE = PLAN.graceDays * DAY;
const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const sub = (facts: Partial<SubscriptionFacts>): SubscriptionFacts => ({
  status: 'active',
  createdAt: T0,
  trialEnd: null,
  currentPeriodStart: T0,
  currentPeriodEnd: at(30 * DAY),
  cancelAtPeriodEnd: false,
  ...facts,
});

describe('familyAccess', () => {
  it('has no access and nothing to show without a subscription', () => {
    expect(familyAccess([], T0)).toEqual({ state: 'none', hasAccess: false, until: null, current: null });
  });

  it('gives access through the trial, then grace from the very instant it ends while the charge settles', () => {
    const trial = sub({ status: 'trialing', trialEnd: at(7 * DAY), currentPeriodEnd: at(7 * DAY) });
    expect(familyAccess([trial], at(7 * DAY - 1))).toMatchObject({
      state: 'trialing',
      hasAccess: true,
      until: at(7 * DAY),
    });
    expect(familyAccess([trial], at(7 * DAY))).toMatchObject({
      state: 'grace',
      hasAccess: true,
      until: at(7 * DAY + GRACE),
    });
    expect(familyAccess([trial], at(7 * DAY + GRACE))).toMatchObject({ state: 'ended', hasAccess: false });
  });

  it('ends a trial cancelled at period end exactly when the trial ends', () => {
    const trial = sub({ status: 'trialing', trialEnd: at(7 * DAY), cancelAtPeriodEnd: true });
    expect(familyAccess([trial], at(7 * DAY - 1)).hasAccess).toBe(true);
    expect(familyAccess([trial], at(7 * DAY))).toMatchObject({
      state: 'ended',
      hasAccess: false,
      until: null,
    });
  });

  it('keeps a past-due family in grace until the last instant counted from the failed charge', () => {
    const failed = sub({
      status: 'past_due',
      currentPeriodStart: at(30 * DAY),
      currentPeriodEnd: at(60 * DAY),
    });
    expect(familyAccess([failed], at(30 * DAY + GRACE - 1))).toMatchObject({
      state: 'grace',
      hasAccess: true,
      until: at(30 * DAY + GRACE),
    });
    expect(familyAccess([failed], at(30 * DAY + GRACE)).hasAccess).toBe(false);
  });

  it('caps an active subscription whose renewal never arrived (lost webhooks) at period end plus grace', () => {
    const stale = sub({});
    expect(familyAccess([stale], at(30 * DAY - 1)).state).toBe('active');
    expect(familyAccess([stale], at(30 * DAY)).state).toBe('grace');
    expect(familyAccess([stale], at(30 * DAY + GRACE)).hasAccess).toBe(false);
    expect(familyAccess([sub({ cancelAtPeriodEnd: true })], at(30 * DAY)).hasAccess).toBe(false);
  });

  it('never gives access for a cancelled, unpaid, incomplete or paused subscription', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused'] as const) {
      expect(familyAccess([sub({ status })], at(DAY))).toMatchObject({ state: 'ended', hasAccess: false });
    }
  });

  it('lets the best subscription decide access and shows the newest one', () => {
    const old = sub({ status: 'active', createdAt: T0 });
    const newer = sub({ status: 'canceled', createdAt: at(DAY) });
    const result = familyAccess([old, newer], at(2 * DAY));
    expect(result).toMatchObject({ state: 'active', hasAccess: true });
    expect(result.current).toBe(newer);
  });
});
