import {
  AIMED_SUCCESS_FLOOR,
  type GameAttemptRequest,
  type GameAttemptResult,
  type GameSessionStarted,
  HARDER_MARGIN,
  type HarderGameItem,
  type HarderQuestionList,
  MIN_ANSWERS,
} from '@ye/contracts/games-adapt';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { Caller } from '../../plugins/auth.ts';
import { type Learner, openLesson } from '../learning/progress/service.ts';
import { keepGameSkill, keptGameSkill } from '../personalisation/service.ts';
import { answer, fitItemDifficulties, itemsOf, rankNext, startingState } from './items.ts';
import { expectedSuccess, fitDifficulties, harderThanExpected } from './model.ts';
import * as q from './queries.ts';

/**
 * The caller's quiz questions that children find harder than the games aim for (decision 047):
 * difficulty fitted from every child's answers, listed only from MIN_ANSWERS answers up, hardest
 * first. Admins see their own questions like anyone (a course's owner reads the list).
 */
export async function harderQuestions(db: DbOrTx, caller: Caller): Promise<HarderQuestionList> {
  const [answers, mine, gameItems] = await Promise.all([
    q.allQuizAnswers(db),
    q.questionsOf(db, caller.userId),
    harderGameItems(db, caller.userId),
  ]);
  const base = { aimed_success_floor: AIMED_SUCCESS_FLOOR, min_answers: MIN_ANSWERS, game_items: gameItems };
  if (mine.length === 0 || answers.length === 0) return { ...base, results: [] };
  const model = fitDifficulties(
    answers.map((a) => ({ childId: a.childId, itemId: a.questionId, correct: a.correct })),
  );
  const prompts = new Map(mine.map((m) => [m.id, m.prompt]));
  const right = new Map<string, number>();
  for (const a of answers) if (a.correct) right.set(a.questionId, (right.get(a.questionId) ?? 0) + 1);
  const listed = harderThanExpected(model, () => AIMED_SUCCESS_FLOOR, MIN_ANSWERS, HARDER_MARGIN).filter(
    (h) => prompts.has(h.itemId),
  );
  return {
    ...base,
    results: listed.map((h) => ({
      question_id: h.itemId,
      prompt: prompts.get(h.itemId) ?? '',
      answers: h.attempts,
      right_share: (right.get(h.itemId) ?? 0) / h.attempts,
      learned_success: h.learnedSuccess,
    })),
  };
}

/**
 * The caller's mini-game items that children find harder than the games aim for (decision 052):
 * from the nightly fit's table (no fit per request), items still in the game, from MIN_ANSWERS first
 * tries up, hardest first.
 */
async function harderGameItems(db: DbOrTx, ownerId: string): Promise<HarderGameItem[]> {
  const rows = await q.fittedItemsOfOwner(db, ownerId);
  const out: HarderGameItem[] = [];
  for (const row of rows) {
    if (row.attempts < MIN_ANSWERS || !row.game) continue;
    const learned = expectedSuccess(0, row.difficulty);
    if (learned >= AIMED_SUCCESS_FLOOR - HARDER_MARGIN) continue;
    const item = itemsOf(row.game)?.find((i) => i.key === row.itemKey);
    if (!item) continue;
    out.push({
      lesson_id: row.lessonId,
      lesson_title: row.lessonTitle,
      game_type: row.game.type as HarderGameItem['game_type'],
      item_label: item.label,
      answers: row.attempts,
      learned_success: learned,
    });
  }
  return out.sort((a, b) => a.learned_success - b.learned_success);
}

// Serving (decision 052). The child's browser gets only which item comes next and whether an answer
// was right: the skill stays in the session row (and, only while the parent allows it, in
// personalisation's kept skill), the difficulties in their table.

/** A play is answered within this many hours; the daily clean-up deletes older ones. */
export const SESSION_KEEP_HOURS = 24;
/** Item attempts are kept this long for the refit, then deleted by the daily clean-up. */
export const ATTEMPT_KEEP_DAYS = 400;

const NOT_ADAPTIVE = 'This game has no questions, cards or pairs to choose from.';
const GAME_GONE = 'This game is no longer open. Please start it again.';

async function adaptiveItemsOf(db: DbOrTx, lessonId: string) {
  const game = await q.gameOf(db, lessonId);
  const items = game ? itemsOf(game) : null;
  if (!items) throw new Invalid(NOT_ADAPTIVE, 'not_adaptive');
  return items;
}

