import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Library } from '@ye/contracts/learning';
import { describe, expect, it, vi } from 'vitest';
import { COURSE, LEVEL_1, M2 } from '../../../components/course-map/test-fixtures.ts';
import { mockApi, renderPage } from '../test-utils.tsx';
import LibraryPage from './library-page.tsx';

const LIBRARY: Library = {
  bookmarks: [
    {
      item_type: 'lesson',
      item_id: M2,
      title: 'Backpack sort',
      course_id: COURSE,
      course_title: 'Brave Explorer Quest',
      course_kind: 'game',
      chapter_id: LEVEL_1,
      cover_url: null,
      created_at: '2026-11-20T10:00:00Z',
    },
    {
      item_type: 'course',
      item_id: COURSE,
      title: 'Brave Explorer Quest',
      course_id: COURSE,
      course_title: 'Brave Explorer Quest',
      course_kind: 'game',
      chapter_id: null,
      cover_url: null,
      created_at: '2026-11-19T10:00:00Z',
    },
  ],
  webinars: [],
};

describe('my library', () => {
  it('lists bookmarks with links, and the webinars empty state', async () => {
    mockApi({ '/v1/router/user/library': LIBRARY });
    renderPage(<LibraryPage />, '/student/my-library');
    expect(await screen.findByRole('link', { name: 'Backpack sort' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Backpack sort' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}/level/${LEVEL_1}/mission/${M2}`,
    );
    expect(screen.getByText('Mission in Brave Explorer Quest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brave Explorer Quest' }).getAttribute('href')).toBe(
      `/student/course/${COURSE}`,
    );
    expect(screen.getByText('Webinars you join will appear here.')).toBeTruthy();
  });

  it('asks before taking a bookmark out, and Keep it changes nothing', async () => {
    let library = LIBRARY;
    const api = mockApi({
      '/v1/router/user/library': () => library,
      'DELETE /v1/router/user/bookmark': () => {
        library = { ...LIBRARY, bookmarks: LIBRARY.bookmarks.slice(1) };
        return [204, null];
      },
    });
    renderPage(<LibraryPage />, '/student/my-library');
    fireEvent.click(await screen.findByRole('button', { name: 'Take out “Backpack sort”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Take this out of your library?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Take out “Backpack sort”' }));
    dialog = await screen.findByRole('dialog', { name: 'Take this out of your library?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, take it out' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Backpack sort' })).toBeNull());
    expect(api.calls.find((c) => c.method === 'DELETE')?.body).toEqual({ item_type: 'lesson', item_id: M2 });
  });

  it('lists the webinars a grown-up signed the child up for, with the day and time and no prices', async () => {
    mockApi({
      '/v1/router/user/library': {
        bookmarks: [],
        webinars: [
          {
            id: 'w1',
            title: 'Brave voices',
            starts_at: '2026-12-03T15:00:00Z',
            cover_url: null,
            video: null,
          },
        ],
      },
    });
    renderPage(<LibraryPage />, '/student/my-library');
    const section = await screen.findByRole('region', { name: 'My webinars' });
    const item = within(section).getByRole('listitem', { name: 'Brave voices' });
    expect(within(item).getByText(/^Thursday, December 3 at \d{1,2}:00 (AM|PM)$/)).toBeTruthy();
    expect(within(item).getByText('Your grown-up signed you up. See you there!')).toBeTruthy();
    expect(section.textContent).not.toMatch(/[$€£]/);
  });

  it('opens the big Join button 10 minutes before the start, and has none for a recording', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-12-03T14:45:00Z'));
      mockApi({
        '/v1/router/user/library': {
          bookmarks: [],
          webinars: [
            {
              id: 'w1',
              title: 'Brave voices',
              starts_at: '2026-12-03T15:00:00Z',
              cover_url: null,
              video: null,
            },
            {
              id: 'w0',
              title: 'Kind words week',
              starts_at: '2026-11-26T15:00:00Z',
              cover_url: null,
              video: '/v1/files/kind-words.webm',
            },
          ],
        },
      });
      const first = renderPage(<LibraryPage />, '/student/my-library');
      const item = await screen.findByRole('listitem', { name: 'Brave voices' });
      const waiting = within(item).getByRole('button', { name: 'Join “Brave voices”' });
      expect(waiting.hasAttribute('disabled')).toBe(true);
      expect(within(item).getByText('Opens 10 minutes before')).toBeTruthy();
      const recorded = screen.getByRole('listitem', { name: 'Kind words week' });
      expect(within(recorded).queryByText('Join')).toBeNull();
      expect(
        within(recorded).getByText('Your teacher recorded this class. You can watch it again.'),
      ).toBeTruthy();
      expect(within(recorded).queryByLabelText('Recording of “Kind words week”')).toBeNull();
      fireEvent.click(within(recorded).getByRole('button', { name: 'Watch again: “Kind words week”' }));
      const video = within(recorded).getByLabelText('Recording of “Kind words week”');
      expect(video.getAttribute('src')).toBe('/v1/files/kind-words.webm');
      expect(video.hasAttribute('controls')).toBe(true);
      first.unmount();

      vi.setSystemTime(new Date('2026-12-03T14:50:00Z'));
      renderPage(<LibraryPage />, '/student/my-library');
      const open = await screen.findByRole('link', { name: 'Join “Brave voices”' });
      expect(open.getAttribute('href')).toBe('/student/webinars/room/w1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('has a kind empty state', async () => {
    mockApi({ '/v1/router/user/library': { bookmarks: [], webinars: [] } });
    renderPage(<LibraryPage />, '/student/my-library');
    expect(await screen.findByText(/Nothing saved yet/)).toBeTruthy();
  });
});
