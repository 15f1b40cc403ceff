import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bundle, CourseDetail } from '@ye/contracts/catalog';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { child, course, LEO, MIA, mockApi, renderRoute, stubLayoutApis } from '../test-utils.tsx';
import CourseDetailPage from './course-detail-page.tsx';

const ID = 'c1111111-1111-4111-8111-111111111111';
const BUNDLE = 'b1111111-1111-4111-8111-111111111111';

const detail: CourseDetail = {
  ...course(ID, 'Feelings quest', { kind: 'game', topic: 'feelings', lesson_count: 3 }),
  learning_goals: ['Name five feelings', 'Ask for help when worried'],
  instructor: { id: 'i1', name: 'Grace Hopper', bio: 'Grace has taught for twenty years.' },
  chapters: [
    {
      id: 'ch1',
      title: 'The feelings forest',
      description: 'Meet the feelings.',
      position: 1,
      lessons: [
        {
          id: 'l1',
          title: 'Hello feelings',
          kind: 'video',
          position: 1,
          duration_minutes: 5,
          game_type: null,
        },
        {
          id: 'l2',
          title: 'Faces match',
          kind: 'game',
          position: 2,
          duration_minutes: 8,
          game_type: 'match',
        },
      ],
    },
    {
      id: 'ch2',
      title: 'Calm river',
      description: '',
      position: 2,
      lessons: [
        {
          id: 'l3',
          title: 'My calm place',
          kind: 'reflection',
          position: 1,
          duration_minutes: 10,
          game_type: null,
        },
      ],
    },
  ],
  progress: null,
  assigned_child_ids: [LEO],
  bookmarked: false,
};

function signInAs(role: string) {
  window.localStorage.setItem('ye.access_token', 'token');
  window.localStorage.setItem('ye.role', role);
}

/** A parent signed in to the mesh too, which answers the family's subscription. */
function signInAsParentWithMesh() {
  signInAs('parent');
  window.localStorage.setItem('ye.mesh_access_token', 'mesh-token');
}

/** POST /graphql answering the family's subscription (lib/subscription.ts), as the mesh does. */
const meSubscription = (status: string, hasAccess: boolean) => ({
  data: {
    me: {
      subscriptionStatus: status,
      hasActiveStripeSubscription: hasAccess,
      stripe: { subscriptions: [] },
    },
  },
});

beforeEach(() => stubLayoutApis());
afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const renderAt = (path: string, pattern = '/courses/:courseId') =>
  renderRoute(<CourseDetailPage />, { path, pattern });

