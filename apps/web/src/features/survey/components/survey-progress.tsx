import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

/** "Question 3 of 10", as words, as a bar, and said aloud when it changes. */
export function SurveyProgress({ index, total }: { index: number; total: number }) {
  const progressText = `Question ${index + 1} of ${total}`;
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{progressText}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / total) * 100}
        color="secondary"
        aria-label="Survey progress"
        aria-valuetext={progressText}
        sx={{ height: 12, borderRadius: 6, mb: 3, bgcolor: 'rgba(106, 27, 154, 0.15)' }}
      />
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {progressText}
      </Box>
    </>
  );
}
