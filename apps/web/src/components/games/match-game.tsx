import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { scoreMatch } from '@ye/contracts/game-scoring';
import type { MatchGame as MatchConfig } from '@ye/contracts/games';
import { matchRoundSizes, nextMatchRound } from '@ye/contracts/match-rounds';
import { type ReactNode, type Ref, useEffect, useMemo, useRef, useState } from 'react';
import { mixedOrder } from './game-rules.ts';
import {
  Feedback,
  GameProgress,
  moveFocusWithArrows,
  Tile,
  type TileState,
  TRY_AGAIN,
  useAnnounce,
} from './game-ui.tsx';
import { useServing } from './serving.ts';
import type { GamePlayerProps } from './types.ts';

type Side = 'feeling' | 'face';
type Pick = { side: Side; id: string };
type Last = { kind: 'right' | 'try-again'; text: string } | null;
type Round = { index: number; ids: string[] };

/** Gentle, and skipped for people who asked for less motion: a new round's tiles fade in. */
const arriveSx = {
  '@keyframes match-arrive': {
    from: { opacity: 0, transform: 'translateY(6px)' },
    to: { opacity: 1, transform: 'none' },
  },
  animation: 'match-arrive 250ms ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/**
 * Match each feeling word to its face: pick one from either column, then one from the other. A right
 * pair stays matched; a wrong one is gently undone and counted. A game with more pairs than a small
 * board (MATCH_BOARD_PAIRS) is played in rounds of at most 3 (match-rounds.ts, decision 052, amended): with serving,
 * each round's pairs are the front of the API's latest ranking, so easier or harder pairs come in as
 * the child shows skill; without it, or when it is slow or fails, the author's order.
 */
export function MatchGame({ config, onFinish, serving }: GamePlayerProps<MatchConfig>) {
  const announce = useAnnounce();
  const served = useServing(serving);
  const authored = useMemo(() => config.pairs.map((p) => p.id), [config.pairs]);
  const sizes = useMemo(() => matchRoundSizes(config.pairs.length), [config.pairs.length]);
  const inRounds = sizes.length > 1;
  // A game that fits the board plays as authored at once (its first tries are still reported); one
  // in rounds waits for the API's opening ranking (at most SERVING_WAIT_MS, serving.ts).
  const [round, setRound] = useState<Round | null>(() =>
    !inRounds ? { index: 0, ids: authored } : served.ready ? firstRound(authored, [], sizes) : null,
  );
  const [matched, setMatched] = useState<string[]>([]);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [picked, setPicked] = useState<Pick | null>(null);
  const [last, setLast] = useState<Last>(null);
  const [waiting, setWaiting] = useState(false);
  const feelingsRef = useRef<HTMLDivElement>(null);
  /** A new round replaced the tile that had focus: focus its first feeling instead of the page. */
  const focusNewRound = useRef(false);

  useEffect(() => {
    if (round === null && served.ready) setRound(firstRound(authored, served.opening, sizes));
  }, [round, served.ready, served.opening, authored, sizes]);

  useEffect(() => {
    if (!focusNewRound.current || !round) return;
    focusNewRound.current = false;
    feelingsRef.current?.querySelector<HTMLElement>('[data-game-tile]')?.focus();
  }, [round]);

  const pairs = useMemo(
    () => (round?.ids ?? []).flatMap((id) => config.pairs.filter((p) => p.id === id)),
    [round, config.pairs],
  );
  const seed = pairs.map((p) => p.id).join('|');
  const faces = useMemo(() => mixedOrder(pairs, seed), [pairs, seed]);

  if (!round)
    return (
      <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={28} color="secondary" aria-hidden="true" />
        <Typography sx={{ fontSize: '1.125rem' }}>Getting your pairs ready…</Typography>
      </Box>
    );

  const total = config.pairs.length;
  const progressText = `${matched.length} of ${total} pairs matched`;
  const pairOf = (id: string) => config.pairs.find((p) => p.id === id);
  const nameOf = (pick: Pick) => {
    const pair = pairOf(pick.id);
    return pick.side === 'feeling' ? pair?.feeling : pair?.face_label;
  };
  const earlier = config.pairs.filter((p) => matched.includes(p.id) && !round.ids.includes(p.id));

  const startRound = (index: number, ranking: readonly string[], done: string[]) => {
    const ids = nextMatchRound(authored, ranking, new Set(done), sizes[index] ?? 0);
    focusNewRound.current = true;
    setRound({ index, ids });
    setWaiting(false);
    setPicked(null);
    const words = ids.map((id) => pairOf(id)?.feeling).join(', ');
    announce(`Round ${index + 1} of ${sizes.length}. New feelings: ${words}.`);
  };

  const choose = (side: Side, id: string) => {
    if (matched.includes(id) || waiting) return;
    // Nothing picked yet, the same column again, or the same tile: this becomes (or stops being) the pick.
    if (!picked || picked.side === side) {
      const next = picked?.side === side && picked.id === id ? null : { side, id };
      setPicked(next);
      setLast(null);
      if (next) announce(`Picked ${nameOf(next)}. Now pick its ${side === 'feeling' ? 'face' : 'feeling'}.`);
      return;
    }
    const feelingId = side === 'feeling' ? id : picked.id;
    const faceId = side === 'face' ? id : picked.id;
    const feeling = pairOf(feelingId);
    const face = pairOf(faceId);
    if (!feeling || !face) return;
    // Each feeling's first try goes to the API (later tries resolve to its last ranking at once),
    // except the board's last pair: matched by elimination, it says nothing about the child or the
    // pair, and counted as right it would inflate both (decision 052, amended).
    const byElimination = round.ids.filter((p) => !matched.includes(p)).length === 1;
    const ranked = byElimination ? served.settled() : served.reportRanked(feelingId, faceId);
    if (feelingId === faceId) {
      const nowMatched = [...matched, feelingId];
      setMatched(nowMatched);
      setPicked(null);
      if (nowMatched.length === total) {
        onFinish({ score: scoreMatch({ pairs: total, wrongAttempts }) });
        return;
      }
      const text = `${feeling.feeling} goes with ${face.face_label}.`;
      setLast({ kind: 'right', text });
      announce(`Yes! ${text} ${nowMatched.length} of ${total} pairs matched.`);
      if (round.ids.every((p) => nowMatched.includes(p))) {
        // The round is done: the next one's pairs come from the ranking this answer brings back.
        setWaiting(true);
        void ranked.then((ranking) => startRound(round.index + 1, ranking, nowMatched));
      }
      return;
    }
    setWrongAttempts((n) => n + 1);
    // Keep the first pick so the child can try another partner for it straight away.
    const text = `${feeling.feeling} and ${face.face_label} do not go together. Try another one.`;
    setLast({ kind: 'try-again', text });
    announce(`${TRY_AGAIN} ${text}`);
  };

  const look = (side: Side, id: string): { state: TileState; note?: string } => {
    if (matched.includes(id)) return { state: 'right', note: 'Matched' };
    if (picked?.side === side && picked.id === id) return { state: 'selected', note: 'Picked' };
    return { state: 'idle' };
  };

  const column = (title: string, children: ReactNode, ref?: Ref<HTMLDivElement>) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box
        ref={ref}
        role="group"
        aria-label={title}
        onKeyDown={moveFocusWithArrows}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {children}
      </Box>
    </Box>
  );

  return (
    <Box>
      <GameProgress label={progressText} value={matched.length} total={total} />
      {inRounds ? (
        <Typography sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1.5 }}>
          Round {round.index + 1} of {sizes.length}
          {waiting ? ' · getting new pairs ready…' : ''}
        </Typography>
      ) : null}
      {last ? (
        <Box sx={{ mb: 2 }}>
          <Feedback tone={last.kind} title={last.kind === 'right' ? 'Yes, a match!' : TRY_AGAIN}>
            {last.text}
          </Feedback>
        </Box>
      ) : null}
      <Box
        key={round.index}
        sx={{
          display: 'grid',
          gap: { xs: 1.5, sm: 3 },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          ...(inRounds && round.index > 0 ? arriveSx : {}),
        }}
      >
        {column(
          'Feelings',
          pairs.map((pair) => {
            const l = look('feeling', pair.id);
            const faceAfterMatch = matched.includes(pair.id) ? pair.face : undefined;
            return (
              <Tile
                key={pair.id}
                label={pair.feeling}
                onClick={() => choose('feeling', pair.id)}
                pressed={picked?.side === 'feeling' && picked.id === pair.id}
                state={l.state}
                note={l.note && faceAfterMatch ? `${l.note} ${faceAfterMatch}` : l.note}
                inactive={matched.includes(pair.id)}
              />
            );
          }),
          feelingsRef,
        )}
        {column(
          'Faces',
          faces.map((pair) => {
            const l = look('face', pair.id);
            return (
              <Tile
                key={pair.id}
                label={pair.face_label}
                picture={pair.face}
                onClick={() => choose('face', pair.id)}
                pressed={picked?.side === 'face' && picked.id === pair.id}
                state={l.state}
                note={l.note}
                inactive={matched.includes(pair.id)}
              />
            );
          }),
        )}
      </Box>
      {earlier.length > 0 ? (
        <Box sx={{ mt: 3 }}>
          <Typography component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
            Matched in earlier rounds
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {earlier.map((pair) => (
              <Box
                component="li"
                key={pair.id}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.75,
                  px: 1.5,
                  py: 0.75,
                  borderRadius: '12px',
                  bgcolor: 'rgba(46, 125, 50, 0.10)',
                  fontSize: '1.0625rem',
                  fontWeight: 600,
                }}
              >
                <span aria-hidden="true">{pair.face}</span>
                {pair.feeling}
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}

/** The first round: the front of the API's opening ranking (or the author's order). */
function firstRound(authored: readonly string[], ranking: readonly string[], sizes: number[]): Round {
  return { index: 0, ids: nextMatchRound(authored, ranking, new Set(), sizes[0] ?? 0) };
}