describe('a course page', () => {
  it('shows the course, its goals, levels and missions, instructor and rating', async () => {
    signInAs('parent');
    mockApi({
      [`/v1/course/get/${ID}`]: detail,
      '/v1/family/child/list': [child(MIA, 'Mia'), child(LEO, 'Leo')],
    });
    renderAt(`/courses/${ID}`);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Feelings quest');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'What your child will learn' })).toBeTruthy();
    expect(screen.getByText('Ask for help when worried')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Levels and missions' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Level 1: The feelings forest' })).toBeTruthy();
    expect(screen.getByText('Match the pairs')).toBeTruthy();
    expect(screen.getByText('2 missions · 13 min')).toBeTruthy();
    expect(screen.getByText('Grace has taught for twenty years.')).toBeTruthy();
    expect(screen.getByText('Rated 4.5 out of 5 by 12 parents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/courses');
    expect(document.title).toBe('Feelings quest · Youth Enrichments');
  });

  it('enrols at once, and undoes the change with a message when the server refuses', async () => {
    signInAs('parent');
    let fail = false;
    // The server's state: what it answers after each change is refetched.
    let enrolled = [LEO];
    const api = mockApi({
      [`/v1/course/get/${ID}`]: () => ({ ...detail, assigned_child_ids: enrolled }),
      '/v1/family/child/list': [child(MIA, 'Mia'), child(LEO, 'Leo')],
      // A moment of delay, so the switch can be seen flipping before the answer arrives.
      [`POST /v1/family/course/${ID}/assign/${MIA}`]: () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve(
                fail
                  ? [409, { detail: 'Mia already finished it.' }]
                  : [201, { course_id: ID, child_id: MIA, assigned_at: 'now' }],
              ),
            100,
          ),
        ),
      [`POST /v1/family/course/${ID}/unassign/${LEO}`]: () => {
        enrolled = [];
        return [204, null];
      },
    });
    renderAt(`/courses/${ID}`);

    const panel = await screen.findByRole('region', { name: 'Assign to my child' });
    const mia = (await within(panel).findByRole('switch', { name: 'Assign to Mia' })) as HTMLInputElement;
    const leo = within(panel).getByRole('switch', { name: 'Assign to Leo' }) as HTMLInputElement;
    expect(mia.checked).toBe(false);
    expect(leo.checked).toBe(true);

    const errorToast = vi.spyOn(toast, 'error');
    fail = true;
    fireEvent.click(mia);
    await waitFor(() => expect(mia.checked).toBe(true)); // at once, before the answer
    await waitFor(() => expect(mia.checked).toBe(false)); // rolled back
    expect(errorToast).toHaveBeenCalledWith('Mia already finished it.');
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith(`/assign/${MIA}`))).toBe(
      true,
    );

    fireEvent.click(leo);
    await waitFor(() =>
      expect(
        api.calls.some(
          (c) => c.method === 'POST' && c.url.pathname === `/v1/family/course/${ID}/unassign/${LEO}`,
        ),
      ).toBe(true),
    );
    expect(leo.checked).toBe(false);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.pathname === `/v1/course/get/${ID}`).length).toBe(3),
    );
    expect(leo.checked).toBe(false);
  });

  it('sends quick on-off changes to the server in order and ends where the parent left it', async () => {
    signInAs('parent');
    let enrolled: string[] = [];
    let enrolAnswered = false;
    let unenrolWaitedForEnrol = false;
    const slow = (result: () => unknown) => () =>
      new Promise((resolve) => setTimeout(() => resolve(result()), 400));
    const api = mockApi({
      [`/v1/course/get/${ID}`]: () => ({ ...detail, assigned_child_ids: enrolled }),
      '/v1/family/child/list': [child(MIA, 'Mia')],
      [`POST /v1/family/course/${ID}/assign/${MIA}`]: slow(() => {
        enrolled = [MIA];
        enrolAnswered = true;
        return [201, { course_id: ID, child_id: MIA, assigned_at: 'now' }];
      }),
      [`POST /v1/family/course/${ID}/unassign/${MIA}`]: () => {
        // Sent only after the enrolment was answered: never two changes in flight at once.
        unenrolWaitedForEnrol = enrolAnswered;
        return slow(() => {
          enrolled = [];
          return [204, null];
        })();
      },
    });
    renderAt(`/courses/${ID}`);
    const mia = (await screen.findByRole('switch', { name: 'Assign to Mia' })) as HTMLInputElement;

    fireEvent.click(mia);
    await waitFor(() => expect(mia.checked).toBe(true));
    fireEvent.click(mia);
    await waitFor(() => expect(mia.checked).toBe(false));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname.split('/')[5])).toEqual([
        'assign',
        'unassign',
      ]),
    );
    // Read again once, after the last change: still off.
    await waitFor(() =>
      expect(api.calls.filter((c) => c.url.pathname === `/v1/course/get/${ID}`)).toHaveLength(2),
    );
    expect(mia.checked).toBe(false);
    expect(enrolled).toEqual([]);
    expect(unenrolWaitedForEnrol).toBe(true);
  });

  it('sends a parent without children to the dashboard to add one', async () => {
    signInAs('parent');
    mockApi({ [`/v1/course/get/${ID}`]: detail, '/v1/family/child/list': [] });
    renderAt(`/courses/${ID}`);
    const link = await screen.findByRole('link', { name: 'Add a child on your dashboard' });
    expect(link.getAttribute('href')).toBe('/dashboard');
  });

  it('bookmarks with a toggle that says whether the course is kept', async () => {
    signInAs('instructor');
    const api = mockApi({ [`/v1/course/get/${ID}`]: detail, 'POST /v1/router/user/bookmark': [201, {}] });
    renderAt(`/courses/${ID}`);
    const button = await screen.findByRole('button', { name: 'Bookmark' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect((await screen.findByRole('button', { name: 'Bookmarked' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const sent = api.calls.find((c) => c.method === 'POST' && c.url.pathname === '/v1/router/user/bookmark');
    expect(sent?.body).toEqual({ item_type: 'course', item_id: ID });
    // Staff see no enrolling.
    expect(screen.queryByRole('region', { name: 'Assign to my child' })).toBeNull();
  });

  it('leads back to the bundle it was opened from', async () => {
    signInAs('parent');
    const bundle: Bundle = {
      id: BUNDLE,
      title: 'Brave and kind',
      description: '',
      cover_url: null,
      courses: [],
    };
    mockApi({
      [`/v1/course/get/${ID}`]: detail,
      [`/v1/course/bundles/${BUNDLE}`]: bundle,
      '/v1/family/child/list': [],
    });
    renderAt(`/bundle/courseDetails/${ID}?bundle=${BUNDLE}`, '/bundle/courseDetails/:courseId');
    const trail = await screen.findByRole('navigation', { name: 'You are here' });
    expect(within(trail).getByRole('link', { name: 'Bundles' }).getAttribute('href')).toBe('/bundle');
    expect((await within(trail).findByRole('link', { name: 'Brave and kind' })).getAttribute('href')).toBe(
      `/bundle/courses/${BUNDLE}`,
    );
  });

  it('shows a parent without the membership what is free, padlocks on later levels, and the price', async () => {
    signInAsParentWithMesh();
    mockApi({
      [`/v1/course/get/${ID}`]: detail,
      '/v1/family/child/list': [child(MIA, 'Mia')],
      'POST /graphql': meSubscription('none', false),
    });
    renderAt(`/courses/${ID}`);

    const panel = await screen.findByRole('region', { name: 'Open every level' });
    expect(screen.getByText('Level 1 free')).toBeTruthy();
    expect(within(panel).getByText('$9.99/month or $79.99/year, 7-day free trial')).toBeTruthy();
    const trial = within(panel).getByRole('link', { name: 'Start free trial' });
    expect(trial.getAttribute('href')).toBe('/my-account/subscriptions');

    const level1 = screen.getByRole('heading', { name: 'Level 1: The feelings forest' }).closest('li');
    const level2 = screen.getByRole('heading', { name: 'Level 2: Calm river' }).closest('li');
    expect(within(level1 as HTMLElement).getByText('Free')).toBeTruthy();
    expect(within(level1 as HTMLElement).queryByText('Included in membership')).toBeNull();
    const note = within(level2 as HTMLElement).getByText('Included in membership');
    const padlock = note.querySelector('[data-testid="LockRoundedIcon"]');
    expect(padlock?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByText('Included in your membership')).toBeNull();
  });

  it('asks a family that already had a trial to become a member, without trial words', async () => {
    signInAsParentWithMesh();
    mockApi({
      [`/v1/course/get/${ID}`]: detail,
      '/v1/family/child/list': [],
      'POST /graphql': meSubscription('canceled', false),
    });
    renderAt(`/courses/${ID}`);
    const panel = await screen.findByRole('region', { name: 'Open every level' });
    expect(within(panel).getByText('$9.99/month or $79.99/year')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Become a member' }).getAttribute('href')).toBe(
      '/my-account/subscriptions',
    );
    expect(panel.textContent).not.toMatch(/trial/i);
  });

  it('tells a member every level is included, with no padlock and no price', async () => {
    signInAsParentWithMesh();
    mockApi({
      [`/v1/course/get/${ID}`]: detail,
      '/v1/family/child/list': [],
      'POST /graphql': meSubscription('active', true),
    });
    renderAt(`/courses/${ID}`);
    expect(await screen.findByRole('region', { name: 'Included in your membership' })).toBeTruthy();
    expect(screen.getByText('Level 1 free')).toBeTruthy();
    expect(screen.queryByText('Included in membership')).toBeNull();
    expect(document.querySelector('[data-testid="LockRoundedIcon"]')).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$\d/);
    expect(screen.queryByRole('link', { name: /Start free trial|Become a member/ })).toBeNull();
  });

  it('shows staff neither prices nor padlocks, and never asks for the subscription', async () => {
    signInAs('instructor');
    window.localStorage.setItem('ye.mesh_access_token', 'mesh-token');
    const api = mockApi({ [`/v1/course/get/${ID}`]: detail });
    renderAt(`/courses/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Level 2: Calm river' })).toBeTruthy();
    expect(screen.queryByText(/1 free|membership|trial/i)).toBeNull();
    expect(document.body.textContent).not.toMatch(/\$\d|membership|trial|1 free/i);
    expect(api.calls.some((c) => c.path === '/graphql')).toBe(false);
  });

  it('says kindly when the course does not exist', async () => {
    signInAs('parent');
    mockApi({});
    renderAt('/courses/not-a-course');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('We can’t find this course');
    expect(screen.getByRole('link', { name: 'Browse the courses' }).getAttribute('href')).toBe('/courses');
  });
});
