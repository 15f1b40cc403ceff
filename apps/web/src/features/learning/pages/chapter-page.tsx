import LockRounded from '@mui/icons-material/LockRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { unitWords } from '@ye/contracts/catalog';
import { useParams } from 'react-router';
import { ChildBackLink, ChildLoadError } from '../../../components/child-states.tsx';
import {
  chapterLockReason,
  lockedPrefix,
  orderedChapters,
} from '../../../components/course-map/course-words.ts';
import { LessonTrail } from '../../../components/course-map/lesson-trail.tsx';
import { Stars } from '../../../components/course-map/stars.tsx';
import { Loading } from '../../../components/loading.tsx';
import { NotFoundMessage } from '../../../components/not-found-message.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { coursePath } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useChapterCourse } from '../api.ts';

/** /student/chapter/:chapterId: one chapter (level) and its lessons (missions). */
export default function ChapterPage() {
  const { chapterId = '' } = useParams();
  const query = useChapterCourse(chapterId);

  if (query.isPending)
    return (
      <Loading label="Loading…">
        <Skeleton width={160} />
        <Skeleton width="60%" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 3, maxWidth: 720 }} />
      </Loading>
    );
  if (query.isError) {
    if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400))
      return <NotFoundMessage what="part of the course" />;
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          Chapter
        </Typography>
        <ChildLoadError what="this part of the course" onRetry={() => void query.refetch()} />
      </Box>
    );
  }

  const course = query.data;
  const words = unitWords(course.kind);
  const chapter = orderedChapters(course).find((c) => c.id === chapterId);
  if (!chapter) return <NotFoundMessage what="part of the course" />;
  const progress = course.progress?.chapters.find((c) => c.chapter_id === chapter.id);
  const reason = chapterLockReason(course, chapter.id);

  return (
    <Box sx={{ maxWidth: 760 }}>
      <ChildBackLink to={coursePath(course.id)}>Back to the map of {course.title}</ChildBackLink>
      <PageTitle>
        {words.Chapter} {chapter.number}: {chapter.title}
      </PageTitle>
      {chapter.description ? (
        <Typography sx={{ fontSize: '1.125rem', mt: 1, maxWidth: '65ch' }}>{chapter.description}</Typography>
      ) : null}
      {progress ? (
        <Box sx={{ mt: 1.5 }}>
          <Stars stars={progress.stars} max={progress.max_stars} size={22} maxIcons={0} />
        </Box>
      ) : null}
      {reason ? (
        <Typography sx={{ mt: 1.5, fontSize: '1.125rem', display: 'flex', alignItems: 'center', gap: 1 }}>
          <LockRounded aria-hidden="true" sx={{ color: 'secondary.main' }} />
          <span>
            <Box component="span" sx={visuallyHidden}>
              {lockedPrefix(reason)}
            </Box>
            {reason}
          </span>
        </Typography>
      ) : null}
      <Paper elevation={0} sx={{ mt: 3, p: { xs: 2, md: 3 }, border: 2, borderColor: 'grey.200' }}>
        <Typography component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 2 }}>
          {words.Lesson}s
        </Typography>
        <LessonTrail course={course} chapter={chapter} />
      </Paper>
    </Box>
  );
}
