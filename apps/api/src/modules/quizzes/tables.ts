import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';
import { lessons } from '../studio/tables.ts';

/**
 * An instructor's question bank. A 'quiz' question has one right option; a 'survey' question asks for
 * an opinion and has none. Questions are archived, never deleted, so old results keep their wording.
 */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    /** 2 to 6 answer options, in the order the child sees them. */
    options: jsonb('options').$type<string[]>().notNull(),
    /** Index into options of the right answer; null for survey questions. */
    correctOption: integer('correct_option'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('quiz_questions_owner_idx').on(t.ownerId, t.createdAt),
    check('quiz_questions_kind_valid', sql`${t.kind} in ('quiz', 'survey')`),
    check(
      'quiz_questions_correct_matches_kind',
      sql`(${t.kind} = 'quiz' and ${t.correctOption} is not null) or (${t.kind} = 'survey' and ${t.correctOption} is null)`,
    ),
  ],
);

/** A quiz or short survey built from bank questions, optionally attached to one lesson. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Children meet it at the end of this lesson; null while it is not attached. */
    lessonId: uuid('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quizzes_owner_idx').on(t.ownerId, t.updatedAt),
    // One quiz or survey per lesson keeps the child's lesson short.
    uniqueIndex('quizzes_lesson_unique').on(t.lessonId).where(sql`${t.lessonId} is not null`),
    check('quizzes_kind_valid', sql`${t.kind} in ('quiz', 'survey')`),
  ],
);

export const quizItems = pgTable(
  'quiz_items',
  {
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.questionId] }),
    index('quiz_items_question_idx').on(t.questionId),
  ],
);

/** A child's latest answers to a quiz (answering again replaces them). */
export const quizResponses = pgTable(
  'quiz_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    quizId: uuid('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('quiz_responses_quiz_child_unique').on(t.quizId, t.childId),
    index('quiz_responses_child_idx').on(t.childId),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => quizResponses.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    optionIndex: integer('option_index').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.questionId] }),
    // Results per question count answers by option.
    index('quiz_answers_question_option_idx').on(t.questionId, t.optionIndex),
  ],
);
