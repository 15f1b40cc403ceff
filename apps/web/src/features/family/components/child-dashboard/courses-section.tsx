import AddRounded from '@mui/icons-material/AddRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { QueryStatus } from '@tanstack/react-query';
import type { ChildProfile, ChildSummary, CourseProgress, CourseRef } from '@ye/contracts/family';
import { ChildCourses } from './child-courses.tsx';
import { ChildSection } from './child-section.tsx';

/**
 * The child's courses, from the family's child list (`summary`), with "Assign a course" beside the
 * heading (`onEnrol` opens the dialog) and Unassign on each course not started yet.
 */
export function CoursesSection({
  child,
  listStatus,
  summary,
  progress,
  onRetry,
  onEnrol,
  unenrolling,
  onUnenrol,
}: {
  child: ChildProfile;
  listStatus: QueryStatus;
  summary: ChildSummary | undefined;
  progress: CourseProgress[] | undefined;
  onRetry: () => void;
  onEnrol: () => void;
  unenrolling: boolean;
  onUnenrol: (course: CourseRef) => void;
}) {
  return (
    <ChildSection
      id="courses-heading"
      title="Courses"
      action={
        <Button variant="outlined" startIcon={<AddRounded />} onClick={onEnrol}>
          Assign a course
        </Button>
      }
    >
      {listStatus === 'pending' ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 1 }}>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Box>
      ) : listStatus === 'error' ? (
        <Box>
          <Typography sx={{ mb: 1 }}>We could not load {child.name}’s courses just now.</Typography>
          <Button variant="outlined" onClick={onRetry}>
            Try again
          </Button>
        </Box>
      ) : (
        <ChildCourses
          name={child.name}
          childId={child.child_id}
          summary={summary}
          progress={progress}
          unenrolling={unenrolling}
          onUnenrol={onUnenrol}
        />
      )}
    </ChildSection>
  );
}
