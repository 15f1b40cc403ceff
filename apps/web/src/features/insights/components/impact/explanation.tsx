import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** How to read the numbers, and why small groups show none. */
export function Explanation({ minGroupSize }: { minGroupSize: number }) {
  return (
    <Paper
      component="section"
      aria-label="What these numbers mean"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, bgcolor: 'offWhite.main' }}
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        What these numbers mean
      </Typography>
      <Typography sx={{ maxWidth: 820 }}>
        We compare each child’s last self-esteem survey before the course with their latest one after it. The
        mean change is the average difference on the 0–100 survey (+5 means 5 points higher afterwards).
        Cohen’s d says how big and how consistent the change is: about 0.2 is small, 0.5 medium, 0.8 or more
        large. It shows what changed while children took the course, not that the course alone caused it.
        Courses with fewer than {minGroupSize} children who took both surveys show no numbers, to protect
        their privacy.
      </Typography>
    </Paper>
  );
}
