import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** How far a child is in one course: a bar and the percent beside it (the bar is named for screen readers). */
export function CourseProgressBar({ title, percent }: { title: string; percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={value}
        aria-label={`${title}: ${value}% done`}
        sx={{
          flex: 1,
          height: 10,
          borderRadius: 5,
          bgcolor: '#DCE6E1',
          '& .MuiLinearProgress-bar': { borderRadius: 5 },
        }}
      />
      <Typography
        component="span"
        aria-hidden
        variant="body2"
        sx={{ minWidth: 40, textAlign: 'right', fontWeight: 600 }}
      >
        {value}%
      </Typography>
    </Box>
  );
}
