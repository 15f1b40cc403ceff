import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOARD_ID, board, COURSE_ID, mockApi, page, post, renderPage } from '../test-utils.tsx';
import InstructorDiscussionPage from './instructor-discussion-page.tsx';

const QUEUE = '/v1/instructor/discussion/queue';
const BOARDS = '/v1/instructor/discussion/boards';
const COURSES = '/v1/instructor/course/list';
const course = { id: COURSE_ID, title: 'Brave Explorer Quest', status: 'published' };

const show = (path = '/instructor/group_discussion') =>
  renderPage(<InstructorDiscussionPage />, path, '/instructor/group_discussion');

describe('InstructorDiscussionPage', () => {
  it('shows the queue with held reasons and approves a post from the keyboard', async () => {
    let waiting = [
      post(),
      post({
        id: '55555555-5555-4555-8555-555555555555',
        body: 'Hi all',
        held_reason: null,
        author: { first_name: 'Mia', is_teacher: false, display_name: 'Brave Otter' },
      }),
    ];
    const { calls } = mockApi({
      [QUEUE]: () => page(waiting),
      [COURSES]: page([course]),
      [`POST /v1/instructor/discussion/posts/${post().id}/approve`]: () => {
        waiting = waiting.slice(1);
        return post({ status: 'approved' });
      },
    });
    show();
    const leo = await screen.findByRole('article', { name: 'Leo (shown as Rocket)' });
    expect(leo.textContent).toContain('Add me on discord');
    expect(leo.textContent).toContain(
      'Held by the word filter. It asks to talk or meet outside the class (“add me”).',
    );
    expect(leo.textContent).toContain('On “My bravest moment” · Brave Explorer Quest');
    expect(screen.getByRole('tab', { name: 'To check (2)' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('2 posts waiting, oldest first');

    const approve = within(leo).getByRole('button', { name: 'Approve' });
    approve.focus();
    expect(document.activeElement).toBe(approve);
    fireEvent.click(approve);
    expect(
      await screen.findByText('Leo’s post is approved. Everyone in the course can read it now.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Leo (shown as Rocket)' })).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/approve'))).toBe(true);
    // Focus lands on the list's count, not lost to the page.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('1 post waiting'));
  });

  it('rejects a post', async () => {
    const { calls } = mockApi({
      [QUEUE]: page([post()]),
      [COURSES]: page([course]),
      [`POST /v1/instructor/discussion/posts/${post().id}/reject`]: post({ status: 'rejected' }),
    });
    show();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Leo (shown as Rocket)' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    expect(await screen.findByText('Leo’s post is rejected. Only you can see it.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
      `/v1/instructor/discussion/posts/${post().id}/reject`,
    ]);
  });

  it('shows a reported post with the reasons (never who) and keeps it', async () => {
    const reported = post({
      status: 'approved',
      held_reason: null,
      body: 'I like trains',
      reports: [
        { reason: 'scary', count: 1 },
        { reason: 'unkind', count: 2 },
      ],
    });
    const { calls } = mockApi({
      [QUEUE]: page([reported]),
      [COURSES]: page([course]),
      [`POST /v1/instructor/discussion/posts/${reported.id}/approve`]: { ...reported, reports: [] },
    });
    show();
    const article = await screen.findByRole('article', { name: 'Leo (shown as Rocket)' });
    expect(article.textContent).toContain(
      'Reported by children. It makes me feel worried or scared (1) · It is unkind or rude (2)',
    );
    expect(within(article).getByRole('button', { name: 'Hide from children' })).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual([
        `/v1/instructor/discussion/posts/${reported.id}/approve`,
      ]),
    );
  });

  it('says so when nothing waits', async () => {
    mockApi({ [QUEUE]: page([]), [COURSES]: page([course]) });
    show();
    expect(await screen.findByText('Nothing to check')).toBeTruthy();
  });

  it('lists boards and deletes one only after the confirm dialog', async () => {
    const { calls } = mockApi({
      [QUEUE]: page([]),
      [COURSES]: page([course]),
      [BOARDS]: page([board()]),
      [`DELETE ${BOARDS}/${BOARD_ID}`]: { id: BOARD_ID, deleted: true },
    });
    show('/instructor/group_discussion?tab=boards');
    const card = await screen.findByRole('article', { name: 'My bravest moment' });
    expect(card.textContent).toContain('2 waiting');
    expect(card.textContent).toContain('Brave Explorer Quest');

    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Board?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Delete' }));
    expect(await screen.findByText('“My bravest moment” is deleted.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      `${BOARDS}/${BOARD_ID}`,
    ]);
  });

  it('closes a board', async () => {
    const { calls } = mockApi({
      [QUEUE]: page([]),
      [COURSES]: page([course]),
      [BOARDS]: page([board()]),
      [`PATCH ${BOARDS}/${BOARD_ID}`]: board({ closed_at: '2026-11-22T10:00:00Z' }),
    });
    show('/instructor/group_discussion?tab=boards');
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'My bravest moment' })).getByRole('button', {
        name: 'Close',
      }),
    );
    expect(
      await screen.findByText('“My bravest moment” is closed. Children can still read it.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ closed: true });
  });

  it('opens a new board with a prompt, checking the fields first', async () => {
    const { calls, router } = (() => {
      const api = mockApi({
        [QUEUE]: page([]),
        [COURSES]: page([course]),
        [`POST ${BOARDS}`]: [201, board({ id: BOARD_ID })],
        [`${BOARDS}/${BOARD_ID}`]: board(),
        [`${BOARDS}/${BOARD_ID}/posts`]: page([]),
      });
      return { ...api, ...show() };
    })();
    await screen.findByText('Nothing to check');
    fireEvent.click(screen.getByRole('button', { name: 'New board' }));
    const dialog = await screen.findByRole('dialog', { name: 'New board' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open board' }));
    expect(await within(dialog).findByText('Please give the board a title.')).toBeTruthy();
    expect(within(dialog).getByText('Please write a prompt for the children.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Course/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Brave Explorer Quest' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Title/ }), {
      target: { value: 'My bravest moment' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Prompt/ }), {
      target: { value: 'Tell us about a time you felt brave.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open board' }));
    await waitFor(() => expect(router.state.location.search).toContain(`board=${BOARD_ID}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      course_id: COURSE_ID,
      title: 'My bravest moment',
      prompt: 'Tell us about a time you felt brave.',
    });
    // The new board opens, with its prompt and a first-reply nudge.
    expect(await screen.findByRole('heading', { name: 'My bravest moment' })).toBeTruthy();
    expect(screen.getByText('No posts yet')).toBeTruthy();
  });

  it('shows a board with every post, and the teacher posts to it', async () => {
    const { calls } = mockApi({
      [QUEUE]: page([]),
      [COURSES]: page([course]),
      [`${BOARDS}/${BOARD_ID}`]: board(),
      [`GET ${BOARDS}/${BOARD_ID}/posts`]: page([
        post({
          id: '77777777-7777-4777-8777-777777777777',
          status: 'approved',
          held_reason: null,
          body: 'I jumped off the diving board.',
          author: { first_name: 'Mia', is_teacher: false, display_name: 'Brave Otter' },
        }),
        post(),
      ]),
      [`POST ${BOARDS}/${BOARD_ID}/posts`]: [
        201,
        post({
          status: 'approved',
          author: { first_name: 'Grace', is_teacher: true, display_name: 'Grace' },
        }),
      ],
    });
    show(`/instructor/group_discussion?board=${BOARD_ID}`);
    const mia = await screen.findByRole('article', { name: 'Mia (shown as Brave Otter)' });
    expect(within(mia).getByText('Approved')).toBeTruthy();
    expect(within(mia).getByRole('button', { name: 'Hide from children' })).toBeTruthy();
    const leo = screen.getByRole('article', { name: 'Leo (shown as Rocket)' });
    expect(within(leo).getByText('Waiting for you')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply to the board' }), {
      target: { value: 'Every brave step counts!' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Your post is on the board.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'Every brave step counts!' });
  });

  it('explains a board that cannot be found', async () => {
    mockApi({
      [QUEUE]: page([]),
      [COURSES]: page([course]),
      [`${BOARDS}/${BOARD_ID}`]: [404, { detail: 'We could not find this board.' }],
    });
    show(`/instructor/group_discussion?board=${BOARD_ID}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load this board. We could not find this board.',
    );
  });
});
