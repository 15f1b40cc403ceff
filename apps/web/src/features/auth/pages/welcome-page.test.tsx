import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import SignupPage from './signup-page.tsx';
import WelcomePage from './welcome-page.tsx';

beforeEach(() => localStorage.clear());

const flags = (on: boolean) => (url: URL) => ({
  name: url.searchParams.get('name'),
  enabled: url.searchParams.get('name') === 'registration_flow' ? on : false,
});
const EMAIL = { email: 'ada@example.test', verified_at: null, sent_at: '2026-11-24T10:00:00Z' };
const MIA = {
  child_avatar: null,
  child_id: 'c1',
  child_name: 'Mia',
  child_self_esteem: null,
  completed_course_count: 0,
  completed_courses: [],
  not_started_course_count: 0,
  not_started_courses: [],
  ongoing_course_count: 0,
  ongoing_courses: [],
  total_course_count: 0,
};
const PROFILE = { child_id: 'c1', name: 'Mia', username: 'mia_star', age: 9 };
const COURSE = { id: 'k1', title: 'Kind Words', age_min: 6, age_max: 10, lesson_count: 4 };

/** The mocked server's children, which the stand-in dialog adds to. */
let family: unknown[] = [];
beforeEach(() => {
  family = [];
});

/** Stands in for the family's add-child dialog: its Add adds Mia to the server's list, then closes. */
function FakeAddChild({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Add a child">
      <button
        type="button"
        onClick={() => {
          family.push(MIA);
          onClose();
        }}
      >
        Agree and add child
      </button>
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

describe('the guided sign-up (decision 040)', () => {
  it('is not there while the registration_flow flag is off', async () => {
    mockApi({ '/v1/feature-flag/is-enabled': flags(false) });
    renderPage(<WelcomePage AddChildDialog={FakeAddChild} />, '/welcome', '/welcome');
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
  });

  it('waits for the email confirmation, and says so when it has not arrived', async () => {
    let verified = false;
    const { calls } = mockApi({
      '/v1/feature-flag/is-enabled': flags(true),
      '/v1/consent/email': () => ({ ...EMAIL, verified }),
      '/v1/family/child/list': [],
      'POST /v1/consent/email/send': { detail: 'We sent a new link.' },
    });
    renderPage(<WelcomePage AddChildDialog={FakeAddChild} />, '/welcome', '/welcome');
    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(screen.getByText('Step 1 of 3: Your account')).toBeTruthy();
    // No way to add a child before the email is confirmed.
    expect(screen.queryByRole('button', { name: /Add my child/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(await screen.findByText(/We have not seen the confirmation yet/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent a new link.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/v1/consent/email/send')).toHaveLength(1);

    verified = true;
    fireEvent.click(screen.getByRole('button', { name: 'I have confirmed it' }));
    expect(await screen.findByRole('heading', { name: 'Add your child' })).toBeTruthy();
    expect(screen.getByText('Step 2 of 3: Your child')).toBeTruthy();
  });

  it('adds the first child through the dialog, then assigns their first course', async () => {
    const { calls } = mockApi({
      '/v1/feature-flag/is-enabled': flags(true),
      '/v1/consent/email': { ...EMAIL, verified: true },
      '/v1/family/child/list': () => [...family],
      '/v1/family/child/get-profile': PROFILE,
      '/v1/course/list': { count: 1, page: 1, page_size: 6, results: [COURSE] },
      'POST /v1/family/course/k1/assign/c1': [201, { course_id: 'k1', child_id: 'c1' }],
    });
    renderPage(<WelcomePage AddChildDialog={FakeAddChild} />, '/welcome', '/welcome');
    fireEvent.click(await screen.findByRole('button', { name: 'Add my child' }));
    // Cancelling adds nobody: the parent stays on this step.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Add your child' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add my child' }));
    fireEvent.click(screen.getByRole('button', { name: 'Agree and add child' }));
    expect(await screen.findByRole('heading', { name: 'Mia’s first step' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3: First step')).toBeTruthy();
    // The courses for Mia's age (9), and the check-in with where she finds it.
    const list = calls.find((c) => c.path === '/v1/course/list');
    await waitFor(() => expect(screen.getByText('Kind Words')).toBeTruthy());
    expect(calls.find((c) => c.path === '/v1/course/list')?.url.searchParams.get('age') ?? list).toBe('9');
    expect(screen.getByText(/as “mia_star”/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Start with this: Kind Words' }));
    expect(await screen.findByText('Went to /studentDashboard/c1')).toBeTruthy();
    expect(
      calls.filter((c) => c.method === 'POST' && c.path === '/v1/family/course/k1/assign/c1'),
    ).toHaveLength(1);
  });

  it('goes back a step, and lets the parent skip to the dashboard', async () => {
    mockApi({
      '/v1/feature-flag/is-enabled': flags(true),
      '/v1/consent/email': { ...EMAIL, verified: true },
      '/v1/family/child/list': [MIA],
      '/v1/family/child/get-profile': PROFILE,
      '/v1/course/list': { count: 0, page: 1, page_size: 6, results: [] },
    });
    renderPage(<WelcomePage AddChildDialog={FakeAddChild} />, '/welcome', '/welcome');
    expect(await screen.findByRole('heading', { name: 'Mia’s first step' })).toBeTruthy();
    expect(await screen.findByText(/There is no course for Mia’s age yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your children' })).toBeTruthy();
    expect(screen.getByText('Mia')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next: add your child' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next: first step' }));
    expect(await screen.findByRole('heading', { name: 'Mia’s first step' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Skip for now' }));
    expect(await screen.findByText('Went to /dashboard')).toBeTruthy();
  });
});

describe('the sign-up form with the registration_flow flag', () => {
  const USER = { id: 41, type: 'parent', email: 'ada@example.test', first_name: 'Ada', last_name: 'L' };
  it('on: shows the steps and goes on to the guided sign-up', async () => {
    mockApi({
      '/v1/feature-flag/is-enabled': flags(true),
      'POST /v1/auth/signup': [201, { token: 'a', refresh_token: 'r', user: USER }],
    });
    renderPage(<SignupPage />, '/signup', '/signup');
    expect(await screen.findByText('Step 1 of 3: Your account')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Analytical#Engine1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Went to /welcome')).toBeTruthy();
  });

  it('off: no steps, and the parent lands on the dashboard as before', async () => {
    mockApi({
      '/v1/feature-flag/is-enabled': flags(false),
      'POST /v1/auth/signup': [201, { token: 'a', refresh_token: 'r', user: USER }],
    });
    renderPage(<SignupPage />, '/signup', '/signup');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'L' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ada@example.test' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Analytical#Engine1' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to the Terms/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Went to /dashboard')).toBeTruthy();
    expect(screen.queryByText(/Step 1 of 3/)).toBeNull();
  });
});
