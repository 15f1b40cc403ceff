import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { unitWords } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { courseContentPath } from '../../../lib/paths.ts';
import { useStudioCourse } from '../api.ts';
import { ChapterForm } from '../components/chapter-form.tsx';
import { CourseLoadProblem, Problem } from '../components/problem.tsx';

/**
 * /instructor/courses/add-chapter?id={courseId} adds a chapter (a level in a game course) at the end
 * of the course; with &chapter={chapterId} it edits that chapter. Both go back to the course content.
 */
export default function AddChapterPage() {
  const [params] = useSearchParams();
  const courseId = params.get('id');
  const chapterId = params.get('chapter');
  const course = useStudioCourse(courseId);
  const words = unitWords(course.data?.kind ?? 'course');
  const chapter = chapterId ? (course.data?.chapters.find((c) => c.id === chapterId) ?? null) : null;

  let body: ReactNode;
  if (!courseId)
    body = <Problem>We can’t tell which course this is for. Please open it from My courses.</Problem>;
  else if (course.isPending)
    body = (
      <Box aria-busy="true" aria-label="Loading the course" sx={{ maxWidth: 820 }}>
        <Skeleton variant="rounded" height={260} sx={{ borderRadius: 4 }} />
      </Box>
    );
  else if (course.isError) body = <CourseLoadProblem error={course.error} onRetry={() => course.refetch()} />;
  else if (chapterId && !chapter)
    body = (
      <Problem>{`We can’t find this ${words.chapter}. It may have been deleted; go back to see the ${words.chapters} there are.`}</Problem>
    );
  else body = <ChapterForm key={chapter?.id ?? 'new'} course={course.data} chapter={chapter} />;

  const title = chapterId ? `Edit ${words.chapter}` : `Add a ${words.chapter}`;
  return (
    <Box>
      {courseId ? (
        <Button
          component={RouterLink}
          to={courseContentPath(courseId)}
          startIcon={<ArrowBackRounded />}
          sx={{ mb: 2 }}
        >
          {course.data?.kind === 'game' ? 'Levels and missions' : 'Chapters and lessons'}
        </Button>
      ) : null}
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mb: 3, maxWidth: 720, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
      >
        {course.data
          ? chapterId
            ? `In “${course.data.title}”.`
            : `In “${course.data.title}”. The new ${words.chapter} comes last; you can move it afterwards.`
          : '\u00a0'}
      </Typography>
      {body}
    </Box>
  );
}
