import {
  type BoardPostsQuery,
  type CreateBoardRequest,
  type DeleteBoardResponse,
  type InstructorBoard,
  type InstructorBoardListQuery,
  type InstructorBoardPage,
  type InstructorPost,
  type InstructorPostPage,
  MAX_WAITING_POSTS,
  type ModerationQueueQuery,
  type PostStatus,
  type StudentBoard,
  type StudentBoardPage,
  type StudentPost,
  type StudentPostCreated,
  type StudentPostPage,
  type UpdateBoardRequest,
} from '@ye/contracts/discussion';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { heldReason, nameProblem, PRIVATE_KINDS, screenPost } from '../../safety/word-filter.ts';
import { COURSE_NOT_FOUND } from '../catalog/service.ts';
import * as q from './queries.ts';

export const BOARD_NOT_FOUND = 'We could not find this board.';
export const POST_NOT_FOUND = 'We could not find this post.';
export const BOARD_CLOSED = 'This board is closed, so it takes no new posts.';
export const BOARD_CLOSED_FOR_TEACHER = 'This board is closed. Reopen it to post.';
export const TOO_MANY_WAITING = `You have ${MAX_WAITING_POSTS} posts waiting for your teacher. Please wait until they are checked.`;
/** Told to a child whose post holds something private; the teacher sees the exact reason. */
export const PRIVATE_TIP =
  'It looks like your post may have something private in it, like an email, a phone number or where you live. Your teacher will check it first. Next time, keep those just for you and your family.';

/** Only the course's owner, or an admin, runs its boards; a discarded course's boards are gone. */
function mayRun(caller: Caller, course: { instructorId: string; state: string }): boolean {
  if (course.state === 'discarded') return false;
  return caller.type === 'admin' || course.instructorId === caller.userId;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const page = (query: { page: number; page_size: number }) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});

function toInstructorBoard(row: q.InstructorBoardRow): InstructorBoard {
  return {
    id: row.id,
    course_id: row.courseId,
    course_title: row.courseTitle,
    title: row.title,
    prompt: row.prompt,
    created_at: row.createdAt.toISOString(),
    closed_at: iso(row.closedAt),
    pending_count: Number(row.pendingCount),
    approved_count: Number(row.approvedCount),
    rejected_count: Number(row.rejectedCount),
  };
}

function toInstructorPost(row: q.InstructorPostRow): InstructorPost {
  return {
    id: row.id,
    board_id: row.boardId,
    board_title: row.boardTitle,
    course_title: row.courseTitle,
    author: { first_name: row.authorFirstName, is_teacher: row.authorType !== 'child' },
    body: row.body,
    status: row.status as PostStatus,
    held_reason: row.heldReason,
    created_at: row.createdAt.toISOString(),
    moderated_at: iso(row.moderatedAt),
  };
}

function toStudentBoard(row: q.StudentBoardRow): StudentBoard {
  return {
    id: row.id,
    course_id: row.courseId,
    course_title: row.courseTitle,
    title: row.title,
    prompt: row.prompt,
    created_at: row.createdAt.toISOString(),
    closed: row.closedAt !== null,
    post_count: Number(row.postCount),
    my_waiting_count: Number(row.myWaitingCount),
  };
}

/** Shown instead of another child's name that the word filter would refuse (set before it existed). */
export const CLASSMATE = 'A classmate';

function toStudentPost(row: q.StudentPostRow): StudentPost {
  const isTeacher = row.authorType !== 'child';
  // Children read other children's names only once the filter passes them, like their posts.
  const firstName =
    isTeacher || row.isMe || !nameProblem(row.authorFirstName) ? row.authorFirstName : CLASSMATE;
  return {
    id: row.id,
    author: { first_name: firstName, is_teacher: isTeacher, is_me: row.isMe },
    body: row.body,
    created_at: row.createdAt.toISOString(),
    waiting: row.status === 'pending',
  };
}

async function runnableBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<q.BoardAccessRow> {
  const board = await q.findBoard(db, boardId);
  if (!board || !mayRun(caller, { instructorId: board.instructorId, state: board.courseState }))
    throw new NotFound(BOARD_NOT_FOUND, 'board_not_found');
  return board;
}

async function reread(db: DbOrTx, boardId: string): Promise<InstructorBoard> {
  const row = await q.instructorBoard(db, boardId);
  if (!row) throw new NotFound(BOARD_NOT_FOUND, 'board_not_found');
  return toInstructorBoard(row);
}

async function rereadPost(db: DbOrTx, postId: string): Promise<InstructorPost> {
  const row = await q.instructorPost(db, postId);
  if (!row) throw new NotFound(POST_NOT_FOUND, 'post_not_found');
  return toInstructorPost(row);
}

// ---- instructor ----------------------------------------------------------------------------------

export async function createBoard(
  db: DbOrTx,
  caller: Caller,
  body: CreateBoardRequest,
): Promise<InstructorBoard> {
  const course = await q.findCourse(db, body.course_id);
  if (!course || !mayRun(caller, course)) throw new NotFound(COURSE_NOT_FOUND, 'course_not_found');
  const id = await q.insertBoard(db, {
    courseId: course.id,
    createdBy: caller.userId,
    title: body.title,
    prompt: body.prompt,
  });
  return reread(db, id);
}

