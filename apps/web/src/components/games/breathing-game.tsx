import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import StopRounded from '@mui/icons-material/StopRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scoreBreathing } from '@ye/contracts/game-scoring';
import type { BreathingGame as BreathingConfig } from '@ye/contracts/games';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { plural } from '../../lib/format.ts';
import { type BreathingPhase, breathSteps, PHASE_WORDS } from './game-rules.ts';
import { GameProgress, useAnnounce } from './game-ui.tsx';
import type { GamePlayerProps } from './types.ts';

const SMALL = 0.55;
const TICK_MS = 1000;

const PHASE_COLOUR: Record<BreathingPhase | 'ready', string> = {
  ready: '#DDEFD9',
  in: '#A5D6A7',
  hold: '#FFE08A',
  out: '#D7B8E8',
};

type Status = 'ready' | 'running' | 'paused';
interface Position {
  cycle: number;
  step: number;
  /** Whole seconds left in this step, counted down on screen. */
  remaining: number;
}

/**
 * A paced breathing exercise. After Start, a circle grows while breathing in, stays while holding and
 * shrinks while breathing out, with the words and a count; it runs on real timers for the configured
 * seconds and cycles. With reduced motion the circle stays still and the words and count pace it.
 */
export function BreathingGame({ config, onFinish }: GamePlayerProps<BreathingConfig>) {
  const announce = useAnnounce();
  const steps = useMemo(() => breathSteps(config), [config]);
  const first = steps[0] as (typeof steps)[number];
  const [status, setStatus] = useState<Status>('ready');
  const [pos, setPos] = useState<Position>({ cycle: 0, step: 0, remaining: first.seconds });
  /** When the next second of the count is due (a clock time), or null while paused or not started. */
  const dueAt = useRef<number | null>(null);
  /** How much of the current second was still to go when the child paused. */
  const leftWhenPaused = useRef(TICK_MS);
  const finished = useRef(false);
  const finish = useCallback(
    (completed: number) => {
      if (finished.current) return;
      finished.current = true;
      onFinish({ score: scoreBreathing({ completed, cycles: config.cycles }) });
    },
    [onFinish, config.cycles],
  );

  const current = steps[pos.step] ?? first;

  // One timer per second of the count, each due exactly a second after the one before (not after the
  // render that scheduled it), so the exercise lasts the configured seconds however busy the page is.
  useEffect(() => {
    if (status !== 'running') return;
    if (dueAt.current === null) dueAt.current = Date.now() + leftWhenPaused.current;
    const due = dueAt.current;
    const timer = setTimeout(
      () => {
        dueAt.current = due + TICK_MS;
        if (pos.remaining > 1) {
          setPos({ ...pos, remaining: pos.remaining - 1 });
          return;
        }
        const nextStep = steps[pos.step + 1];
        if (nextStep) {
          setPos({ cycle: pos.cycle, step: pos.step + 1, remaining: nextStep.seconds });
          announce(`${PHASE_WORDS[nextStep.phase]} for ${plural(nextStep.seconds, 'second')}`);
          return;
        }
        if (pos.cycle + 1 < config.cycles) {
          setPos({ cycle: pos.cycle + 1, step: 0, remaining: first.seconds });
          announce(`Breath ${pos.cycle + 2} of ${config.cycles}. ${PHASE_WORDS[first.phase]}`);
          return;
        }
        finish(config.cycles);
      },
      Math.max(0, due - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [status, pos, steps, first, config.cycles, announce, finish]);

  const startOrPause = () => {
    if (status === 'running') {
      leftWhenPaused.current = Math.max(0, (dueAt.current ?? Date.now()) - Date.now());
      dueAt.current = null;
      setStatus('paused');
      announce('Paused. Press Keep going when you are ready.');
      return;
    }
    if (status === 'ready') announce(`Breath 1 of ${config.cycles}. ${PHASE_WORDS[first.phase]}`);
    else announce(PHASE_WORDS[current.phase]);
    setStatus('running');
  };

  const stopHere = () => {
    setStatus('paused');
    finish(pos.cycle);
  };

  const phase: BreathingPhase | 'ready' = status === 'ready' ? 'ready' : current.phase;
  const progressText =
    status === 'ready'
      ? `${plural(config.cycles, 'slow breath')} to take`
      : `Breath ${pos.cycle + 1} of ${config.cycles}`;
  const plan = [
    `In for ${plural(config.inhale_seconds, 'second')}`,
    config.hold_seconds > 0 ? `hold for ${config.hold_seconds}` : null,
    `out for ${config.exhale_seconds}`,
  ]
    .filter(Boolean)
    .join(', ');

  // The circle's size over this step: in grows, hold stays big, out shrinks; ready rests small.
  const [from, to] =
    phase === 'in' ? [SMALL, 1] : phase === 'hold' ? [1, 1] : phase === 'out' ? [1, SMALL] : [SMALL, SMALL];

  return (
    <Box>
      <GameProgress label={progressText} value={status === 'ready' ? 0 : pos.cycle} total={config.cycles} />
      <Typography sx={{ fontSize: '1.125rem', mb: 2 }}>{plan}.</Typography>

      <Box
        sx={{
          position: 'relative',
          width: { xs: 240, sm: 300 },
          height: { xs: 240, sm: 300 },
          mx: 'auto',
          my: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {/* The full size the circle grows to, so a child sees how far to breathe. */}
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', inset: 0, borderRadius: '50%', border: '3px dashed #A3A5A0' }}
        />
        <Box
          key={`${pos.cycle}-${pos.step}-${status === 'ready'}`}
          aria-hidden="true"
          data-testid="breathing-circle"
          data-phase={phase}
          sx={{
            position: 'absolute',
            inset: 0,
            borderRadius: '50%',
            bgcolor: PHASE_COLOUR[phase],
            border: '6px solid',
            borderColor: phase === 'hold' ? '#B58900' : phase === 'out' ? '#6A1B9A' : '#2E7D32',
            transform: `scale(${to})`,
            '@keyframes breathing-size': {
              from: { transform: `scale(${from})` },
              to: { transform: `scale(${to})` },
            },
            animation: `breathing-size ${current.seconds}s ease-in-out both`,
            animationPlayState: status === 'running' ? 'running' : 'paused',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', transform: 'scale(0.9)' },
          }}
        />
        <Box sx={{ position: 'relative', textAlign: 'center', px: 2 }}>
          <Typography sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.2 }}>
            {status === 'ready' ? 'Ready?' : PHASE_WORDS[current.phase]}
          </Typography>
          {status === 'ready' ? null : (
            <Typography
              aria-label={`${plural(pos.remaining, 'second')} left`}
              sx={{ fontSize: '3rem', fontWeight: 700, lineHeight: 1.1 }}
            >
              {pos.remaining}
            </Typography>
          )}
          {status === 'paused' ? <Typography sx={{ fontWeight: 600 }}>Paused</Typography> : null}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, mt: 2 }}>
        <Button
          variant="contained"
          color="secondary"
          size="large"
          onClick={startOrPause}
          startIcon={status === 'running' ? <PauseRounded /> : <PlayArrowRounded />}
          sx={{ minHeight: 56, minWidth: 160 }}
        >
          {status === 'ready' ? 'Start' : status === 'running' ? 'Pause' : 'Keep going'}
        </Button>
        {status !== 'ready' && pos.cycle > 0 ? (
          <Button
            variant="outlined"
            color="secondary"
            size="large"
            onClick={stopHere}
            startIcon={<StopRounded />}
            sx={{ minHeight: 56 }}
          >
            Stop here
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
