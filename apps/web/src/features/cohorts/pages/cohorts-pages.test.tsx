import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CohortDetail, FamilyCohort } from '@ye/contracts/cohorts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { navFor } from '../../../app/layouts/app-layout.tsx';
import { FLAGS_OFF } from '../../../lib/flags.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import FamilyClassesRoute from './family-classes-page.tsx';
import InstructorCohortsRoute from './instructor-cohorts-page.tsx';

const ID = '11111111-1111-4111-8111-111111111111';
const MIA = '44444444-4444-4444-8444-444444444444';
const SAM = '55555555-5555-4555-8555-555555555555';
const COURSE = '66666666-6666-4666-8666-666666666666';

const flags = (cohort: boolean) => ({
  '/v1/feature-flag/is-enabled': (url: URL) => ({
    name: url.searchParams.get('name'),
    enabled: url.searchParams.get('name') === 'cohort' ? cohort : false,
  }),
});
const page = <T,>(results: T[]) => ({ count: results.length, page: 1, page_size: 10, results });
const summary = {
  id: ID,
  name: 'Brave class',
  status: 'active' as const,
  timezone: 'Europe/London',
  starts_on: '2026-12-01',
  ends_on: null,
  capacity: 1,
  student_count: 1,
  course_count: 1,
};
const detail: CohortDetail = {
  ...summary,
  description: 'We meet on Tuesdays.',
  age_min: 6,
  age_max: 10,
  enrolment: 'parent',
  organization: null,
  invite_code: null,
  waitlist_count: 1,
  staff: [{ id: '7', name: 'Grace Hopper', role: 'lead' }],
  courses: [{ id: COURSE, title: 'Brave steps' }],
  students: [
    {
      child_id: MIA,
      first_name: 'Mia',
      username: 'mia',
      status: 'enrolled',
      progress_percent: 38,
      last_active_at: '2026-11-24T10:00:00Z',
      active_this_week: true,
      quiz_score_percent: 75,
      waitlist_position: null,
      live_attended: 2,
    },
    {
      child_id: SAM,
      first_name: 'Sam',
      username: 'sam',
      status: 'waitlisted',
      progress_percent: 0,
      last_active_at: null,
      active_this_week: false,
      quiz_score_percent: null,
      waitlist_position: 1,
      live_attended: 0,
    },
  ],
  my_access: 'lead',
  live_sessions: 3,
  self_esteem: { children: 2, suppressed: true, mean_before: null, mean_after: null, mean_change: null },
};
const HELPER = '88888888-8888-4888-8888-888888888888';
const CLUB = '99999999-9999-4999-8999-999999999999';

beforeEach(() => {
  localStorage.setItem('ye.access_token', 'token');
  localStorage.setItem('ye.role', 'instructor');
});
afterEach(() => localStorage.clear());

const renderCohorts = (path = '/instructor/cohorts/') =>
  renderPage(<InstructorCohortsRoute />, path, '/instructor/cohorts/');

