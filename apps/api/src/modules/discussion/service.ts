import { PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import {
  BOARDS_OFF,
  type BoardPostsQuery,
  type ChildBoards,
  type CreateBoardRequest,
  type DeleteBoardResponse,
  type InstructorBoard,
  type InstructorBoardListQuery,
  type InstructorBoardPage,
  type InstructorPost,
  type InstructorPostPage,
  MAX_WAITING_POSTS,
  type ModerationQueueQuery,
  NEUTRAL_NAME,
  type PostStatus,
  type ReportReason,
  type StudentBoard,
  type StudentBoardPage,
  type StudentBoardsStatus,
  type StudentPost,
  type StudentPostCreated,
  type StudentPostPage,
  type UpdateBoardRequest,
} from '@ye/contracts/discussion';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findPersonalDetails, personalDetailsMessage } from '../../safety/personal-details.ts';
import { heldReason, nameProblem, screenPost } from '../../safety/word-filter.ts';
import { CHILD_NOT_FOUND, ownChild, recordAudit } from '../auth/service.ts';
import { COURSE_NOT_FOUND } from '../catalog/service.ts';
import { type SafetyDeps, screenChildWordsIn } from '../safety/service.ts';
import * as q from './queries.ts';

export const BOARD_NOT_FOUND = 'We could not find this board.';
export const POST_NOT_FOUND = 'We could not find this post.';
export const BOARD_CLOSED = 'This board is closed, so it takes no new posts.';
export const BOARD_CLOSED_FOR_TEACHER = 'This board is closed. Reopen it to post.';
export const TOO_MANY_WAITING = `You have ${MAX_WAITING_POSTS} posts waiting for your teacher. Please wait until they are checked.`;
/** Told to a child whose post has a link or asks to meet outside the class; the teacher sees why. */
export const PRIVATE_TIP =
  'It looks like your post has a web link or asks someone to talk outside the class. Your teacher will check it first. Next time, keep those just for you and your family.';
export const OWN_POST_REPORT = 'This is your own post. If you want it changed, ask your teacher.';
export const REPORT_THANKS =
  'Thank you for telling us. Your teacher will look at it. Nobody else will know you reported it.';
/** Word-filter findings that still only hold a post (personal details are refused before storing). */
const TIP_KINDS = ['link', 'contact'];

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
    author: {
      first_name: row.authorFirstName,
      is_teacher: row.authorType !== 'child',
      display_name: row.authorDisplayName,
    },
    body: row.body,
    status: row.status as PostStatus,
    held_reason: row.heldReason,
    created_at: row.createdAt.toISOString(),
    moderated_at: iso(row.moderatedAt),
    reports: row.reports,
  };
}

function toStudentBoard(row: q.StudentBoardRow, canPost: boolean): StudentBoard {
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
    can_post: canPost,
  };
}

/** Shown instead of a child's name while their parent has approved none. */
export const CLASSMATE = NEUTRAL_NAME;

function toStudentPost(row: q.StudentPostRow): StudentPost {
  // `authorFirstName` is the approved display name for a child (queries.ts), the first name for a teacher.
  return {
    id: row.id,
    author: { first_name: row.authorFirstName, is_teacher: row.authorType !== 'child', is_me: row.isMe },
    body: row.body,
    created_at: row.createdAt.toISOString(),
    waiting: row.status === 'pending',
    reported_by_me: row.reportedByMe,
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
  // Deciding on a post settles what children reported about it: rejecting hides it, approving keeps it.
  await q.resolveReports(db, post.id);
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
  const [{ count, rows }, canPost] = await Promise.all([
    q.pageStudentBoards(db, { childId: caller.userId, ...page(query) }),
    boardsOn(db, caller.userId),
  ]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => toStudentBoard(r, canPost)),
  };
}

async function readableBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<q.StudentBoardRow> {
  const board = await q.studentBoard(db, { childId: caller.userId, boardId });
  if (!board) throw new NotFound(BOARD_NOT_FOUND, 'board_not_found');
  return board;
}

export async function studentBoard(db: DbOrTx, caller: Caller, boardId: string): Promise<StudentBoard> {
  const [board, canPost] = await Promise.all([
    readableBoard(db, caller, boardId),
    boardsOn(db, caller.userId),
  ]);
  return toStudentBoard(board, canPost);
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
  safety?: SafetyDeps,
): Promise<StudentPostCreated> {
  const board = await readableBoard(db, caller, boardId);
  if (!(await boardsOn(db, caller.userId))) throw new Forbidden(BOARDS_OFF, 'boards_off');
  if (board.closedAt) throw new Conflict(BOARD_CLOSED, 'board_closed');
  if ((await q.waitingCount(db, { childId: caller.userId, boardId: board.id })) >= MAX_WAITING_POSTS)
    throw new Conflict(TOO_MANY_WAITING, 'too_many_waiting');
  // The safety layer reads the words first (decision 046): a crisis phrase alerts the parent even
  // when the post is then refused for its personal details.
  const screened = safety
    ? await screenChildWordsIn(safety, { childId: caller.userId, source: 'discussion', text: body })
    : null;
  // Personal details are refused before anything is stored: the text never reaches the database.
  const details = findPersonalDetails(
    body,
    await q.namesAround(db, { childId: caller.userId, boardId: board.id }),
  );
  if (details.length > 0)
    throw new Invalid(
      [personalDetailsMessage(details), screened?.notice?.message].filter(Boolean).join(' '),
      'personal_details',
    );
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
    tip: findings.some((f) => TIP_KINDS.includes(f.kind)) ? PRIVATE_TIP : null,
    ...(screened?.notice ? { safety_notice: screened.notice } : {}),
  };
}

