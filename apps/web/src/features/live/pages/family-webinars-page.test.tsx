import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  child,
  familyMeeting,
  LEO,
  MEETING_ID,
  MIA,
  mockApi,
  OTHER_ID,
  pageOf,
  profile,
  renderPage,
} from '../test-utils.ts';
import FamilyWebinarsPage from './family-webinars-page.tsx';

const LIST = '/v1/course/list/webinar';
const CHILDREN = '/v1/family/child/list';
const PARENT = profile({ type: 'parent', first_name: 'Emma', timezone: 'Europe/London' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  localStorage.setItem('ye.access_token', 'parent-token');
  localStorage.setItem('ye.role', 'parent');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderWebinars = (path = '/webinars') => renderPage(<FamilyWebinarsPage />, path, '/webinars');

describe('the families’ webinars', () => {
  it('lists the sessions for the only child, in the parent’s zone, with places left and Register', async () => {
    const api = mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: pageOf([
        familyMeeting(),
        familyMeeting({ id: OTHER_ID, name: 'Calm corner', registered_count: 30 }),
      ]),
    });
    renderWebinars();
    const item = await screen.findByRole('listitem', { name: 'Brave voices' });
    expect(within(item).getByText('Thu, Dec 3, 2026, 3:00 PM GMT – 3:45 PM')).toBeTruthy();
    expect(within(item).getByText('27 places left')).toBeTruthy();
    expect(within(item).getByText('A webinar with Grace Hopper · ages 6–14')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Register Mia for “Brave voices”' })).toBeTruthy();
    const full = screen.getByRole('listitem', { name: 'Calm corner' });
    expect(within(full).getByText('Full: new registrations join the waitlist')).toBeTruthy();
    // One child: no picker, and the list is asked for that child.
    expect(screen.queryByLabelText('Webinars for')).toBeNull();
    expect(api.calls.find((c) => c.path === LIST)?.url.searchParams.get('child_id')).toBe(MIA);
  });

  it('has a picker when there are several children', async () => {
    const api = mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith'), child(LEO, 'Leo Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: (url: URL) =>
        pageOf(
          url.searchParams.get('child_id') === LEO ? [familyMeeting({ name: 'Friendship circle' })] : [],
        ),
    });
    renderWebinars();
    expect(await screen.findByRole('heading', { name: 'No webinars for Mia right now' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Webinars for'), { target: { value: LEO } });
    expect(await screen.findByRole('listitem', { name: 'Friendship circle' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register Leo for “Friendship circle”' })).toBeTruthy();
    expect(api.calls.some((c) => c.url.searchParams.get('child_id') === LEO)).toBe(true);
  });

  it('registers a child, and says so in plain words when it is the waitlist', async () => {
    let place: 'registered' | 'waitlisted' | null = null;
    const bodies: unknown[] = [];
    mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: () => pageOf([familyMeeting({ registration: place })]),
      [`POST /v1/webinars/${MEETING_ID}/register`]: (_url: URL, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        place = 'waitlisted';
        return [201, { status: 'waitlisted' }];
      },
    });
    renderWebinars();
    fireEvent.click(await screen.findByRole('button', { name: 'Register Mia for “Brave voices”' }));
    expect(
      await screen.findByText(
        '“Brave voices” is full, so Mia is on the waitlist. If a place frees up, Mia gets it and you need do nothing.',
      ),
    ).toBeTruthy();
    expect(bodies).toEqual([{ child_id: MIA }]);
    expect(await screen.findByText('Mia is on the waitlist')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Leave the waitlist of Mia: “Brave voices”' })).toBeTruthy();
  });

  it('asks before cancelling a registration, and Keep the place changes nothing', async () => {
    let place: 'registered' | null = 'registered';
    const api = mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: () => pageOf([familyMeeting({ registration: place })]),
      [`DELETE /v1/webinars/${MEETING_ID}/register/${MIA}`]: () => {
        place = null;
        return [204, null];
      },
    });
    renderWebinars();
    expect(await screen.findByText('Mia is registered')).toBeTruthy();
    const cancel = screen.getByRole('button', { name: 'Cancel registration of Mia: “Brave voices”' });
    fireEvent.click(cancel);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel Mia’s registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the place' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(cancel);
    dialog = await screen.findByRole('dialog', { name: 'Cancel Mia’s registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Mia’s registration for “Brave voices” is cancelled.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Register Mia for “Brave voices”' })).toBeTruthy();
  });

  it('downloads the .ics with the sign-in token', async () => {
    const created = vi.fn((_blob: Blob) => 'blob:calendar');
    URL.createObjectURL = created as unknown as typeof URL.createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const api = mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: pageOf([familyMeeting({ registration: 'registered' })]),
      [`/v1/webinars/${MEETING_ID}/calendar.ics`]: new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
        status: 200,
        headers: { 'content-type': 'text/calendar' },
      }),
    });
    renderWebinars();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to calendar: “Brave voices”' }));
    expect(await screen.findByText('“Brave voices” is downloaded for your calendar.')).toBeTruthy();
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/calendar.ics'));
    expect((call?.[1]?.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer parent-token',
    );
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('shows past sessions with a recording to watch, without Register', async () => {
    mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: pageOf([
        familyMeeting({
          name: 'Kind words week',
          starts_at: '2026-11-17T15:00:00.000Z',
          ends_at: '2026-11-17T15:45:00.000Z',
          status: 'ended',
          video: '/media/recordings/kind-words.webm',
        }),
      ]),
    });
    renderWebinars();
    expect(await screen.findByRole('heading', { name: 'Past sessions to watch' })).toBeTruthy();
    const item = screen.getByRole('listitem', { name: 'Kind words week' });
    expect(
      within(item)
        .getByRole('link', { name: 'Watch the recording of “Kind words week”' })
        .getAttribute('href'),
    ).toBe('/media/recordings/kind-words.webm');
    expect(within(item).queryByRole('button', { name: /Register/ })).toBeNull();
  });

  it('a child of another family answers 404: the toast says so', async () => {
    mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: pageOf([familyMeeting()]),
      [`POST /v1/webinars/${MEETING_ID}/register`]: [
        404,
        { detail: 'We could not find this child in your family.' },
      ],
    });
    renderWebinars();
    fireEvent.click(await screen.findByRole('button', { name: 'Register Mia for “Brave voices”' }));
    expect(await screen.findByText('We could not find this child in your family.')).toBeTruthy();
  });

  it('has a load error with a retry, and a kind word for a family without children', async () => {
    mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: [500, { detail: 'The database is resting.' }],
    });
    const first = renderWebinars();
    expect(await screen.findByText('We could not load the webinars. The database is resting.')).toBeTruthy();
    first.unmount();

    mockApi({ [CHILDREN]: [], '/v1/router/user/profile': PARENT });
    renderWebinars();
    expect(await screen.findByRole('heading', { name: 'Add a child first' })).toBeTruthy();
  });

  it('shows the family calendar link to copy, and resets it after asking', async () => {
    const FEED = 'http://localhost/v1/webinars/feed/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/calendar.ics';
    const NEW = 'http://localhost/v1/webinars/feed/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB/calendar.ics';
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: pageOf([familyMeeting()]),
      'GET /v1/webinars/calendar-feed': { url: FEED },
      'POST /v1/webinars/calendar-feed/reset': { url: NEW },
    });
    renderWebinars();
    const panel = await screen.findByRole('region', { name: 'Your family calendar' });
    const link = (await within(panel).findByLabelText('Calendar link')) as HTMLInputElement;
    expect(link.value).toBe(FEED);
    expect(link.readOnly).toBe(true);
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy calendar link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(FEED));

    // Reset asks first; keeping the link changes nothing.
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the calendar link?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/v1/webinars/calendar-feed/reset')).toBe(
      false,
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Reset link' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reset the calendar link?' })).getByRole('button', {
        name: 'Yes, reset the link',
      }),
    );
    await waitFor(() => expect(link.value).toBe(NEW));
  });

  it('says so in plain words when the calendar link cannot be had', async () => {
    mockApi({
      [CHILDREN]: [child(MIA, 'Mia Smith')],
      '/v1/router/user/profile': PARENT,
      [LIST]: pageOf([familyMeeting()]),
      'GET /v1/webinars/calendar-feed': [503, { detail: 'The service is busy.' }],
    });
    renderWebinars();
    expect(await screen.findByText('We could not get your calendar link. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
