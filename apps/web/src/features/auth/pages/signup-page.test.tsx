import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import SignupPage from './signup-page.tsx';

beforeEach(() => localStorage.clear());
const USER = { id: 41, type: 'parent', email: 'ada@example.test', first_name: 'Ada', last_name: 'Lovelace' };

function fillForm() {
  fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
  fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Analytical#Engine1' } });
}

describe('the sign-up form', () => {
  it('sends the account once the terms are ticked and lands the parent on their dashboard', async () => {
    const { calls } = mockApi({
      'POST /v1/auth/signup': [201, { token: 'a', refresh_token: 'r', user: USER }],
    });
    renderPage(<SignupPage />, '/signup', '/signup');
    fillForm();
    const accept = screen.getByRole('checkbox', { name: /I agree to the Terms/ }) as HTMLInputElement;
    fireEvent.click(accept);
    expect(accept.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Went to /dashboard')).toBeTruthy();
    expect(screen.queryByText(/Invalid input/)).toBeNull();
    const signups = calls.filter((c) => c.path === '/v1/auth/signup');
    expect(signups.map((c) => c.body)).toEqual([
      { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.test', password: 'Analytical#Engine1' },
    ]);
  });

  it('ticking by the label works too', async () => {
    const { calls } = mockApi({
      'POST /v1/auth/signup': [201, { token: 'a', refresh_token: 'r', user: USER }],
    });
    renderPage(<SignupPage />, '/signup', '/signup');
    fillForm();
    fireEvent.click(screen.getByText(/I agree to the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Went to /dashboard')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/v1/auth/signup')).toHaveLength(1);
  });

  it('asks for the terms, in words, and sends nothing while they are not ticked', async () => {
    const { calls } = mockApi({});
    renderPage(<SignupPage />, '/signup', '/signup');
    fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(
      await screen.findByText('Please accept the Terms & Conditions and the Privacy Policy.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Invalid input/)).toBeNull();

    // Ticked and unticked again: still refused with the same words.
    const accept = screen.getByRole('checkbox', { name: /I agree to the Terms/ });
    fireEvent.click(accept);
    fireEvent.click(accept);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByText('Please accept the Terms & Conditions and the Privacy Policy.')).toBeTruthy(),
    );
    expect(screen.queryByText(/Invalid input/)).toBeNull();
    expect(calls.filter((c) => c.path === '/v1/auth/signup')).toHaveLength(0);
  });
});
