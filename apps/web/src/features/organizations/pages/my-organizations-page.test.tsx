import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderPage } from '../../../test/render-page.tsx';
import MyOrganizationsPage from './my-organizations-page.tsx';

const CLUB = { id: 'o1', name: 'Maple Club', status: 'active', member_count: 2 };
const SCHOOL = { id: 'o2', name: 'Bright School', status: 'active', member_count: 1 };
const METRICS = {
  organization: { id: 'o1', name: 'Maple Club' },
  min_group_size: 5,
  totals: {
    suppressed: false,
    learners: 7,
    completions: 3,
    active_this_week: 5,
    average_self_esteem_change: 1.5,
  },
  courses: [
    { course_id: 'c1', course_title: 'Brave Steps', suppressed: false, learners: 6, completions: 3 },
    { course_id: 'c2', course_title: 'Calm Corner', suppressed: true, learners: null, completions: null },
  ],
};
const MEMBERS = {
  results: [
    {
      user_id: 'u1',
      name: 'Priya Shah',
      email: 'priya@club.test',
      type: 'external_admin',
      role: 'external_admin',
    },
    { user_id: 'u2', name: 'Lucas Lee', email: 'lucas@club.test', type: 'provider', role: 'provider' },
  ],
};

describe('MyOrganizationsPage (decision 040)', () => {
  it("shows the external admin's organization, its figures with small groups withheld, and its members", async () => {
    const { calls } = mockApi({
      '/v1/organizations/mine': { results: [CLUB] },
      '/v1/organizations/o1/metrics': METRICS,
      '/v1/organizations/o1/members': MEMBERS,
    });
    renderPage(<MyOrganizationsPage />, '/organizations', '/organizations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Maple Club' })).toBeTruthy();
    const courses = await screen.findByRole('table', { name: 'Courses of the organization' });
    const brave = within(courses).getByRole('row', { name: /Brave Steps/ });
    expect(within(brave).getByText('6')).toBeTruthy();
    expect(within(courses).getByRole('row', { name: /Calm Corner/ }).textContent).toContain(
      'Fewer than 5 children',
    );
    expect(screen.getByText('+1.5 points')).toBeTruthy();
    const members = await screen.findByRole('table', { name: 'Members' });
    expect(within(members).getByText('Priya Shah')).toBeTruthy();
    expect(within(members).getByText('Provider')).toBeTruthy();
    // Read-only: nothing here writes.
    expect(screen.queryByRole('button', { name: /Add|Remove|Archive|Rename/ })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('says why the figures are withheld when the organization has fewer than 5 learners', async () => {
    mockApi({
      '/v1/organizations/mine': { results: [CLUB] },
      '/v1/organizations/o1/metrics': {
        ...METRICS,
        totals: {
          suppressed: true,
          learners: null,
          completions: null,
          active_this_week: null,
          average_self_esteem_change: null,
        },
        courses: [METRICS.courses[1]],
      },
      '/v1/organizations/o1/members': MEMBERS,
    });
    renderPage(<MyOrganizationsPage />, '/organizations', '/organizations');
    expect(await screen.findByText(/to protect their privacy, the figures appear from 5/)).toBeTruthy();
  });

  it('lets an admin of two organizations pick one', async () => {
    const { calls } = mockApi({
      '/v1/organizations/mine': { results: [SCHOOL, CLUB] },
      '/v1/organizations/o1/metrics': METRICS,
      '/v1/organizations/o1/members': MEMBERS,
      '/v1/organizations/o2/metrics': {
        ...METRICS,
        organization: { id: 'o2', name: 'Bright School' },
        courses: [],
      },
      '/v1/organizations/o2/members': { results: [] },
    });
    renderPage(<MyOrganizationsPage />, '/organizations', '/organizations');
    expect(await screen.findByRole('heading', { level: 2, name: 'Bright School' })).toBeTruthy();
    expect(await screen.findByText('Your organization’s members have no courses yet.')).toBeTruthy();
    // No courses: no empty figures either.
    expect(screen.queryByText('Children learning')).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Organization' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Maple Club' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Maple Club' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Courses of the organization' })).toBeTruthy();
    expect(calls.some((c) => c.path === '/v1/organizations/o1/metrics')).toBe(true);
  });

  it('has kind words when they belong to no organization', async () => {
    mockApi({ '/v1/organizations/mine': { results: [] } });
    renderPage(<MyOrganizationsPage />, '/organizations', '/organizations');
    expect(await screen.findByRole('heading', { name: 'No organization yet' })).toBeTruthy();
  });
});
