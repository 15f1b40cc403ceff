import { z } from 'zod';

// The five mini-games. A game lesson (a "mission" in a game course) holds one of these JSON
// configurations; the web app plays it and reports a score from 0 to 100, and the API turns the score
// into stars. The configuration is written by instructors, so it is validated here once for both sides.

export const GAME_TYPES = ['quiz', 'sort', 'match', 'affirmation', 'breathing'] as const;
export const GameType = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameType>;

/** What each game is called for a child. */
export const GAME_TYPE_LABELS: Record<GameType, string> = {
  quiz: 'Quiz',
  sort: 'Sorting game',
  match: 'Match the pairs',
  affirmation: 'Kind words builder',
  breathing: 'Breathing exercise',
};

const Text = (max: number) => z.string().trim().min(1).max(max);
/** Read aloud with the speaker button and shown above the game. */
const Instructions = Text(400);

/** Multiple choice: each question has 2-4 options and one right answer (its index). */
export const QuizGame = z.object({
  type: z.literal('quiz'),
  instructions: Instructions,
  questions: z
    .array(
      z.object({
        prompt: Text(200),
        options: z.array(Text(80)).min(2).max(4),
        answer: z.number().int().min(0).max(3),
        /** A kind sentence shown after the child answers (right or wrong). */
        explanation: Text(240).optional(),
      }),
    )
    .min(1)
    .max(10),
});

/** Put each item into one of two or three groups. */
export const SortGame = z.object({
  type: z.literal('sort'),
  instructions: Instructions,
  groups: z
    .array(z.object({ id: Text(40), label: Text(60) }))
    .min(2)
    .max(3),
  items: z
    .array(z.object({ id: Text(40), label: Text(80), group: Text(40) }))
    .min(2)
    .max(12),
});

/** Pairs of a feeling word and a face (an emoji), matched by the child. */
export const MatchGame = z.object({
  type: z.literal('match'),
  instructions: Instructions,
  pairs: z
    .array(z.object({ id: Text(40), feeling: Text(40), face: Text(16), face_label: Text(60) }))
    .min(2)
    .max(8),
});

/** Build sentences about oneself from a starter tile ("I am") and word tiles ("brave", "kind"). */
export const AffirmationGame = z.object({
  type: z.literal('affirmation'),
  instructions: Instructions,
  starters: z.array(Text(30)).min(1).max(4),
  words: z.array(Text(30)).min(3).max(16),
  /** How many sentences complete the game. */
  sentences_required: z.number().int().min(1).max(5),
});

/** A paced breathing exercise: breathe in, hold, breathe out, for a number of cycles. */
export const BreathingGame = z.object({
  type: z.literal('breathing'),
  instructions: Instructions,
  cycles: z.number().int().min(1).max(10),
  inhale_seconds: z.number().int().min(2).max(8),
  hold_seconds: z.number().int().min(0).max(8),
  exhale_seconds: z.number().int().min(2).max(10),
});

export const GameConfig = z
  .discriminatedUnion('type', [QuizGame, SortGame, MatchGame, AffirmationGame, BreathingGame])
  .superRefine((game, ctx) => {
    if (game.type === 'quiz') {
      game.questions.forEach((q, i) => {
        if (q.answer >= q.options.length)
          ctx.addIssue({
            code: 'custom',
            path: ['questions', i, 'answer'],
            message: 'The answer must be one of the options.',
          });
      });
    }
    if (game.type === 'sort') {
      const groups = new Set(game.groups.map((g) => g.id));
      game.items.forEach((item, i) => {
        if (!groups.has(item.group))
          ctx.addIssue({
            code: 'custom',
            path: ['items', i, 'group'],
            message: 'Every item must belong to one of the groups.',
          });
      });
    }
  });
export type GameConfig = z.infer<typeof GameConfig>;
export type QuizGame = z.infer<typeof QuizGame>;
export type SortGame = z.infer<typeof SortGame>;
export type MatchGame = z.infer<typeof MatchGame>;
export type AffirmationGame = z.infer<typeof AffirmationGame>;
export type BreathingGame = z.infer<typeof BreathingGame>;

/**
 * Stars from a score (0-100). Finishing always earns at least one star: a child who finishes is never
 * told they got nothing. 0 stars means "not finished yet".
 */
export function starsForScore(score: number): 1 | 2 | 3 {
  if (score >= 90) return 3;
  if (score >= 60) return 2;
  return 1;
}
