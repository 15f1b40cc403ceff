import type { GameConfig } from '@ye/contracts/games';

/** What every game reports when the child reaches its end: the score from 0 to 100. */
export interface GameResult {
  score: number;
}

/** The props of the one entry point, <GamePlayer> (game-player.tsx), and of each game inside it. */
export interface GamePlayerProps<C extends GameConfig = GameConfig> {
  config: C;
  /** Called once, when the game is finished. The page then sends the completion and shows stars and XP. */
  onFinish: (result: GameResult) => void;
}
