import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PlayCircleRounded from '@mui/icons-material/PlayCircleRounded';
import SportsEsportsRounded from '@mui/icons-material/SportsEsportsRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessonContent } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import { type CompleteLessonResponse, JOURNAL_MAX } from '@ye/contracts/learning';
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { GamePlayer } from '../../../components/games/game-player.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { courseQueryOptions, useCompleteLesson, useLesson, useSaveJournal, useStartLesson } from '../api.ts';
import { setStarted } from '../client-state.ts';
import { BackLink } from '../components/back-link.tsx';
import { BookmarkToggle } from '../components/bookmark-toggle.tsx';
import { LoadError } from '../components/load-error.tsx';
import { NotFoundMessage } from '../components/not-found-message.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { ResultDialog } from '../components/result-dialog.tsx';
import {
  chapterOfLesson,
  coursePath,
  lessonPath,
  starsText,
  type UnitWords,
  unitWords,
} from '../course-words.ts';
import { captionsUrlFor, paragraphs, secondsSince, vttTranscript } from '../lesson-text.ts';

/** The readable column of a lesson: 19 px type, about 65 characters a line. */
const readingSx = {
  maxWidth: '65ch',
  '& p': { fontSize: '1.1875rem', lineHeight: 1.7, m: 0, mb: 2 },
} as const;

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are positional text
        <Typography component="p" key={i}>
          {p}
        </Typography>
      ))}
    </>
  );
}

function kindLabel(content: LessonContent): { label: string; icon: ReactElement } {
  switch (content.kind) {
    case 'video':
      return { label: 'Video', icon: <PlayCircleRounded /> };
    case 'text':
      return { label: 'Reading', icon: <MenuBookRounded /> };
    case 'reflection':
      return { label: 'Think and write', icon: <EditNoteRounded /> };
    default:
      return {
        label: content.game ? GAME_TYPE_LABELS[content.game.type] : 'Game',
        icon: <SportsEsportsRounded />,
      };
  }
}

/** The button that finishes a video, text or reflection lesson, with its own saving state. */
function FinishButton({
  children,
  onClick,
  busy,
  disabled = false,
}: {
  children: ReactNode;
  onClick: () => void;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="contained"
      color="secondary"
      size="large"
      onClick={onClick}
      disabled={busy || disabled}
      startIcon={<CheckCircleRounded />}
      sx={{ minHeight: 56, fontSize: '1.125rem', px: 4, mt: 1 }}
    >
      {busy ? 'Saving…' : children}
    </Button>
  );
}

// ---- video ------------------------------------------------------------------------------------

/** What every non-game lesson view gets: the lesson, its finish action, and whether that is running. */
interface LessonViewProps {
  content: LessonContent;
  onDone: () => void;
  busy: boolean;
}

function VideoLesson({ content, onDone, busy }: LessonViewProps) {
  const captionsUrl = captionsUrlFor(content.video_url);
  // The captions file is optional: look for it, and use it for the <track> and the transcript.
  const captions = useQuery({
    queryKey: ['student', 'captions', captionsUrl] as const,
    enabled: captionsUrl !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { skipErrorToast: true },
    queryFn: async ({ signal }) => {
      const res = await fetch(captionsUrl as string, { signal, credentials: 'same-origin' });
      if (!res.ok) return null;
      return vttTranscript(await res.text());
    },
  });
  const cues = captions.data ?? null;

  return (
    <Box>
      {content.video_url ? (
        <Box
          component="video"
          controls
          preload="metadata"
          crossOrigin="anonymous"
          src={content.video_url}
          aria-label={`Video: ${content.title}`}
          sx={{
            width: '100%',
            maxWidth: 800,
            display: 'block',
            borderRadius: '16px',
            bgcolor: '#000',
            aspectRatio: '16 / 9',
          }}
        >
          {cues && captionsUrl ? (
            <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />
          ) : null}
        </Box>
      ) : (
        <Alert severity="info" sx={{ fontSize: '1.0625rem' }}>
          This video is not ready yet. You can read what it is about below.
        </Alert>
      )}
      <Box component="section" aria-labelledby="transcript-heading" sx={{ mt: 4, ...readingSx }}>
        <Typography
          id="transcript-heading"
          component="h2"
          sx={{ fontSize: '1.375rem', fontWeight: 700, mb: 1.5 }}
        >
          {cues && cues.length > 0 ? 'What the video says' : 'About this video'}
        </Typography>
        {cues && cues.length > 0 ? (
          cues.map((cue, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cues are positional
            <Typography component="p" key={i}>
              {cue}
            </Typography>
          ))
        ) : (
          <Paragraphs text={content.body} />
        )}
      </Box>
      <FinishButton onClick={onDone} busy={busy}>
        I watched it
      </FinishButton>
    </Box>
  );
}

// ---- text -------------------------------------------------------------------------------------

function TextLesson({ content, onDone, busy }: LessonViewProps) {
  return (
    <Box>
      <ReadAloudButton
        text={`${content.title}. ${paragraphs(content.body).join(' ')}`}
        label="Read it to me"
        sx={{ mb: 3 }}
      />
      <Box sx={readingSx}>
        <Paragraphs text={content.body} />
      </Box>
      <FinishButton onClick={onDone} busy={busy}>
        I read it
      </FinishButton>
    </Box>
  );
}

// ---- reflection -------------------------------------------------------------------------------

