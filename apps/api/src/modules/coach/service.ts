import {
  COACH_DAILY_LIMIT,
  COACH_INTRO,
  COACH_MAX_TURNS,
  COACH_MIN_AGE,
  type CoachAnswerResponse,
  type CoachAvailability,
  type CoachReflection,
  type CoachReflectionPage,
  type CoachSetting,
} from '@ye/contracts/coach';
import { ageOn, clock } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound, TooManyRequests } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { findChild, recordAudit, requireOwnChildAccount } from '../auth/service.ts';
import { type SafetyDeps, screenChildWordsIn } from '../safety/service.ts';
import { type ChatMessage, type CoachModel, chatCompletions } from './client.ts';
import { moderateReply, REFUSAL_WORDS, SAFE_LINE } from './moderate.ts';
import * as q from './queries.ts';

// The optional reflection coach (issue 18 part 5, decision 051). Off twice: the operator configures
// an endpoint (config.coach) and the parent turns it on for a child of 10 or more. A reflection is
// three fixed questions about a lesson the child finished; the model only writes a short kind reply
// to each answer. The child's words pass the safety layer first (a crisis phrase never reaches the
// model), and every reply passes moderateReply before the child reads it.

export const NOT_CONFIGURED = 'The school or service has not turned the reflection helper on.';
export const TOO_YOUNG = `The reflection helper is only for children aged ${COACH_MIN_AGE} or more.`;
export const NOT_ALLOWED = 'The reflection helper is not turned on for you. Your grown-up can turn it on.';
export const NOT_FINISHED = 'Finish this lesson first, then you can think about it with the helper.';
export const REFLECTION_NOT_FOUND = 'This reflection could not be found.';
export const ALREADY_FINISHED = 'This reflection is finished. You can start a new one after another lesson.';
export const CHANGED = 'This reflection changed in another window. Please open it again.';
export const RUDE_ANSWER = 'Please say that again without that word. The helper is for kind words.';
export const LIMIT_REACHED = `You have thought with the helper ${COACH_DAILY_LIMIT} times today. Come back tomorrow!`;

const HIDDEN_NOTE = 'Personal details were hidden before the helper read this.';
const ALERT_NOTE = 'A safety alert was sent to you; the helper never read this.';
const HIDDEN_REPLY = 'I left out a personal detail: you do not need to share those here.';
const CLOSING = 'Thank you for thinking with me. That is the end of this reflection. Well done!';

/** The three questions, in order: what stayed, how it felt, when to use it. */
export function questionFor(step: number, lessonTitle: string): string {
  if (step === 0) return `What is one thing from “${lessonTitle}” that you want to remember?`;
  if (step === 1) return 'How did it make you feel, or what did it make you think about?';
  return 'When could you use it in the next few days?';
}

/** What the model is told: no persona, no questions, two short sentences. */
export function systemPrompt(lessonTitle: string): string {
  return [
    'You are a computer helper inside a learning app for children aged 10 to 14. You are a program, not a person,',
    'and never say otherwise. You are not a friend, teacher, therapist or doctor and give no health advice.',
    `The child has just finished a lesson called "${lessonTitle}" and is answering short reflection questions.`,
    'Reply to the child’s last answer in one or two short, warm, simple sentences (under 200 characters) that',
    'encourage them. Do not ask any question. Never ask for or mention names, ages, schools, places, contact',
    'details, photos or meeting. Never ask them to keep a secret. If you are unsure, just thank them.',
  ].join(' ');
}

export interface CoachDeps extends SafetyDeps {
  config: Pick<Config, 'appUrl' | 'coach'>;
  /** The model to ask (tests may pass their own); by default the configured endpoint. */
  model?: CoachModel;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

const isOldEnough = (birthday: string | null, now: Date) =>
  birthday !== null && ageOn(birthday, now) >= COACH_MIN_AGE;

async function settingFor(
  db: DbOrTx,
  config: Pick<Config, 'coach'>,
  child: { id: string; birthday: string | null },
  now: Date,
): Promise<CoachSetting> {
  const row = await q.settingOf(db, child.id);
  const reason = !config.coach ? 'not_configured' : !isOldEnough(child.birthday, now) ? 'too_young' : null;
  return {
    child_id: child.id,
    // Off in effect when the operator has no endpoint or the child is too young, whatever the row says.
    on: row?.enabled === true && reason === null,
    changed_at: row?.changedAt.toISOString() ?? null,
    available: reason === null,
    unavailable_reason: reason,
    min_age: COACH_MIN_AGE,
    daily_limit: COACH_DAILY_LIMIT,
  };
}

export async function getSetting(
  db: DbOrTx,
  config: Pick<Config, 'coach'>,
  caller: Caller,
  childId: string,
  now = clock.now(),
): Promise<CoachSetting> {
  const child = await requireOwnChildAccount(db, caller.userId, childId);
  return settingFor(db, config, child, now);
}

/** On (only when configured and the child is 10 or more) or off (always). Audited. */
export async function setSetting(
  db: DbOrTx,
  config: Pick<Config, 'coach'>,
  caller: Caller,
  childId: string,
  input: { on: boolean },
  now = clock.now(),
): Promise<CoachSetting> {
  const child = await requireOwnChildAccount(db, caller.userId, childId);
  if (input.on && !config.coach) throw new Conflict(NOT_CONFIGURED, 'coach_not_configured');
  if (input.on && !isOldEnough(child.birthday, now)) throw new Conflict(TOO_YOUNG, 'coach_too_young');
  await db.transaction(async (tx) => {
    await q.upsertSetting(tx, child.id, input.on, now);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: input.on ? 'coach.on' : 'coach.off',
      targetUserId: child.id,
      details: { child_id: child.id },
      ip: caller.ip ?? null,
    });
  });
  return settingFor(db, config, child, now);
}

