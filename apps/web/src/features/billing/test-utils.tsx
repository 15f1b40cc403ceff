import type {
  BillingCard,
  BillingOverview,
  BillingSubscription,
  TestCheckout,
  TestPortal,
} from '@ye/contracts/billing';
import { TEST_CARDS } from '@ye/contracts/billing';
import { afterEach, beforeEach } from 'vitest';
import { setPageLoader } from '../../lib/navigation.ts';

// Fixtures and helpers of the billing page tests: contract-shaped answers, a /graphql answerer and the
// addresses the pages leave for (the provider's pages are full page loads, lib/navigation.ts).

export const PROFILE = {
  id: 7,
  type: 'parent',
  email: 'parent@demo.test',
  username: null,
  first_name: 'Pat',
  last_name: 'Parent',
  avatar: null,
  timezone: null,
  bio: null,
};

export function subscription(over: Partial<BillingSubscription> = {}): BillingSubscription {
  return {
    id: 'sub_test_1',
    status: 'active',
    frequency: 'monthly',
    amount: 999,
    currency: 'usd',
    created_at: '2026-11-01T12:00:00Z',
    trial_end_at: null,
    current_period_end: '2026-12-01T12:00:00Z',
    cancel_at_period_end: false,
    canceled_at: null,
    next_charge_at: '2026-12-01T12:00:00Z',
    next_charge_amount: 999,
    payment_error: null,
    ...over,
  };
}

export function overview(
  sub: BillingSubscription | null,
  over: Partial<BillingOverview> = {},
): BillingOverview {
  return {
    status: {
      status: sub?.status ?? 'none',
      has_access: sub !== null && sub.status !== 'canceled',
      frequency: sub?.frequency ?? null,
      trial_end_at: sub?.trial_end_at ?? null,
      current_period_end: sub?.current_period_end ?? null,
      cancel_at_period_end: sub?.cancel_at_period_end ?? false,
    },
    access: {
      state: sub === null ? 'none' : sub.status === 'trialing' ? 'trialing' : 'active',
      has_access: sub !== null,
      access_until: sub?.current_period_end ?? null,
    },
    subscription: sub,
    trial_available: sub === null,
    provider: 'test',
    test_mode: true,
    ...over,
  };
}

export const card = (over: Partial<BillingCard> = {}): BillingCard => ({
  id: 'pm_test_1',
  brand: 'visa',
  last4: '4242',
  exp_month: 4,
  exp_year: 2030,
  is_default: true,
  ...over,
});

export const testCheckout = (over: Partial<TestCheckout> = {}): TestCheckout => ({
  id: 'cs_test_abc',
  status: 'open',
  email: 'parent@demo.test',
  frequency: 'monthly',
  amount: 999,
  currency: 'usd',
  trial_days: 7,
  first_charge_at: '2026-12-01T12:00:00Z',
  cancel_url: 'http://localhost:3000/',
  test_cards: [...TEST_CARDS],
  ...over,
});

export const testPortal = (over: Partial<TestPortal> = {}): TestPortal => ({
  email: 'parent@demo.test',
  return_url: 'http://localhost:3000/my-account/subscriptions',
  subscription: {
    id: 'sub_test_1',
    status: 'trialing',
    frequency: 'monthly',
    amount: 999,
    currency: 'usd',
    trial_end_at: '2026-12-01T12:00:00Z',
    current_period_end: '2026-12-01T12:00:00Z',
    cancel_at_period_end: false,
  },
  cards: [card()],
  plans: [
    { frequency: 'monthly', amount: 999, currency: 'usd' },
    { frequency: 'yearly', amount: 7999, currency: 'usd' },
  ],
  ...over,
});

type GraphqlBody = { query: string; variables: Record<string, unknown> };

/**
 * Answers POST /graphql by the operation asked for, and records each operation's variables.
 * `answers` maps a root field (me, checkoutUrl, portalUrl) to its data, or to an Error for a GraphQL error.
 */
export function graphqlRoute(answers: Record<string, unknown>) {
  const asked: { field: string; variables: Record<string, unknown> }[] = [];
  const route = (_url: URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as GraphqlBody;
    const field = Object.keys(answers).find((f) => new RegExp(`[{\\s]${f}[\\s({]`).test(body.query));
    if (!field) return { errors: [{ message: `No answer for ${body.query}` }] };
    asked.push({ field, variables: body.variables });
    const answer = answers[field];
    if (answer instanceof Error) return { data: null, errors: [{ message: answer.message }] };
    return { data: { [field]: answer } };
  };
  return { route, asked };
}

/** Signs a parent in (storage) and records every full page load the page starts. */
export function withParentSession() {
  const left: string[] = [];
  beforeEach(() => {
    localStorage.setItem('ye.access_token', 'parent-token');
    localStorage.setItem('ye.mesh_access_token', 'mesh-token');
    localStorage.setItem('ye.role', 'parent');
    left.length = 0;
    setPageLoader((url) => left.push(url));
  });
  afterEach(() => {
    localStorage.clear();
    setPageLoader((url) => window.location.assign(url));
  });
  return left;
}