function ReflectionLesson({ content, onDone, busy }: LessonViewProps) {
  const saved = content.journal_entry ?? '';
  const [text, setText] = useState(saved);
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle');
  const save = useSaveJournal();
  const trimmed = text.trim();
  const dirty = trimmed !== saved.trim();
  const tooLong = text.length > JOURNAL_MAX;

  const saveNow = async (): Promise<boolean> => {
    if (!trimmed || tooLong) return false;
    try {
      await save.mutateAsync({ lessonId: content.id, text: trimmed });
      setStatus('saved');
      return true;
    } catch {
      setStatus('error');
      return false;
    }
  };

  const done = async () => {
    // Unsaved words are saved first; a cleared box keeps the entry saved before.
    if (dirty && trimmed && !(await saveNow())) return;
    onDone();
  };

  return (
    <Box>
      <Paper elevation={0} sx={{ p: { xs: 2.5, md: 3 }, mb: 3, bgcolor: '#EBDDF5', ...readingSx }}>
        <Typography component="h2" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1 }}>
          Think about this
        </Typography>
        <Paragraphs text={content.body} />
        <ReadAloudButton text={paragraphs(content.body).join(' ')} label="Read the question to me" />
      </Paper>
      <Box sx={{ maxWidth: '65ch' }}>
        <TextField
          id="journal"
          label="My journal"
          multiline
          minRows={5}
          fullWidth
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setStatus('idle');
          }}
          error={tooLong}
          helperText={
            tooLong
              ? `That is a lot of words! Please keep it under ${JOURNAL_MAX} letters.`
              : 'Only you and your grown-up can see this.'
          }
          slotProps={{
            // MUI describes the box by its helper text; the save status is added to that, not put instead.
            htmlInput: { 'aria-describedby': 'journal-helper-text journal-status' },
            input: { sx: { fontSize: '1.1875rem', lineHeight: 1.6 } },
            formHelperText: { sx: { fontSize: '1rem', mx: 0.5 } },
          }}
        />
        <Typography id="journal-status" role="status" sx={{ minHeight: 28, mt: 1, fontSize: '1.0625rem' }}>
          {status === 'saved' && !dirty ? 'Saved in your journal.' : null}
          {status === 'error' ? 'We could not save your journal just now. Please try again.' : null}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Button
            variant="outlined"
            color="secondary"
            size="large"
            onClick={() => void saveNow()}
            disabled={!trimmed || !dirty || tooLong || save.isPending}
            sx={{ minHeight: 56 }}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
          <FinishButton
            onClick={() => void done()}
            busy={busy || save.isPending}
            disabled={(!trimmed && !saved.trim()) || tooLong}
          >
            Done
          </FinishButton>
        </Box>
        {!trimmed && !saved ? (
          <Typography sx={{ mt: 1.5, fontSize: '1.0625rem', color: 'text.secondary' }}>
            Write a few words first, then press Done.
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

// ---- game -------------------------------------------------------------------------------------

/** One play of the game; "Play again" mounts a new one (a new key), with its own clock. */
function GameLesson({
  content,
  onFinish,
}: {
  content: LessonContent;
  onFinish: (score: number, startedAt: number) => void;
}) {
  const startedAt = useRef(Date.now());
  if (!content.game)
    return (
      <Alert severity="info" sx={{ fontSize: '1.0625rem' }}>
        This game is not ready yet. Please come back soon!
      </Alert>
    );
  return (
    <Box sx={{ maxWidth: 900 }}>
      {content.body ? (
        <Box sx={{ ...readingSx, mb: 2 }}>
          <Paragraphs text={content.body} />
        </Box>
      ) : null}
      <GamePlayer config={content.game} onFinish={({ score }) => onFinish(score, startedAt.current)} />
    </Box>
  );
}

// ---- the page ---------------------------------------------------------------------------------

function LessonSkeleton() {
  return (
    <Loading label="Loading…">
      <Skeleton width={160} />
      <Skeleton width="70%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={280} sx={{ mt: 3, maxWidth: 800 }} />
    </Loading>
  );
}

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
        <LoadError what={`this ${words.lesson}`} onRetry={() => void lesson.refetch()} />
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
  const kind = kindLabel(content);
  // "You finished this before" is for a return visit, not for the play that just ended.
  const done = content.progress?.status === 'completed';

  return (
    <Box>
      <BackLink to={mapPath}>Back to map</BackLink>
      <Typography sx={{ fontSize: '1.0625rem', color: 'text.secondary' }}>
        {content.course_title} · {content.chapter_title}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 0.5,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <PageTitle>{content.title}</PageTitle>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Chip icon={kind.icon} label={kind.label} sx={{ fontSize: '1rem', fontWeight: 600 }} />
            {content.duration_minutes > 0 ? (
              <Chip
                label={`About ${content.duration_minutes} min`}
                variant="outlined"
                sx={{ fontSize: '1rem' }}
              />
            ) : null}
          </Box>
        </Box>
        <BookmarkToggle
          itemType="lesson"
          itemId={content.id}
          bookmarked={content.bookmarked}
          noun={words.lesson}
        />
      </Box>

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

      {content.kind === 'video' ? (
        <VideoLesson content={content} onDone={finishReading} busy={complete.isPending} />
      ) : content.kind === 'text' ? (
        <TextLesson content={content} onDone={finishReading} busy={complete.isPending} />
      ) : content.kind === 'reflection' ? (
        <ReflectionLesson content={content} onDone={finishReading} busy={complete.isPending} />
      ) : (
        <GameLesson key={attempt} content={content} onFinish={finish} />
      )}

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
      {result && !resultOpen ? (
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="secondary" size="large" onClick={() => setResultOpen(true)}>
            See my stars
          </Button>
          {nextPath ? (
            <Button component={RouterLink} to={nextPath} variant="contained" color="secondary" size="large">
              Next {words.lesson}
            </Button>
          ) : null}
        </Box>
      ) : null}

      {result ? (
        <ResultDialog
          open={resultOpen}
          result={result}
          words={words}
          nextPath={nextPath}
          mapPath={mapPath}
          onClose={() => setResultOpen(false)}
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
