import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { graphqlRoute, overview, PROFILE, subscription, withParentSession } from '../test-utils.tsx';
import SubscriptionsPage from './subscriptions-page.tsx';

const PATH = '/my-account/subscriptions';
const ME_NONE = {
  subscriptionStatus: 'none',
  hasActiveStripeSubscription: false,
  stripe: { subscriptions: [] },
};
const ME_ACTIVE = { ...ME_NONE, subscriptionStatus: 'active', hasActiveStripeSubscription: true };

function show(answer: unknown, graphql: Record<string, unknown> = { me: ME_NONE }) {
  const gql = graphqlRoute(graphql);
  const api = mockApi({
    '/v1/router/user/profile': PROFILE,
    'GET /v1/billing/overview': answer,
    'POST /graphql': gql.route,
  });
  renderPage(<SubscriptionsPage />, PATH, PATH);
  return { ...api, asked: gql.asked };
}

const plan = (name: 'Monthly' | 'Yearly') => screen.getByRole('region', { name });

describe('the subscriptions page', () => {
  const left = withParentSession();

  it('offers both plans with the free trial to a family that never had one, and starts a checkout', async () => {
    const { asked } = show(overview(null), {
      me: ME_NONE,
      checkoutUrl: 'http://localhost:3000/test-billing/checkout/cs_test_abc',
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your membership' })).toBeTruthy();
    expect(
      screen.getByText('You have no membership yet. The first chapter of every course is free.'),
    ).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Test mode' }).textContent).toContain(
      'TEST MODE: no real money moves',
    );
    expect(plan('Monthly').textContent).toContain('$9.99');
    expect(plan('Monthly').textContent).toContain('7-day free trial');
    expect(plan('Yearly').textContent).toContain('$79.99');
    expect(plan('Yearly').textContent).toContain('Save 33%');
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).toBeNull();
    // What is free and what the membership opens.
    const includes = screen.getByRole('region', { name: 'What the membership includes, and what is free' });
    expect(within(includes).getByRole('region', { name: 'Free for every family' }).textContent).toContain(
      'The first chapter of every course',
    );
    expect(within(includes).getByRole('region', { name: 'With the membership' }).textContent).toContain(
      'Every later chapter and level of every course',
    );
    expect(
      await screen.findByText(
        'The first chapter of every course is free. The membership opens all the rest.',
      ),
    ).toBeTruthy();

    fireEvent.click(
      within(plan('Yearly')).getByRole('button', { name: 'Start free trial with the yearly plan' }),
    );
    await waitFor(() => expect(left).toEqual(['http://localhost:3000/test-billing/checkout/cs_test_abc']));
    expect(asked.find((a) => a.field === 'checkoutUrl')?.variables).toEqual({
      subscriptionType: 'YEARLY',
      successUrl: `${window.location.origin}/my-purchases`,
      cancelUrl: `${window.location.origin}/`,
    });
    // Leaving: the buttons stay off while the provider's page loads.
    expect(
      (within(plan('Monthly')).getByRole('button', { name: /monthly plan/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('without a trial left, says "Choose monthly" and shows no trial; a refused checkout is a toast', async () => {
    show(
      overview(subscription({ status: 'canceled', canceled_at: '2026-10-02T12:00:00Z' }), {
        trial_available: false,
      }),
      {
        me: ME_NONE,
        checkoutUrl: new Error('The return address must be on this site.'),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Choose monthly' }));
    expect(await screen.findByText('The return address must be on this site.')).toBeTruthy();
    expect(screen.queryByText(/free trial/i)).toBeNull();
    expect(screen.getByText('Ended')).toBeTruthy();
    expect(screen.getByText('Oct 02, 2026')).toBeTruthy();
    expect(left).toEqual([]);
  });

  it('shows a trial: its end, the first charge, the plan marked, and opens the portal to manage it', async () => {
    const trial = subscription({
      status: 'trialing',
      trial_end_at: '2026-12-01T12:00:00Z',
      next_charge_at: '2026-12-01T12:00:00Z',
      next_charge_amount: 999,
    });
    const { asked } = show(overview(trial, { test_mode: false, trial_available: false }), {
      me: { ...ME_ACTIVE, subscriptionStatus: 'trialing' },
      portalUrl: 'http://localhost:3000/test-billing/portal/bps_test_1',
    });
    const membership = await screen.findByRole('region', { name: 'Membership, monthly' });
    expect(within(membership).getByText('Free trial')).toBeTruthy();
    expect(membership.textContent).toContain(
      'Your free trial runs until Dec 01, 2026. Every chapter of every course is open.',
    );
    expect(membership.textContent).toContain('Free trial untilDec 01, 2026');
    expect(membership.textContent).toContain('First charge$9.99 on Dec 01, 2026');
    expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
    expect(within(plan('Monthly')).getByText('Your plan')).toBeTruthy();
    expect(within(plan('Monthly')).queryByRole('button')).toBeNull();
    expect(within(plan('Yearly')).getByRole('button', { name: 'Switch to yearly' })).toBeTruthy();
    expect(await screen.findByText('Your children can open every chapter of every course.')).toBeTruthy();

    fireEvent.click(within(membership).getByRole('button', { name: 'Manage subscription' }));
    await waitFor(() => expect(left).toEqual(['http://localhost:3000/test-billing/portal/bps_test_1']));
    expect(asked.find((a) => a.field === 'portalUrl')?.variables).toEqual({
      returnUrl: `${window.location.origin}/my-account/subscriptions?from=portal`,
    });
  });

  it('back from the portal, brings the membership up to date before showing it, then drops the mark (decision 058)', async () => {
    const stored = overview(subscription({ status: 'trialing' }), { trial_available: false });
    const cancelled = overview(
      subscription({
        status: 'trialing',
        cancel_at_period_end: true,
        next_charge_at: null,
        next_charge_amount: null,
      }),
      { trial_available: false },
    );
    const gql = graphqlRoute({ me: ME_ACTIVE });
    const { calls } = mockApi({
      '/v1/router/user/profile': PROFILE,
      'GET /v1/billing/overview': stored,
      'POST /v1/billing/overview/refresh': cancelled,
      'POST /graphql': gql.route,
    });
    const { router } = renderPage(<SubscriptionsPage />, `${PATH}?from=portal`, PATH);
    expect(screen.getByRole('status').textContent).toBe('Loading your membership…');
    const membership = await screen.findByRole('region', { name: 'Membership, monthly' });
    expect(membership.textContent).toContain('Cancels on');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((c) => c.path === '/v1/billing/overview/refresh')).toHaveLength(1);
    // The stored overview is not read first: the page waits for the refreshed one.
    expect(calls.find((c) => c.path.startsWith('/v1/billing/'))?.path).toBe('/v1/billing/overview/refresh');
  });

  it('back from the portal, shows the stored membership when the refresh fails', async () => {
    mockApi({
      '/v1/router/user/profile': PROFILE,
      'GET /v1/billing/overview': overview(subscription({ status: 'active' }), { trial_available: false }),
      'POST /v1/billing/overview/refresh': [502, { detail: 'The payment service is not answering.' }],
      'POST /graphql': graphqlRoute({ me: ME_ACTIVE }).route,
    });
    renderPage(<SubscriptionsPage />, `${PATH}?from=portal`, PATH);
    const membership = await screen.findByRole('region', { name: 'Membership, monthly' });
    expect(membership.textContent).toContain('Next charge');
  });

  it('warns of a failed payment in the grace days, with the provider’s words and a way to the cards', async () => {
    const pastDue = subscription({ status: 'past_due', payment_error: 'Your card was declined.' });
    show(
      overview(pastDue, {
        access: { state: 'grace', has_access: true, access_until: '2026-12-08T12:00:00Z' },
        trial_available: false,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not take the last payment');
    expect(alert.textContent).toContain('Your card was declined.');
    expect(alert.textContent).toContain('Your children keep every chapter until Dec 08, 2026.');
    expect(within(alert).getByRole('link', { name: 'Update your card' }).getAttribute('href')).toBe(
      '/my-account/cards',
    );
    expect(screen.getByText('Payment due')).toBeTruthy();
  });

  it('says when a cancelled membership ends, and charges nothing more', async () => {
    show(
      overview(subscription({ cancel_at_period_end: true, next_charge_at: null, next_charge_amount: null }), {
        trial_available: false,
      }),
    );
    const membership = await screen.findByRole('region', { name: 'Membership, monthly' });
    expect(membership.textContent).toContain('Cancels onDec 01, 2026');
    expect(membership.textContent).not.toContain('Next charge');
    expect(membership.textContent).toContain('Nothing more will be charged.');
  });

  it('asks the mesh nothing without a mesh session (its sign-in may have failed), so nobody is signed out', async () => {
    localStorage.removeItem('ye.mesh_access_token');
    const { calls } = show(overview(null));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your membership' })).toBeTruthy();
    expect(screen.getByText(/what it costs, what it opens/)).toBeTruthy();
    expect(calls.filter((c) => c.path === '/graphql')).toEqual([]);
    expect(localStorage.getItem('ye.access_token')).toBe('parent-token');
  });

  it('says in plain words when the membership cannot be loaded, with a way to try again', async () => {
    show([503, { detail: 'The database is not answering.' }]);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your membership. The database is not answering.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
