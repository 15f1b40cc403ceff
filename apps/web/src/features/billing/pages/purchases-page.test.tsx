import { act, fireEvent, screen } from '@testing-library/react';
import type { PurchasesResponse } from '@ye/contracts/billing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { overview, PROFILE, subscription, withParentSession } from '../test-utils.tsx';
import PurchasesPage from './purchases-page.tsx';

const PATH = '/my-purchases';
const TRIAL = subscription({
  status: 'trialing',
  trial_end_at: '2026-12-01T12:00:00Z',
  next_charge_at: '2026-12-01T12:00:00Z',
});
const PROCESSING: PurchasesResponse = { state: 'processing', subscription: null, receipts: [] };
const COMPLETE: PurchasesResponse = { state: 'complete', subscription: TRIAL, receipts: [] };

function show(purchases: unknown, search = '?session_id=cs_test_abc') {
  const api = mockApi({
    '/v1/router/user/profile': PROFILE,
    'GET /v1/billing/overview': overview(TRIAL),
    'GET /v1/billing/purchases': purchases,
  });
  renderPage(<PurchasesPage />, `${PATH}${search}`, PATH);
  return { ...api, purchaseCalls: () => api.calls.filter((c) => c.path === '/v1/billing/purchases') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the purchases page', () => {
  withParentSession();

  it('back from a checkout, asks again every 2 s while the payment is confirmed, then shows what was bought', async () => {
    const answers = [PROCESSING, COMPLETE];
    const { purchaseCalls } = show(() => answers.shift() ?? COMPLETE);
    expect(
      (await screen.findByRole('heading', { name: 'Confirming your payment…' })).closest('[aria-live]'),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Confirming your payment' })).toBeTruthy();

    const bought = await screen.findByRole('region', { name: 'Membership, monthly' }, { timeout: 6_000 });
    expect(screen.getByText('Your free trial has started')).toBeTruthy();
    expect(bought.textContent).toContain('Amount$9.99 a month');
    expect(bought.textContent).toContain('Free trial untilDec 01, 2026');
    expect(bought.textContent).toContain('First charge$9.99 on Dec 01, 2026');
    expect(
      screen.getByText('No receipts yet. The first one comes with the first charge, on Dec 01, 2026.'),
    ).toBeTruthy();
    expect(screen.getByRole('note', { name: 'Test mode' })).toBeTruthy();
    expect(purchaseCalls().map((c) => c.url.searchParams.get('session_id'))).toEqual([
      'cs_test_abc',
      'cs_test_abc',
    ]);
  });

  it('after 60 s of waiting says it may take a few minutes, and checks again on request', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    let answer: PurchasesResponse = PROCESSING;
    const { purchaseCalls } = show(() => answer);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByText('Your payment is taking longer than usual')).toBeTruthy();
    expect(
      screen.getByText(/Confirming it can take a few minutes. You do not need to pay again/),
    ).toBeTruthy();
    const asked = purchaseCalls().length;
    // About one request every 2 s, and none once it stopped.
    expect(asked).toBeGreaterThanOrEqual(29);
    expect(asked).toBeLessThanOrEqual(32);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(purchaseCalls().length).toBe(asked);

    answer = { state: 'complete', subscription: subscription(), receipts: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Thank you, your membership is on')).toBeTruthy();
  });

  it('lists the receipts with number, date, amount, period and a link', async () => {
    show(
      {
        state: 'complete',
        subscription: subscription(),
        receipts: [
          {
            id: 'in_1',
            number: 'YE-0002',
            amount_paid: 999,
            currency: 'usd',
            paid_at: '2026-11-01T12:00:00Z',
            period_start: '2026-11-01T12:00:00Z',
            period_end: '2026-12-01T12:00:00Z',
            url: 'https://invoice.example.test/in_1',
          },
          {
            id: 'in_0',
            number: null,
            amount_paid: 999,
            currency: 'usd',
            paid_at: '2026-10-01T12:00:00Z',
            period_start: null,
            period_end: null,
            url: null,
          },
        ],
      },
      '',
    );
    const receipts = await screen.findByRole('list', { name: 'Receipts' });
    const [first, second] = receipts.querySelectorAll('li');
    expect(first?.textContent).toContain('Receipt YE-0002');
    expect(first?.textContent).toContain('$9.99');
    expect(first?.textContent).toContain('Paid Nov 01, 2026 · for Nov 01, 2026 to Dec 01, 2026');
    expect(screen.getByRole('link', { name: /View receipt YE-0002/ }).getAttribute('href')).toBe(
      'https://invoice.example.test/in_1',
    );
    expect(second?.textContent).toContain('Paid Oct 01, 2026');
    expect(second?.querySelector('a')).toBeNull();
    // Not back from a checkout: no thank-you.
    expect(screen.queryByText(/Thank you/)).toBeNull();
  });

  it('says there is nothing yet, with the way to the membership', async () => {
    show({ state: 'none', subscription: null, receipts: [] }, '');
    expect(await screen.findByRole('heading', { name: 'No purchases yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the membership' }).getAttribute('href')).toBe(
      '/my-account/subscriptions',
    );
  });
});