describe('the instructor’s cohorts page', () => {
  it('says the page is not available while the cohort flag is off, and asks nothing else', async () => {
    const api = mockApi({ ...flags(false) });
    renderCohorts();
    expect(await screen.findByRole('heading', { name: 'This page is not available' })).toBeTruthy();
    expect(api.calls.some((c) => c.path.startsWith('/v1/cohort'))).toBe(false);
  });

  it('has an empty state, and a load error with a retry', async () => {
    let fail = true;
    mockApi({
      ...flags(true),
      '/v1/cohort/': () => (fail ? [500, { detail: 'The database is resting.' }] : page([])),
    });
    renderCohorts();
    expect(await screen.findByText('We could not load your cohorts. The database is resting.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No cohorts yet' })).toBeTruthy();
  });

  it('creates a cohort with its courses through the form and opens it', async () => {
    const api = mockApi({
      ...flags(true),
      '/v1/cohort/': page([]),
      '/v1/course/list': page([{ id: COURSE, title: 'Brave steps' }]),
      'POST /v1/cohort/create': [201, detail],
      [`/v1/cohort/${ID}`]: detail,
    });
    renderCohorts();
    fireEvent.click(await screen.findByRole('button', { name: 'New cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cohort' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Brave class' } });
    fireEvent.change(within(dialog).getByLabelText(/^Places/), { target: { value: '1' } });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Brave steps' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/cohort/create')).toBe(true));
    const body = api.calls.find((c) => c.path === '/v1/cohort/create')?.body;
    expect(body).toMatchObject({
      name: 'Brave class',
      capacity: 1,
      enrolment: 'parent',
      course_ids: [COURSE],
    });
    expect(await screen.findByRole('heading', { name: 'Brave class' })).toBeTruthy();
  });

  it('shows a cohort’s children with progress, activity and quiz score, the waitlist, and removes a child after a confirm', async () => {
    const api = mockApi({
      ...flags(true),
      [`/v1/cohort/${ID}`]: detail,
      '/v1/course/list': page([]),
      [`DELETE /v1/cohort/${ID}/student/${MIA}`]: [204, null],
    });
    renderCohorts(`/instructor/cohorts/?id=${ID}`);
    const table = await screen.findByRole('table', { name: 'Children and their progress' });
    const row = within(table).getByRole('row', { name: /Mia/ });
    expect(within(row).getByText('38%')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('75%')).toBeTruthy();
    expect(within(row).getByText('2 of 3')).toBeTruthy();
    expect(screen.getByText('(sam)')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove Mia' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Mia?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
  });
});

