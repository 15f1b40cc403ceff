import type { BreathingGame } from '@ye/contracts/games';

// Small pure rules the games share with their tests: tile order, sentences and breathing steps.

/** A number from a string, the same on every run (FNV-1a). */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny seeded random generator, so a game shows the same order on every render. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The items in a mixed order that depends only on `seed`, and never the order they came in (when
 * there are two or more), so the answers are not simply lined up with the questions.
 */
export function mixedOrder<T>(items: readonly T[], seed: string): T[] {
  const out = [...items];
  const random = seededRandom(hashString(seed));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  if (out.length > 1 && out.every((item, i) => item === items[i])) out.push(out.shift() as T);
  return out;
}

/**
 * A sentence from a starter and one to three words: "I am brave.", "I am brave and kind.",
 * "I am brave, kind and strong."
 */
export function buildSentence(starter: string, words: readonly string[]): string {
  const start = starter.trim().replace(/[.!?,;:]+$/, '');
  const picked = words.map((w) => w.trim()).filter(Boolean);
  if (picked.length === 0) return `${start}…`;
  const last = picked[picked.length - 1];
  const joined = picked.length === 1 ? last : `${picked.slice(0, -1).join(', ')} and ${last}`;
  return `${start} ${joined}.`;
}

export type BreathingPhase = 'in' | 'hold' | 'out';

export interface BreathingStep {
  phase: BreathingPhase;
  seconds: number;
}

/** One breath: in, hold (left out when it lasts 0 seconds) and out. */
export function breathSteps(
  config: Pick<BreathingGame, 'inhale_seconds' | 'hold_seconds' | 'exhale_seconds'>,
) {
  const steps: BreathingStep[] = [{ phase: 'in', seconds: config.inhale_seconds }];
  if (config.hold_seconds > 0) steps.push({ phase: 'hold', seconds: config.hold_seconds });
  steps.push({ phase: 'out', seconds: config.exhale_seconds });
  return steps;
}

/** What the child reads (and hears) in each phase. */
export const PHASE_WORDS: Record<BreathingPhase, string> = {
  in: 'Breathe in',
  hold: 'Hold',
  out: 'Breathe out',
};
