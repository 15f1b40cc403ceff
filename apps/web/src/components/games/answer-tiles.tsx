import Box from '@mui/material/Box';
import { moveFocusWithArrows, Tile, type TileState } from './game-ui.tsx';

/**
 * The answers of a multiple-choice question as a grid of tiles (one column on a phone, two wider),
 * moved between with the arrow keys. Used by the quiz mini-game and by a lesson's quiz.
 */
export function AnswerTiles({
  options,
  labelledBy,
  label,
  lookOf,
  onPick,
  pickedIndex,
  isInactive,
  keyPrefix = '',
}: {
  options: readonly string[];
  /** The id of the question's prompt, or else `label` names the group. */
  labelledBy?: string;
  label?: string;
  lookOf: (index: number) => { state: TileState; note?: string };
  onPick: (index: number) => void;
  /** When given, tiles report as pressed or not (a choice waiting to be checked). */
  pickedIndex?: number | null;
  isInactive: (index: number) => boolean;
  /** Changes with the question, so a new question gets new tiles (and loses the old focus styles). */
  keyPrefix?: string;
}) {
  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onKeyDown={moveFocusWithArrows}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {options.map((option, i) => {
        const look = lookOf(i);
        return (
          <Tile
            // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position
            key={`${keyPrefix}${i}`}
            label={option}
            onClick={() => onPick(i)}
            state={look.state}
            note={look.note}
            pressed={pickedIndex === undefined ? undefined : pickedIndex === i}
            inactive={isInactive(i)}
          />
        );
      })}
    </Box>
  );
}
