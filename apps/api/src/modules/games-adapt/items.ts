import { createHash } from 'node:crypto';
import type { GameConfig } from '@ye/contracts/games';
import {
  expectedSuccess,
  fitDifficulties,
  NEW_SKILL,
  type SkillState,
  TARGET_SUCCESS,
  updateSkill,
} from './model.ts';

// The items of an adaptive game and how they are served (decision 052): pure, so the eval drives the
// same code the route does. An item's `id` is what the game calls it (a quiz question's position, a
// sort card's id, a match pair's id); its `key` is what difficulty is stored under.

export const ADAPTIVE_TYPES = ['quiz', 'sort', 'match'] as const;
export type AdaptiveType = (typeof ADAPTIVE_TYPES)[number];

export interface GameItem {
  /** As the game and the API name it. */
  id: string;
  /** Stored key: a quiz question by a hash of its prompt, so reordering keeps its history. */
  key: string;
  /** Authored position: breaks ties, so a game with nothing learned yet plays in the author's order. */
  position: number;
  /** The answer that is right: an option's position, a group's id, or the pair's own id. */
  right: string;
  /** What its author reads: the question's prompt, the card's label, the pair's feeling word. */
  label: string;
}

const promptKey = (prompt: string) =>
  `q:${createHash('sha256').update(prompt.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

/** The items of a quiz, sort or match game; null for a game with no right answers. */
export function itemsOf(game: GameConfig): GameItem[] | null {
  switch (game.type) {
    case 'quiz':
      return game.questions.map((q, i) => ({
        id: String(i),
        key: promptKey(q.prompt),
        position: i,
        right: String(q.answer),
        label: q.prompt,
      }));
    case 'sort':
      return game.items.map((item, i) => ({
        id: item.id,
        key: `s:${item.id}`,
        position: i,
        right: item.group,
        label: item.label,
      }));
    case 'match':
      return game.pairs.map((pair, i) => ({
        id: pair.id,
        key: `m:${pair.id}`,
        position: i,
        right: pair.id,
        label: pair.feeling,
      }));
    default:
      return null;
  }
}

/**
 * Every unplayed item, the one to serve first first: by how close its expected success for this skill
 * is to 80 % (model.TARGET_SUCCESS), items with no fitted difficulty taken as average, ties in the
 * author's order. A game that shows several items at once (a match board) fills its places from the
 * front of this list (decision 052, amended).
 */
export function rankNext(
  items: readonly GameItem[],
  difficulty: ReadonlyMap<string, number>,
  skill: number,
  played: ReadonlySet<string>,
): GameItem[] {
  return items
    .filter((item) => !played.has(item.id))
    .map((item) => ({
      item,
      gap: Math.abs(expectedSuccess(skill, difficulty.get(item.key) ?? 0) - TARGET_SUCCESS),
    }))
    .sort((a, b) => a.gap - b.gap || a.item.position - b.item.position)
    .map((r) => r.item);
}

/** The next item to serve: the front of rankNext (model.nextItem's choice, the same tie-break). */
export function chooseNext(
  items: readonly GameItem[],
  difficulty: ReadonlyMap<string, number>,
  skill: number,
  played: ReadonlySet<string>,
): GameItem | null {
  return rankNext(items, difficulty, skill, played)[0] ?? null;
}

/** One answer: is it right, and the skill after it (one Elo step). */
export function answer(
  state: SkillState,
  item: GameItem,
  given: string,
  difficulty: ReadonlyMap<string, number>,
): { correct: boolean; state: SkillState } {
  const correct = given === item.right;
  return { correct, state: updateSkill(state, difficulty.get(item.key) ?? 0, correct) };
}

/** Where a play starts: the kept skill while the parent allows it, else an average child. */
export function startingState(kept: SkillState | null): SkillState {
  // A kept skill is a good start but not a certainty: the step stays large enough to move with today.
  return kept ? { skill: kept.skill, attempts: Math.min(kept.attempts, KEPT_ATTEMPTS_CAP) } : NEW_SKILL;
}

/** How settled a kept skill may count as at the start of a play (its Elo step is not shrunk further). */
export const KEPT_ATTEMPTS_CAP = 10;

/**
 * The refit's model step (the nightly job's, without the database): difficulty per lesson item from
 * every child's first tries. Children's fitted skills are thrown away.
 */
export function fitItemDifficulties(
  rows: readonly { childId: string; lessonId: string; itemKey: string; correct: boolean }[],
): { lessonId: string; itemKey: string; difficulty: number; attempts: number }[] {
  const SEP = '|';
  const model = fitDifficulties(
    rows.map((r) => ({ childId: r.childId, itemId: `${r.lessonId}${SEP}${r.itemKey}`, correct: r.correct })),
  );
  return [...model.difficulty].map(([id, difficulty]) => {
    const at = id.indexOf(SEP);
    return {
      lessonId: id.slice(0, at),
      itemKey: id.slice(at + 1),
      difficulty,
      attempts: model.attempts.get(id) ?? 0,
    };
  });
}
