import { NEUTRAL_NAME, type PostStatus } from '@ye/contracts/discussion';
import { and, asc, desc, eq, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courseProgress } from '../learning/progress/tables.ts';
import { courses } from '../studio/tables.ts';
import { boardConsents, discussionBoards, discussionPosts, discussionReports } from './tables.ts';

// The boards' reads and writes. Whose board or post it is gets checked in the service from the rows
// read here (the course's owner and state joined in); lists are scoped by the instructor who owns the
// course, or by the child who started it. Counts are correlated subqueries on the (board, status)
// index, never a query per row. Authors are read by first name and type only.

/** A page of rows and the total, from one `count(*) over ()` (a second count only past the end). */
async function pageOf<T extends { total: number }>(
  rows: T[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ count: number; rows: T[] }> {
  if (rows.length === 0 && offset > 0) return { count: await countAll(), rows: [] };
  return { count: Number(rows[0]?.total ?? 0), rows };
}

const total = sql<number>`count(*) over ()::int`;
const countStar = sql<number>`count(*)::int`;

const postsWithStatus = (status: PostStatus) =>
  sql<number>`(select count(*)::int from ${discussionPosts} p where p.board_id = ${discussionBoards.id} and p.status = ${status})`;

// ---- courses and boards ------------------------------------------------------------------------

export async function findCourse(
  db: DbOrTx,
  courseId: string,
): Promise<{ id: string; instructorId: string; state: string } | null> {
  const rows = await db
    .select({ id: courses.id, instructorId: courses.instructorId, state: courses.state })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return rows[0] ?? null;
}

export interface BoardAccessRow {
  id: string;
  courseId: string;
  instructorId: string;
  courseState: string;
  closedAt: Date | null;
}

/** A board with whose course it is; null when there is none. */
export async function findBoard(db: DbOrTx, boardId: string): Promise<BoardAccessRow | null> {
  const rows = await db
    .select({
      id: discussionBoards.id,
      courseId: discussionBoards.courseId,
      instructorId: courses.instructorId,
      courseState: courses.state,
      closedAt: discussionBoards.closedAt,
    })
    .from(discussionBoards)
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .where(eq(discussionBoards.id, boardId))
    .limit(1);
  return rows[0] ?? null;
}

const instructorBoardColumns = {
  id: discussionBoards.id,
  courseId: discussionBoards.courseId,
  courseTitle: courses.title,
  title: discussionBoards.title,
  prompt: discussionBoards.prompt,
  createdAt: discussionBoards.createdAt,
  closedAt: discussionBoards.closedAt,
  pendingCount: postsWithStatus('pending'),
  approvedCount: postsWithStatus('approved'),
  rejectedCount: postsWithStatus('rejected'),
};

export interface InstructorBoardRow {
  id: string;
  courseId: string;
  courseTitle: string;
  title: string;
  prompt: string;
  createdAt: Date;
  closedAt: Date | null;
  pendingCount: number;
  approvedCount: number;
  rejectedCount: number;
}

export async function instructorBoard(db: DbOrTx, boardId: string): Promise<InstructorBoardRow | null> {
  const rows = await db
    .select(instructorBoardColumns)
    .from(discussionBoards)
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .where(eq(discussionBoards.id, boardId))
    .limit(1);
  return rows[0] ?? null;
}

/** The boards on the instructor's courses (not discarded ones), newest first. */
export async function pageInstructorBoards(
  db: DbOrTx,
  params: { instructorId: string; courseId?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: InstructorBoardRow[] }> {
  const conditions: SQL[] = [eq(courses.instructorId, params.instructorId), ne(courses.state, 'discarded')];
  if (params.courseId) conditions.push(eq(discussionBoards.courseId, params.courseId));
  const where = and(...conditions);
  const rows = await db
    .select({ ...instructorBoardColumns, total })
    .from(discussionBoards)
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .where(where)
    .orderBy(desc(discussionBoards.createdAt), asc(discussionBoards.id))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params.offset, async () => {
    const [c] = await db
      .select({ n: countStar })
      .from(discussionBoards)
      .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
      .where(where);
    return Number(c?.n ?? 0);
  });
}

export async function insertBoard(
  db: DbOrTx,
  values: { courseId: string; createdBy: string; title: string; prompt: string },
): Promise<string> {
  const [row] = await db.insert(discussionBoards).values(values).returning({ id: discussionBoards.id });
  if (!row) throw new Error('board insert returned no row');
  return row.id;
}

/** `closed`: true closes the board now (a closed board keeps its first closing time), false reopens. */
export async function updateBoard(
  db: DbOrTx,
  boardId: string,
  changes: { title?: string | undefined; prompt?: string | undefined; closed?: boolean | undefined },
): Promise<void> {
  const set: { title?: string; prompt?: string; closedAt?: SQL | null } = {};
  if (changes.title !== undefined) set.title = changes.title;
  if (changes.prompt !== undefined) set.prompt = changes.prompt;
  if (changes.closed !== undefined)
    set.closedAt = changes.closed ? sql`coalesce(${discussionBoards.closedAt}, now())` : null;
  await db.update(discussionBoards).set(set).where(eq(discussionBoards.id, boardId));
}

/** Deletes the board and, by cascade, its posts. */
export async function deleteBoard(db: DbOrTx, boardId: string): Promise<void> {
  await db.delete(discussionBoards).where(eq(discussionBoards.id, boardId));
}

// ---- posts as the instructor sees them ---------------------------------------------------------

const instructorPostColumns = {
  id: discussionPosts.id,
  boardId: discussionPosts.boardId,
  boardTitle: discussionBoards.title,
  courseTitle: courses.title,
  authorFirstName: users.firstName,
  authorType: users.type,
  authorDisplayName: sql<string>`case when ${users.type} = 'child' then coalesce(${boardConsents.displayName}, ${NEUTRAL_NAME}) else ${users.firstName} end`,
  body: discussionPosts.body,
  status: discussionPosts.status,
  heldReason: discussionPosts.heldReason,
  createdAt: discussionPosts.createdAt,
  moderatedAt: discussionPosts.moderatedAt,
  // Open reports by reason, from the (post, resolved) index; who reported is never read here.
  reports: sql<
    { reason: string; count: number }[]
  >`coalesce((select json_agg(json_build_object('reason', r.reason, 'count', r.n) order by r.reason) from (select ${discussionReports.reason} as reason, count(*)::int as n from ${discussionReports} where ${discussionReports.postId} = ${discussionPosts.id} and ${discussionReports.resolvedAt} is null group by ${discussionReports.reason}) r), '[]'::json)`,
};

export interface InstructorPostRow {
  id: string;
  boardId: string;
  boardTitle: string;
  courseTitle: string;
  authorFirstName: string;
  authorType: string;
  authorDisplayName: string;
  body: string;
  status: string;
  heldReason: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  reports: { reason: string; count: number }[];
}

function instructorPostsFrom(db: DbOrTx) {
  return db
    .select({ ...instructorPostColumns, total })
    .from(discussionPosts)
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .innerJoin(users, eq(users.id, discussionPosts.authorId))
    .leftJoin(boardConsents, eq(boardConsents.childId, discussionPosts.authorId));
}

/** An approved post with a report nobody has decided on yet. */
const hasOpenReport = sql`exists (select 1 from ${discussionReports} where ${discussionReports.postId} = ${discussionPosts.id} and ${discussionReports.resolvedAt} is null)`;

async function countPosts(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [c] = await db
    .select({ n: countStar })
    .from(discussionPosts)
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .where(where);
  return Number(c?.n ?? 0);
}

export async function instructorPost(db: DbOrTx, postId: string): Promise<InstructorPostRow | null> {
  const rows = await instructorPostsFrom(db).where(eq(discussionPosts.id, postId)).limit(1);
  return rows[0] ?? null;
}

/** Waiting posts, and approved ones children reported, on the instructor's boards, oldest first. */
export async function pageQueue(
  db: DbOrTx,
  params: { instructorId: string; boardId?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: InstructorPostRow[] }> {
  const conditions: SQL[] = [
    eq(courses.instructorId, params.instructorId),
    ne(courses.state, 'discarded'),
    or(
      eq(discussionPosts.status, 'pending'),
      and(eq(discussionPosts.status, 'approved'), hasOpenReport),
    ) as SQL,
  ];
  if (params.boardId) conditions.push(eq(discussionPosts.boardId, params.boardId));
  return pageInstructorPosts(db, and(...conditions), params);
}

/** One page of posts with their board and author, oldest first. */
async function pageInstructorPosts(
  db: DbOrTx,
  where: SQL | undefined,
  params: { limit: number; offset: number },
): Promise<{ count: number; rows: InstructorPostRow[] }> {
  const rows = await instructorPostsFrom(db)
    .where(where)
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params.offset, () => countPosts(db, where));
}

/** Every post of one board (any status unless `status` narrows it), oldest first. */
export async function pageBoardPosts(
  db: DbOrTx,
  params: { boardId: string; status?: PostStatus | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: InstructorPostRow[] }> {
  const conditions: SQL[] = [eq(discussionPosts.boardId, params.boardId)];
  if (params.status) conditions.push(eq(discussionPosts.status, params.status));
  return pageInstructorPosts(db, and(...conditions), params);
}

/** A post with whose course it is on; null when there is none. */
export async function findPost(
  db: DbOrTx,
  postId: string,
): Promise<{ id: string; status: string; instructorId: string; courseState: string } | null> {
  const rows = await db
    .select({
      id: discussionPosts.id,
      status: discussionPosts.status,
      instructorId: courses.instructorId,
      courseState: courses.state,
    })
    .from(discussionPosts)
    .innerJoin(discussionBoards, eq(discussionBoards.id, discussionPosts.boardId))
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .where(eq(discussionPosts.id, postId))
    .limit(1);
  return rows[0] ?? null;
}

export async function setPostStatus(
  db: DbOrTx,
  postId: string,
  status: PostStatus,
  moderatorId: string,
): Promise<void> {
  await db
    .update(discussionPosts)
    .set({
      status,
      moderatedAt: sql`now()`,
      moderatedBy: moderatorId,
      // Approval records the name other children read with the post: the parent-approved display
      // name, never the first name (decision 041); reads take the current one from board_consents.
      ...(status === 'approved'
        ? {
            authorDisplayName: sql`coalesce((select ${boardConsents.displayName} from ${boardConsents} where ${boardConsents.childId} = ${discussionPosts.authorId}), ${NEUTRAL_NAME})`,
          }
        : {}),
    })
    .where(eq(discussionPosts.id, postId));
}

/** The instructor decided on a post: its open reports are settled (hidden or kept). */
export async function resolveReports(db: DbOrTx, postId: string): Promise<void> {
  await db
    .update(discussionReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(discussionReports.postId, postId), isNull(discussionReports.resolvedAt)));
}

export async function insertPost(
  db: DbOrTx,
  values: {
    boardId: string;
    authorId: string;
    body: string;
    status: PostStatus;
    heldReason: string | null;
    moderatedBy?: string;
    createdAt?: Date;
  },
): Promise<string> {
  const [row] = await db
    .insert(discussionPosts)
    .values({
      ...values,
      // A post approved on arrival (the instructor's own) counts as moderated by its author.
      moderatedAt: values.status === 'pending' ? null : (values.createdAt ?? sql`now()`),
    })
    .returning({ id: discussionPosts.id });
  if (!row) throw new Error('post insert returned no row');
  return row.id;
}

// ---- boards and posts as a child sees them -----------------------------------------------------

export interface StudentBoardRow {
  id: string;
  courseId: string;
  courseTitle: string;
  title: string;
  prompt: string;
  createdAt: Date;
  closedAt: Date | null;
  postCount: number;
  myWaitingCount: number;
}

/** Approved posts others may read: the teacher's, and children's whose boards are on. */
const shownToOthers = (postsAlias: string) =>
  sql`(select u.type <> 'child' or coalesce((select bc.enabled from ${boardConsents} bc where bc.child_id = ${sql.raw(postsAlias)}.author_id), false) from ${users} u where u.id = ${sql.raw(postsAlias)}.author_id)`;

/**
 * Boards of the courses the child started (kept after completing; none of discarded courses).
 * The join on course_progress is the whole permission: no row, no board.
 */
function studentBoardsFrom(db: DbOrTx, childId: string) {
  return db
    .select({
      id: discussionBoards.id,
      courseId: discussionBoards.courseId,
      courseTitle: courses.title,
      title: discussionBoards.title,
      prompt: discussionBoards.prompt,
      createdAt: discussionBoards.createdAt,
      closedAt: discussionBoards.closedAt,
      postCount: sql<number>`(select count(*)::int from ${discussionPosts} p where p.board_id = ${discussionBoards.id} and p.status = 'approved' and ${shownToOthers('p')})`,
      myWaitingCount: sql<number>`(select count(*)::int from ${discussionPosts} p where p.board_id = ${discussionBoards.id} and p.status = 'pending' and p.author_id = ${childId})`,
      total,
    })
    .from(discussionBoards)
    .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
    .innerJoin(
      courseProgress,
      and(eq(courseProgress.courseId, discussionBoards.courseId), eq(courseProgress.childId, childId)),
    );
}

export async function pageStudentBoards(
  db: DbOrTx,
  params: { childId: string; limit: number; offset: number },
): Promise<{ count: number; rows: StudentBoardRow[] }> {
  const rows = await studentBoardsFrom(db, params.childId)
    .where(ne(courses.state, 'discarded'))
    .orderBy(desc(discussionBoards.createdAt), asc(discussionBoards.id))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params.offset, async () => {
    const [c] = await db
      .select({ n: countStar })
      .from(discussionBoards)
      .innerJoin(courses, eq(courses.id, discussionBoards.courseId))
      .innerJoin(
        courseProgress,
        and(
          eq(courseProgress.courseId, discussionBoards.courseId),
          eq(courseProgress.childId, params.childId),
        ),
      )
      .where(ne(courses.state, 'discarded'));
    return Number(c?.n ?? 0);
  });
}

