import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Button from '@mui/material/Button';
import type { CourseDetail } from '@ye/contracts/catalog';
import { Link as RouterLink } from 'react-router';
import { CourseHeader } from '../../../components/course-map/course-header.tsx';
import { CourseChapters, playTarget, startLabel } from '../../../components/course-map/course-map.tsx';
import { previewPath } from '../../../lib/paths.ts';

/** The course map a child would see, every lesson leading into the preview. */
export function PreviewCourseMap({ courseId, course }: { courseId: string; course: CourseDetail }) {
  const lessonHref = (_chapterId: string, lessonId: string) => previewPath(courseId, lessonId);
  const target = playTarget(course, lessonHref);
  return (
    <>
      <CourseHeader
        course={course}
        actions={
          target ? (
            <Button
              component={RouterLink}
              to={target}
              variant="contained"
              color="secondary"
              size="large"
              startIcon={<PlayArrowRounded />}
              sx={{ minHeight: 56, fontSize: '1.125rem', px: 4 }}
            >
              {startLabel(course)}
            </Button>
          ) : null
        }
      />
      {/* The child's chapter page has no preview of its own: the map shows the same trails. */}
      <CourseChapters course={course} lessonHref={lessonHref} chapterHref={null} />
    </>
  );
}
