import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, lessons } from '../studio/tables.ts';
import { quizAnswers, quizItems, quizQuestions, quizResponses, quizzes } from './tables.ts';

// The quiz bank, quizzes and answers. Lists are scoped by owner; a single row is read with its owner
// so the service can answer 404 for anyone else's. Counts are correlated subqueries on indexed
// columns, so a page is one query whatever its size.

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// ---- questions -----------------------------------------------------------------------------------

const questionColumns = {
  id: quizQuestions.id,
  ownerId: quizQuestions.ownerId,
  kind: quizQuestions.kind,
  prompt: quizQuestions.prompt,
  options: quizQuestions.options,
  correctOption: quizQuestions.correctOption,
  createdAt: quizQuestions.createdAt,
  updatedAt: quizQuestions.updatedAt,
  archivedAt: quizQuestions.archivedAt,
  // Aliased: without a join Drizzle leaves column names unqualified inside the subquery.
  quizCount: sql<number>`(select count(*)::int from ${quizItems} qi where qi.question_id = ${quizQuestions}.id)`,
  answered: sql<boolean>`exists (select 1 from ${quizAnswers} qa where qa.question_id = ${quizQuestions}.id)`,
};

export interface QuestionRow {
  id: string;
  ownerId: string;
  kind: string;
  prompt: string;
  options: string[];
  correctOption: number | null;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  quizCount: number;
  answered: boolean;
}

