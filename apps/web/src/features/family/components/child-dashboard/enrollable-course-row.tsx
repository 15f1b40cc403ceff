import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CourseCard } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { plural } from '../../../../lib/format.ts';
import { catalogCoursePath } from '../../../../lib/paths.ts';

/** A course in the enrol dialog: its facts and "About", then "Assigned" or the button that enrols. */
export function EnrollableCourseRow({
  course,
  name,
  enrolled,
  pending,
  onEnrol,
}: {
  course: CourseCard;
  name: string;
  enrolled: boolean;
  pending: boolean;
  onEnrol: () => void;
}) {
  const titleId = `assign-course-${course.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography id={titleId} component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {course.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[
            `Ages ${course.age_min}-${course.age_max}`,
            plural(course.lesson_count, course.kind === 'game' ? 'mission' : 'lesson'),
            `${course.duration_minutes} min`,
          ].join(' · ')}
          {' · '}
          <Link component={RouterLink} to={catalogCoursePath(course.id)} aria-label={`About ${course.title}`}>
            About
          </Link>
        </Typography>
      </Box>
      {enrolled ? (
        <Typography
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 600 }}
        >
          <CheckCircleRounded aria-hidden fontSize="small" />
          Assigned
        </Typography>
      ) : (
        <Button
          variant="contained"
          onClick={onEnrol}
          loading={pending}
          aria-label={`Assign ${course.title} to ${name}`}
        >
          Assign
        </Button>
      )}
    </Box>
  );
}
