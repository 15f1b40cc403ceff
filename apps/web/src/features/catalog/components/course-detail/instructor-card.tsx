import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';

export function InstructorCard({ instructor }: { instructor: CourseDetail['instructor'] }) {
  return (
    <Paper
      component="section"
      aria-labelledby="instructor-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
    >
      <Typography id="instructor-heading" component="h2" variant="h4" sx={{ mb: 1 }}>
        Your instructor
      </Typography>
      <Typography sx={{ fontWeight: 600, mb: 0.5 }}>{instructor.name}</Typography>
      <Typography color="text.secondary">
        {instructor.bio ?? `${instructor.name} writes courses for children on Youth Enrichments.`}
      </Typography>
    </Paper>
  );
}
