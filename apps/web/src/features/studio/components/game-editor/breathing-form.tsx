import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BreathingGame } from '@ye/contracts/games';
import { plural } from '../../../../lib/format.ts';
import { NumberInput } from './fields.tsx';
import { InstructionsInput } from './instructions-input.tsx';
import { limit } from './limits.ts';

type Seconds = 'inhale_seconds' | 'hold_seconds' | 'exhale_seconds';

const FIELDS: { key: Seconds; label: string; hint: (min: number) => string }[] = [
  { key: 'inhale_seconds', label: 'Breathe in (seconds)', hint: () => 'While the circle grows.' },
  { key: 'hold_seconds', label: 'Hold (seconds)', hint: (min) => `${min} leaves the hold out.` },
  { key: 'exhale_seconds', label: 'Breathe out (seconds)', hint: () => 'While the circle shrinks.' },
];

/** "1 minute 12 seconds", "45 seconds", "2 minutes". */
export function spokenDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  if (minutes === 0) return plural(seconds, 'second');
  return seconds === 0
    ? plural(minutes, 'minute')
    : `${plural(minutes, 'minute')} ${plural(seconds, 'second')}`;
}

/** How long the whole exercise takes, or null while a number is missing or out of range. */
export function breathingLength(value: BreathingGame): string | null {
  const parsed = BreathingGame.safeParse(value);
  if (!parsed.success) return null;
  const { cycles, inhale_seconds, hold_seconds, exhale_seconds } = parsed.data;
  const breath = inhale_seconds + hold_seconds + exhale_seconds;
  return `The exercise lasts ${spokenDuration(cycles * breath)} in total: ${plural(cycles, 'breath')} of ${plural(breath, 'second')} each.`;
}

/** The number of breaths and the seconds of each step, with the total length spelled out. */
export function BreathingForm({
  value,
  onChange,
}: {
  value: BreathingGame;
  onChange: (value: BreathingGame) => void;
}) {
  const length = breathingLength(value);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InstructionsInput
        type="breathing"
        value={value.instructions}
        onChange={(instructions) => onChange({ ...value, instructions })}
      />
      <NumberInput
        path="cycles"
        label="Number of breaths"
        value={value.cycles}
        onChange={(cycles) => onChange({ ...value, cycles })}
        range={limit('breathing', 'cycles')}
        helper={`One breath is in, hold and out. From ${limit('breathing', 'cycles').min} to ${limit('breathing', 'cycles').max}.`}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 10rem), 1fr))',
        }}
      >
        {FIELDS.map(({ key, label, hint }) => {
          const range = limit('breathing', key);
          return (
            <NumberInput
              key={key}
              path={key}
              label={label}
              value={value[key]}
              onChange={(seconds) => onChange({ ...value, [key]: seconds })}
              range={range}
              helper={`${hint(range.min)} From ${range.min} to ${range.max}.`}
            />
          );
        })}
      </Box>
      <Typography sx={{ fontWeight: 600 }}>
        {length ?? 'The total length shows once every number is in range.'}
      </Typography>
    </Box>
  );
}