// ---- boards consent and display names (decision 041) ---------------------------------------------

/** Whether the child's parent has turned boards (posting and live chat) on; off without a row. */
export async function boardsOn(db: DbOrTx, childId: string): Promise<boolean> {
  return (await q.findBoardConsent(db, childId))?.enabled ?? false;
}

/** The name other children see for this child: the approved display name, or the neutral one. */
export async function displayNameOf(db: DbOrTx, childId: string): Promise<string> {
  return (await q.findBoardConsent(db, childId))?.displayName ?? NEUTRAL_NAME;
}

/** GET /v1/discussion/me: whether the child may post, and the name other children see. */
export async function studentStatus(db: DbOrTx, caller: Caller): Promise<StudentBoardsStatus> {
  const row = await q.findBoardConsent(db, caller.userId);
  return { can_post: row?.enabled ?? false, display_name: row?.displayName ?? NEUTRAL_NAME };
}

function toChildBoards(childId: string, row: q.BoardConsentRow | null): ChildBoards {
  return {
    child_id: childId,
    enabled: row?.enabled ?? false,
    display_name: row?.displayName ?? null,
    changed_at: row ? row.changedAt.toISOString() : null,
    changed_by: row?.changedByName ?? null,
    policy_version: row?.policyVersion ?? null,
  };
}

export async function childBoards(db: DbOrTx, caller: Caller, childId: string): Promise<ChildBoards> {
  if (!(await ownChild(db, caller.userId, childId))) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return toChildBoards(childId, await q.findBoardConsent(db, childId));
}

/** Letters (any alphabet), digits, spaces, hyphens and apostrophes: a name, not a message. */
const DISPLAY_NAME_CHARS = /^[\p{L}\p{N}][\p{L}\p{N} '’-]*$/u;

/** Why this display name will not do, in plain words for the parent; null when it is fine. */
export async function displayNameProblem(db: DbOrTx, childId: string, name: string): Promise<string | null> {
  const child = await q.childName(db, childId);
  if (!DISPLAY_NAME_CHARS.test(name))
    return 'Please use only letters, numbers, spaces, hyphens and apostrophes in the display name.';
  if (/\d{3,}/.test(name)) return 'Please use at most two digits in a row: long numbers can be personal.';
  const details = findPersonalDetails(name, [child]);
  if (details.includes('full_name') || (child.last && name.toLowerCase().includes(child.last.toLowerCase())))
    return 'Please do not use your child’s last name: other children can see the display name.';
  if (details.length > 0) return 'Please choose a name without personal details: other children can see it.';
  const rude = nameProblem(name);
  if (rude) return rude;
  if (await q.nameTakenByAnotherChild(db, childId, name))
    return 'This is another child’s name. Please choose one that is only your child’s.';
  return null;
}

/**
 * PUT /v1/discussion/children/{id}/boards: the parent turns boards on or off and approves the display
 * name. Recorded with who, when and the policy version, and as an audit row.
 */
export async function updateChildBoards(
  db: Db,
  caller: Caller,
  childId: string,
  body: { enabled: boolean; display_name: string | null },
  now: Date,
): Promise<ChildBoards> {
  const child = await ownChild(db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  if (body.display_name !== null) {
    const problem = await displayNameProblem(db, child.id, body.display_name);
    if (problem) throw new Invalid(problem, 'display_name_invalid');
  }
  await db.transaction(async (tx) => {
    await q.saveBoardConsent(tx, {
      childId,
      enabled: body.enabled,
      displayName: body.display_name,
      changedBy: caller.userId,
      changedAt: now,
      policyVersion: PRIVACY_POLICY_VERSION,
    });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: body.enabled ? 'boards.on' : 'boards.off',
      targetUserId: childId,
      details: { policy_version: PRIVACY_POLICY_VERSION, display_name_set: body.display_name !== null },
    });
  });
  return toChildBoards(childId, await q.findBoardConsent(db, childId));
}

// ---- reports -------------------------------------------------------------------------------------

/**
 * POST /v1/discussion/posts/{id}/report: a child reports a post they can read (not their own). The
 * teacher sees the reason; nobody sees who reported. Reporting needs no boards consent: it shows
 * nothing to other children.
 */
export async function reportPost(
  db: DbOrTx,
  caller: Caller,
  postId: string,
  reason: ReportReason,
): Promise<string> {
  const post = await q.studentPost(db, { childId: caller.userId, postId });
  if (post?.status !== 'approved') throw new NotFound(POST_NOT_FOUND, 'post_not_found');
  // Only posts on a board the child may read (a course they started); any other is absent.
  if (!(await q.studentBoard(db, { childId: caller.userId, boardId: post.boardId })))
    throw new NotFound(POST_NOT_FOUND, 'post_not_found');
  if (post.isMe) throw new Conflict(OWN_POST_REPORT, 'own_post');
  await q.upsertReport(db, { postId, reporterId: caller.userId, reason });
  return REPORT_THANKS;
}