export async function pageQuestions(
  db: DbOrTx,
  params: {
    ownerId: string;
    q?: string | undefined;
    kind?: string | undefined;
    archived: boolean;
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: QuestionRow[] }> {
  const conditions: SQL[] = [
    eq(quizQuestions.ownerId, params.ownerId),
    params.archived ? isNotNull(quizQuestions.archivedAt) : isNull(quizQuestions.archivedAt),
  ];
  if (params.kind) conditions.push(eq(quizQuestions.kind, params.kind));
  if (params.q) conditions.push(ilike(quizQuestions.prompt, `%${likeEscape(params.q)}%`));
  const where = and(...conditions);
  const rows = await db
    .select({ ...questionColumns, total: sql<number>`count(*) over ()::int` })
    .from(quizQuestions)
    .where(where)
    .orderBy(desc(quizQuestions.createdAt), asc(quizQuestions.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(quizQuestions).where(where);
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

export async function findQuestion(db: DbOrTx, id: string): Promise<QuestionRow | null> {
  const rows = await db.select(questionColumns).from(quizQuestions).where(eq(quizQuestions.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The owner's questions among `ids` (others' and unknown ids are simply missing). */
export async function ownQuestionsByIds(
  db: DbOrTx,
  params: { ownerId: string; ids: readonly string[] },
): Promise<QuestionRow[]> {
  if (params.ids.length === 0) return [];
  return db
    .select(questionColumns)
    .from(quizQuestions)
    .where(and(eq(quizQuestions.ownerId, params.ownerId), inArray(quizQuestions.id, [...params.ids])));
}

export async function insertQuestion(
  db: DbOrTx,
  values: { ownerId: string; kind: string; prompt: string; options: string[]; correctOption: number | null },
): Promise<string> {
  const rows = await db.insert(quizQuestions).values(values).returning({ id: quizQuestions.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('question was not created');
  return id;
}

export async function updateQuestion(
  db: DbOrTx,
  id: string,
  set: Partial<{ prompt: string; options: string[]; correctOption: number | null }>,
): Promise<void> {
  await db
    .update(quizQuestions)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(quizQuestions.id, id));
}

export async function archiveQuestion(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(quizQuestions)
    .set({ archivedAt: sql`coalesce(${quizQuestions.archivedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(quizQuestions.id, id));
}

// ---- quizzes -------------------------------------------------------------------------------------

const quizColumns = {
  id: quizzes.id,
  ownerId: quizzes.ownerId,
  kind: quizzes.kind,
  title: quizzes.title,
  lessonId: quizzes.lessonId,
  lessonTitle: lessons.title,
  courseId: courses.id,
  courseTitle: courses.title,
  courseState: courses.state,
  createdAt: quizzes.createdAt,
  updatedAt: quizzes.updatedAt,
  questionCount: sql<number>`(select count(*)::int from ${quizItems} qi where qi.quiz_id = ${quizzes.id})`,
  responseCount: sql<number>`(select count(*)::int from ${quizResponses} qr where qr.quiz_id = ${quizzes.id})`,
};

export interface QuizRow {
  id: string;
  ownerId: string;
  kind: string;
  title: string;
  lessonId: string | null;
  lessonTitle: string | null;
  courseId: string | null;
  courseTitle: string | null;
  courseState: string | null;
  createdAt: Date;
  updatedAt: Date;
  questionCount: number;
  responseCount: number;
}

export async function pageQuizzes(
  db: DbOrTx,
  params: { ownerId: string; q?: string | undefined; limit: number; offset: number },
): Promise<{ count: number; rows: QuizRow[] }> {
  const conditions: SQL[] = [eq(quizzes.ownerId, params.ownerId)];
  if (params.q) conditions.push(ilike(quizzes.title, `%${likeEscape(params.q)}%`));
  const where = and(...conditions);
  const rows = await db
    .select({ ...quizColumns, total: sql<number>`count(*) over ()::int` })
    .from(quizzes)
    .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .leftJoin(courses, eq(courses.id, lessons.courseId))
    .where(where)
    .orderBy(desc(quizzes.updatedAt), asc(quizzes.id))
    .limit(params.limit)
    .offset(params.offset);
  if (rows.length === 0 && params.offset > 0) {
    const [c] = await db.select({ n: sql<number>`count(*)::int` }).from(quizzes).where(where);
    return { count: Number(c?.n ?? 0), rows: [] };
  }
  return { count: Number(rows[0]?.total ?? 0), rows };
}

export async function findQuiz(db: DbOrTx, id: string): Promise<QuizRow | null> {
  const rows = await db
    .select(quizColumns)
    .from(quizzes)
    .leftJoin(lessons, eq(lessons.id, quizzes.lessonId))
    .leftJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(quizzes.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** A quiz's questions in the order children see them. */
export async function questionsOfQuiz(db: DbOrTx, quizId: string): Promise<QuestionRow[]> {
  return db
    .select(questionColumns)
    .from(quizItems)
    .innerJoin(quizQuestions, eq(quizQuestions.id, quizItems.questionId))
    .where(eq(quizItems.quizId, quizId))
    .orderBy(asc(quizItems.position));
}

export async function insertQuiz(
  db: DbOrTx,
  values: { ownerId: string; kind: string; title: string },
): Promise<string> {
  const rows = await db.insert(quizzes).values(values).returning({ id: quizzes.id });
  const id = rows[0]?.id;
  if (!id) throw new Error('quiz was not created');
  return id;
}

/** Replaces the quiz's questions with `questionIds` in that order (positions 1, 2, 3 ...). */
export async function replaceItems(
  db: DbOrTx,
  quizId: string,
  questionIds: readonly string[],
): Promise<void> {
  await db.delete(quizItems).where(eq(quizItems.quizId, quizId));
  await db
    .insert(quizItems)
    .values(questionIds.map((questionId, i) => ({ quizId, questionId, position: i + 1 })));
}

export async function updateQuiz(
  db: DbOrTx,
  id: string,
  set: Partial<{ title: string; lessonId: string | null }>,
): Promise<void> {
  await db
    .update(quizzes)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(quizzes.id, id));
}

export async function deleteQuiz(db: DbOrTx, id: string): Promise<void> {
  await db.delete(quizzes).where(eq(quizzes.id, id));
}

/** The quiz attached to a lesson, if any. */
export async function quizOnLesson(
  db: DbOrTx,
  lessonId: string,
): Promise<{ id: string; kind: string; title: string } | null> {
  const rows = await db
    .select({ id: quizzes.id, kind: quizzes.kind, title: quizzes.title })
    .from(quizzes)
    .where(eq(quizzes.lessonId, lessonId))
    .limit(1);
  return rows[0] ?? null;
}

/** A lesson with its course's owner and state, for the attach check. */
export async function findLessonWithCourse(
  db: DbOrTx,
  lessonId: string,
): Promise<{ id: string; instructorId: string; courseState: string } | null> {
  const rows = await db
    .select({ id: lessons.id, instructorId: courses.instructorId, courseState: courses.state })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .where(eq(lessons.id, lessonId))
    .limit(1);
  return rows[0] ?? null;
}

// ---- answers -------------------------------------------------------------------------------------

/**
 * How many of the quiz's latest responses picked each option of each of its current questions (one
 * grouped query; options nobody picked are absent).
 */
export async function answerCounts(
  db: DbOrTx,
  quizId: string,
): Promise<{ questionId: string; optionIndex: number; count: number }[]> {
  return db
    .select({
      questionId: quizAnswers.questionId,
      optionIndex: quizAnswers.optionIndex,
      count: sql<number>`count(*)::int`,
    })
    .from(quizAnswers)
    .innerJoin(quizResponses, eq(quizResponses.id, quizAnswers.responseId))
    .innerJoin(
      quizItems,
      and(eq(quizItems.quizId, quizResponses.quizId), eq(quizItems.questionId, quizAnswers.questionId)),
    )
    .where(eq(quizResponses.quizId, quizId))
    .groupBy(quizAnswers.questionId, quizAnswers.optionIndex);
}

export async function childResponseAt(
  db: DbOrTx,
  params: { quizId: string; childId: string },
): Promise<Date | null> {
  const rows = await db
    .select({ submittedAt: quizResponses.submittedAt })
    .from(quizResponses)
    .where(and(eq(quizResponses.quizId, params.quizId), eq(quizResponses.childId, params.childId)))
    .limit(1);
  return rows[0]?.submittedAt ?? null;
}

/**
 * Stores the child's answers, replacing any earlier ones: the response row is upserted (which also
 * locks it, so two submissions at once run one after the other), then its answers are rewritten.
 * Run inside a transaction.
 */
export async function saveResponse(
  tx: DbOrTx,
  params: {
    quizId: string;
    childId: string;
    answers: readonly { questionId: string; optionIndex: number }[];
    now: Date;
  },
): Promise<Date> {
  const [response] = await tx
    .insert(quizResponses)
    .values({ quizId: params.quizId, childId: params.childId, submittedAt: params.now })
    .onConflictDoUpdate({
      target: [quizResponses.quizId, quizResponses.childId],
      set: { submittedAt: params.now },
    })
    .returning({ id: quizResponses.id, submittedAt: quizResponses.submittedAt });
  if (!response) throw new Error('quiz response was not saved');
  await tx.delete(quizAnswers).where(eq(quizAnswers.responseId, response.id));
  await tx.insert(quizAnswers).values(
    params.answers.map((a) => ({
      responseId: response.id,
      questionId: a.questionId,
      optionIndex: a.optionIndex,
    })),
  );
  return response.submittedAt;
}
