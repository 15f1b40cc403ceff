import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type UnitWords, unitWords } from '@ye/contracts/catalog';
import type { CompleteLessonResponse } from '@ye/contracts/learning';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { ChildLoadError } from '../../../components/child-states.tsx';
import { chapterOfLesson, starsText } from '../../../components/course-map/course-words.ts';
import { LessonHeader, LessonSkeleton } from '../../../components/lesson/lesson-header.tsx';
import { LessonResult } from '../../../components/lesson/lesson-result.tsx';
import { secondsSince } from '../../../components/lesson/lesson-text.ts';
import { LessonView } from '../../../components/lesson/lesson-views.tsx';
import { NotFoundMessage } from '../../../components/not-found-message.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { coursePath, lessonPath } from '../../../lib/paths.ts';
import { courseQueryOptions, useCompleteLesson, useLesson, useSaveJournal, useStartLesson } from '../api.ts';
import { setStarted } from '../client-state.ts';
import { BookmarkToggle } from '../components/bookmark-toggle.tsx';
import { LessonQuiz } from '../components/lesson-quiz.tsx';

function LockedLesson({ courseId, words }: { courseId: string; words: UnitWords }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', border: 3, borderColor: 'grey.200' }}
    >
      <LockRounded aria-hidden="true" sx={{ fontSize: 64, color: 'secondary.main' }} />
      <Typography component="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, my: 1 }}>
        This {words.lesson} is still locked
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', mb: 3 }}>
        Finish the {words.lessons} before it to open it. You are doing great!
      </Typography>
      <Button
        component={RouterLink}
        to={coursePath(courseId)}
        variant="contained"
        color="secondary"
        size="large"
      >
        Back to map
      </Button>
    </Paper>
  );
}

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
  if (lesson.isError) {
    const status = lesson.error instanceof ApiError ? lesson.error.status : 0;
    if (status === 403) return <LockedLesson courseId={courseId} words={words} />;
    if (status === 404 || status === 400) return <NotFoundMessage what={words.lesson} />;
    return (
      <Box>
        <Typography component="h1" sx={{ fontSize: '2rem', fontWeight: 700 }}>
          {words.Lesson}
        </Typography>
        <ChildLoadError what={`this ${words.lesson}`} onRetry={() => void lesson.refetch()} />
      </Box>
    );
  }
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

  const nextId = result?.next_lesson_id ?? content.next_lesson_id;
  let nextPath: string | null = null;
  if (nextId) {
    // The map is usually in the cache: it knows the next lesson's chapter. If not, the next page fixes the path.
    const course = queryClient.getQueryData(courseQueryOptions(content.course_id).queryKey);
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
        <Alert
          severity="success"
          icon={<CheckCircleRounded />}
          sx={{ mb: 3, fontSize: '1.0625rem', maxWidth: 800 }}
        >
          You finished this {words.lesson} before ({starsText(content.progress.stars)}). You can do it again
          any time!
        </Alert>
      ) : null}

      <LessonView
        content={content}
        onDone={finishReading}
        onGameFinish={finish}
        busy={complete.isPending}
        attempt={attempt}
        journal={{
          keep: (text) => saveJournal.mutateAsync({ lessonId: content.id, text }),
          keeping: saveJournal.isPending,
          keptWords: 'Saved in your journal.',
        }}
      />
      {/* The instructor's quiz or survey for this lesson, if it has one (renders nothing otherwise). */}
      <LessonQuiz lessonId={content.id} />

      {complete.isPending && content.kind === 'game' ? (
        <Typography role="status" sx={{ mt: 2, fontSize: '1.125rem' }}>
          Counting your stars…
        </Typography>
      ) : null}
      {complete.isError ? (
        <Alert
          severity="error"
          sx={{ mt: 3, fontSize: '1.0625rem', maxWidth: 800 }}
          action={
            lastScore ? (
              <Button color="inherit" onClick={() => finish(lastScore.score, lastScore.startedAt)}>
                Try again
              </Button>
            ) : undefined
          }
        >
          We could not save that just now. Please try again.
        </Alert>
      ) : null}
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