/** One board the child may read; null when there is none or it is not theirs to read. */
export async function studentBoard(
  db: DbOrTx,
  params: { childId: string; boardId: string },
): Promise<StudentBoardRow | null> {
  const rows = await studentBoardsFrom(db, params.childId)
    .where(and(eq(discussionBoards.id, params.boardId), ne(courses.state, 'discarded')))
    .limit(1);
  return rows[0] ?? null;
}

export interface StudentPostRow {
  id: string;
  boardId: string;
  authorFirstName: string;
  authorType: string;
  isMe: boolean;
  body: string;
  status: string;
  createdAt: Date;
  reportedByMe: boolean;
}

const authorConsent = alias(boardConsents, 'author_consent');

/**
 * What a child may read on a board: their own approved and waiting posts, the teacher's, and other
 * children's approved posts while those children's boards are on (turning boards off takes a child's
 * posts away from the others, decision 041).
 */
const readableBy = (childId: string) =>
  or(
    and(
      eq(discussionPosts.status, 'approved'),
      or(ne(users.type, 'child'), eq(authorConsent.enabled, true), eq(discussionPosts.authorId, childId)),
    ),
    and(eq(discussionPosts.status, 'pending'), eq(discussionPosts.authorId, childId)),
  );

function studentPostsFrom(db: DbOrTx, childId: string) {
  return db
    .select({
      id: discussionPosts.id,
      boardId: discussionPosts.boardId,
      // Children read each other by the display name the parent approved, never the first name.
      authorFirstName: sql<string>`case when ${users.type} = 'child' then coalesce(${authorConsent.displayName}, ${NEUTRAL_NAME}) else ${users.firstName} end`,
      authorType: users.type,
      isMe: sql<boolean>`${discussionPosts.authorId} = ${childId}`,
      body: discussionPosts.body,
      status: discussionPosts.status,
      createdAt: discussionPosts.createdAt,
      reportedByMe: sql<boolean>`exists (select 1 from ${discussionReports} where ${discussionReports.postId} = ${discussionPosts.id} and ${discussionReports.reporterId} = ${childId})`,
      total,
    })
    .from(discussionPosts)
    .innerJoin(users, eq(users.id, discussionPosts.authorId))
    .leftJoin(authorConsent, eq(authorConsent.childId, discussionPosts.authorId));
}

