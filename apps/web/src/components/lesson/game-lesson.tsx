import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { LessonContent } from '@ye/contracts/catalog';
import { useRef, useState } from 'react';
import { GamePlayer } from '../games/game-player.tsx';
import type { GameServing } from '../games/types.ts';
import { Paragraphs, readingSx } from './lesson-parts.tsx';

/** One play of the game; "Play again" mounts a new one (a new key), with its own clock. */
export function GameLesson({
  content,
  onFinish,
  makeServing,
}: {
  content: LessonContent;
  onFinish: (score: number, startedAt: number) => void;
  /** Adaptive serving for this play (the child's page); the preview has none. */
  makeServing?: (lessonId: string) => GameServing;
}) {
  const startedAt = useRef(Date.now());
  // One serving per play: "Play again" mounts a new GameLesson, so a new play asks afresh.
  const adaptive = content.game && ['quiz', 'sort', 'match'].includes(content.game.type);
  const [serving] = useState(() => (adaptive && makeServing ? makeServing(content.id) : undefined));
  if (!content.game)
    return (
      <Alert severity="info" sx={{ fontSize: '1.0625rem' }}>
        This game is not ready yet. Please come back soon!
      </Alert>
    );
  return (
    <Box sx={{ maxWidth: 900 }}>
      {content.body ? (
        <Box sx={{ ...readingSx, mb: 2 }}>
          <Paragraphs text={content.body} />
        </Box>
      ) : null}
      <GamePlayer
        config={content.game}
        serving={serving}
        onFinish={({ score }) => onFinish(score, startedAt.current)}
      />
    </Box>
  );
}
