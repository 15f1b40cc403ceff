import {
  OPTION_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  PROMPT_MAX,
  type QuizKind,
  type QuizQuestion,
  RIGHT_ANSWER_REQUIRED,
} from '@ye/contracts/quizzes';
import { z } from 'zod';

/** The question form: the contract's rules in the shape the fields need (one object per answer line). */
export const QuestionFormSchema = z
  .object({
    kind: z.enum(['quiz', 'survey']),
    prompt: z
      .string()
      .trim()
      .min(1, 'Please write the question.')
      .max(PROMPT_MAX, `A question can be at most ${PROMPT_MAX} characters.`),
    options: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, 'Please write this answer, or remove it.')
            .max(OPTION_MAX, `An answer can be at most ${OPTION_MAX} characters.`),
        }),
      )
      .min(OPTIONS_MIN, `Give at least ${OPTIONS_MIN} answers.`)
      .max(OPTIONS_MAX, `Give at most ${OPTIONS_MAX} answers.`),
    correct_option: z.number().int().nullable(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.options.forEach((o, i) => {
      const key = o.text.trim().toLowerCase();
      if (key && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'text'],
          message: 'Each answer must be different.',
        });
      seen.add(key);
    });
    if (v.kind === 'quiz' && (v.correct_option === null || v.correct_option >= v.options.length))
      ctx.addIssue({ code: 'custom', path: ['correct_option'], message: RIGHT_ANSWER_REQUIRED });
  });
export type QuestionForm = z.input<typeof QuestionFormSchema>;
export type QuestionValues = z.output<typeof QuestionFormSchema>;

/** A new question of `kind`: two blank answers, the first marked right in a quiz. */
export const emptyQuestion = (kind: QuizKind): QuestionForm => ({
  kind,
  prompt: '',
  options: [{ text: '' }, { text: '' }],
  correct_option: kind === 'quiz' ? 0 : null,
});
/** The form's values for a bank question. */
export const fromQuestion = (q: QuizQuestion): QuestionForm => ({
  kind: q.kind,
  prompt: q.prompt,
  options: q.options.map((text) => ({ text })),
  correct_option: q.correct_option,
});

/**
 * Where the right answer points once answer `removed` is gone, so it keeps pointing at the same
 * words (the first answer when the right one itself was removed); null in a survey.
 */
export function rightAfterRemoving(
  right: number | null | undefined,
  removed: number,
): number | null | undefined {
  if (right === null || right === undefined || right < removed) return right;
  return right === removed ? 0 : right - 1;
}

/** A new bank question: a survey question has no right answer. */
export function createRequest(values: QuestionValues) {
  return {
    kind: values.kind,
    prompt: values.prompt,
    options: values.options.map((o) => o.text),
    correct_option: values.kind === 'quiz' ? values.correct_option : null,
  };
}

/** An edit: once children have answered (`locked`), only the wording. */
export function updateRequest(values: QuestionValues, locked: boolean) {
  const { kind: _, ...body } = createRequest(values);
  return locked ? { prompt: body.prompt } : body;
}
