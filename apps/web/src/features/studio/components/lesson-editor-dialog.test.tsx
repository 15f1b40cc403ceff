import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudioChapter, StudioCourseDetail, StudioLesson } from '@ye/contracts/studio';
import { describe, expect, it } from 'vitest';
import CourseContentPage from '../pages/course-content-page.tsx';
import { mockApi, renderStudio, studioCourse } from '../test-utils.tsx';
import { defaultGameConfig } from './game-editor/defaults.ts';

// The lesson editor as the instructor meets it: opened from the course content page.

const ROUTE = '/instructor/courses/course-content';
const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const CH1 = '22222222-2222-4222-8222-222222222221';
const CH2 = '22222222-2222-4222-8222-222222222222';
const L1 = '33333333-3333-4333-8333-333333333331';
const GET = `GET /v1/instructor/course/get/${COURSE_ID}`;
const CREATE = `POST /v1/instructor/course/chapter/lesson/${CH2}`;
const UPDATE = `PATCH /v1/instructor/course/lesson/update/${L1}`;

const hello: StudioLesson = {
  id: L1,
  chapter_id: CH1,
  course_id: COURSE_ID,
  title: 'Hello',
  kind: 'reflection',
  position: 1,
  body: 'What makes you smile?',
  video_url: null,
  duration_minutes: 4,
  game: null,
  game_type: null,
};
const chapters: StudioChapter[] = [
  { id: CH1, course_id: COURSE_ID, title: 'Meet me', description: '', position: 1, lessons: [hello] },
  { id: CH2, course_id: COURSE_ID, title: 'Friends', description: '', position: 2, lessons: [] },
];
const course: StudioCourseDetail = { ...studioCourse({ id: COURSE_ID }), chapters };

const show = () => renderStudio(<CourseContentPage />, `${ROUTE}?id=${COURSE_ID}`, ROUTE);
const editor = () => screen.getByRole('dialog', { name: /lesson/ });
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(editor()).getByLabelText(label), { target: { value } });
const save = (name = 'Add lesson') => fireEvent.click(within(editor()).getByRole('button', { name }));
const posted = (calls: { method: string; url: URL; body: unknown }[], method: string) =>
  calls.find((r) => r.method === method && r.url.pathname.includes('/lesson'))?.body;

async function openNew() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add the first lesson to Chapter 2: Friends' }));
  return screen.findByRole('dialog', { name: /New lesson/ });
}

// MUI dialogs and the game editor render slowly on a busy machine.
describe('LessonEditorDialog', { timeout: 20_000 }, () => {
  it('adds a text lesson, after saying in plain words what is missing', async () => {
    const { calls } = mockApi({ [GET]: course, [CREATE]: [201, { ...hello, id: 'new' }] });
    show();
    const dialog = await openNew();
    expect(dialog.textContent).toContain('In chapter 2: Friends');
    save();
    expect(await within(dialog).findByText('Please give the lesson a title.')).toBeTruthy();
    expect(within(dialog).getByText('Please write the text of the lesson.')).toBeTruthy();
    expect(within(dialog).getByText('2 things need fixing before saving.')).toBeTruthy();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    type(/^Title/, 'Good friends');
    type(/^Lesson text/, 'A good friend listens.');
    type(/^Minutes it takes/, '7');
    save();
    expect(await screen.findByText('“Good friends” is saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls, 'POST')).toEqual({
      title: 'Good friends',
      kind: 'text',
      body: 'A good friend listens.',
      duration_minutes: 7,
    });
  });

  it('adds a game lesson: choose the game, set it up in the game editor, validated before saving', async () => {
    const { calls } = mockApi({ [GET]: course, [CREATE]: [201, { ...hello, id: 'new' }] });
    show();
    const dialog = await openNew();
    type(/^Title/, 'Kind choices');
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Game/ }));
    save();
    expect(await within(dialog).findByText('Please choose which game this is.')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Quiz' }));
    expect(within(dialog).getByRole('region', { name: 'Quiz settings' })).toBeTruthy();
    type(/^Instructions for children/, '   ');
    save();
    expect(
      await within(dialog).findByText('The game is not ready to save yet. The instructions are empty.'),
    ).toBeTruthy();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    type(/^Instructions for children/, 'Pick the kindest answer.');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const quiz = defaultGameConfig('quiz');
    expect(posted(calls, 'POST')).toEqual({
      title: 'Kind choices',
      kind: 'game',
      body: '',
      duration_minutes: 5,
      game: { ...quiz, instructions: 'Pick the kindest answer.' },
    });
  });

  it('edits a lesson into a video lesson with one of the instructor’s earlier uploads', async () => {
    const { calls } = mockApi({
      [GET]: course,
      [UPDATE]: { ...hello, kind: 'video' },
      'GET /v1/instructor/course/content/list/video': {
        count: 1,
        page: 1,
        page_size: 5,
        results: [
          {
            id: 'u1',
            purpose: 'video',
            filename: 'breathing.mp4',
            file_url: '/v1/files/videos/abc.mp4',
            content_type: 'video/mp4',
            size: 3_145_728,
            course_id: null,
            uploaded_at: '2026-11-20T10:00:00Z',
          },
        ],
      },
    });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit lesson “Hello”' }));
    const dialog = await screen.findByRole('dialog', { name: /Edit lesson/ });
    expect((within(dialog).getByLabelText(/^Question to think about/) as HTMLTextAreaElement).value).toBe(
      'What makes you smile?',
    );
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Video/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use one of your earlier videos' }));
    expect(await within(dialog).findByText('3 MB · uploaded Nov 20, 2026')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use this video: breathing.mp4' }));
    expect(within(dialog).getByText('breathing.mp4 is now this lesson’s video.')).toBeTruthy();
    save('Save changes');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted(calls, 'PATCH')).toEqual({
      title: 'Hello',
      kind: 'video',
      body: 'What makes you smile?',
      duration_minutes: 4,
      video_url: '/v1/files/videos/abc.mp4',
    });
  });

  it('refuses a video of another format before uploading, with the spec’s words', async () => {
    const { calls } = mockApi({ [GET]: course });
    show();
    const dialog = await openNew();
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Video/ }));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'clip.mov', { type: 'video/quicktime' })] },
    });
    expect(
      await within(dialog).findByText('Only the following formats are accepted: .mp4, .webm'),
    ).toBeTruthy();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('never drops unsaved changes silently: closing asks, Keep editing keeps them', async () => {
    const { calls } = mockApi({ [GET]: course });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit lesson “Hello”' }));
    await screen.findByRole('dialog', { name: /Edit lesson/ });
    // Untouched: closes at once.
    fireEvent.click(within(editor()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit lesson “Hello”' }));
    await screen.findByRole('dialog', { name: /Edit lesson/ });
    type(/^Question to think about/, 'What makes you laugh?');
    fireEvent.click(within(editor()).getByRole('button', { name: 'Close the editor' }));
    const ask = await screen.findByRole('dialog', { name: 'Close without saving?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close without saving?' })).toBeNull());
    expect((within(editor()).getByLabelText(/^Question to think about/) as HTMLTextAreaElement).value).toBe(
      'What makes you laugh?',
    );

    fireEvent.keyDown(editor(), { key: 'Escape' });
    const again = await screen.findByRole('dialog', { name: 'Close without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });
});
