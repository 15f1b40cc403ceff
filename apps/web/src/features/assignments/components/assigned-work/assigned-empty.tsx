import AssignmentRounded from '@mui/icons-material/AssignmentRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export function AssignedLoading() {
  return (
    <Box aria-busy="true" aria-label="Loading assignments" sx={{ display: 'grid', gap: 1.5 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={88} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}

/** Nothing assigned (in the chosen course): where assigning starts. */
export function AssignedEmpty({ filtered }: { filtered: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
      <AssignmentRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
      <Typography component="h3" variant="h5" sx={{ mb: 1 }}>
        {filtered ? 'Nothing assigned in this course yet' : 'Nothing assigned yet'}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        Choose a course, your students and a date above. What you assign shows here with each child’s
        progress.
      </Typography>
    </Paper>
  );
}
