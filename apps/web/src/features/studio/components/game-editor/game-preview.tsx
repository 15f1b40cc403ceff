import ReplayRounded from '@mui/icons-material/ReplayRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { GameConfig } from '@ye/contracts/games';
import { useId, useMemo, useState } from 'react';
import { GamePlayer } from '../../../../components/games/game-player.tsx';
import { useDebouncedValue } from '../../../../lib/use-debounced-value.ts';

/** How long the config must stay still before the preview restarts with it (typing stays smooth). */
export const PREVIEW_DELAY_MS = 600;

/**
 * Plays the config as a child would, once it is valid. Every settled change starts a fresh game, and
 * so does "Restart preview"; the score is only shown, never saved.
 */
export function GamePreview({ value, onShowMissing }: { value: GameConfig; onShowMissing: () => void }) {
  const headingId = useId();
  const settled = useDebouncedValue(JSON.stringify(value), PREVIEW_DELAY_MS);
  // Played as the API will store it: parsed (so trimmed) by the contract.
  const parsed = useMemo(() => GameConfig.safeParse(JSON.parse(settled)), [settled]);
  const [run, setRun] = useState(0);

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0, display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography component="h4" variant="h6" id={headingId}>
          Preview
        </Typography>
        {parsed.success ? (
          <Button startIcon={<ReplayRounded />} onClick={() => setRun((n) => n + 1)} sx={{ minHeight: 44 }}>
            Restart preview
          </Button>
        ) : null}
      </Box>
      <Typography color="text.secondary" sx={{ mt: -1 }}>
        Play it the way a child will. Nothing you do here is saved.
      </Typography>
      {parsed.success ? (
        <PreviewRun key={`${run}:${settled}`} config={parsed.data} />
      ) : (
        <Paper
          variant="outlined"
          sx={{
            p: 3,
            borderRadius: 4,
            borderStyle: 'dashed',
            display: 'grid',
            gap: 2,
            justifyItems: 'start',
          }}
        >
          <Typography>The preview appears when every field is filled in.</Typography>
          <Button variant="outlined" onClick={onShowMissing}>
            Show what is missing
          </Button>
        </Paper>
      )}
    </Box>
  );
}

function PreviewRun({ config }: { config: GameConfig }) {
  const [score, setScore] = useState<number | null>(null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <GamePlayer config={config} onFinish={(result) => setScore(result.score)} />
      {score === null ? null : (
        <Alert severity="success" role="status">
          Finished with score {score}. In the lesson, the child sees their stars now.
        </Alert>
      )}
    </Box>
  );
}
