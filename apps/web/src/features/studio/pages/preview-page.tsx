import EditRounded from '@mui/icons-material/EditRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import type { CompleteLessonResponse } from '@ye/contracts/learning';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChildLoadError } from '../../../components/child-states.tsx';
import {
  CourseChapters,
  CourseHeader,
  MapSkeleton,
  playTarget,
  startLabel,
} from '../../../components/course-map/course-map.tsx';
import { LessonHeader, LessonSkeleton } from '../../../components/lesson/lesson-header.tsx';
import { LessonResult } from '../../../components/lesson/lesson-result.tsx';
import { LessonView } from '../../../components/lesson/lesson-views.tsx';
import { NotFoundMessage } from '../../../components/not-found-message.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { courseContentPath, PATHS, previewPath } from '../../../lib/paths.ts';
import { usePreviewCourse, usePreviewLesson } from '../preview-api.ts';
import { NO_PLAYS, type PreviewPlays, previewFinish, previewProgress } from '../preview-progress.ts';

export const PREVIEW_BANNER = 'Preview — nothing you do here is saved';
const RESULT_NOTE = 'Preview: a child would earn this. Nothing is saved, and badges are not given.';
const JOURNAL_KEPT = 'Kept on this page only: the preview saves nothing.';

/** Says that this is a preview, and leads back to the editor. Stays above both the map and a lesson. */
function PreviewBanner({ courseId }: { courseId: string }) {
  return (
    <Box
      component="aside"
      aria-label="Preview"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        px: 2,
        py: 1,
        mb: 3,
        borderRadius: 3,
        border: 2,
        borderColor: 'yellow.main',
        bgcolor: '#FFF8E1',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <VisibilityRounded aria-hidden="true" sx={{ color: '#8A4B00' }} />
        <Typography sx={{ fontSize: '1rem', fontWeight: 600 }}>{PREVIEW_BANNER}</Typography>
      </Box>
      {courseId ? (
        <Button
          component={RouterLink}
          to={courseContentPath(courseId)}
          variant="outlined"
          color="primary"
          startIcon={<EditRounded />}
          sx={{ minHeight: 44, bgcolor: 'background.paper' }}
        >
          Back to the editor
        </Button>
      ) : null}
    </Box>
  );
}

/** A failed load: not there (or not theirs), not for this role, or the server away. */
function PreviewLoadError({ error, what, onRetry }: { error: Error; what: string; onRetry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 || status === 400)
    return (
      <NotFoundMessage
        what={what}
        hint="It may have been deleted, or it is not one of your courses."
        to={PATHS.studio}
        label="My courses"
      />
    );
  if (status === 403)
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700, mb: 1 }}>
          Preview
        </Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>
          Only the instructor who made a course can preview it.
        </Typography>
      </Box>
    );
  return (
    <Box>
      <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
        Preview
      </Typography>
      <ChildLoadError what={`this ${what}`} onRetry={onRetry} />
    </Box>
  );
}

/** The course map a child would see, every lesson open, with the stars of this preview's plays. */
function PreviewMap({ courseId, plays }: { courseId: string; plays: PreviewPlays }) {
  const query = usePreviewCourse(courseId);
  const course = useMemo<CourseDetail | null>(
    () => (query.data ? { ...query.data, progress: previewProgress(query.data, plays) } : null),
    [query.data, plays],
  );
  if (query.isError)
    return <PreviewLoadError error={query.error} what="course" onRetry={() => void query.refetch()} />;
  if (!course) return <MapSkeleton />;

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

interface PreviewLessonProps {
  courseId: string;
  lessonId: string;
  plays: PreviewPlays;
  onPlayed: (plays: PreviewPlays) => void;
  journal: Readonly<Record<string, string>>;
  onJournal: (lessonId: string, text: string) => void;
}

/** One lesson as a child meets it; finishing shows the stars it would earn, and saves nothing. */
function PreviewLesson({ courseId, lessonId, plays, onPlayed, journal, onJournal }: PreviewLessonProps) {
  const lesson = usePreviewLesson(courseId, lessonId);
  // The map gives the scoring its order of lessons (what comes next, when the course is done).
  const course = usePreviewCourse(courseId);
  const [result, setResult] = useState<CompleteLessonResponse | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);

  if (lesson.isError)
    return <PreviewLoadError error={lesson.error} what="lesson" onRetry={() => void lesson.refetch()} />;
  if (!lesson.data || !course.data) {
    if (course.isError)
      return <PreviewLoadError error={course.error} what="course" onRetry={() => void course.refetch()} />;
    return <LessonSkeleton />;
  }
  const courseData = course.data;
  // What was written in this preview, as if it were the child's journal.
  const content = { ...lesson.data, journal_entry: journal[lessonId] ?? null };
  const words = unitWords(content.course_kind);

  const finish = (score: number) => {
    const played = previewFinish(courseData, plays, content.id, score);
    onPlayed(played.plays);
    setResult(played.result);
    setResultOpen(true);
  };

  const nextId = result?.next_lesson_id;
  return (
    <Box>
      <LessonHeader content={content} backTo={previewPath(courseId)} />
      <LessonView
        content={content}
        onDone={() => finish(100)}
        onGameFinish={(score) => finish(score)}
        busy={false}
        attempt={attempt}
        journal={{
          keep: async (text) => onJournal(content.id, text),
          keeping: false,
          keptWords: JOURNAL_KEPT,
        }}
      />
      {result ? (
        <LessonResult
          result={result}
          open={resultOpen}
          onOpen={() => setResultOpen(true)}
          onClose={() => setResultOpen(false)}
          words={words}
          nextPath={nextId ? previewPath(courseId, nextId) : null}
          mapPath={previewPath(courseId)}
          note={RESULT_NOTE}
          onPlayAgain={
            content.kind === 'game'
              ? () => {
                  setResultOpen(false);
                  setResult(null);
                  setAttempt((a) => a + 1);
                }
              : undefined
          }
        />
      ) : null}
    </Box>
  );
}

/** One course's preview: the map or a lesson, sharing the plays and journal of this visit. */
function CoursePreview({ courseId, lessonId }: { courseId: string; lessonId: string | null }) {
  const [plays, setPlays] = useState<PreviewPlays>(NO_PLAYS);
  const [journal, setJournal] = useState<Record<string, string>>({});
  if (!lessonId) return <PreviewMap courseId={courseId} plays={plays} />;
  return (
    // A new lesson is a new screen: its own result and play count.
    <PreviewLesson
      key={lessonId}
      courseId={courseId}
      lessonId={lessonId}
      plays={plays}
      onPlayed={setPlays}
      journal={journal}
      onJournal={(id, text) => setJournal((j) => ({ ...j, [id]: text }))}
    />
  );
}

/**
 * /courses/preview?id=C[&lesson=L]: the instructor's (or an admin's) look at a course, drafts too,
 * exactly as a child would see it: the map with every lesson open, and each lesson with its game.
 * Nothing is sent but the two reads: no start, no completion, no journal; stars and XP of the plays
 * live on this page until it is left.
 */
export default function PreviewPage() {
  const [params] = useSearchParams();
  const courseId = params.get('id') ?? '';
  const lessonId = params.get('lesson');
  return (
    <Box>
      <PreviewBanner courseId={courseId} />
      {courseId ? (
        // Another course is another preview: the plays of one are not the plays of the other.
        <CoursePreview key={courseId} courseId={courseId} lessonId={lessonId} />
      ) : (
        <NotFoundMessage
          what="course"
          hint="Open the preview from one of your courses."
          to={PATHS.studio}
          label="My courses"
        />
      )}
    </Box>
  );
}
