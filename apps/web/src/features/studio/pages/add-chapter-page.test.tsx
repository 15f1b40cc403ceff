import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { StudioCourseDetail } from '@ye/contracts/studio';
import { describe, expect, it } from 'vitest';
import { mockApi, renderStudio, studioCourse } from '../test-utils.tsx';
import AddChapterPage from './add-chapter-page.tsx';

const ROUTE = '/instructor/courses/add-chapter';
const COURSE_ID = '11111111-1111-4111-8111-111111111111';
const CH1 = '22222222-2222-4222-8222-222222222221';
const GET = `GET /v1/instructor/course/get/${COURSE_ID}`;
const CONTENT = `/instructor/courses/course-content?id=${COURSE_ID}`;

const chapter = {
  id: CH1,
  course_id: COURSE_ID,
  title: 'Meet me',
  description: 'Who am I?',
  position: 1,
  lessons: [],
};
const course = (over: Partial<StudioCourseDetail> = {}): StudioCourseDetail => ({
  ...studioCourse({ id: COURSE_ID }),
  chapters: [chapter],
  ...over,
});

const show = (search: string) => renderStudio(<AddChapterPage />, `${ROUTE}${search}`, ROUTE);
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('AddChapterPage', { timeout: 15_000 }, () => {
  it('adds a chapter at the end of the course and goes back to its content', async () => {
    const { calls } = mockApi({
      [GET]: course(),
      [`POST /v1/instructor/course/chapter/${COURSE_ID}`]: [201, { ...chapter, id: 'new', position: 2 }],
    });
    show(`?id=${COURSE_ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Add a chapter' })).toBeTruthy();
    expect(await screen.findByText(/In “Brave Steps”\. The new chapter comes last/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    expect(await screen.findByText('Please give the chapter a title.')).toBeTruthy();
    expect(calls.filter((r) => r.method === 'POST')).toHaveLength(0);

    type(/^Title/, 'Friends');
    type(/^Description/, 'Making and keeping friends.');
    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    expect(await screen.findByText(`Went to ${CONTENT}`)).toBeTruthy();
    expect(calls.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Friends',
      description: 'Making and keeping friends.',
    });
  });

  it('edits a chapter with &chapter=, in the words of a game course (levels)', async () => {
    const { calls } = mockApi({
      [GET]: course({ kind: 'game' }),
      [`PATCH /v1/instructor/course/chapter/update/${CH1}`]: { ...chapter, title: 'Meet myself' },
    });
    show(`?id=${COURSE_ID}&chapter=${CH1}`);
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Edit level' })).toBeTruthy();
    expect(title.value).toBe('Meet me');
    expect((screen.getByLabelText(/^Description/) as HTMLTextAreaElement).value).toBe('Who am I?');
    fireEvent.change(title, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Please give the level a title.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Meet myself' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`Went to ${CONTENT}`)).toBeTruthy();
    expect(calls.find((r) => r.method === 'PATCH')?.body).toEqual({
      title: 'Meet myself',
      description: 'Who am I?',
    });
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi({ [GET]: course() });
    show(`?id=${COURSE_ID}`);
    await screen.findByLabelText(/^Title/);
    type(/^Title/, 'Half a title');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes to this chapter are not saved yet.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText(`Went to ${CONTENT}`)).toBeTruthy();
  });

  it('says so when the chapter or the course cannot be found', async () => {
    mockApi({ [GET]: course() });
    show(`?id=${COURSE_ID}&chapter=22222222-2222-4222-8222-999999999999`);
    expect((await screen.findByRole('alert')).textContent).toContain('We can’t find this chapter.');
    cleanup();
    mockApi({});
    show(`?id=${COURSE_ID}`);
    expect((await screen.findByRole('alert')).textContent).toContain('We can’t find this course.');
  });
});
