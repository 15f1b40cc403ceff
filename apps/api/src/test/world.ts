import { USER_TYPES, type UserType } from '@ye/contracts/roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { instructorAssignments } from '../modules/assignments/tables.ts';
import { issueCertificate } from '../modules/learning/certificates/queries.ts';
import { queueRatingPrompt } from '../modules/learning/progress/queries.ts';
import { insertTestCourse, insertTestProgress, type TestCourse } from '../modules/learning/test-courses.ts';
import { lessons } from '../modules/studio/tables.ts';
import { authAs, createChild, createParent, createUser, type FixtureUser } from './fixtures.ts';

/**
 * Two of everything, for tests about who may touch what (authz-matrix.test.ts, fuzz.test.ts): two
 * families (a parent and a child each) and two instructors, each instructor with a published course
 * (two chapters, two lessons each, the second a reflection) that their family's child has started,
 * a draft course ready to publish, a quiz question and a quiz
 * attached to the first lesson, a discussion board with the child's approved post, an assignment of
 * the course to that child, and the child's certificate for a second, completed course. Plus one
 * provider, ely_admin, external_admin and admin. Side `a` is the one tests act as; `b` is "someone
 * else's".
 */
export interface Side {
  parent: FixtureUser;
  child: FixtureUser;
  instructor: FixtureUser;
  course: TestCourse;
  draftCourse: TestCourse;
  completedCourse: TestCourse;
  questionId: string;
  quizId: string;
  boardId: string;
  postId: string;
  assignmentId: string;
  certificateSerial: string;
}

export type Role = 'anonymous' | UserType;
export const ROLES: readonly Role[] = ['anonymous', ...USER_TYPES];

export interface World {
  a: Side;
  b: Side;
  provider: FixtureUser;
  ely_admin: FixtureUser;
  external_admin: FixtureUser;
  admin: FixtureUser;
  /** Headers to act as each role (side a for parent, child and instructor). */
  as: Record<Role, Record<string, string>>;
  /** Headers to act as side b's parent, child and instructor. */
  asB: Record<'parent' | 'child' | 'instructor', Record<string, string>>;
}

async function call<T>(
  app: FastifyInstance,
  headers: Record<string, string>,
  method: 'POST' | 'GET' | 'PUT',
  url: string,
  payload?: unknown,
): Promise<T> {
  const res = await app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode >= 300)
    throw new Error(`world setup: ${method} ${url} -> ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

async function makeSide(app: FastifyInstance, db: Db, name: string): Promise<Side> {
  const parent = await createParent(db, { firstName: `Parent${name}` });
  const child = await createChild(db, parent, { firstName: `Kid${name}`, birthday: '2016-05-01' });
  const instructor = await createUser(db, { type: 'instructor', firstName: `Teacher${name}` });
  const course = await insertTestCourse(db, {
    instructorId: instructor.id,
    title: `Course ${name}`,
    lessonsPerChapter: [2, 2],
  });
  const draftCourse = await insertTestCourse(db, {
    instructorId: instructor.id,
    title: `Draft ${name}`,
    state: 'draft',
    // Ready to publish: a cover and a lesson in its one chapter.
    coverImage: '/v1/media/covers/calm.svg',
    lessonsPerChapter: [1],
  });
  const completedCourse = await insertTestCourse(db, {
    instructorId: instructor.id,
    title: `Done ${name}`,
    lessonsPerChapter: [1],
  });
  // The course's second lesson is a reflection (it has a journal).
  await db
    .update(lessons)
    .set({ kind: 'reflection' })
    .where(eq(lessons.id, course.lessonIds[1] ?? ''));
  await insertTestProgress(db, { childId: child.id, course, completedLessonIds: [] });
  await insertTestProgress(db, {
    childId: child.id,
    course: completedCourse,
    completedLessonIds: completedCourse.lessonIds,
    courseCompleted: true,
  });
  const certificateSerial = await issueCertificate(db, child.id, completedCourse.id);
  await queueRatingPrompt(db, child.id, completedCourse.id);

  const teacher = await authAs(app, instructor);
  const kid = await authAs(app, child);
  const question = await call<{ id: string }>(app, teacher, 'POST', '/v1/instructor/quiz/question/create', {
    kind: 'quiz',
    prompt: `Question ${name}?`,
    options: ['Yes', 'No'],
    correct_option: 0,
  });
  const quiz = await call<{ id: string }>(app, teacher, 'POST', '/v1/instructor/quiz/create', {
    kind: 'quiz',
    title: `Quiz ${name}`,
    question_ids: [question.id],
  });
  await call(app, teacher, 'POST', `/v1/instructor/quiz/attach/${quiz.id}`, {
    lesson_id: course.lessonIds[0],
  });
  const board = await call<{ id: string }>(app, teacher, 'POST', '/v1/instructor/discussion/boards', {
    course_id: course.id,
    title: `Board ${name}`,
    prompt: 'What made you proud this week?',
  });
  // Boards are off until the parent turns them on (decision 041). Display names are unique, and a
  // test may build several worlds in one database.
  // No vowels (and none of c, f, k, l): random letters could otherwise spell a rude word, which the
  // display-name rules refuse (CI once drew one).
  const SAFE = 'bdghjmnpqrstvwxz';
  const letters = Array.from({ length: 6 }, () => SAFE[Math.floor(Math.random() * SAFE.length)]).join('');
  await call(app, await authAs(app, parent), 'PUT', `/v1/discussion/children/${child.id}/boards`, {
    enabled: true,
    display_name: `Comet ${name} ${letters}`,
  });
  const post = await call<{ id: string }>(app, kid, 'POST', `/v1/discussion/boards/${board.id}/posts`, {
    body: 'I helped my friend today.',
  });
  await call(app, teacher, 'POST', `/v1/instructor/discussion/posts/${post.id}/approve`);
  // Straight into the table: the route checks the due date against the API's clock, which a test
  // run may set to another day.
  const [assigned] = await db
    .insert(instructorAssignments)
    .values({ instructorId: instructor.id, childId: child.id, courseId: course.id, dueOn: '2030-01-31' })
    .returning({ id: instructorAssignments.id });
  const assignmentId = assigned?.id;
  if (!assignmentId) throw new Error('world setup: no assignment');
  return {
    parent,
    child,
    instructor,
    course,
    draftCourse,
    completedCourse,
    questionId: question.id,
    quizId: quiz.id,
    boardId: board.id,
    postId: post.id,
    assignmentId,
    certificateSerial,
  };
}

export async function makeWorld(app: FastifyInstance, db: Db): Promise<World> {
  const a = await makeSide(app, db, 'A');
  const b = await makeSide(app, db, 'B');
  const provider = await createUser(db, { type: 'provider' });
  const ely_admin = await createUser(db, { type: 'ely_admin' });
  const external_admin = await createUser(db, { type: 'external_admin' });
  const admin = await createUser(db, { type: 'admin' });
  const as: Record<Role, Record<string, string>> = {
    anonymous: {},
    parent: await authAs(app, a.parent),
    child: await authAs(app, a.child),
    instructor: await authAs(app, a.instructor),
    provider: await authAs(app, provider),
    ely_admin: await authAs(app, ely_admin),
    external_admin: await authAs(app, external_admin),
    admin: await authAs(app, admin),
  };
  const asB = {
    parent: await authAs(app, b.parent),
    child: await authAs(app, b.child),
    instructor: await authAs(app, b.instructor),
  };
  return { a, b, provider, ely_admin, external_admin, admin, as, asB };
}
