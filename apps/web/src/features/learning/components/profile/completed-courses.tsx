import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { StudentCourses } from '@ye/contracts/learning';
import { ChildLoadError } from '../../../../components/child-states.tsx';
import { CourseTile, TileGrid } from '../course-tile.tsx';
import { SectionHeading } from '../section-heading.tsx';

interface CompletedCoursesProps {
  courses: UseQueryResult<StudentCourses>;
}

/** The courses the child finished, with the stars earned in each. */
export function CompletedCourses({ courses }: CompletedCoursesProps) {
  return (
    <Box component="section" aria-labelledby="finished-heading" sx={{ mt: 5 }}>
      <SectionHeading id="finished-heading">Courses I finished</SectionHeading>
      {courses.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : courses.isError ? (
        <ChildLoadError what="your courses" onRetry={() => void courses.refetch()} />
      ) : courses.data.completed.length === 0 ? (
        <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>
          When you finish a course it will show up here.
        </Typography>
      ) : (
        <TileGrid>
          {courses.data.completed.map((c) => (
            <li key={c.id}>
              <CourseTile course={c} stars={c.stars} maxStars={c.max_stars} />
            </li>
          ))}
        </TileGrid>
      )}
    </Box>
  );
}