/** Whether the signed-in child may use the helper at all now (operator, parent, age). */
async function childAllowed(db: DbOrTx, config: Pick<Config, 'coach'>, childId: string, now: Date) {
  if (!config.coach) return false;
  const child = await findChild(db, childId);
  if (!child || !isOldEnough(child.birthday, now)) return false;
  return (await q.settingOf(db, childId))?.enabled === true;
}

/** For the child's lesson page: whether to offer "Think about it with the helper". */
export async function availability(
  db: DbOrTx,
  config: Pick<Config, 'coach'>,
  caller: Caller,
  lessonId: string,
  now = clock.now(),
): Promise<CoachAvailability> {
  const none = { available: false, reflections_left_today: 0, intro: COACH_INTRO };
  if (!(await childAllowed(db, config, caller.userId, now))) return none;
  const [lesson, used] = await Promise.all([
    q.finishedLesson(db, caller.userId, lessonId),
    q.startedSince(db, caller.userId, startOfUtcDay(now)),
  ]);
  const left = Math.max(0, COACH_DAILY_LIMIT - used);
  return { available: lesson !== null && left > 0, reflections_left_today: left, intro: COACH_INTRO };
}

function toReflection(row: q.ReflectionRow, forParent: boolean): CoachReflection {
  return {
    id: row.id,
    lesson_id: row.lessonId,
    lesson_title: row.lessonTitle,
    started_at: row.startedAt.toISOString(),
    finished: row.finishedAt !== null,
    // The notes explain replaced replies to the parent; the child reads only what was said.
    turns: row.turns.map((t) => ({ role: t.role, text: t.text, note: forParent ? t.note : null })),
    answers_left: row.finishedAt ? 0 : Math.max(0, COACH_MAX_TURNS - row.answers),
  };
}

/** Starts a reflection on a lesson the child finished: the intro, then the first question. */
export async function startReflection(
  db: DbOrTx,
  config: Pick<Config, 'coach'>,
  caller: Caller,
  lessonId: string,
  now = clock.now(),
): Promise<CoachReflection> {
  if (!config.coach) throw new Conflict(NOT_CONFIGURED, 'coach_not_configured');
  if (!(await childAllowed(db, config, caller.userId, now))) throw new Forbidden(NOT_ALLOWED, 'coach_off');
  const lesson = await q.finishedLesson(db, caller.userId, lessonId);
  if (!lesson) throw new Conflict(NOT_FINISHED, 'lesson_not_finished');
  const dayStart = startOfUtcDay(now);
  if ((await q.startedSince(db, caller.userId, dayStart)) >= COACH_DAILY_LIMIT) {
    const tomorrow = dayStart.getTime() + 24 * 60 * 60 * 1000;
    throw new TooManyRequests(LIMIT_REACHED, Math.ceil((tomorrow - now.getTime()) / 1000));
  }
  const row = await q.insertReflection(db, {
    childId: caller.userId,
    lessonId: lesson.id,
    lessonTitle: lesson.title,
    model: config.coach.model,
    turns: [
      { role: 'helper', text: COACH_INTRO, note: null },
      { role: 'helper', text: questionFor(0, lesson.title), note: null },
    ],
    at: now,
  });
  return toReflection(row, false);
}

/** The conversation so far as the model reads it: this reflection only, never an earlier one. */
function messagesFor(row: q.ReflectionRow, answer: string): ChatMessage[] {
  const history: ChatMessage[] = row.turns
    .filter((t) => t.text !== COACH_INTRO)
    .map((t) => ({ role: t.role === 'child' ? 'user' : 'assistant', content: t.text }));
  return [
    { role: 'system', content: systemPrompt(row.lessonTitle) },
    ...history,
    { role: 'user', content: answer },
  ];
}

