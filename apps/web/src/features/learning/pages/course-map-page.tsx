import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { useNavigate, useParams } from 'react-router';
import { ChildBackLink, ChildLoadError } from '../../../components/child-states.tsx';
import { CourseHeader } from '../../../components/course-map/course-header.tsx';
import {
  CourseChapters,
  MapSkeleton,
  playTarget,
  startLabel,
} from '../../../components/course-map/course-map.tsx';
import { NotFoundMessage } from '../../../components/not-found-message.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useCourse, useStartCourse } from '../api.ts';
import { BookmarkToggle } from '../components/bookmark-toggle.tsx';

export { playTarget };

/** Start / Continue (starting the course first) and "Save to my library". */
function CourseActions({ course }: { course: CourseDetail }) {
  const navigate = useNavigate();
  const startCourse = useStartCourse();
  const progress = course.progress;
  const target = playTarget(course);

  const play = () => {
    if (!target) return;
    if (progress?.status === 'completed') {
      navigate(target);
      return;
    }
    startCourse.mutate(course.id, { onSuccess: () => navigate(target) });
  };

  return (
    <>
      {target ? (
        <Button
          variant="contained"
          color="secondary"
          size="large"
          startIcon={<PlayArrowRounded />}
          onClick={play}
          disabled={startCourse.isPending}
          sx={{ minHeight: 56, fontSize: '1.125rem', px: 4 }}
        >
          {startLabel(course)}
        </Button>
      ) : null}
      <BookmarkToggle itemType="course" itemId={course.id} bookmarked={course.bookmarked} noun="course" />
    </>
  );
}

/** /student/course/:courseId: the course as a map of chapters (levels) and lessons (missions). */
export default function CourseMapPage() {
  const { courseId = '' } = useParams();
  const course = useCourse(courseId);

  if (course.isPending) return <MapSkeleton />;
  if (course.isError) {
    if (course.error instanceof ApiError && (course.error.status === 404 || course.error.status === 400))
      return <NotFoundMessage what="course" />;
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          My course
        </Typography>
        <ChildLoadError what="this course" onRetry={() => void course.refetch()} />
      </Box>
    );
  }
  const data = course.data;

  return (
    <Box>
      <ChildBackLink to={PATHS.studentCourses}>My courses</ChildBackLink>
      <CourseHeader course={data} actions={<CourseActions course={data} />} />
      <CourseChapters course={data} />
    </Box>
  );
}
