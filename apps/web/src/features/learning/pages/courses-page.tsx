import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StudentCourse } from '@ye/contracts/learning';
import type { ReactNode } from 'react';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useMyCourses } from '../api.ts';
import { CourseTile, TileGrid } from '../components/course-tile.tsx';
import { SectionHeading } from '../components/section-heading.tsx';

function StudentCourseTile({ course }: { course: StudentCourse }) {
  return (
    <CourseTile
      course={course}
      percent={course.status === 'not-started' ? undefined : course.percent}
      stars={course.stars}
      maxStars={course.max_stars}
    >
      {course.assigned ? (
        <Chip
          label="From your grown-up"
          size="small"
          sx={{
            alignSelf: 'flex-start',
            bgcolor: '#EBDDF5',
            color: 'secondary.main',
            fontWeight: 600,
            fontSize: '0.9375rem',
          }}
        />
      ) : null}
      <Typography sx={{ fontSize: '1rem', color: 'text.secondary' }}>
        {course.kind === 'game' ? 'Game course' : 'Course'} · {course.lesson_count}{' '}
        {course.kind === 'game' ? 'missions' : 'lessons'}
      </Typography>
    </CourseTile>
  );
}

function CourseSection({
  id,
  title,
  courses,
  empty,
}: {
  id: string;
  title: string;
  courses: StudentCourse[];
  empty: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <SectionHeading id={id}>
        {title}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 500 }}>
          ({courses.length})
        </Box>
      </SectionHeading>
      {courses.length === 0 ? (
        <Typography sx={{ fontSize: '1.125rem', color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        <TileGrid>
          {courses.map((c) => (
            <li key={c.id}>
              <StudentCourseTile course={c} />
            </li>
          ))}
        </TileGrid>
      )}
    </Box>
  );
}

/** /student/courses: the child's courses, ongoing first, then finished, then the ones to start. */
export default function StudentCoursesPage() {
  const courses = useMyCourses();

  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, fontWeight: 700, color: 'secondary.main', mb: 3 }}
      >
        My courses
      </Typography>
      {courses.isPending ? (
        <Loading label="Loading your courses…">
          <Skeleton width={200} sx={{ fontSize: '1.5rem', mb: 2 }} />
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' },
            }}
          >
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={280} />
            ))}
          </Box>
        </Loading>
      ) : courses.isError ? (
        <ChildLoadError what="your courses" onRetry={() => void courses.refetch()} />
      ) : (
        <>
          <CourseSection
            id="ongoing-heading"
            title="Keep going"
            courses={courses.data.ongoing}
            empty="No courses on the go right now. Pick one below to start!"
          />
          <CourseSection
            id="completed-heading"
            title="Finished"
            courses={courses.data.completed}
            empty="Courses you finish will show up here, with your stars."
          />
          <CourseSection
            id="not-started-heading"
            title="Ready to start"
            courses={courses.data.not_started}
            empty="You have started every course. Wow!"
          />
        </>
      )}
    </Box>
  );
}
