import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { testCheckout, withParentSession } from '../test-utils.tsx';
import TestCheckoutPage from './test-checkout-page.tsx';

const ROUTE = '/test-billing/checkout/:sessionId';
const PATH = '/test-billing/checkout/cs_test_abc';
const GET = 'GET /v1/billing/test/checkout/cs_test_abc';
const PAY = 'POST /v1/billing/test/checkout/cs_test_abc/pay';

function fill(card: string, expiry = '04/30', cvc = '123', name = 'Pat Parent') {
  const form = screen.getByRole('form', { name: 'Card details' });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Card number' }), { target: { value: card } });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Expiry (MM/YY)' }), {
    target: { value: expiry },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Security code (CVC)' }), {
    target: { value: cvc },
  });
  fireEvent.change(within(form).getByRole('textbox', { name: 'Name on card' }), { target: { value: name } });
  return form;
}

describe('the test checkout', () => {
  const left = withParentSession();

  it('shows what is bought, the trial and the test cards, then pays and goes where the provider says', async () => {
    const { calls } = mockApi({
      [GET]: testCheckout(),
      [PAY]: { redirect_url: 'http://localhost:3000/my-purchases?session_id=cs_test_abc' },
    });
    renderPage(<TestCheckoutPage />, PATH, ROUTE);
    const summary = await screen.findByRole('region', { name: 'Membership, monthly' });
    expect(screen.getByRole('note', { name: 'Test mode' }).textContent).toContain(
      'TEST MODE: no real money moves',
    );
    expect(summary.textContent).toContain('Youth Enrichments membership for parent@demo.test');
    expect(summary.textContent).toContain('Price$9.99 a month');
    expect(summary.textContent).toContain('Free trial7-day free trial');
    expect(summary.textContent).toContain('Due today$0.00');
    expect(summary.textContent).toContain('First charge$9.99 on Dec 01, 2026');
    const table = screen.getByRole('table', { name: 'Test cards' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(table.textContent).toContain('4000 0000 0000 0341');
    expect(screen.getByRole('link', { name: 'Cancel and go back' }).getAttribute('href')).toBe(
      'http://localhost:3000/',
    );

    // The form says what is missing before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    expect(await screen.findByText('Enter the card number (12 to 19 digits).')).toBeTruthy();
    expect(screen.getByText('Enter the name on the card.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    fill('', '4/2030');
    fireEvent.click(within(table).getByRole('button', { name: 'Use card 4242 4242 4242 4242' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Expiry (MM/YY)' }), { target: { value: '04/30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start free trial' }));
    await waitFor(() => expect(left).toEqual(['http://localhost:3000/my-purchases?session_id=cs_test_abc']));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { card_number: '4242424242424242', exp_month: 4, exp_year: 2030, cvc: '123', name: 'Pat Parent' },
    ]);
    // The page knows no session: the id in the address is the credential.
    expect(calls.every((c) => c.path.startsWith('/v1/billing/test/checkout/cs_test_abc'))).toBe(true);
  });

  it('shows a declined card as an error toast with the API’s words, and beside the form', async () => {
    mockApi({
      [GET]: testCheckout({ trial_days: null }),
      [PAY]: [400, { detail: 'Your card was declined.' }],
    });
    renderPage(<TestCheckoutPage />, PATH, ROUTE);
    await screen.findByRole('form', { name: 'Card details' });
    fill('4000 0000 0000 0002');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $9.99' }));
    await waitFor(() => expect(screen.getAllByText('Your card was declined.')).toHaveLength(2));
    expect(within(screen.getByRole('form', { name: 'Card details' })).getByRole('alert').textContent).toBe(
      'Your card was declined.',
    );
    expect(left).toEqual([]);
  });

  it('says plainly when the checkout has expired or does not exist', async () => {
    mockApi({ [GET]: [404, { detail: 'Not found.' }] });
    renderPage(<TestCheckoutPage />, PATH, ROUTE);
    expect(
      await screen.findByRole('heading', { name: 'This checkout has expired or does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Subscriptions' }).getAttribute('href')).toBe(
      '/my-account/subscriptions',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByText('Not found.')).toBeNull();
  });

  it('does not ask the API about an address that is no test session', async () => {
    const { calls } = mockApi({});
    renderPage(<TestCheckoutPage />, '/test-billing/checkout/not-a-session', ROUTE);
    expect(
      await screen.findByRole('heading', { name: 'This checkout has expired or does not exist' }),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says a paid checkout is already paid', async () => {
    mockApi({ [GET]: testCheckout({ status: 'complete' }) });
    renderPage(<TestCheckoutPage />, PATH, ROUTE);
    expect(await screen.findByRole('heading', { name: 'This checkout is already paid' })).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
