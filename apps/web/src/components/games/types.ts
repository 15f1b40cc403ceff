import type { GameConfig } from '@ye/contracts/games';

/** What every game reports when the child reaches its end: the score from 0 to 100. */
export interface GameResult {
  score: number;
}

/**
 * Adaptive serving (decision 052): the API names the next quiz question or sort card, aiming at about
 * 80 % success, and learns from each first try. Without it (the studio's preview), or when it is slow
 * or fails, a game keeps the author's order. Ids are as the game names items: a question's position,
 * a card's or a pair's id. Nothing about ability comes back, only which item is next.
 */
export interface GameServing {
  /** Starts a play: the first item's id, or null (keep the author's order). */
  start: () => Promise<string | null>;
  /** The child's first try at an item (an option's position, a group's id, a face's pair id): the next item's id. */
  answer: (item: string, answer: string) => Promise<string | null>;
}

/** The props of the one entry point, <GamePlayer> (game-player.tsx), and of each game inside it. */
export interface GamePlayerProps<C extends GameConfig = GameConfig> {
  config: C;
  /** Called once, when the game is finished. The page then sends the completion and shows stars and XP. */
  onFinish: (result: GameResult) => void;
  /** Adaptive serving for quiz, sort and match games; absent in the studio's preview. */
  serving?: GameServing;
}
