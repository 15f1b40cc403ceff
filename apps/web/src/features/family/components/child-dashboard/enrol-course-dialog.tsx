import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CourseCard } from '@ye/contracts/catalog';
import type { ChildProfile, ChildSummary } from '@ye/contracts/family';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { PATHS } from '../../../../lib/paths.ts';
import { useEnrolInCourse, useEnrollableCourses } from '../../api.ts';
import { EnrollableCourseRow } from './enrollable-course-row.tsx';

/** The ids of every course the child already has (ongoing, completed or not started). */
export function enrolledCourseIds(summary: ChildSummary | undefined): Set<string> {
  if (!summary) return new Set();
  return new Set(
    [...summary.ongoing_courses, ...summary.completed_courses, ...summary.not_started_courses].map(
      (c) => c.id,
    ),
  );
}

export interface EnrolCourseDialogProps {
  open: boolean;
  onClose: () => void;
  child: ChildProfile;
  summary: ChildSummary | undefined;
}

/**
 * "Assign a course" on a child's page: the published courses for the child's age; one click enrols
 * the child in a course, without leaving the child's page. Full screen on phones.
 */
export function EnrolCourseDialog({ open, onClose, child, summary }: EnrolCourseDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const courses = useEnrollableCourses(child.age, open);
  const enrol = useEnrolInCourse();
  const enrolled = enrolledCourseIds(summary);
  const name = child.name;

  const onEnrol = (course: CourseCard) =>
    enrol.mutate(
      { courseId: course.id, childId: child.child_id },
      // A refusal gets the app's error toast (the server's detail).
      {
        onSuccess: () =>
          toast.success(`${course.title} is assigned to ${name}. It is on ${name}’s home page now.`),
      },
    );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby="assign-course-title"
      aria-describedby="assign-course-intro"
    >
      <DialogTitle id="assign-course-title" sx={{ fontWeight: 700, pr: 7, overflowWrap: 'anywhere' }}>
        {`Assign a course to ${name}`}
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography id="assign-course-intro" color="text.secondary" sx={{ mb: 1 }}>
          {child.age === null
            ? `Assigned courses appear on ${name}’s home page.`
            : `Courses made for ${child.age}-year-olds. Assigned courses appear on ${name}’s home page.`}
        </Typography>
        {courses.isPending ? (
          <Box aria-busy="true" aria-label="Loading courses">
            <Skeleton height={64} />
            <Skeleton height={64} />
            <Skeleton height={64} />
          </Box>
        ) : courses.isError ? (
          <Box role="alert" sx={{ py: 2 }}>
            <Typography sx={{ mb: 1 }}>We could not load the courses just now.</Typography>
            <Button variant="outlined" onClick={() => courses.refetch()}>
              Try again
            </Button>
          </Box>
        ) : courses.data.results.length === 0 ? (
          <Typography sx={{ py: 2 }}>
            {child.age === null
              ? 'There are no courses yet. New ones are on their way.'
              : `There are no courses for ${child.age}-year-olds yet. New ones are on their way.`}
          </Typography>
        ) : (
          <Box component="ul" aria-label="Courses" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {courses.data.results.map((course) => (
              <EnrollableCourseRow
                key={course.id}
                course={course}
                name={name}
                enrolled={enrolled.has(course.id)}
                pending={enrol.isPending && enrol.variables?.courseId === course.id}
                onEnrol={() => onEnrol(course)}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Link component={RouterLink} to={PATHS.courses}>
          Browse every course
        </Link>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
