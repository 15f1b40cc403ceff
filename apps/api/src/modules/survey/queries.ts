import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { surveyAnswers, surveyResponses } from './tables.ts';

/** Stores one completed survey with its answers. */
export async function insertResponse(
  db: DbOrTx,
  params: {
    childId: string;
    surveyId: number;
    score: number;
    percent: number;
    completedAt: Date;
    answers: { questionId: number; value: number }[];
  },
): Promise<{ id: string; completedAt: Date }> {
  const rows = await db
    .insert(surveyResponses)
    .values({
      childId: params.childId,
      surveyId: params.surveyId,
      score: params.score,
      percent: params.percent,
      completedAt: params.completedAt,
    })
    .returning({ id: surveyResponses.id, completedAt: surveyResponses.completedAt });
  const row = rows[0];
  if (!row) throw new Error('insert into survey_responses returned no row');
  await db.insert(surveyAnswers).values(params.answers.map((a) => ({ responseId: row.id, ...a })));
  return row;
}

export async function lastCompletedAt(db: DbOrTx, params: { childId: string }): Promise<Date | null> {
  const rows = await db
    .select({ completedAt: surveyResponses.completedAt })
    .from(surveyResponses)
    .where(eq(surveyResponses.childId, params.childId))
    .orderBy(desc(surveyResponses.completedAt))
    .limit(1);
  return rows[0]?.completedAt ?? null;
}
