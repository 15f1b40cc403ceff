import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderStudio, studioCourse } from '../test-utils.tsx';
import CourseFormPage from './course-form-page.tsx';

const ROUTE = '/instructor/courses/create-course';
const show = (path = ROUTE) => renderStudio(<CourseFormPage />, path, ROUTE);
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CourseFormPage', () => {
  it('creates a draft from the guided form and goes on to its chapters and lessons', async () => {
    const created = studioCourse();
    const { calls } = mockApi({ 'POST /v1/instructor/course/create': [201, created] });
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a course' })).toBeTruthy();
    type(/^Title/, 'Brave Steps');
    type(/^Description/, 'Small brave steps every day.');
    fireEvent.click(screen.getByRole('radio', { name: /^Game/ }));
    type(/^Youngest age/, '7');
    type(/^Oldest age/, '11');
    fireEvent.change(screen.getByRole('combobox', { name: /Topic/ }), { target: { value: 'friendship' } });
    type('Goal 1', 'Make a new friend');
    fireEvent.click(screen.getByRole('button', { name: 'Add a goal' }));
    type('Goal 2', 'Say how I feel');
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));

    // Chapters and lessons come next.
    expect(
      await screen.findByText(`Went to /instructor/courses/course-content?id=${created.id}`),
    ).toBeTruthy();
    expect(calls.find((r) => r.method === 'POST')?.body).toEqual({
      title: 'Brave Steps',
      description: 'Small brave steps every day.',
      kind: 'game',
      age_min: 7,
      age_max: 11,
      topics: ['friendship'],
      learning_goals: ['Make a new friend', 'Say how I feel'],
      cover_url: null,
    });
  });

  it('explains what is missing with the contract messages and sends nothing', async () => {
    const { calls } = mockApi({});
    show();
    type(/^Oldest age/, '5');
    type(/^Youngest age/, '9');
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('Please give the course a title.')).toBeTruthy();
    expect(screen.getByText('The youngest age cannot be above the oldest.')).toBeTruthy();
    expect(screen.getByText('Please write the goal, or remove this line.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove goal 1' }));
    expect(screen.queryByLabelText('Goal 1')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('edits a course with ?id=: loads it, then PATCHes without touching its kind', async () => {
    const course = {
      ...studioCourse({ status: 'published', cover_url: '/v1/files/covers/a.png' }),
      chapters: [],
    };
    const { calls } = mockApi({
      [`GET /v1/instructor/course/get/${course.id}`]: course,
      [`PATCH /v1/instructor/course/update/${course.id}`]: { ...course, title: 'Braver Steps' },
    });
    show(`${ROUTE}?id=${course.id}`);
    const title = (await screen.findByLabelText(/^Title/)) as HTMLInputElement;
    expect(title.value).toBe('Brave Steps');
    expect(screen.getByRole('img', { name: 'The course cover' }).getAttribute('src')).toBe(
      '/v1/files/covers/a.png',
    );
    expect((screen.getByRole('radio', { name: /^Course/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('A published course cannot switch between course and game.')).toBeTruthy();
    fireEvent.change(title, { target: { value: 'Braver Steps' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(`Went to /instructor/courses/course-content?id=${course.id}`),
    ).toBeTruthy();
    const patch = calls.find((r) => r.method === 'PATCH');
    expect(patch?.body).toMatchObject({ title: 'Braver Steps', cover_url: '/v1/files/covers/a.png' });
    expect(patch?.body).not.toHaveProperty('kind');
  });

  it('never loses unsaved changes silently: leaving asks first, and Stay keeps the text', async () => {
    mockApi({});
    show();
    type(/^Title/, 'Half written');
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Half written');

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'My courses' }));
    const again = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Went to /instructor/courses')).toBeTruthy();
  });

  it('an untouched form leaves without asking', async () => {
    mockApi({});
    show();
    fireEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('Went to /instructor/courses')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the form and shows the API refusal when saving fails', async () => {
    mockApi({
      'POST /v1/instructor/course/create': [400, { detail: 'This cover is not one of your uploads.' }],
    });
    show();
    type(/^Title/, 'Brave Steps');
    fireEvent.click(screen.getByRole('button', { name: 'Remove goal 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText('This cover is not one of your uploads.')).toBeTruthy();
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Brave Steps');
  });

  it('says so when the course to edit cannot be found', async () => {
    mockApi({});
    show(`${ROUTE}?id=11111111-1111-4111-8111-111111111111`);
    expect((await screen.findByRole('alert')).textContent).toContain('We can’t find this course.');
  });
});
