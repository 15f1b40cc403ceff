import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { LessonContent } from '@ye/contracts/catalog';
import { useRef } from 'react';
import { GamePlayer } from '../games/game-player.tsx';
import { Paragraphs, readingSx } from './lesson-parts.tsx';

/** One play of the game; "Play again" mounts a new one (a new key), with its own clock. */
export function GameLesson({
  content,
  onFinish,
}: {
  content: LessonContent;
  onFinish: (score: number, startedAt: number) => void;
}) {
  const startedAt = useRef(Date.now());
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
      <GamePlayer config={content.game} onFinish={({ score }) => onFinish(score, startedAt.current)} />
    </Box>
  );
}
