import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { card, graphqlRoute, overview, PROFILE, subscription, withParentSession } from '../test-utils.tsx';
import CardsPage from './cards-page.tsx';

const PATH = '/my-account/cards';
const VISA = card();
const MASTERCARD = card({
  id: 'pm_test_2',
  brand: 'mastercard',
  last4: '4444',
  exp_month: 11,
  exp_year: 2031,
  is_default: false,
});

function show(routes: Record<string, unknown>) {
  const api = mockApi({ '/v1/router/user/profile': PROFILE, ...routes });
  renderPage(<CardsPage />, PATH, PATH);
  return api;
}

describe('the cards page', () => {
  const left = withParentSession();

  it('lists each card with brand, last 4 digits, expiry and the default, and adds one in the portal', async () => {
    const gql = graphqlRoute({ portalUrl: 'http://localhost:3000/test-billing/portal/bps_test_1' });
    show({ 'GET /v1/billing/cards': { cards: [VISA, MASTERCARD] }, 'POST /graphql': gql.route });
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(visa.textContent).toContain('Visa •••• ending in 4242');
    expect(visa.textContent).toContain('Expires 04/30');
    expect(within(visa).getByText('Default')).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Make default/ })).toBeNull();
    const master = screen.getByRole('listitem', { name: 'Mastercard ending in 4444' });
    expect(master.textContent).toContain('Expires 11/31');
    expect(within(master).queryByText('Default')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(left).toEqual(['http://localhost:3000/test-billing/portal/bps_test_1']));
    expect(gql.asked[0]?.variables).toEqual({
      returnUrl: `${window.location.origin}/my-account/cards?from=portal`,
    });
  });

  it('does not offer to remove the card a live membership is charged to, and says why', async () => {
    show({
      'GET /v1/billing/cards': { cards: [VISA, MASTERCARD] },
      'GET /v1/billing/overview': overview(subscription()),
    });
    const visa = await screen.findByRole('listitem', { name: 'Visa ending in 4242' });
    expect(await within(visa).findByText(/^Pays your membership\./)).toBeTruthy();
    expect(within(visa).queryByRole('button', { name: /Remove/ })).toBeNull();
    const master = screen.getByRole('listitem', { name: 'Mastercard ending in 4444' });
    expect(within(master).getByRole('button', { name: 'Remove: Mastercard ending in 4444' })).toBeTruthy();
  });

  it('makes another card the default and shows the answer', async () => {
    const { calls } = show({
      'GET /v1/billing/cards': { cards: [VISA, MASTERCARD] },
      'POST /v1/billing/cards/pm_test_2/default': {
        cards: [
          { ...VISA, is_default: false },
          { ...MASTERCARD, is_default: true },
        ],
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    const master = screen.getByRole('listitem', { name: 'Mastercard ending in 4444' });
    expect(await within(master).findByText('Default')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/v1/billing/cards/pm_test_2/default',
    ]);
  });

  it('shows a declined card (making it the default retries the open charge) as a toast with the API’s words', async () => {
    show({
      'GET /v1/billing/cards': { cards: [VISA, MASTERCARD] },
      'POST /v1/billing/cards/pm_test_2/default': [400, { detail: 'Your card was declined.' }],
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(
      within(screen.getByRole('listitem', { name: 'Visa ending in 4242' })).getByText('Default'),
    ).toBeTruthy();
  });

  it('removes a card only after the confirm dialog', async () => {
    let cards = [VISA, MASTERCARD];
    const { calls } = show({
      'GET /v1/billing/cards': () => ({ cards }),
      'DELETE /v1/billing/cards/pm_test_2': () => {
        cards = [VISA];
        return [204, null];
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove: Mastercard ending in 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog.textContent).toContain('Mastercard ending in 4444 will be removed from your account.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Remove: Mastercard ending in 4444' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Remove' }));
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Mastercard ending in 4444' })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/v1/billing/cards/pm_test_2',
    ]);
  });

  it('says a card is added with a subscription when there is none', async () => {
    show({ 'GET /v1/billing/cards': { cards: [] } });
    expect(await screen.findByText('A card is added when you start a subscription.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe(
      '/my-account/subscriptions',
    );
    expect(screen.queryByRole('button', { name: 'Add a card' })).toBeNull();
  });
});