export async function pageStudentPosts(
  db: DbOrTx,
  params: { childId: string; boardId: string; limit: number; offset: number },
): Promise<{ count: number; rows: StudentPostRow[] }> {
  const where = and(eq(discussionPosts.boardId, params.boardId), readableBy(params.childId));
  const rows = await studentPostsFrom(db, params.childId)
    .where(where)
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id))
    .limit(params.limit)
    .offset(params.offset);
  return pageOf(rows, params.offset, async () => {
    const [c] = await db
      .select({ n: countStar })
      .from(discussionPosts)
      .innerJoin(users, eq(users.id, discussionPosts.authorId))
      .leftJoin(authorConsent, eq(authorConsent.childId, discussionPosts.authorId))
      .where(where);
    return Number(c?.n ?? 0);
  });
}

export async function studentPost(
  db: DbOrTx,
  params: { childId: string; postId: string },
): Promise<StudentPostRow | null> {
  const rows = await studentPostsFrom(db, params.childId)
    .where(and(eq(discussionPosts.id, params.postId), readableBy(params.childId)))
    .limit(1);
  return rows[0] ?? null;
}

/** How many of the child's posts on the board still wait for the teacher. */
export async function waitingCount(
  db: DbOrTx,
  params: { childId: string; boardId: string },
): Promise<number> {
  const [c] = await db
    .select({ n: countStar })
    .from(discussionPosts)
    .where(
      and(
        eq(discussionPosts.boardId, params.boardId),
        eq(discussionPosts.authorId, params.childId),
        eq(discussionPosts.status, 'pending'),
      ),
    );
  return Number(c?.n ?? 0);
}