/** The caller's own boards (an admin's list is their own too, as in the studio). */
export async function listBoards(
  db: DbOrTx,
  caller: Caller,
  query: InstructorBoardListQuery,
): Promise<InstructorBoardPage> {
  const { count, rows } = await q.pageInstructorBoards(db, {
    instructorId: caller.userId,
    courseId: query.course_id,
    ...page(query),
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toInstructorBoard) };
}

export async function getBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<InstructorBoard> {
  const board = await runnableBoard(db, caller, boardId);
  return reread(db, board.id);
}

export async function updateBoard(
  db: DbOrTx,
  caller: Caller,
  boardId: string,
  body: UpdateBoardRequest,
): Promise<InstructorBoard> {
  const board = await runnableBoard(db, caller, boardId);
  await q.updateBoard(db, board.id, body);
  return reread(db, board.id);
}

export async function deleteBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<DeleteBoardResponse> {
  const board = await runnableBoard(db, caller, boardId);
  await q.deleteBoard(db, board.id);
  return { id: board.id, deleted: true };
}

export async function boardPosts(
  db: DbOrTx,
  caller: Caller,
  boardId: string,
  query: BoardPostsQuery,
): Promise<InstructorPostPage> {
  const board = await runnableBoard(db, caller, boardId);
  const { count, rows } = await q.pageBoardPosts(db, {
    boardId: board.id,
    status: query.status,
    ...page(query),
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toInstructorPost) };
}

/** The waiting posts on the caller's boards (or on the one named, which must be theirs), oldest first. */
export async function moderationQueue(
  db: DbOrTx,
  caller: Caller,
  query: ModerationQueueQuery,
): Promise<InstructorPostPage> {
  if (query.board_id) await runnableBoard(db, caller, query.board_id);
  const { count, rows } = await q.pageQueue(db, {
    instructorId: caller.userId,
    boardId: query.board_id,
    ...page(query),
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toInstructorPost) };
}

/**
 * Approves or rejects a post on one of the caller's boards. A decision can be changed (an approved
 * post taken down, a rejected one approved after all); deciding the same again changes nothing.
 */
export async function moderatePost(
  db: DbOrTx,
  caller: Caller,
  postId: string,
  status: Exclude<PostStatus, 'pending'>,
): Promise<InstructorPost> {
  const post = await q.findPost(db, postId);
  if (!post || !mayRun(caller, { instructorId: post.instructorId, state: post.courseState }))
    throw new NotFound(POST_NOT_FOUND, 'post_not_found');
  if (post.status !== status) await q.setPostStatus(db, post.id, status, caller.userId);
  return rereadPost(db, post.id);
}

/** The instructor's own post on their board: approved at once, never filtered. */
export async function instructorPost(
  db: DbOrTx,
  caller: Caller,
  boardId: string,
  body: string,
): Promise<InstructorPost> {
  const board = await runnableBoard(db, caller, boardId);
  if (board.closedAt) throw new Conflict(BOARD_CLOSED_FOR_TEACHER, 'board_closed');
  const id = await q.insertPost(db, {
    boardId: board.id,
    authorId: caller.userId,
    body,
    status: 'approved',
    heldReason: null,
    moderatedBy: caller.userId,
  });
  return rereadPost(db, id);
}

// ---- child ---------------------------------------------------------------------------------------

export async function studentBoards(
  db: DbOrTx,
  caller: Caller,
  query: { page: number; page_size: number },
): Promise<StudentBoardPage> {
  const { count, rows } = await q.pageStudentBoards(db, { childId: caller.userId, ...page(query) });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toStudentBoard) };
}

async function readableBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<q.StudentBoardRow> {
  const board = await q.studentBoard(db, { childId: caller.userId, boardId });
  if (!board) throw new NotFound(BOARD_NOT_FOUND, 'board_not_found');
  return board;
}

export async function studentBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<StudentBoard> {
  return toStudentBoard(await readableBoard(db, caller, boardId));
}

export async function studentPosts(
  db: DbOrTx,
  caller: Caller,
  boardId: string,
  query: { page: number; page_size: number },
): Promise<StudentPostPage> {
  const board = await readableBoard(db, caller, boardId);
  const { count, rows } = await q.pageStudentPosts(db, {
    childId: caller.userId,
    boardId: board.id,
    ...page(query),
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toStudentPost) };
}

/**
 * A child's reply: always waiting for the teacher. The word filter's findings are kept as the held
 * reason for the teacher; the child hears only a kind tip when something private was found.
 */
export async function createStudentPost(
  db: Db,
  caller: Caller,
  boardId: string,
  body: string,
): Promise<StudentPostCreated> {
  const board = await readableBoard(db, caller, boardId);
  if (board.closedAt) throw new Conflict(BOARD_CLOSED, 'board_closed');
  if ((await q.waitingCount(db, { childId: caller.userId, boardId: board.id })) >= MAX_WAITING_POSTS)
    throw new Conflict(TOO_MANY_WAITING, 'too_many_waiting');
  const findings = screenPost(body);
  const id = await q.insertPost(db, {
    boardId: board.id,
    authorId: caller.userId,
    body,
    status: 'pending',
    heldReason: heldReason(findings),
  });
  const row = await q.studentPost(db, { childId: caller.userId, postId: id });
  if (!row) throw new NotFound(POST_NOT_FOUND, 'post_not_found');
  return {
    ...toStudentPost(row),
    tip: findings.some((f) => PRIVATE_KINDS.includes(f.kind)) ? PRIVATE_TIP : null,
  };
}
