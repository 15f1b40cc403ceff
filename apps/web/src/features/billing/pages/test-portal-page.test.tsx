import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { card, testPortal } from '../test-utils.tsx';
import TestPortalPage from './test-portal-page.tsx';

const ROUTE = '/test-billing/portal/:sessionId';
const PATH = '/test-billing/portal/bps_test_1';
const AT = '/v1/billing/test/portal/bps_test_1';
const TRIAL = testPortal();
const SUB = TRIAL.subscription as NonNullable<typeof TRIAL.subscription>;

const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);

describe('the test billing portal', () => {
  it('shows the subscription and switches the plan with the answer it gets', async () => {
    const { calls } = mockApi({
      [`GET ${AT}`]: TRIAL,
      [`POST ${AT}/plan`]: testPortal({ subscription: { ...SUB, frequency: 'yearly', amount: 7999 } }),
    });
    renderPage(<TestPortalPage />, PATH, ROUTE);
    const sub = await screen.findByRole('region', { name: 'Subscription' });
    expect(screen.getByRole('note', { name: 'Test mode' })).toBeTruthy();
    expect(sub.textContent).toContain('Membership, monthly');
    expect(within(sub).getByText('Free trial')).toBeTruthy();
    expect(sub.textContent).toContain('Free trial untilDec 01, 2026');
    expect(screen.getByRole('link', { name: 'Return to Youth Enrichments' }).getAttribute('href')).toBe(
      'http://localhost:3000/my-account/subscriptions',
    );

    fireEvent.click(within(sub).getByRole('button', { name: 'Switch to yearly ($79.99 a year)' }));
    expect(await within(sub).findByText('Membership, yearly')).toBeTruthy();
    expect(within(sub).getByRole('button', { name: 'Switch to monthly ($9.99 a month)' })).toBeTruthy();
    expect(posts(calls)).toEqual([['POST', `${AT}/plan`, { frequency: 'yearly' }]]);
  });

  it('cancels at the period end only after a confirm, then offers to resume', async () => {
    const { calls } = mockApi({
      [`GET ${AT}`]: TRIAL,
      [`POST ${AT}/cancel`]: testPortal({ subscription: { ...SUB, cancel_at_period_end: true } }),
    });
    renderPage(<TestPortalPage />, PATH, ROUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the membership?' });
    expect(dialog.textContent).toContain('It stays open until Dec 01, 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Subscription' }).textContent).toContain(
      'Cancels onDec 01, 2026',
    );
    expect(posts(calls)).toEqual([['POST', `${AT}/cancel`, undefined]]);
  });

  it('adds a card, makes it the default, and shows a declined card as a toast', async () => {
    const master = card({ id: 'pm_test_2', brand: 'mastercard', last4: '4444', is_default: false });
    const { calls } = mockApi({
      [`GET ${AT}`]: TRIAL,
      [`POST ${AT}/cards`]: testPortal({ cards: [card(), master] }),
      [`POST ${AT}/cards/pm_test_2/default`]: [400, { detail: 'Your card was declined.' }],
    });
    renderPage(<TestPortalPage />, PATH, ROUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a card' }));
    const form = screen.getByRole('form', { name: 'Add a card' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Card number' }), {
      target: { value: '5555 5555 5555 4444' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Expiry (MM/YY)' }), {
      target: { value: '11/31' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Security code (CVC)' }), {
      target: { value: '321' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Name on card' }), {
      target: { value: 'Pat' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add card' }));
    const row = await screen.findByRole('listitem', { name: 'Mastercard ending in 4444' });
    expect(screen.queryByRole('form', { name: 'Add a card' })).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(posts(calls)).toEqual([
      [
        'POST',
        `${AT}/cards`,
        { card_number: '5555555555554444', exp_month: 11, exp_year: 2031, cvc: '321', name: 'Pat' },
      ],
      ['POST', `${AT}/cards/pm_test_2/default`, undefined],
    ]);
  });

  it('moves the test clock', async () => {
    const { calls } = mockApi({
      [`GET ${AT}`]: TRIAL,
      [`POST ${AT}/advance`]: testPortal({ subscription: { ...SUB, status: 'active', trial_end_at: null } }),
    });
    renderPage(<TestPortalPage />, PATH, ROUTE);
    fireEvent.click(await screen.findByRole('button', { name: 'End the trial now' }));
    expect(
      await within(screen.getByRole('region', { name: 'Subscription' })).findByText('Active'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'End the trial now' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(posts(calls)).toEqual([['POST', `${AT}/advance`, { to: 'end_trial' }]]);
  });

  it('says plainly when the session has expired or does not exist', async () => {
    mockApi({ [`GET ${AT}`]: [404, { detail: 'Not found.' }] });
    renderPage(<TestPortalPage />, PATH, ROUTE);
    expect(
      await screen.findByRole('heading', { name: 'This billing session has expired or does not exist' }),
    ).toBeTruthy();
  });
});
