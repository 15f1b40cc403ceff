import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { scoreMatch } from '@ye/contracts/game-scoring';
import type { MatchGame as MatchConfig } from '@ye/contracts/games';
import { type ReactNode, useMemo, useState } from 'react';
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

/**
 * Match each feeling word to its face: pick one from either column, then one from the other. A right
 * pair stays matched; a wrong one is gently undone and counted.
 */
export function MatchGame({ config, onFinish, serving }: GamePlayerProps<MatchConfig>) {
  const announce = useAnnounce();
  // All pairs show at once, so nothing is reordered: each feeling's first try is reported, which is
  // what item difficulty is learned from (decision 052).
  const served = useServing(serving);
  const seed = config.pairs.map((p) => p.id).join('|');
  const faces = useMemo(() => mixedOrder(config.pairs, seed), [config.pairs, seed]);
  const [matched, setMatched] = useState<string[]>([]);
  const [wrongAttempts, setWrongAttempts] = useState(0);
  const [picked, setPicked] = useState<Pick | null>(null);
  const [last, setLast] = useState<Last>(null);

  const total = config.pairs.length;
  const progressText = `${matched.length} of ${total} pairs matched`;
  const pairOf = (id: string) => config.pairs.find((p) => p.id === id);
  const nameOf = (pick: Pick) => {
    const pair = pairOf(pick.id);
    return pick.side === 'feeling' ? pair?.feeling : pair?.face_label;
  };

  const choose = (side: Side, id: string) => {
    if (matched.includes(id)) return;
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
    void served.report(feelingId, faceId);
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

  const column = (title: string, children: ReactNode) => (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box role="group" aria-label={title} onKeyDown={moveFocusWithArrows} sx={{ display: 'grid', gap: 1.5 }}>
        {children}
      </Box>
    </Box>
  );

  return (
    <Box>
      <GameProgress label={progressText} value={matched.length} total={total} />
      {last ? (
        <Box sx={{ mb: 2 }}>
          <Feedback tone={last.kind} title={last.kind === 'right' ? 'Yes, a match!' : TRY_AGAIN}>
            {last.text}
          </Feedback>
        </Box>
      ) : null}
      <Box
        sx={{ display: 'grid', gap: { xs: 1.5, sm: 3 }, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
      >
        {column(
          'Feelings',
          config.pairs.map((pair) => {
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
    </Box>
  );
}