// ---- boards consent, display names and reports (decision 041) -----------------------------------

export interface BoardConsentRow {
  enabled: boolean;
  displayName: string | null;
  changedAt: Date;
  changedByName: string | null;
  policyVersion: string;
}

const changer = alias(users, 'changer');

export async function findBoardConsent(db: DbOrTx, childId: string): Promise<BoardConsentRow | null> {
  const rows = await db
    .select({
      enabled: boardConsents.enabled,
      displayName: boardConsents.displayName,
      changedAt: boardConsents.changedAt,
      changedByName: changer.firstName,
      policyVersion: boardConsents.policyVersion,
    })
    .from(boardConsents)
    .leftJoin(changer, eq(changer.id, boardConsents.changedBy))
    .where(eq(boardConsents.childId, childId))
    .limit(1);
  return rows[0] ?? null;
}

export async function saveBoardConsent(
  db: DbOrTx,
  values: {
    childId: string;
    enabled: boolean;
    displayName: string | null;
    changedBy: string;
    changedAt: Date;
    policyVersion: string;
  },
): Promise<void> {
  const { childId, ...rest } = values;
  await db
    .insert(boardConsents)
    .values(values)
    .onConflictDoUpdate({ target: boardConsents.childId, set: rest });
}

/**
 * Whether the name is taken by someone else a child could be mistaken for: another child's first
 * name, username or full name, or another child's display name (case and spaces ignored).
 */
