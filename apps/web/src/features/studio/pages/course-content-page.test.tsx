import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudioChapter, StudioCourseDetail, StudioLesson } from '@ye/contracts/studio';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderStudio, studioCourse } from '../test-utils.tsx';
import CourseContentPage from './course-content-page.tsx';

const ROUTE = '/instructor/courses/course-content';
const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const CH1 = '22222222-2222-4222-8222-222222222221';
const CH2 = '22222222-2222-4222-8222-222222222222';
const L1 = '33333333-3333-4333-8333-333333333331';
const L2 = '33333333-3333-4333-8333-333333333332';
const GET = `GET /v1/instructor/course/get/${COURSE_ID}`;

const lesson = (
  id: string,
  chapterId: string,
  position: number,
  over: Partial<StudioLesson> = {},
): StudioLesson => ({
  id,
  chapter_id: chapterId,
  course_id: COURSE_ID,
  title: `Lesson ${position}`,
  kind: 'text',
  position,
  body: 'Some words.',
  video_url: null,
  duration_minutes: 5,
  game: null,
  game_type: null,
  ...over,
});

const chapter = (id: string, position: number, title: string, lessons: StudioLesson[]): StudioChapter => ({
  id,
  course_id: COURSE_ID,
  title,
  description: '',
  position,
  lessons,
});

function detail(chapters: StudioChapter[], over: Partial<StudioCourseDetail> = {}): StudioCourseDetail {
  return { ...studioCourse({ id: COURSE_ID }), chapters, ...over };
}

const twoChapters = () =>
  detail([
    chapter(CH1, 1, 'Meet me', [
      lesson(L1, CH1, 1, { title: 'Hello' }),
      lesson(L2, CH1, 2, { title: 'My feelings', kind: 'reflection' }),
    ]),
    chapter(CH2, 2, 'Friends', []),
  ]);

const show = () => renderStudio(<CourseContentPage />, `${ROUTE}?id=${COURSE_ID}`, ROUTE);

