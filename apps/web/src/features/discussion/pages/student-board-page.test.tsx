import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WAITING_NOTE } from '../components/student-board/post-bubble.tsx';
import { POSTING_OFF, SAFETY_REMINDER, THANK_YOU } from '../components/student-board/reply-box.tsx';
import { BOARD_ID, mockApi, page, renderPage, studentBoard, studentPost } from '../test-utils.tsx';
import StudentBoardPage from './student-board-page.tsx';
import StudentBoardsPage from './student-boards-page.tsx';

const BOARD = `/v1/discussion/boards/${BOARD_ID}`;
const POSTS = `${BOARD}/posts`;

const showBoard = () =>
  renderPage(<StudentBoardPage />, `/student/discussions/${BOARD_ID}`, '/student/discussions/:boardId');

const mine = studentPost({
  id: '66666666-6666-4666-8666-666666666666',
  author: { first_name: 'Mia', is_teacher: false, is_me: true },
  body: 'I want to try the cave mission again.',
  waiting: true,
});

describe('StudentBoardPage', () => {
  it('shows the question, approved posts and my waiting post with a kind note', async () => {
    mockApi({
      [BOARD]: studentBoard(),
      [POSTS]: page([
        studentPost({
          author: { first_name: 'Grace', is_teacher: true, is_me: false },
          body: 'I will start!',
        }),
        studentPost(),
        mine,
      ]),
    });
    showBoard();
    expect(await screen.findByRole('heading', { level: 1, name: 'My bravest moment' })).toBeTruthy();
    expect(screen.getByText('Tell us about a time you felt brave.')).toBeTruthy();
    expect((await screen.findByRole('article', { name: 'Grace, your teacher wrote' })).textContent).toContain(
      'I will start!',
    );
    const leo = screen.getByRole('article', { name: 'Leo wrote' });
    expect(leo.textContent).not.toContain(WAITING_NOTE);
    const me = screen.getByRole('article', { name: 'You wrote' });
    expect(me.textContent).toContain(WAITING_NOTE);
    expect(screen.getByText(new RegExp(SAFETY_REMINDER.slice(0, 40)))).toBeTruthy();
  });

  it('sends a reply to the teacher, thanks the child and passes on a gentle tip', async () => {
    const tip = 'It looks like your post may have something private in it.';
    const { calls } = mockApi({
      [BOARD]: studentBoard(),
      [`GET ${POSTS}`]: page([]),
      [`POST ${POSTS}`]: [201, { ...mine, tip }],
    });
    showBoard();
    expect(await screen.findByText('Nobody has shared yet. You can be the first!')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my teacher' }));
    expect(await screen.findByText('Please write something first.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(box, { target: { value: '  My number is 555 123 4567  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my teacher' }));
    const status = await screen.findByText(THANK_YOU);
    expect(status.closest('[role="status"]')?.textContent).toContain(tip);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ body: 'My number is 555 123 4567' });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('says plainly when the board stopped taking posts', async () => {
    mockApi({
      [BOARD]: studentBoard(),
      [`GET ${POSTS}`]: page([]),
      [`POST ${POSTS}`]: [409, { detail: 'This board is closed, so it takes no new posts.' }],
    });
    showBoard();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Hello' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send to my teacher' }));
    expect(await screen.findByText('This board is closed, so it takes no new posts.')).toBeTruthy();
  });

  it('a closed board can be read but has no reply box', async () => {
    mockApi({ [BOARD]: studentBoard({ closed: true }), [POSTS]: page([studentPost()]) });
    showBoard();
    expect(
      await screen.findByText('This board is closed now. You can still read what everyone shared.'),
    ).toBeTruthy();
    await screen.findByRole('article', { name: 'Leo wrote' });
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('while the grown-up has not turned boards on, the child reads and is told kindly, with no reply box', async () => {
    mockApi({ [BOARD]: studentBoard({ can_post: false }), [POSTS]: page([studentPost()]) });
    showBoard();
    await screen.findByRole('article', { name: 'Leo wrote' });
    expect(screen.getByRole('note').textContent).toBe(POSTING_OFF);
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('reports another child’s post with a reason from the list; never my own', async () => {
    const thanks = 'Thank you for telling us. Your teacher will look at it.';
    const { calls } = mockApi({
      [BOARD]: studentBoard(),
      [POSTS]: page([studentPost(), { ...mine, waiting: false }]),
      [`POST /v1/discussion/posts/${studentPost().id}/report`]: { detail: thanks },
    });
    showBoard();
    const leo = await screen.findByRole('article', { name: 'Leo wrote' });
    expect(
      within(screen.getByRole('article', { name: 'You wrote' })).queryByRole('button', { name: /Report/ }),
    ).toBeNull();
    fireEvent.click(within(leo).getByRole('button', { name: "Report Leo's post" }));
    const dialog = await screen.findByRole('dialog', { name: 'What is wrong with this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tell my teacher' }));
    expect(await within(dialog).findByText('Please choose what is wrong.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'It is unkind or rude' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tell my teacher' }));
    expect(await within(leo).findByText(thanks)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'unkind' });
  });

  it('a board of a course the child did not start is explained kindly', async () => {
    mockApi({ [BOARD]: [404, { detail: 'We could not find this board.' }], [POSTS]: [404, { detail: 'x' }] });
    showBoard();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not find this talk board.');
    expect(screen.getAllByRole('link', { name: /talk boards/ })[0]?.getAttribute('href')).toBe(
      '/student/discussions',
    );
  });
});

describe('StudentBoardsPage', () => {
  it('lists the boards of my courses with my waiting posts', async () => {
    mockApi({
      '/v1/discussion/boards': page([
        studentBoard(),
        studentBoard({ id: 'b2', title: 'Calm', closed: true, my_waiting_count: 0 }),
      ]),
    });
    renderPage(<StudentBoardsPage />, '/student/discussions', '/student/discussions');
    const links = await screen.findAllByRole('link');
    const first = links.find((l) => l.getAttribute('href') === `/student/discussions/${BOARD_ID}`);
    expect(first?.textContent).toContain('1 waiting for your teacher');
    const second = links.find((l) => l.getAttribute('href') === '/student/discussions/b2');
    expect(second && within(second).getByText('Closed')).toBeTruthy();
  });

  it('has a friendly empty state', async () => {
    mockApi({ '/v1/discussion/boards': page([]) });
    renderPage(<StudentBoardsPage />, '/student/discussions', '/student/discussions');
    expect(await screen.findByText('No talk boards yet')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'My courses' }).getAttribute('href')).toBe('/student/courses'),
    );
  });
});
