import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, page, renderStudio, studioCourse } from '../test-utils.tsx';
import StudioCoursesPage from './courses-page.tsx';

const LIST = '/v1/instructor/course/list';
// A draft the card lets the instructor publish: a cover, a chapter and a lesson.
const draft = studioCourse({ cover_url: '/v1/files/covers/a.png', chapter_count: 1, lesson_count: 2 });
const published = studioCourse({
  id: '22222222-2222-4222-8222-222222222222',
  status: 'published',
  title: 'Calm Waves',
  kind: 'game',
  chapter_count: 2,
  lesson_count: 5,
  student_count: 1234,
  published_at: '2026-11-02T10:00:00Z',
});

const show = (path = '/instructor/courses') =>
  renderStudio(<StudioCoursesPage />, path, '/instructor/courses');

describe('StudioCoursesPage', () => {
  it('lists drafts and published courses with status chips, large counts and the right actions', async () => {
    mockApi({ [LIST]: page([draft, published]) });
    show();
    const drafted = await screen.findByRole('article', { name: 'Brave Steps' });
    expect(within(drafted).getByText('Draft')).toBeTruthy();
    expect(within(drafted).getByRole('button', { name: 'Publish Brave Steps' })).toBeTruthy();
    expect(
      within(drafted).getByRole('link', { name: 'Edit details of Brave Steps' }).getAttribute('href'),
    ).toBe(`/instructor/courses/create-course?id=${draft.id}`);
    expect(
      within(drafted).getByRole('link', { name: 'Chapters and lessons of Brave Steps' }).getAttribute('href'),
    ).toBe(`/instructor/courses/course-content?id=${draft.id}`);
    const live = screen.getByRole('article', { name: 'Calm Waves' });
    // A game course calls its parts levels and missions.
    expect(within(live).getByRole('link', { name: 'Levels and missions of Calm Waves' })).toBeTruthy();
    expect(within(live).getByText('Published')).toBeTruthy();
    expect(live.textContent).toContain('1.2k students');
    expect(live.textContent).toContain('2 levels · 5 missions');
    expect(live.textContent).toContain('Published Nov 02, 2026');
    expect(within(live).queryByRole('button', { name: /^Publish/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('2 courses');
  });

  it('welcomes a new instructor with an empty state and a way to create a course', async () => {
    mockApi({ [LIST]: page([]) });
    show();
    expect(await screen.findByText('You have not made a course yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Create course' });
    expect(links.map((l) => l.getAttribute('href'))).toContain('/instructor/courses/create-course');
  });

  it('searches once typing pauses and puts the search in the URL', async () => {
    const { calls } = mockApi({
      [LIST]: (url: URL) =>
        url.searchParams.get('q') === 'calm' ? page([published]) : page([draft, published]),
    });
    const { router } = show();
    await screen.findByRole('article', { name: 'Brave Steps' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search your courses' }), {
      target: { value: 'calm' },
    });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Brave Steps' })).toBeNull());
    expect(screen.getByRole('status').textContent).toBe('1 course found');
    expect(router.state.location.search).toBe('?q=calm');
    expect(calls.filter((r) => r.url.pathname === LIST).map((r) => r.url.searchParams.get('q'))).toEqual([
      null,
      'calm',
    ]);
  });

  it('pages through many courses', async () => {
    const { calls } = mockApi({
      [LIST]: (url: URL) => page([draft], 25, Number(url.searchParams.get('page'))),
    });
    const { router } = show();
    await screen.findByRole('article', { name: 'Brave Steps' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('page')).toBe('3'));
    expect(calls.at(-1)?.url.searchParams.get('page_size')).toBe('10');
  });

  it('asks "Publish Course?" and shows the API refusal in plain words as an error toast', async () => {
    const { calls } = mockApi({
      [LIST]: page([draft]),
      [`/v1/instructor/course/publish/${draft.id}`]: [400, { detail: 'Add a chapter before publishing.' }],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Brave Steps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Course?' });
    expect(dialog.textContent).toContain('Once published, the course is visible on the platform.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Publish' }));
    expect(
      await screen.findByText('“Brave Steps” is not published yet. Add a chapter before publishing.'),
    ).toBeTruthy();
    expect(calls.some((r) => r.method === 'POST' && r.url.pathname.endsWith(`/publish/${draft.id}`))).toBe(
      true,
    );
  });

  it('a draft without a cover says so on its card and cannot be published from there', async () => {
    const bare = studioCourse({ chapter_count: 1, lesson_count: 1 });
    const { calls } = mockApi({ [LIST]: page([bare]) });
    show();
    const publish = await screen.findByRole('button', { name: 'Publish Brave Steps' });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    const reason = document.getElementById(publish.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('To publish: add a cover image.');
    fireEvent.click(publish);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.every((r) => r.method === 'GET')).toBe(true);
  });

  it('Cancel in the publish dialog sends nothing', async () => {
    const { calls } = mockApi({ [LIST]: page([draft]) });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish Brave Steps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish Course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.every((r) => r.method === 'GET')).toBe(true);
  });

  it('asks "Delete Course?" and discards the course on "Yes, Delete"', async () => {
    let discarded = false;
    const { calls } = mockApi({
      [LIST]: () => page(discarded ? [] : [draft]),
      [`/v1/instructor/course/discard/${draft.id}`]: () => {
        discarded = true;
        return { id: draft.id, status: 'discarded' };
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Brave Steps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Course?' });
    expect(dialog.textContent).toContain('The course and all its content will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('“Brave Steps” is deleted.')).toBeTruthy();
    expect(await screen.findByText('You have not made a course yet')).toBeTruthy();
    expect(calls.filter((r) => r.method === 'POST').map((r) => r.url.pathname)).toEqual([
      `/v1/instructor/course/discard/${draft.id}`,
    ]);
  });

  it('duplicates a course: a toast, and the new draft appears in the list', async () => {
    const copy = studioCourse({ id: '33333333-3333-4333-8333-333333333333', title: 'Copy of Calm Waves' });
    let copied = false;
    mockApi({
      [LIST]: () => page(copied ? [copy, published] : [published]),
      [`/v1/instructor/course/duplicate/${published.id}`]: () => {
        copied = true;
        return [201, copy];
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Calm Waves' }));
    expect(await screen.findByText('“Copy of Calm Waves” is ready as a draft.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Copy of Calm Waves' })).toBeTruthy();
  });

  it('says so when the list cannot be loaded, with a way to try again', async () => {
    mockApi({ [LIST]: [500, { detail: 'Internal Server Error' }] });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your courses.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
