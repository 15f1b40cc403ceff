import { type SQL, sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables.ts';

// The survey itself (questions, options, reverse keys) is static data in code (rosenberg.ts);
// only what children answer is stored.

/** One completed survey: its total (0-30) and percent (0-100). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id').notNull(),
    score: integer('score').notNull(),
    percent: integer('percent').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The percent too: the latest survey before/after a date (surveyBefore/After, per child on the
    // instructor's dashboards) is read from the index alone (decision 044).
    index('survey_responses_child_completed_idx').on(t.childId, t.completedAt, t.percent),
    check('survey_responses_percent_range', sql`${t.percent} between 0 and 100`),
  ],
);

/** The answer given to each question of a response (value as offered by GET /v1/survey/{id}). */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    responseId: uuid('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.responseId, t.questionId] })],
);

/**
 * Latest survey percent of `child` at or before / after `at` (served by the child/completed index).
 * Kept beside the table as a view would be: the instructor's insights and the studio's students list
 * join them in their own queries.
 */
export const surveyBefore = (child: SQL, at: SQL) =>
  sql<
    number | null
  >`(select r.percent from ${surveyResponses} r where r.child_id = ${child} and r.completed_at <= ${at}
    order by r.completed_at desc limit 1)`;
export const surveyAfter = (child: SQL, at: SQL) =>
  sql<
    number | null
  >`(select r.percent from ${surveyResponses} r where r.child_id = ${child} and r.completed_at > ${at}
    order by r.completed_at desc limit 1)`;
