import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEETING_ID, meeting, mockApi, OTHER_ID, pageOf, profile, renderPage } from '../test-utils.ts';
import InstructorLivestreamsPage from './instructor-livestreams-page.tsx';
import InstructorWebinarsPage from './instructor-webinars-page.tsx';

const LIST = '/v1/instructor/meetings/webinar/list';
const COURSES = { '/v1/instructor/course/list': pageOf([]) };

beforeEach(() => {
  // 07:00 in New York on Tuesday, Nov 24, 2026; only Date is faked, so the page's timers run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  localStorage.setItem('ye.access_token', 'host-token');
  localStorage.setItem('ye.role', 'instructor');
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const renderWebinars = (path = '/instructor/webinars?page=1') =>
  renderPage(<InstructorWebinarsPage />, path, '/instructor/webinars');

async function openForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Schedule a webinar' }));
  return screen.findByRole('dialog', { name: 'Schedule a webinar' });
}

const field = (dialog: HTMLElement, name: RegExp) => within(dialog).getByLabelText(name);
const set = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

describe('the instructor’s webinars', () => {
  it('lists the upcoming ones with the time in the instructor’s zone, status and places taken', async () => {
    const api = mockApi({
      [LIST]: pageOf([meeting(), meeting({ id: OTHER_ID, name: 'Calm corner', registered_count: 30 })]),
      '/v1/router/user/profile': profile(),
    });
    renderWebinars();
    const list = await screen.findByRole('list', { name: 'Upcoming webinars' });
    const first = within(list).getByRole('listitem', { name: 'Brave voices' });
    expect(within(first).getByText('Thu, Dec 3, 2026, 10:00 AM EST – 10:45 AM')).toBeTruthy();
    expect(within(first).getByText('Scheduled')).toBeTruthy();
    expect(within(first).getByText('3 of 30 places taken · ages 6–14')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeTruthy();
    const asked = api.calls.find((c) => c.path === LIST)?.url.searchParams;
    expect(asked?.get('kind')).toBe('webinar');
    expect(asked?.get('when')).toBe('upcoming');
    expect(asked?.get('page')).toBe('1');
  });

  it('shows the past tab from the API’s when=past, without edit or delete', async () => {
    const api = mockApi({
      [LIST]: (url: URL) =>
        url.searchParams.get('when') === 'past'
          ? pageOf([meeting({ name: 'Kind words week', status: 'ended' })])
          : pageOf([]),
      '/v1/router/user/profile': profile(),
    });
    renderWebinars();
    fireEvent.click(await screen.findByRole('tab', { name: 'Past' }));
    const item = await screen.findByRole('listitem', { name: 'Kind words week' });
    expect(within(item).getByText('Ended')).toBeTruthy();
    expect(within(item).queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(api.calls.some((c) => c.url.searchParams.get('when') === 'past')).toBe(true);
  });

  it('lists who came to a past session, and for how long, only when asked', async () => {
    const attendance = `/v1/instructor/meetings/attendance/${MEETING_ID}`;
    const row = { first_joined_at: '2026-11-20T15:00:00Z', last_left_at: '2026-11-20T15:45:00Z' };
    const api = mockApi({
      [LIST]: pageOf([meeting({ name: 'Kind words week', status: 'ended' })]),
      [attendance]: {
        attendance: [
          { ...row, child_id: 'c1', name: 'Mia C.', minutes: 44, visits: 1 },
          { ...row, child_id: 'c2', name: 'Sam K.', minutes: 1, visits: 2 },
        ],
      },
      '/v1/router/user/profile': profile(),
    });
    renderWebinars('/instructor/webinars?when=past');
    const item = await screen.findByRole('listitem', { name: 'Kind words week' });
    expect(api.calls.some((c) => c.path === attendance)).toBe(false);
    fireEvent.click(within(item).getByRole('button', { name: 'Attendance of “Kind words week”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendance: Kind words week' });
    expect(await within(dialog).findByText('Mia C.: 44 minutes')).toBeTruthy();
    expect(within(dialog).getByText('Sam K.: 1 minute (joined 2 times)')).toBeTruthy();
  });

  it('has an empty state and a load error with a retry', async () => {
    let fail = true;
    mockApi({
      [LIST]: () => (fail ? [500, { detail: 'The database is resting.' }] : pageOf([])),
      '/v1/router/user/profile': profile(),
    });
    renderWebinars();
    expect(await screen.findByText('We could not load your webinars. The database is resting.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No upcoming webinars' })).toBeTruthy();
  });

  it('schedules a webinar on a 15-minute slot in the instructor’s zone', async () => {
    let created: unknown;
    mockApi({
      [LIST]: pageOf([]),
      '/v1/router/user/profile': profile(),
      ...COURSES,
      'POST /v1/instructor/meetings/create': (_url: URL, init?: RequestInit) => {
        created = JSON.parse(String(init?.body));
        return [201, meeting()];
      },
    });
    renderWebinars();
    const dialog = await openForm();
    expect(within(dialog).getByText(/Times are in your time zone, New York \(GMT-5\)/)).toBeTruthy();
    const start = field(dialog, /^Start time/) as HTMLSelectElement;
    // Every quarter hour, and only those.
    expect(start.options).toHaveLength(96);
    expect([...start.options].slice(0, 3).map((o) => o.textContent)).toEqual([
      '12:00 AM',
      '12:15 AM',
      '12:30 AM',
    ]);
    // The first slot an hour from now.
    expect((field(dialog, /^Day/) as HTMLInputElement).value).toBe('2026-11-24');
    expect(start.value).toBe('08:00');

    set(field(dialog, /^Name/), 'Feelings club');
    set(field(dialog, /^Day/), '2026-12-05');
    set(start, '16:30');
    set(field(dialog, /^Length/), '60');
    set(field(dialog, /^Places/), '12');
    set(field(dialog, /^Youngest age/), '7');
    set(field(dialog, /^Oldest age/), '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule webinar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(created).toEqual({
      name: 'Feelings club',
      description: '',
      kind: 'webinar',
      starts_at: '2026-12-05T21:30:00.000Z',
      duration_minutes: 60,
      timezone: 'America/New_York',
      cover_image: null,
      capacity: 12,
      age_min: 7,
      age_max: 10,
      course_id: null,
    });
    expect(await screen.findByText('“Feelings club” is scheduled.')).toBeTruthy();
  });

  it('says in the API’s words what is missing or wrong, and sends nothing', async () => {
    const api = mockApi({ [LIST]: pageOf([]), '/v1/router/user/profile': profile(), ...COURSES });
    renderWebinars();
    const dialog = await openForm();
    set(field(dialog, /^Start time/), '06:00');
    set(field(dialog, /^Places/), '0');
    set(field(dialog, /^Youngest age/), '12');
    set(field(dialog, /^Oldest age/), '8');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule webinar' }));
    expect(await within(dialog).findByText('Please give the session a name.')).toBeTruthy();
    expect(within(dialog).getByText('A session has at least one place.')).toBeTruthy();
    expect(within(dialog).getByText('The youngest age must not be above the oldest age.')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a start time in the future.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the API’s refusal as a toast and keeps the form open', async () => {
    mockApi({
      [LIST]: pageOf([]),
      '/v1/router/user/profile': profile(),
      ...COURSES,
      'POST /v1/instructor/meetings/create': [404, { detail: 'We could not find that course among yours.' }],
    });
    renderWebinars();
    const dialog = await openForm();
    set(field(dialog, /^Name/), 'Feelings club');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule webinar' }));
    expect(await screen.findByText('We could not find that course among yours.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Schedule a webinar' })).toBeTruthy();
  });

  it('edits a webinar, sending only what changed', async () => {
    let patch: unknown;
    mockApi({
      [LIST]: pageOf([meeting()]),
      '/v1/router/user/profile': profile(),
      [`PATCH /v1/instructor/meetings/update/${MEETING_ID}`]: (_url: URL, init?: RequestInit) => {
        patch = JSON.parse(String(init?.body));
        return meeting({ name: 'Braver voices' });
      },
    });
    renderWebinars();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Brave voices”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webinar' });
    expect((field(dialog, /^Day/) as HTMLInputElement).value).toBe('2026-12-03');
    expect((field(dialog, /^Start time/) as HTMLSelectElement).value).toBe('10:00');
    expect(within(dialog).queryByLabelText(/^Course/)).toBeNull();
    set(field(dialog, /^Name/), 'Braver voices');
    set(field(dialog, /^Start time/), '10:15');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patch).toEqual({ name: 'Braver voices', starts_at: '2026-12-03T15:15:00.000Z' });
  });

  it('a session of someone else’s answers 404: the toast says so', async () => {
    mockApi({
      [LIST]: pageOf([meeting()]),
      '/v1/router/user/profile': profile(),
      [`PATCH /v1/instructor/meetings/update/${MEETING_ID}`]: [
        404,
        { detail: 'We could not find that session.' },
      ],
    });
    renderWebinars();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Brave voices”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit webinar' });
    set(field(dialog, /^Name/), 'Mine now');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('We could not find that session.')).toBeTruthy();
  });
});

