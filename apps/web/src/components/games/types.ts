import type { GameConfig } from '@ye/contracts/games';

/** What every game reports when the child reaches its end: the score from 0 to 100. */
export interface GameResult {
  score: number;
}

/**
 * Adaptive serving (decision 052): the API ranks the items not yet answered, the one to show next
 * first, aiming at about 80 % success, and learns from each first try. A quiz or sort game takes the
 * front item; a match game with more pairs than its board takes each round's pairs from the front.
 * Without serving (the studio's preview), or when it is slow or fails, a game keeps the author's
 * order. Ids are as the game names items: a question's position, a card's or a pair's id. Nothing
 * about ability comes back, only which items come next.
 */
export interface GameServing {
  /** Starts a play: every item, the one to show first first ([]: keep the author's order). */
  start: () => Promise<string[]>;
  /** The child's first try at an item (an option's position, a group's id, a face's pair id): the items left, next first. */
  answer: (item: string, answer: string) => Promise<string[]>;
}

/** The props of the one entry point, <GamePlayer> (game-player.tsx), and of each game inside it. */
export interface GamePlayerProps<C extends GameConfig = GameConfig> {
  config: C;
  /** Called once, when the game is finished. The page then sends the completion and shows stars and XP. */
  onFinish: (result: GameResult) => void;
  /** Adaptive serving for quiz, sort and match games; absent in the studio's preview. */
  serving?: GameServing;
}
