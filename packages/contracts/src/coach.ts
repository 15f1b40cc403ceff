import { z } from 'zod';
import { PageQuery, paginated } from './common.ts';
import { SafetyNotice } from './safety.ts';

// The optional reflection coach (issue 18 part 5, decision 051): a short, structured reflection on a
// lesson the child has just finished, with a computer helper. Off twice: the operator must configure
// a chat-completions endpoint, and the parent must turn it on for a child aged 10 or more.

/** The youngest age the parent may turn the helper on for. */
export const COACH_MIN_AGE = 10;
/** Reflections a child may start in one day (UTC). */
export const COACH_DAILY_LIMIT = 3;
/** Answers the child gives in one reflection; the helper's reply to the last one closes it. */
export const COACH_MAX_TURNS = 3;
/** The longest answer a child may send. */
export const COACH_MAX_ANSWER = 500;

/** Shown next to the parent's switch. */
export const COACH_EXPLANATION =
  'When this is on, after finishing a lesson your child may choose to think about it with a computer helper: ' +
  'three short questions, each answered with a kind sentence. The helper is a computer program, not a person; ' +
  'it remembers nothing between reflections and never asks for personal details. Everything your child writes ' +
  'and every answer they see is kept here for you to read, and your child is told that before they start. ' +
  'Words that suggest your child may be in danger never reach the helper: your child sees a calm message ' +
  'with a helpline, and you are alerted. At most three reflections a day.';

/** The child reads this before their first answer (and it opens every transcript). */
export const COACH_INTRO =
  'Hi! I am a computer helper, not a person. I will ask you three short questions about this lesson. ' +
  'Your grown-up can read what you write here. Please do not write your name, school, address or other ' +
  'personal details.';

/** GET and PUT /v1/coach/children/{id}, GET .../reflections: the child's id. */
export const CoachChildParams = z.object({ id: z.uuid('This is not a child id.') });

/** PUT /v1/coach/children/{id} */
export const CoachSettingUpdate = z.object({
  on: z.boolean({ error: 'Please say whether the helper is on (true) or off (false).' }),
});
export type CoachSettingUpdate = z.infer<typeof CoachSettingUpdate>;

/** Why the switch cannot be turned on, if it cannot. */
export const COACH_UNAVAILABLE = ['not_configured', 'too_young'] as const;

export const CoachSetting = z.object({
  child_id: z.string(),
  /** The parent's switch: false until they turn it on. */
  on: z.boolean(),
  changed_at: z.string().nullable(),
  /** Whether the parent may turn it on now; when not, why. */
  available: z.boolean(),
  unavailable_reason: z.enum(COACH_UNAVAILABLE).nullable(),
  min_age: z.number().int(),
  daily_limit: z.number().int(),
});
export type CoachSetting = z.infer<typeof CoachSetting>;

export const CoachTurn = z.object({
  role: z.enum(['helper', 'child']),
  text: z.string(),
  /**
   * For the parent: why the helper's words were replaced by a safe line ("a reply that was too long"),
   * or what happened to the child's words ("personal details hidden", "safety alert"); null otherwise.
   */
  note: z.string().nullable(),
});
export type CoachTurn = z.infer<typeof CoachTurn>;

export const CoachReflection = z.object({
  id: z.string(),
  lesson_id: z.string().nullable(),
  lesson_title: z.string(),
  started_at: z.string(),
  finished: z.boolean(),
  turns: z.array(CoachTurn),
  /** Answers the child may still give in this reflection. */
  answers_left: z.number().int(),
});
export type CoachReflection = z.infer<typeof CoachReflection>;

/** POST /v1/coach/reflections/{id}/answers: the reflection, and the calm message on a crisis phrase. */
export const CoachAnswerResponse = CoachReflection.extend({ safety_notice: SafetyNotice.optional() });
export type CoachAnswerResponse = z.infer<typeof CoachAnswerResponse>;

/** GET /v1/coach/children/{id}/reflections: the parent's list, newest first. */
export const CoachReflectionQuery = PageQuery;
export const CoachReflectionPage = paginated(CoachReflection);
export type CoachReflectionPage = z.infer<typeof CoachReflectionPage>;

/** DELETE /v1/coach/children/{id}/reflections: how many transcripts the parent deleted. */
export const CoachReflectionsDeleted = z.object({ deleted: z.number().int().min(0) });
export type CoachReflectionsDeleted = z.infer<typeof CoachReflectionsDeleted>;

/** GET /v1/coach/me?lesson_id=: may the signed-in child reflect on this lesson now? */
export const CoachAvailabilityQuery = z.object({ lesson_id: z.uuid('This lesson could not be found.') });
export const CoachAvailability = z.object({
  /** True only when the operator and the parent allow it, the lesson is finished and today's limit is not used. */
  available: z.boolean(),
  reflections_left_today: z.number().int(),
  intro: z.string(),
});
export type CoachAvailability = z.infer<typeof CoachAvailability>;

/** POST /v1/coach/reflections */
export const CoachStartRequest = z.object({ lesson_id: z.uuid('This lesson could not be found.') });
export const CoachReflectionParams = z.object({ id: z.uuid('This reflection could not be found.') });

/** POST /v1/coach/reflections/{id}/answers */
export const CoachAnswerRequest = z.object({
  text: z
    .string({ error: 'Please write an answer.' })
    .trim()
    .min(1, 'Please write an answer.')
    .max(COACH_MAX_ANSWER, `Please keep your answer under ${COACH_MAX_ANSWER} characters.`),
});
