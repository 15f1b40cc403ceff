import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LearningSummary } from '@ye/contracts/learning';

/**
 * Missions and courses finished, and the longest streak, as big numbers; the streak only when the
 * parent turned streaks on (decision 042).
 */
export function Numbers({ summary }: { summary: LearningSummary }) {
  const items = [
    {
      label: summary.missions_completed === 1 ? 'mission finished' : 'missions finished',
      value: summary.missions_completed,
    },
    {
      label: summary.courses_completed === 1 ? 'course finished' : 'courses finished',
      value: summary.courses_completed,
    },
  ];
  if (summary.streaks_on)
    items.push({
      label: summary.longest_streak === 1 ? 'day in my longest streak' : 'days in my longest streak',
      value: summary.longest_streak,
    });
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${items.length}, 1fr)` },
      }}
    >
      {items.map((item) => (
        <Paper
          component="li"
          key={item.label}
          elevation={0}
          sx={{ p: 2.5, border: 2, borderColor: 'grey.200', textAlign: 'center' }}
        >
          <Typography
            component="span"
            sx={{
              display: 'block',
              fontSize: '2.25rem',
              fontWeight: 700,
              color: 'secondary.main',
              lineHeight: 1.1,
            }}
          >
            {item.value}
          </Typography>
          <Typography component="span" sx={{ display: 'block', fontSize: '1.0625rem' }}>
            {item.label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
