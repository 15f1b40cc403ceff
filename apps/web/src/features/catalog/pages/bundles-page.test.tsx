import { screen, within } from '@testing-library/react';
import type { Bundle } from '@ye/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { course, mockApi, renderRoute } from '../test-utils.tsx';
import BundleCoursesPage from './bundle-courses-page.tsx';
import BundlesPage from './bundles-page.tsx';

const BUNDLE: Bundle = {
  id: 'b1111111-1111-4111-8111-111111111111',
  title: 'Brave and kind',
  description: 'Two courses for a confident start.',
  cover_url: null,
  courses: [
    course('c1111111-1111-4111-8111-111111111111', 'Brave steps', { duration_minutes: 40 }),
    course('c2222222-2222-4222-8222-222222222222', 'Kind words', { duration_minutes: 50 }),
  ],
};

describe('bundles', () => {
  it('lists bundles with their number of courses and total length', async () => {
    mockApi({ '/v1/course/bundles/': [BUNDLE] });
    renderRoute(<BundlesPage />, { path: '/bundle', pattern: '/bundle' });
    const card = await screen.findByRole('article');
    expect(within(card).getByRole('link', { name: 'Brave and kind' }).getAttribute('href')).toBe(
      `/bundle/courses/${BUNDLE.id}`,
    );
    expect(card.textContent).toContain('2 courses');
    expect(card.textContent).toContain('1 h 30 min in all');
  });

  it('says so when there are none', async () => {
    mockApi({ '/v1/course/bundles/': [] });
    renderRoute(<BundlesPage />, { path: '/bundle', pattern: '/bundle' });
    expect(await screen.findByText('There are no bundles yet.')).toBeTruthy();
  });

  it('shows a bundle’s courses in order, each linking to its page within the bundle', async () => {
    mockApi({ [`/v1/course/bundles/${BUNDLE.id}`]: BUNDLE });
    renderRoute(<BundleCoursesPage />, {
      path: `/bundle/courses/${BUNDLE.id}`,
      pattern: '/bundle/courses/:bundleId',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Brave and kind');
    expect(screen.getByText('Two courses for a confident start.')).toBeTruthy();
    const links = within(screen.getByRole('region', { name: 'Courses in this bundle' }))
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Brave steps', `/bundle/courseDetails/${BUNDLE.courses[0]?.id}?bundle=${BUNDLE.id}`],
      ['Kind words', `/bundle/courseDetails/${BUNDLE.courses[1]?.id}?bundle=${BUNDLE.id}`],
    ]);
  });

  it('shows a friendly page for an unknown bundle', async () => {
    mockApi({});
    renderRoute(<BundleCoursesPage />, {
      path: '/bundle/courses/nope',
      pattern: '/bundle/courses/:bundleId',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('We can’t find this bundle');
  });
});
