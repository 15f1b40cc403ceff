import { describe, expect, it } from 'vitest';
import { newestSubscription, subscriptionStatusDescription, toSubscriptionState } from './subscription.ts';

const sub = (id: string, createdAt: string | null, trialEndAt: string | null = null) => ({
  id,
  status: 'trialing',
  trialEndAt,
  createdAt,
});

describe('the family subscription (spec sections 3 and 4)', () => {
  it('takes the trial end of the newest subscription by createdAt, whatever the order', () => {
    const older = sub('sub_1', '2026-01-05T12:00:00Z', '2026-01-12T12:00:00Z');
    const newer = sub('sub_2', '2026-11-20T12:00:00Z', '2026-11-27T12:00:00Z');
    expect(newestSubscription([older, newer])?.id).toBe('sub_2');
    expect(newestSubscription([newer, older])?.id).toBe('sub_2');
    expect(newestSubscription([sub('sub_3', null), older])?.id).toBe('sub_1');
    expect(newestSubscription([])).toBeNull();

    const state = toSubscriptionState({
      subscriptionStatus: 'trialing',
      hasActiveStripeSubscription: true,
      stripe: { subscriptions: [older, newer] },
    });
    expect(state).toEqual({
      status: 'trialing',
      hasAccess: true,
      trialEndAt: '2026-11-27T12:00:00Z',
      description: 'Your free trial runs until Nov 27, 2026. Every chapter of every course is open.',
    });
  });

  it('says each state in plain words, and "none" or a missing answer as no membership', () => {
    expect(subscriptionStatusDescription('active', null)).toBe(
      'Your membership is active. Every chapter of every course is open.',
    );
    expect(subscriptionStatusDescription('past_due', null)).toMatch(/did not go through. Update your card/);
    expect(subscriptionStatusDescription('canceled', null)).toMatch(/ended.*keep their progress/);
    expect(subscriptionStatusDescription('none', null)).toBe(
      'You have no membership yet. The first chapter of every course is free.',
    );
    expect(toSubscriptionState(null)).toMatchObject({ status: null, hasAccess: false, trialEndAt: null });
  });
});
