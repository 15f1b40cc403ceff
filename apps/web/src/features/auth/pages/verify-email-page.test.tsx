import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import VerifyEmailPage from './verify-email-page.tsx';

describe('VerifyEmailPage (decision 035)', () => {
  it('confirms the email with the token from the link, once, and says so', async () => {
    const { calls } = mockApi({
      '/v1/consent/email/verify': {
        detail: 'Thank you, your email address is confirmed. You can add your children now.',
      },
    });
    renderPage(<VerifyEmailPage />, '/verify-email?token=abcdefghijklmnopqrstuvwx', '/verify-email');
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeTruthy();
    expect(screen.getByText(/You can add your children now/)).toBeTruthy();
    const posts = calls.filter((c) => c.path === '/v1/consent/email/verify');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwx' });
  });

  it('says in words when the link is used or expired, and where to get a new one', async () => {
    mockApi({
      '/v1/consent/email/verify': [
        400,
        { detail: 'This link has expired. Please ask for a new one from your dashboard.' },
      ],
    });
    renderPage(<VerifyEmailPage />, '/verify-email?token=abcdefghijklmnopqrstuvwx', '/verify-email');
    expect(await screen.findByRole('heading', { name: 'We could not confirm your email' })).toBeTruthy();
    expect(screen.getByText(/This link has expired/)).toBeTruthy();
    expect(screen.getByText(/sends a new link/)).toBeTruthy();
  });

  it('sends nothing for a link without a token', async () => {
    const { calls } = mockApi({});
    renderPage(<VerifyEmailPage />, '/verify-email', '/verify-email');
    expect(await screen.findByText(/This link is not complete/)).toBeTruthy();
    // Only the feature flags are read (the guided sign-up's button, decision 040): nothing is posted.
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    expect(calls.every((c) => c.path === '/v1/feature-flag/is-enabled')).toBe(true);
  });
});

describe('VerifyEmailPage in the guided sign-up (decision 040)', () => {
  it('sends a signed-in parent back to the next step when the flag is on', async () => {
    localStorage.setItem('ye.role', 'parent');
    localStorage.setItem('ye.access_token', 'a');
    localStorage.setItem('ye.refresh_token', 'r');
    mockApi({
      '/v1/consent/email/verify': { detail: 'Thank you, your email address is confirmed.' },
      '/v1/feature-flag/is-enabled': (url: URL) => ({ name: url.searchParams.get('name'), enabled: true }),
    });
    renderPage(<VerifyEmailPage />, '/verify-email?token=abcdefghijklmnopqrstuvwx', '/verify-email');
    expect(await screen.findByRole('heading', { name: 'Email confirmed' })).toBeTruthy();
    const next = await screen.findByRole('link', { name: 'Continue: add your child' });
    expect(next.getAttribute('href')).toBe('/welcome');
    localStorage.clear();
  });
});