describe('the instructor’s live streams', () => {
  it('asks “Delete Stream?” and deletes only on “Yes, Delete”', async () => {
    let deleted = 0;
    const stream = meeting({ kind: 'livestream', name: 'Friendship circle live' });
    mockApi({
      [LIST]: () => pageOf(deleted ? [] : [stream]),
      '/v1/router/user/profile': profile(),
      [`DELETE /v1/instructor/meetings/${MEETING_ID}`]: () => {
        deleted += 1;
        return [204, null];
      },
    });
    renderPage(
      <InstructorLivestreamsPage />,
      '/instructor/webinars/livestreams',
      '/instructor/webinars/livestreams',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Live streams' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Friendship circle live”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Stream?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete “Friendship circle live”' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Stream?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('“Friendship circle live” is deleted.')).toBeTruthy();
    expect(deleted).toBe(1);
    expect(await screen.findByRole('heading', { name: 'No upcoming live streams' })).toBeTruthy();
  });

  it('schedules a live stream with the stream kind', async () => {
    let created: { kind?: string } = {};
    mockApi({
      [LIST]: pageOf([]),
      '/v1/router/user/profile': profile(),
      ...COURSES,
      'POST /v1/instructor/meetings/create': (_url: URL, init?: RequestInit) => {
        created = JSON.parse(String(init?.body));
        return [201, meeting({ kind: 'livestream' })];
      },
    });
    renderPage(
      <InstructorLivestreamsPage />,
      '/instructor/webinars/livestreams',
      '/instructor/webinars/livestreams',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Schedule a live stream' }));
    const dialog = await screen.findByRole('dialog', { name: 'Schedule a live stream' });
    set(field(dialog, /^Name/), 'Story time live');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule live stream' }));
    await waitFor(() => expect(created.kind).toBe('livestream'));
  });
});