export async function nameTakenByAnotherChild(db: DbOrTx, childId: string, name: string): Promise<boolean> {
  const n = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const { rows } = await db.execute<{ taken: boolean }>(sql`
    select exists (
      select 1 from ${users} u
       where u.type = 'child' and u.id <> ${childId}
         and (lower(u.first_name) = ${n} or lower(u.username) = ${n}
              or lower(u.first_name || ' ' || u.last_name) = ${n})
    ) or exists (
      select 1 from ${boardConsents} b
       where b.child_id <> ${childId} and lower(b.display_name) = ${n}
    ) as taken`);
  return Boolean(rows[0]?.taken);
}

/** The full names a post on this board must not carry: the author's and the board's other authors'. */
export async function namesAround(
  db: DbOrTx,
  params: { childId: string; boardId: string },
): Promise<{ first: string; last: string }[]> {
  return db
    .selectDistinct({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(
      or(
        eq(users.id, params.childId),
        sql`${users.id} in (select ${discussionPosts.authorId} from ${discussionPosts} where ${discussionPosts.boardId} = ${params.boardId})`,
      ),
    );
}

/** A child's report: a second report by the same child replaces the first and opens it again. */
export async function upsertReport(
  db: DbOrTx,
  values: { postId: string; reporterId: string; reason: string },
): Promise<void> {
  await db
    .insert(discussionReports)
    .values(values)
    .onConflictDoUpdate({
      target: [discussionReports.postId, discussionReports.reporterId],
      set: { reason: values.reason, resolvedAt: null, createdAt: sql`now()` },
    });
}

/** A child's first and last name, to keep them out of the display name. */
export async function childName(db: DbOrTx, childId: string): Promise<{ first: string; last: string }> {
  const rows = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, childId))
    .limit(1);
  return rows[0] ?? { first: '', last: '' };
}