describe('the cohort’s staff, live attendance and self-esteem (decision 039)', () => {
  it('the lead adds an assistant by email (a refusal in plain words under the field) and removes one after a confirm', async () => {
    let staff: CohortDetail['staff'] = [...detail.staff];
    const api = mockApi({
      ...flags(true),
      [`/v1/cohort/${ID}`]: () => ({ ...detail, staff }),
      '/v1/course/list': page([]),
      [`POST /v1/cohort/${ID}/staff`]: (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { email: string };
        if (body.email !== 'alan@example.test')
          return [404, { detail: 'We could not find an instructor with that email address.' }];
        staff = [...staff, { id: HELPER, name: 'Alan Turing', role: 'assistant' }];
        return [201, { id: HELPER, name: 'Alan Turing', role: 'assistant' }];
      },
      [`DELETE /v1/cohort/${ID}/staff/${HELPER}`]: () => {
        staff = staff.filter((m) => m.id !== HELPER);
        return [204, null];
      },
    });
    renderCohorts(`/instructor/cohorts/?id=${ID}`);
    const section = await screen.findByRole('region', { name: 'Staff' });
    const field = within(section).getByLabelText(/Assistant’s email/);
    fireEvent.change(field, { target: { value: 'parent@example.test' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add assistant' }));
    expect(
      await within(section).findByText('We could not find an instructor with that email address.'),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: 'alan@example.test' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Add assistant' }));
    expect(await within(section).findByText(/Alan Turing/)).toBeTruthy();
    expect(api.calls.filter((c) => c.path.endsWith('/staff')).map((c) => c.body)).toEqual([
      { email: 'parent@example.test' },
      { email: 'alan@example.test' },
    ]);
    fireEvent.click(within(section).getByRole('button', { name: 'Remove Alan Turing from the staff' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Alan Turing?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(within(section).queryByText(/Alan Turing/)).toBeNull());
  });

  it('an assistant runs the children but not the staff', async () => {
    mockApi({
      ...flags(true),
      [`/v1/cohort/${ID}`]: {
        ...detail,
        my_access: 'assistant',
        staff: [...detail.staff, { id: HELPER, name: 'Alan Turing', role: 'assistant' }],
      },
      '/v1/course/list': page([]),
    });
    renderCohorts(`/instructor/cohorts/?id=${ID}`);
    const section = await screen.findByRole('region', { name: 'Staff' });
    expect(within(section).queryByLabelText(/Assistant’s email/)).toBeNull();
    expect(within(section).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Mia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it('a provider reads the cohort: no edit, no adding or removing, the CSV export still there', async () => {
    localStorage.setItem('ye.role', 'provider');
    mockApi({
      ...flags(true),
      '/v1/cohort/': page([summary]),
      [`/v1/cohort/${ID}`]: {
        ...detail,
        my_access: 'viewer',
        organization: { id: CLUB, name: 'Maple club' },
      },
    });
    renderCohorts();
    expect(await screen.findByRole('button', { name: 'Open Brave class' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New cohort' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Brave class' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open Brave class' }));
    expect(await screen.findByText('Organization: Maple club')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.queryByLabelText(/Child’s username/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
  });

  it('shows the group’s self-esteem change only when it is not withheld', async () => {
    let selfEsteem: CohortDetail['self_esteem'] = detail.self_esteem;
    mockApi({
      ...flags(true),
      [`/v1/cohort/${ID}`]: () => ({ ...detail, self_esteem: selfEsteem }),
      '/v1/course/list': page([]),
    });
    const { unmount } = renderCohorts(`/instructor/cohorts/?id=${ID}`);
    const withheld = await screen.findByRole('region', { name: 'Self-esteem before and after' });
    expect(withheld.textContent).toContain('Shown once at least 5 children');
    expect(withheld.textContent).toContain('2 children have both so far.');
    expect(withheld.textContent).not.toMatch(/%/);
    unmount();
    selfEsteem = { children: 6, suppressed: false, mean_before: 50, mean_after: 61.5, mean_change: 11.5 };
    renderCohorts(`/instructor/cohorts/?id=${ID}`);
    const shown = await screen.findByRole('region', { name: 'Self-esteem before and after' });
    expect(within(shown).getByText('50%')).toBeTruthy();
    expect(within(shown).getByText('61.5%')).toBeTruthy();
    expect(within(shown).getByText('+11.5 points')).toBeTruthy();
  });

  it('offers the caller’s organizations in the cohort form and sends the one chosen', async () => {
    const api = mockApi({
      ...flags(true),
      '/v1/cohort/': page([]),
      '/v1/course/list': page([]),
      '/v1/cohort/organizations': { results: [{ id: CLUB, name: 'Maple club' }] },
      'POST /v1/cohort/create': [201, detail],
      [`/v1/cohort/${ID}`]: detail,
    });
    renderCohorts();
    fireEvent.click(await screen.findByRole('button', { name: 'New cohort' }));
    const dialog = await screen.findByRole('dialog', { name: 'New cohort' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Club class' } });
    const picker = await within(dialog).findByLabelText(/^Organization/);
    fireEvent.change(picker, { target: { value: CLUB } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create cohort' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/v1/cohort/create')).toBe(true));
    expect(api.calls.find((c) => c.path === '/v1/cohort/create')?.body).toMatchObject({
      name: 'Club class',
      organization_id: CLUB,
    });
  });
});

describe('the family’s classes page', () => {
  const open: FamilyCohort = {
    id: ID,
    name: 'Brave class',
    description: '',
    timezone: 'Europe/London',
    starts_on: '2026-12-01',
    ends_on: null,
    age_min: 6,
    age_max: 10,
    enrolment: 'parent',
    places_left: 2,
    courses: [{ id: COURSE, title: 'Brave steps' }],
    lead: 'Grace Hopper',
    child_status: null,
  };
  const child = {
    child_id: MIA,
    child_name: 'Mia Smith',
    child_avatar: null,
    child_self_esteem: null,
    completed_course_count: 0,
    completed_courses: [],
    not_started_course_count: 0,
    not_started_courses: [],
    ongoing_course_count: 0,
    ongoing_courses: [],
    total_course_count: 0,
  };

  it('enrols the child, then withdraws after a confirm', async () => {
    localStorage.setItem('ye.role', 'parent');
    let status: FamilyCohort['child_status'] = null;
    const api = mockApi({
      ...flags(true),
      '/v1/family/child/list': [child],
      '/v1/cohort/family': () => ({ results: [{ ...open, child_status: status }] }),
      [`POST /v1/cohort/${ID}/enrol`]: () => {
        status = 'enrolled';
        return [201, { status: 'enrolled' }];
      },
      [`DELETE /v1/cohort/${ID}/enrol/${MIA}`]: () => {
        status = null;
        return [204, null];
      },
    });
    renderPage(<FamilyClassesRoute />, '/classes', '/classes');
    const item = await screen.findByRole('listitem');
    expect(within(item).getByText(/with Grace Hopper · ages 6 to 10 · 2 places left/)).toBeTruthy();
    fireEvent.click(within(item).getByRole('button', { name: 'Enrol Mia' }));
    expect(await screen.findByText('Mia is in this class')).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ child_id: MIA });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Mia' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw Mia from this class?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await screen.findByRole('button', { name: 'Enrol Mia' })).toBeTruthy();
  });

  it('joins by an invite code: a wrong code in plain words, then the class, enrolled with the code', async () => {
    localStorage.setItem('ye.role', 'parent');
    const invite: FamilyCohort = { ...open, enrolment: 'invite', places_left: 0 };
    const api = mockApi({
      ...flags(true),
      '/v1/family/child/list': [child],
      '/v1/cohort/family': { results: [] },
      'POST /v1/cohort/invite': (_url: URL, init?: RequestInit) =>
        (JSON.parse(String(init?.body)) as { invite_code: string }).invite_code === 'brave-club'
          ? invite
          : [
              404,
              {
                detail:
                  'We could not find a class with that code. Please check it with the teacher who gave it to you.',
              },
            ],
      [`POST /v1/cohort/${ID}/enrol`]: [201, { status: 'waitlisted' }],
    });
    renderPage(<FamilyClassesRoute />, '/classes', '/classes');
    const join = await screen.findByRole('region', { name: 'Have a code from a teacher?' });
    const field = within(join).getByLabelText(/Invite code/);
    fireEvent.click(within(join).getByRole('button', { name: 'Find the class' }));
    expect(await within(join).findByText('Please type the code the teacher gave you.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'wrong' } });
    fireEvent.click(within(join).getByRole('button', { name: 'Find the class' }));
    expect(await within(join).findByText(/could not find a class with that code/)).toBeTruthy();
    fireEvent.change(field, { target: { value: ' brave-club ' } });
    fireEvent.click(within(join).getByRole('button', { name: 'Find the class' }));
    const found = await within(join).findByRole('region', { name: 'Class found: Brave class' });
    expect(within(found).getByText(/full \(waitlist open\)/)).toBeTruthy();
    fireEvent.click(within(found).getByRole('button', { name: 'Put Mia on the waitlist' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === `/v1/cohort/${ID}/enrol`)).toBe(true));
    expect(api.calls.find((c) => c.path === `/v1/cohort/${ID}/enrol`)?.body).toEqual({
      child_id: MIA,
      invite_code: 'brave-club',
    });
    expect(api.calls.find((c) => c.path === '/v1/cohort/invite')?.body).toEqual({
      invite_code: 'wrong',
      child_id: MIA,
    });
    expect(await screen.findByText(/Mia is on the waitlist/)).toBeTruthy();
  });
});

describe('the navigation', () => {
  it('lists Cohorts for instructors and Classes for parents only while the cohort flag is on', () => {
    const on = { ...FLAGS_OFF, cohortFeatureFlagEnabled: true };
    const labels = (role: string, f = on) => navFor(role, f).map((r) => r.nav?.label);
    expect(labels('instructor')).toContain('Cohorts');
    expect(labels('parent')).toContain('Classes');
    expect(labels('child')).not.toContain('Classes');
    expect(labels('instructor', FLAGS_OFF)).not.toContain('Cohorts');
    expect(labels('parent', FLAGS_OFF)).not.toContain('Classes');
  });
});
