import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_REQUIRED, unitWords } from '@ye/contracts/catalog';
import type { CompleteLessonResponse } from '@ye/contracts/learning';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { chapterOfLesson, lessonProgressOf } from '../../../components/course-map/course-words.ts';
import { LessonHeader, LessonSkeleton } from '../../../components/lesson/lesson-header.tsx';
import { LessonResult } from '../../../components/lesson/lesson-result.tsx';
import { secondsSince } from '../../../components/lesson/lesson-text.ts';
import { LessonView } from '../../../components/lesson/lesson-views.tsx';
import { errorCode } from '../../../lib/api-error.ts';
import { coursePath, lessonPath } from '../../../lib/paths.ts';
import {
  courseQueryOptions,
  gameServing,
  useCompleteLesson,
  useLesson,
  useSaveJournal,
  useStartLesson,
} from '../api.ts';
import { setStarted } from '../client-state.ts';
import { BookmarkToggle } from '../components/bookmark-toggle.tsx';
import { ReflectWithHelper } from '../components/coach/reflect-with-helper.tsx';
import { DoneBeforeNote, SavingNotes } from '../components/lesson-page/finish-notes.tsx';
import { LessonLoadError } from '../components/lesson-page/lesson-load-error.tsx';
import { LessonQuiz } from '../components/lesson-quiz.tsx';

interface LessonScreenProps {
  courseId: string;
  lessonId: string;
  /** The route says level/mission (game course) or chapter/lesson, before the content tells us. */
  routeKind: 'game' | 'course';
}

function LessonScreen({ courseId, lessonId, routeKind }: LessonScreenProps) {
  const lesson = useLesson(lessonId);
  const start = useStartLesson();
  const complete = useCompleteLesson();
  const saveJournal = useSaveJournal();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const openedAt = useRef(Date.now());
  const startedFor = useRef<string | null>(null);
  const [result, setResult] = useState<CompleteLessonResponse | null>(null);
  const [resultOpen, setResultOpen] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [lastScore, setLastScore] = useState<{ score: number; startedAt: number } | null>(null);
  const content = lesson.data;

  // Opening the lesson starts it (once) and remembers it for "continue where you left off".
  useEffect(() => {
    if (!content || startedFor.current === content.id) return;
    startedFor.current = content.id;
    openedAt.current = Date.now();
    start.mutate(content.id);
    setStarted(content.course_id, content.chapter_id, content.id);
  }, [content, start]);

  // One page serves both paths: put the words of this course (level/mission or chapter/lesson) in the URL.
  useEffect(() => {
    if (!content) return;
    const canonical = lessonPath(content.course_kind, content.course_id, content.chapter_id, content.id);
    if (canonical !== location.pathname) navigate(canonical, { replace: true });
  }, [content, location.pathname, navigate]);

  const words = unitWords(content?.course_kind ?? routeKind);

  if (lesson.isPending) return <LessonSkeleton />;
  if (lesson.isError)
    return (
      <LessonLoadError
        error={lesson.error}
        courseId={courseId}
        words={words}
        onRetry={() => void lesson.refetch()}
      />
    );
  if (!content) return null;

  const finish = (score: number, startedAt: number) => {
    setLastScore({ score, startedAt });
    complete.mutate(
      { lessonId: content.id, score, duration_seconds: secondsSince(startedAt) },
      {
        onSuccess: (res) => {
          setResult(res);
          setResultOpen(true);
        },
      },
    );
  };
  const finishReading = () => finish(100, openedAt.current);

  // The map is usually in the cache: it knows the next lesson's chapter and whether it is locked.
  const course = queryClient.getQueryData(courseQueryOptions(content.course_id).queryKey);
  // The API's next skips locked lessons (null: nothing open is left). The lesson's own next, in course
  // order, serves a replay of a finished course, unless the map says it is locked (it may wait for a
  // grown-up); without the map, a locked lesson's page says so kindly.
  const following = content.next_lesson_id;
  const followingOpen = following !== null && !(course && lessonProgressOf(course, following)?.locked);
  const nextId = result?.next_lesson_id ?? (followingOpen ? following : null);
  let nextPath: string | null = null;
  if (nextId) {
    // Without the map, the next page fixes the path.
    const chapterId = (course && chapterOfLesson(course, nextId)?.id) ?? content.chapter_id;
    nextPath = lessonPath(content.course_kind, content.course_id, chapterId, nextId);
  }
  const mapPath = coursePath(content.course_id);
  // "You finished this before" is for a return visit, not for the play that just ended.
  const done = content.progress?.status === 'completed';

  return (
    <Box>
      <LessonHeader
        content={content}
        backTo={mapPath}
        actions={
          <BookmarkToggle
            itemType="lesson"
            itemId={content.id}
            bookmarked={content.bookmarked}
            noun={words.lesson}
          />
        }
      />

      {done && content.progress && !result ? (
        <DoneBeforeNote words={words} stars={content.progress.stars} />
      ) : null}

      <LessonView
        content={content}
        onDone={finishReading}
        onGameFinish={finish}
        busy={complete.isPending}
        attempt={attempt}
        makeServing={gameServing}
        journal={{
          keep: (text) => saveJournal.mutateAsync({ lessonId: content.id, text }),
          keeping: saveJournal.isPending,
          keptWords: 'Saved in your journal.',
        }}
      />
      {/* The instructor's quiz or survey for this lesson, if it has one (renders nothing otherwise). */}
      <LessonQuiz lessonId={content.id} />

      <SavingNotes
        counting={complete.isPending && content.kind === 'game'}
        failed={complete.isError}
        locked={errorCode(complete.error) === SUBSCRIPTION_REQUIRED}
        onRetry={lastScore ? () => finish(lastScore.score, lastScore.startedAt) : undefined}
      />
      {/* The optional reflection helper, offered only once the lesson is finished (decision 051). */}
      <ReflectWithHelper lessonId={content.id} finished={result !== null || done} />
      {result ? (
        <LessonResult
          result={result}
          open={resultOpen}
          onOpen={() => setResultOpen(true)}
          onClose={() => setResultOpen(false)}
          words={words}
          nextPath={nextPath}
          mapPath={mapPath}
          onPlayAgain={
            content.kind === 'game'
              ? () => {
                  setResultOpen(false);
                  setResult(null);
                  complete.reset();
                  setAttempt((a) => a + 1);
                }
              : undefined
          }
        />
      ) : null}
    </Box>
  );
}

/**
 * /student/course/:courseId/level/:levelId/mission/:missionId and
 * /student/course/:courseId/chapter/:levelId/lesson/:missionId: one lesson (mission) to watch, read,
 * think about or play; finishing it shows the stars and XP earned.
 */
export default function LessonPage() {
  const { courseId = '', missionId = '' } = useParams();
  const location = useLocation();
  const routeKind = location.pathname.includes('/mission/') ? 'game' : 'course';
  // A new lesson is a new screen: its own timer, result and start call.
  return <LessonScreen key={missionId} courseId={courseId} lessonId={missionId} routeKind={routeKind} />;
}
