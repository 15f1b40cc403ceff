import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CourseImpact } from '@ye/contracts/insights';
import { ImpactCourseCard } from '../impact-course-card.tsx';

/** A card per course, those with numbers first. */
export function ImpactCourseList({
  results,
  oneCourse,
  minGroupSize,
}: {
  results: CourseImpact[];
  oneCourse: boolean;
  minGroupSize: number;
}) {
  return (
    <Box component="section" aria-label="Courses">
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {oneCourse ? 'The course' : 'Every course'}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' },
        }}
      >
        {results.map((r) => (
          <li key={r.course_id}>
            <ImpactCourseCard result={r} minGroupSize={minGroupSize} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
