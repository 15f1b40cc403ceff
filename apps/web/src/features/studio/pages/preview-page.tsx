import Box from '@mui/material/Box';
import type { CourseDetail } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import type { CompleteLessonResponse } from '@ye/contracts/learning';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MapSkeleton } from '../../../components/course-map/course-map.tsx';
import { LessonHeader, LessonSkeleton } from '../../../components/lesson/lesson-header.tsx';
import { LessonResult } from '../../../components/lesson/lesson-result.tsx';
import { LessonView } from '../../../components/lesson/lesson-views.tsx';
import { NotFoundMessage } from '../../../components/not-found-message.tsx';
import { PATHS, previewPath } from '../../../lib/paths.ts';
import { PreviewBanner } from '../components/preview-banner.tsx';
import { PreviewCourseMap } from '../components/preview-course-map.tsx';
import { PreviewLoadError } from '../components/preview-load-error.tsx';
import { usePreviewCourse, usePreviewLesson } from '../preview-api.ts';
import { NO_PLAYS, type PreviewPlays, previewFinish, previewProgress } from '../preview-progress.ts';

const RESULT_NOTE = 'Preview: a child would earn this. Nothing is saved, and badges are not given.';
const JOURNAL_KEPT = 'Kept on this page only: the preview saves nothing.';

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

  return <PreviewCourseMap courseId={courseId} course={course} />;
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