/**
 * The child's answer. A crisis phrase ends the reflection with the calm message (the parent alert is
 * written by the safety layer, as for the journal) and the model is never asked; a rude word is
 * refused and nothing kept; personal details are hidden before the model reads the answer.
 */
export async function answer(
  deps: CoachDeps,
  caller: Caller,
  reflectionId: string,
  text: string,
  now = clock.now(),
): Promise<CoachAnswerResponse> {
  const { db, config } = deps;
  const row = await q.reflectionOf(db, caller.userId, reflectionId);
  if (!row) throw new NotFound(REFLECTION_NOT_FOUND, 'reflection_not_found');
  if (row.finishedAt || row.answers >= COACH_MAX_TURNS)
    throw new Conflict(ALREADY_FINISHED, 'reflection_finished');
  if (!config.coach) throw new Conflict(NOT_CONFIGURED, 'coach_not_configured');
  // The parent may have turned it off since the reflection started.
  if (!(await childAllowed(db, config, caller.userId, now))) throw new Forbidden(NOT_ALLOWED, 'coach_off');

  const screened = await screenChildWordsIn(deps, { childId: caller.userId, source: 'coach', text, at: now });
  const { check } = screened;
  if (screened.notice) {
    const turns: q.StoredTurn[] = [
      ...row.turns,
      { role: 'child', text: check.shareable, note: ALERT_NOTE },
      { role: 'helper', text: screened.notice.message, note: null },
    ];
    const saved = await q.saveAnswer(db, row.id, row.answers, {
      turns,
      answers: row.answers + 1,
      finishedAt: now,
    });
    if (!saved) throw new Conflict(CHANGED, 'reflection_changed');
    return { ...toReflection(saved, false), safety_notice: screened.notice };
  }
  if (check.rude) throw new Invalid(RUDE_ANSWER, 'rude_word');

  const hidden = check.shareable !== text;
  const model = deps.model ?? chatCompletions(config.coach);
  const raw = await model.reply(messagesFor(row, check.shareable));
  const moderated = raw === null ? null : moderateReply(raw);
  const reply = moderated?.ok ? moderated.text : SAFE_LINE;
  const note =
    moderated === null ? REFUSAL_WORDS.unavailable : moderated.ok ? null : REFUSAL_WORDS[moderated.reason];

  const answers = row.answers + 1;
  const last = answers >= COACH_MAX_TURNS;
  const turns: q.StoredTurn[] = [
    ...row.turns,
    { role: 'child', text: check.shareable, note: hidden ? HIDDEN_NOTE : null },
    { role: 'helper', text: hidden ? `${HIDDEN_REPLY} ${reply}` : reply, note },
    { role: 'helper', text: last ? CLOSING : questionFor(answers, row.lessonTitle), note: null },
  ];
  const saved = await q.saveAnswer(db, row.id, row.answers, {
    turns,
    answers,
    finishedAt: last ? now : null,
  });
  if (!saved) throw new Conflict(CHANGED, 'reflection_changed');
  return toReflection(saved, false);
}

/** The child's own reflection, to carry on after a reload. */
export async function getReflection(db: DbOrTx, caller: Caller, id: string): Promise<CoachReflection> {
  const row = await q.reflectionOf(db, caller.userId, id);
  if (!row) throw new NotFound(REFLECTION_NOT_FOUND, 'reflection_not_found');
  return toReflection(row, false);
}

/** The parent's view of a child's reflections, newest first, with why any reply was replaced. */
export async function listReflections(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  query: { page: number; page_size: number },
): Promise<CoachReflectionPage> {
  const child = await requireOwnChildAccount(db, caller.userId, childId);
  const { rows, total } = await q.reflectionsOfChild(db, child.id, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return {
    count: total,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => toReflection(r, true)),
  };
}

/**
 * The parent deletes every transcript of their child (the switch stays as it is). Audited with the
 * number deleted, never the words.
 */
export async function deleteReflections(
  db: DbOrTx,
  caller: Caller,
  childId: string,
): Promise<{ deleted: number }> {
  const child = await requireOwnChildAccount(db, caller.userId, childId);
  return db.transaction(async (tx) => {
    const deleted = await q.deleteReflectionsOfChild(tx, child.id);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'coach.reflections_deleted',
      targetUserId: child.id,
      details: { child_id: child.id, deleted },
      ip: caller.ip ?? null,
    });
    return { deleted };
  });
}

/** For the family export: the switch row and every transcript. */
export const coachSettingOf = q.settingOf;
export const coachReflectionsOf = q.allReflectionsOfChild;
