import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
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
import { useQuery } from '@tanstack/react-query';
import type { LessonContent, UnitWords } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import { type CompleteLessonResponse, JOURNAL_MAX } from '@ye/contracts/learning';
import { type ReactElement, type ReactNode, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ChildBackLink } from '../child-states.tsx';
import { GamePlayer } from '../games/game-player.tsx';
import { Loading } from '../loading.tsx';
import { PageTitle } from '../page-title.tsx';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { captionsUrlFor, paragraphs, vttTranscript } from './lesson-text.ts';
import { ResultDialog } from './result-dialog.tsx';

// One lesson as a child meets it: its heading, the video, reading, reflection or game, and what the
// child earned. The child's lesson page and the instructor's preview (/courses/preview) both render
// these, each with its own way of keeping progress (the preview keeps none).

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

/**
 * Where a reflection's words are kept: the child's private journal, or (in the instructor's preview)
 * only the page itself. The lesson's journal_entry is what was kept before.
 */
export interface JournalKeeper {
  keep: (text: string) => Promise<unknown>;
  keeping: boolean;
  /** The status line once the words are kept. */
  keptWords: string;
}

function ReflectionLesson({ content, onDone, busy, journal }: LessonViewProps & { journal: JournalKeeper }) {
  const saved = content.journal_entry ?? '';
  const [text, setText] = useState(saved);
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle');
  const trimmed = text.trim();
  const dirty = trimmed !== saved.trim();
  const tooLong = text.length > JOURNAL_MAX;

  const saveNow = async (): Promise<boolean> => {
    if (!trimmed || tooLong) return false;
    try {
      await journal.keep(trimmed);
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
          {status === 'saved' && !dirty ? journal.keptWords : null}
          {status === 'error' ? 'We could not save your journal just now. Please try again.' : null}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
          <Button
            variant="outlined"
            color="secondary"
            size="large"
            onClick={() => void saveNow()}
            disabled={!trimmed || !dirty || tooLong || journal.keeping}
            sx={{ minHeight: 56 }}
          >
            {journal.keeping ? 'Saving…' : 'Save'}
          </Button>
          <FinishButton
            onClick={() => void done()}
            busy={busy || journal.keeping}
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

// ---- shared by the child's lesson page and the instructor's preview ------------------------------

export function LessonSkeleton() {
  return (
    <Loading label="Loading…">
      <Skeleton width={160} />
      <Skeleton width="70%" sx={{ fontSize: '2.5rem' }} />
      <Skeleton variant="rounded" height={280} sx={{ mt: 3, maxWidth: 800 }} />
    </Loading>
  );
}

interface LessonHeaderProps {
  content: LessonContent;
  backTo: string;
  /** Beside the title: the child's "Save to my library". */
  actions?: ReactNode;
}

/** Back to the map, where the lesson sits, its title, its kind and length. */
export function LessonHeader({ content, backTo, actions }: LessonHeaderProps) {
  const kind = kindLabel(content);
  return (
    <>
      <ChildBackLink to={backTo}>Back to map</ChildBackLink>
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
        {actions}
      </Box>
    </>
  );
}

interface LessonViewByKindProps {
  content: LessonContent;
  /** A video, reading or reflection is done ("I read it"). */
  onDone: () => void;
  /** A game ended with this score (0-100); startedAt is when this play began. */
  onGameFinish: (score: number, startedAt: number) => void;
  busy: boolean;
  /** A new number starts a new play of the game. */
  attempt: number;
  journal: JournalKeeper;
}

/** The lesson itself, by its kind. */
export function LessonView({ content, onDone, onGameFinish, busy, attempt, journal }: LessonViewByKindProps) {
  if (content.kind === 'video') return <VideoLesson content={content} onDone={onDone} busy={busy} />;
  if (content.kind === 'text') return <TextLesson content={content} onDone={onDone} busy={busy} />;
  if (content.kind === 'reflection')
    return <ReflectionLesson content={content} onDone={onDone} busy={busy} journal={journal} />;
  return <GameLesson key={attempt} content={content} onFinish={onGameFinish} />;
}

interface LessonResultProps {
  result: CompleteLessonResponse;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  words: UnitWords;
  nextPath: string | null;
  mapPath: string;
  onPlayAgain?: () => void;
  /** Said at the top of the dialog (the preview says nothing was saved). */
  note?: ReactNode;
}

/** What the play earned: the dialog, and once it is closed, a way to see it again and go on. */
export function LessonResult({
  result,
  open,
  onOpen,
  onClose,
  words,
  nextPath,
  mapPath,
  onPlayAgain,
  note,
}: LessonResultProps) {
  return (
    <>
      {open ? null : (
        <Box sx={{ mt: 3, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="secondary" size="large" onClick={onOpen}>
            See my stars
          </Button>
          {nextPath ? (
            <Button component={RouterLink} to={nextPath} variant="contained" color="secondary" size="large">
              Next {words.lesson}
            </Button>
          ) : null}
        </Box>
      )}
      <ResultDialog
        open={open}
        result={result}
        words={words}
        nextPath={nextPath}
        mapPath={mapPath}
        onClose={onClose}
        onPlayAgain={onPlayAgain}
        note={note}
      />
    </>
  );
}