/**
 * Starts a play of a quiz, sort or match game the child may open (learning's rules: 404 for no
 * such lesson, 403 for a locked one): the skill starts from the kept one while the parent allows
 * it, else from an average child; the first item is the one closest to 80 % success, and next_items
 * ranks them all (a match board opens with the front few).
 */
export async function startSession(
  db: DbOrTx,
  learner: Learner,
  lessonId: string,
  now = clock.now(),
): Promise<GameSessionStarted> {
  const lesson = await openLesson(db, learner, lessonId);
  const items = await adaptiveItemsOf(db, lesson.id);
  const [difficulty, kept] = await Promise.all([
    q.difficultiesOf(db, lesson.id),
    keptGameSkill(db, learner.childId),
  ]);
  const state = startingState(kept);
  const sessionId = await q.insertSession(db, {
    childId: learner.childId,
    lessonId: lesson.id,
    skill: state.skill,
    attempts: state.attempts,
    startedAt: now,
  });
  const ranked = rankNext(items, difficulty, state.skill, new Set()).map((i) => i.id);
  return { session_id: sessionId, next_item: ranked[0] ?? null, next_items: ranked };
}

/**
 * The child's first try at one item of their own play: recorded (the refit learns from it), one Elo
 * step, the kept skill updated while the parent allows it, and the next item. Another child's play,
 * or one past SESSION_KEEP_HOURS, is 404; an item answered before in this play, 409.
 */
export async function answerItem(
  db: DbOrTx,
  childId: string,
  sessionId: string,
  input: GameAttemptRequest,
  now = clock.now(),
): Promise<GameAttemptResult> {
  return db.transaction(async (tx) => {
    const session = await q.lockSession(tx, sessionId, childId);
    if (!session || now.getTime() - session.startedAt.getTime() > SESSION_KEEP_HOURS * 3600_000)
      throw new NotFound(GAME_GONE, 'game_session_not_found');
    const items = await adaptiveItemsOf(tx, session.lessonId);
    const item = items.find((i) => i.id === input.item);
    if (!item) throw new Invalid('This game has no such question, card or pair.', 'unknown_item');
    if (session.played.includes(item.id))
      throw new Conflict('This one has been answered already.', 'answered');
    const difficulty = await q.difficultiesOf(tx, session.lessonId);
    const result = answer(
      { skill: session.skill, attempts: session.attempts },
      item,
      input.answer,
      difficulty,
    );
    const played = [...session.played, item.id];
    await q.insertAttempt(tx, {
      childId,
      lessonId: session.lessonId,
      itemKey: item.key,
      correct: result.correct,
      at: now,
    });
    await q.updateSession(tx, session.id, { ...result.state, played });
    await keepGameSkill(tx, childId, result.state, now);
    const ranked = rankNext(items, difficulty, result.state.skill, new Set(played)).map((i) => i.id);
    return { correct: result.correct, next_item: ranked[0] ?? null, next_items: ranked };
  });
}

/**
 * The nightly refit: item difficulties from every kept attempt of every child (model.fitDifficulties;
 * children's fitted skills are thrown away), replacing the last fit.
 */
export async function refitDifficulties(
  db: DbOrTx,
  now = clock.now(),
): Promise<{ items: number; attempts: number }> {
  const rows = await q.allAttempts(db);
  const fitted = fitItemDifficulties(rows);
  await q.replaceDifficulties(db, fitted, now);
  return { items: fitted.length, attempts: rows.length };
}

/** Daily clean-up: plays older than SESSION_KEEP_HOURS and attempts older than ATTEMPT_KEEP_DAYS. */
export async function cleanUpGames(db: DbOrTx, now: Date) {
  return {
    game_sessions: await q.deleteSessionsBefore(db, new Date(now.getTime() - SESSION_KEEP_HOURS * 3600_000)),
    game_item_attempts: await q.deleteAttemptsBefore(
      db,
      new Date(now.getTime() - ATTEMPT_KEEP_DAYS * 24 * 3600_000),
    ),
  };
}

/** For the family export. */
export const gameAttemptsOfChild = q.attemptsOfChild;
export const gameSessionsOfChild = q.sessionsOfChild;
