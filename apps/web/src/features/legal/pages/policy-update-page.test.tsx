import { fireEvent, screen } from '@testing-library/react';
import type { ParentPolicyStatus } from '@ye/contracts/consent';
import { describe, expect, it } from 'vitest';
import { PolicyGate } from '../../../app/policy-gate.tsx';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import PolicyUpdatePage from './policy-update-page.tsx';

const FIRST = {
  version: '2026-11-24',
  effective_at: '2026-11-24T00:00:00.000Z',
  summary: 'The first version.',
};
const NEW = {
  version: '2027-01-05',
  effective_at: '2027-01-05T00:00:00.000Z',
  summary: 'We now name Sentry, our error monitoring.',
};

const status = (over: Partial<ParentPolicyStatus>): ParentPolicyStatus => ({
  current: NEW,
  upcoming: null,
  accepted_version: FIRST.version,
  must_accept: true,
  may_accept_upcoming: false,
  ...over,
});

describe('PolicyUpdatePage', () => {
  it('asks for the version in force, records the agreement and goes back to the page the parent wanted', async () => {
    let answer = status({});
    const { calls } = mockApi({
      'GET /v1/consent/policy': () => answer,
      'POST /v1/consent/policy/accept': () => {
        answer = status({ accepted_version: NEW.version, must_accept: false });
        return answer;
      },
    });
    const { router } = renderPage(<PolicyUpdatePage />, '/policy-update', '/policy-update');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our privacy policy has changed' }),
    ).toBeTruthy();
    expect(screen.getByText('We now name Sentry, our error monitoring.')).toBeTruthy();
    expect(screen.getByText(/Version 2027-01-05, in effect from/).textContent).toContain('Jan 05, 2027');
    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/my-account');
    fireEvent.click(screen.getByRole('button', { name: 'I agree to version 2027-01-05' }));
    expect(await screen.findByText('Thank you. Your agreement is recorded.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ version: '2027-01-05' });
    expect(await screen.findByText('Went to /dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('offers a coming version early, and says when there is nothing to do', async () => {
    mockApi({
      'GET /v1/consent/policy': status({
        current: FIRST,
        upcoming: NEW,
        must_accept: false,
        may_accept_upcoming: true,
      }),
    });
    const { unmount } = renderPage(<PolicyUpdatePage />, '/policy-update', '/policy-update');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Our privacy policy is changing' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'I agree to version 2027-01-05' })).toBeTruthy();
    unmount();
    mockApi({ 'GET /v1/consent/policy': status({ accepted_version: NEW.version, must_accept: false }) });
    renderPage(<PolicyUpdatePage />, '/policy-update', '/policy-update');
    expect(
      await screen.findByText(
        'You have agreed to the version in effect, 2027-01-05. There is nothing to do.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /I agree/ })).toBeNull();
  });

  it('shows an error with a way to try again when the policy cannot be read', async () => {
    mockApi({ 'GET /v1/consent/policy': [500, { detail: 'Internal Server Error' }] });
    renderPage(<PolicyUpdatePage />, '/policy-update', '/policy-update');
    expect(await screen.findByText('We could not load the policy. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('PolicyGate', () => {
  it('sends a parent who must accept to the policy-update page, and lets them through otherwise', async () => {
    mockApi({ 'GET /v1/consent/policy': status({}) });
    const { unmount } = renderPage(
      <PolicyGate>
        <p>The dashboard</p>
      </PolicyGate>,
      '/dashboard?tab=1',
      '/dashboard',
    );
    expect(await screen.findByText('Went to /policy-update')).toBeTruthy();
    unmount();
    mockApi({ 'GET /v1/consent/policy': status({ must_accept: false, accepted_version: NEW.version }) });
    renderPage(
      <PolicyGate>
        <p>The dashboard</p>
      </PolicyGate>,
      '/dashboard',
      '/dashboard',
    );
    expect(await screen.findByText('The dashboard')).toBeTruthy();
  });

  it('keeps My account open, so a parent who does not agree can delete the account', async () => {
    mockApi({ 'GET /v1/consent/policy': status({}) });
    renderPage(
      <PolicyGate>
        <p>My account page</p>
      </PolicyGate>,
      '/my-account',
      '/my-account',
    );
    expect(await screen.findByText('My account page')).toBeTruthy();
  });
});
