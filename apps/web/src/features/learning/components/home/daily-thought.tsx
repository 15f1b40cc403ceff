import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A kind thought for each day of the year, in words a 6-year-old can read with help. */
const DAILY_THOUGHTS = [
  'Mistakes help your brain grow. Every try counts!',
  'You are a good friend when you listen.',
  'It is okay to feel sad or cross. Feelings come and go like clouds.',
  'Take three slow breaths. In… and out. You are calm and strong.',
  'Something you did today was brave. What was it?',
  'Being kind to yourself is a superpower.',
  'You can do hard things, one small step at a time.',
];

function thoughtFor(date: Date): string {
  const start = new Date(date.getFullYear(), 0, 0).getTime();
  const day = Math.floor((date.getTime() - start) / 86_400_000);
  return DAILY_THOUGHTS[day % DAILY_THOUGHTS.length] ?? DAILY_THOUGHTS[0] ?? '';
}

/** Today's big thought and a small thing to try, side by side. */
export function DailyThought() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
      <Paper elevation={0} sx={{ p: { xs: 3, md: 4 }, bgcolor: 'yellow.main', color: 'yellow.contrastText' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <AutoAwesomeRounded aria-hidden="true" />
          <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
            Today's big thought
          </Typography>
        </Box>
        <Typography sx={{ fontSize: { xs: '1.375rem', md: '1.75rem' }, fontWeight: 600, lineHeight: 1.35 }}>
          {thoughtFor(new Date())}
        </Typography>
      </Paper>
      <Paper elevation={0} sx={{ p: { xs: 3, md: 4 }, border: 3, borderColor: 'purple.main' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'purple.main' }}>
          <FavoriteRounded aria-hidden="true" />
          <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
            Try this
          </Typography>
        </Box>
        <Typography sx={{ fontSize: '1.25rem' }}>
          Think of one thing you are good at. Say it out loud: "I am good at…"
        </Typography>
      </Paper>
    </Box>
  );
}
