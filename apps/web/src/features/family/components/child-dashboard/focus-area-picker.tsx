import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FOCUS_AREAS, type FocusArea } from '@ye/contracts/family';

const FOCUS_LABEL: Record<FocusArea, string> = {
  confidence: 'Confidence',
  friendship: 'Friendship',
  feelings: 'Feelings',
  anxiety: 'Anxiety',
  calm: 'Calm',
  'self-esteem': 'Self-esteem',
};

/** What the parent wants the child to grow in: a pressed chip per chosen area, any number of them. */
export function FocusAreaPicker({
  childName,
  value,
  onChange,
}: {
  childName: string;
  value: FocusArea[];
  onChange: (areas: FocusArea[]) => void;
}) {
  return (
    <Box role="group" aria-labelledby="focus-areas-label">
      <Typography id="focus-areas-label" sx={{ fontWeight: 600, mb: 0.5 }}>
        Focus areas
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        What would you like {childName} to grow in? Choose any.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {FOCUS_AREAS.map((area) => {
          const on = value.includes(area);
          return (
            <Chip
              key={area}
              label={FOCUS_LABEL[area]}
              icon={on ? <CheckRounded /> : undefined}
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((a) => a !== area) : [...value, area])}
              sx={{ fontSize: '0.9375rem', height: 36 }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