describe('CourseContentPage', { timeout: 15_000 }, () => {
  it('shows chapters and lessons in order, with preview, publish and the ways to add', async () => {
    mockApi({ [GET]: twoChapters() });
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brave Steps' })).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Chapter 1: Meet me', 'Chapter 2: Friends']);
    const lessons = within(screen.getByRole('list', { name: 'Lessons of Chapter 1: Meet me' })).getAllByRole(
      'listitem',
    );
    expect(lessons.map((li) => li.textContent)).toEqual([
      expect.stringContaining('1. Hello'),
      expect.stringContaining('2. My feelings'),
    ]);
    expect(screen.getByRole('link', { name: 'Preview' }).getAttribute('href')).toBe(
      `/courses/preview?id=${COURSE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add a chapter' }).getAttribute('href')).toBe(
      `/instructor/courses/add-chapter?id=${COURSE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit chapter “Friends”' }).getAttribute('href')).toBe(
      `/instructor/courses/add-chapter?id=${COURSE_ID}&chapter=${CH2}`,
    );
    // An empty chapter says so and offers its first lesson.
    expect(screen.getByRole('button', { name: 'Add the first lesson to Chapter 2: Friends' })).toBeTruthy();
    // The first cannot go up, the last cannot go down.
    expect(
      (screen.getByRole('button', { name: 'Move chapter “Meet me” up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Move “My feelings” down' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('guides an empty course to its first chapter, in levels for a game course', async () => {
    mockApi({ [GET]: detail([], { kind: 'game' }) });
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Add your first level' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your first level' }).getAttribute('href')).toBe(
      `/instructor/courses/add-chapter?id=${COURSE_ID}`,
    );
  });

  it('moves a chapter by keyboard: PATCHes its position, shows the new order and announces it', async () => {
    // The server's course after the move (it is read again once the move is saved).
    let current = twoChapters();
    const { calls } = mockApi({
      [GET]: () => current,
      [`PATCH /v1/instructor/course/chapter/update/${CH1}`]: () => {
        const [meetMe, friends] = current.chapters as [StudioChapter, StudioChapter];
        current = {
          ...current,
          chapters: [
            { ...friends, position: 1 },
            { ...meetMe, position: 2 },
          ],
        };
        return meetMe;
      },
    });
    show();
    const down = await screen.findByRole('button', { name: 'Move chapter “Meet me” down' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Chapter 1: Friends',
        'Chapter 2: Meet me',
      ]),
    );
    expect(calls.find((r) => r.method === 'PATCH')?.body).toEqual({ position: 2 });
    expect(screen.getByRole('status').textContent).toBe('Chapter “Meet me” is now chapter 2 of 2.');
    // The keyboard stays with the chapter: now last, so on its Move up button.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move chapter “Meet me” up'),
    );
  });

  it('puts the old order back when the server refuses a move', async () => {
    mockApi({
      [GET]: twoChapters(),
      [`PATCH /v1/instructor/course/lesson/update/${L1}`]: [
        404,
        { detail: 'We could not find this lesson.' },
      ],
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Move “Hello” down' }));
    expect(await screen.findByText('We could not find this lesson.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Lessons of Chapter 1: Meet me' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain('1. Hello'));
  });

  it('moves a lesson to another chapter from its menu', async () => {
    let current = twoChapters();
    const { calls } = mockApi({
      [GET]: () => current,
      [`PATCH /v1/instructor/course/lesson/update/${L2}`]: () => {
        const [meetMe, friends] = current.chapters as [StudioChapter, StudioChapter];
        const moved = lesson(L2, CH2, 1, { title: 'My feelings', kind: 'reflection' });
        current = {
          ...current,
          chapters: [
            { ...meetMe, lessons: meetMe.lessons.slice(0, 1) },
            { ...friends, lessons: [moved] },
          ],
        };
        return moved;
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Move “My feelings” to another chapter' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Chapter 2: Friends' }));
    expect(await screen.findByRole('list', { name: 'Lessons of Chapter 2: Friends' })).toBeTruthy();
    expect(calls.find((r) => r.method === 'PATCH')?.body).toEqual({ chapter_id: CH2, position: 1 });
    expect(screen.getByRole('status').textContent).toBe(
      '“My feelings” moved to chapter 2, “Friends”, as lesson 1 of 1.',
    );
  });

  it('reorders by drag and drop too', async () => {
    const { calls } = mockApi({
      [GET]: twoChapters(),
      [`PATCH /v1/instructor/course/chapter/update/${CH2}`]: chapter(CH2, 1, 'Friends', []),
    });
    const { container } = show();
    await screen.findByRole('heading', { level: 2, name: 'Chapter 2: Friends' });
    const handles = container.querySelectorAll('[draggable="true"]');
    // Handles: chapter 1, its two lessons, chapter 2.
    const friendsHandle = handles[3] as HTMLElement;
    const meetMe = screen.getByRole('heading', { name: 'Chapter 1: Meet me' }).closest('li') as HTMLElement;
    const data = { setData: vi.fn(), setDragImage: vi.fn(), effectAllowed: '' };
    fireEvent.dragStart(friendsHandle, { dataTransfer: data });
    fireEvent.dragOver(meetMe, { dataTransfer: data, clientY: 0 });
    fireEvent.drop(meetMe, { dataTransfer: data, clientY: 0 });
    await waitFor(() => expect(calls.find((r) => r.method === 'PATCH')?.body).toEqual({ position: 1 }));
    expect(calls.find((r) => r.method === 'PATCH')?.url.pathname).toBe(
      `/v1/instructor/course/chapter/update/${CH2}`,
    );
  });

  it('deletes a chapter after the spec’s dialog, saying its lessons go with it', async () => {
    const { calls } = mockApi({
      [GET]: twoChapters(),
      [`POST /v1/instructor/course/content/discard/${CH1}`]: { id: CH1, kind: 'chapter', lessons_deleted: 2 },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete chapter “Meet me”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Chapter?' });
    expect(dialog.textContent).toContain('“Meet me” and its 2 lessons will be deleted.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('“Meet me” is deleted, with its 2 lessons.')).toBeTruthy();
    expect(calls.some((r) => r.method === 'POST' && r.url.pathname.endsWith(CH1))).toBe(true);
  });

  it('deletes a lesson only after “Yes, Delete”', async () => {
    const { calls } = mockApi({
      [GET]: twoChapters(),
      [`POST /v1/instructor/course/content/discard/${L1}`]: { id: L1, kind: 'lesson', lessons_deleted: 1 },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete lesson “Hello”' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Lesson?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete lesson “Hello”' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Lesson?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('“Hello” is deleted.')).toBeTruthy();
  });

  it('says what is missing before publishing (cover, empty chapter, video) and keeps Publish off', async () => {
    const { calls } = mockApi({
      [GET]: detail([
        chapter(CH1, 1, 'Meet me', [lesson(L1, CH1, 1, { title: 'Watch me', kind: 'video' })]),
        chapter(CH2, 2, 'Friends', []),
      ]),
    });
    show();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    expect((publish as HTMLButtonElement).disabled).toBe(true);
    const list = document.getElementById(publish.getAttribute('aria-describedby') ?? '');
    expect(list?.textContent).toContain('Before you can publish');
    expect([...(list?.querySelectorAll('li') ?? [])].map((li) => li.textContent)).toEqual([
      'Add a cover image. Add it in the course details',
      'Lesson “Watch me” needs a video.',
      'Chapter “Friends” has no lessons yet.',
    ]);
    expect(
      within(list as HTMLElement)
        .getByRole('link', { name: 'Add it in the course details' })
        .getAttribute('href'),
    ).toBe(`/instructor/courses/create-course?id=${COURSE_ID}`);
    fireEvent.click(publish);
    expect(screen.queryByRole('dialog', { name: 'Publish Course?' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('publishes a complete course after “Publish Course?”, and shows the API refusal if it still comes', async () => {
    let refuse = true;
    const complete = detail([chapter(CH1, 1, 'Meet me', [lesson(L1, CH1, 1, { title: 'Hello' })])], {
      cover_url: '/v1/files/covers/a.png',
    });
    mockApi({
      [GET]: complete,
      [`POST /v1/instructor/course/publish/${COURSE_ID}`]: () =>
        refuse
          ? [400, { detail: 'Chapter "Friends" has no lessons yet.', code: 'chapter_empty' }]
          : { id: COURSE_ID, status: 'published', published_at: '2026-11-22T10:00:00Z' },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    let dialog = await screen.findByRole('dialog', { name: 'Publish Course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The course is not published yet');
    expect(alert.textContent).toContain('Chapter "Friends" has no lessons yet.');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    dialog = await screen.findByRole('dialog', { name: 'Publish Course?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Publish' }));
    expect(await screen.findByText('“Brave Steps” is published. Children can find it now.')).toBeTruthy();
  });

  it('says so when the course cannot be found', async () => {
    mockApi({});
    show();
    expect((await screen.findByRole('alert')).textContent).toContain('We can’t find this course.');
    expect(screen.getByRole('heading', { level: 1, name: 'Chapters and lessons' })).toBeTruthy();
  });
});
