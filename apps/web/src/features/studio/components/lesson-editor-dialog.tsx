import CloseRounded from '@mui/icons-material/CloseRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { LessonKind } from '@ye/contracts/catalog';
import { type UnitWords, unitWords } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS, GAME_TYPES, type GameConfig, type GameType } from '@ye/contracts/games';
import type {
  CreateLessonRequest,
  StudioChapter,
  StudioCourseDetail,
  StudioLesson,
  UpdateLessonRequest,
} from '@ye/contracts/studio';
import { TITLE_MAX } from '@ye/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import type { ConfirmOptions } from '../../../lib/dialogs.ts';
import { useCreateLesson, useUpdateLesson } from '../api.ts';
import { defaultGameConfig } from './game-editor/defaults.ts';
import { GameEditor } from './game-editor/game-editor.tsx';
import { gameProblem } from './game-issues.ts';
import { LessonVideoField } from './lesson-video-field.tsx';
import { leaveDialog, useLeaveGuard } from './use-leave-guard.ts';

/** Which lesson the editor is open for: a new one at the end of `chapter`, or `lesson`. */
export interface LessonEditorTarget {
  chapter: StudioChapter;
  lesson: StudioLesson | null;
}

const BODY_MAX = 20_000;
const LEAVE_LESSON = leaveDialog('lesson');
const LEAVE_MISSION = leaveDialog('mission');

const KINDS: readonly { kind: LessonKind; label: string; hint: string }[] = [
  { kind: 'text', label: 'Text', hint: 'Words children read, or hear with the read-aloud button.' },
  { kind: 'video', label: 'Video', hint: 'A video children watch, with a short text about it below.' },
  {
    kind: 'reflection',
    label: 'Reflection',
    hint: 'A question children think about and answer in their own journal.',
  },
  {
    kind: 'game',
    label: 'Game',
    hint: 'A mini-game: a quiz, sorting, matching pairs, kind words or breathing.',
  },
];

/** The body field in the words of each kind of lesson. */
const BODY_FIELD: Record<LessonKind, { label: string; hint: string; required: boolean; rows: number }> = {
  text: {
    label: 'Lesson text',
    hint: 'An empty line starts a new paragraph. Children can have it read aloud.',
    required: true,
    rows: 8,
  },
  reflection: {
    label: 'Question to think about',
    hint: 'Children read or hear it, then write their answer in their journal. Only they and their grown-up see it.',
    required: true,
    rows: 4,
  },
  video: {
    label: 'About this video',
    hint: 'Optional: a short summary or the words of the video, shown below it for children who cannot watch.',
    required: false,
    rows: 4,
  },
  game: {
    label: 'Introduction',
    hint: 'Optional: a few words shown above the game.',
    required: false,
    rows: 3,
  },
};

interface Draft {
  title: string;
  kind: LessonKind;
  body: string;
  videoUrl: string | null;
  /** As typed, so a half-typed number can be fixed rather than jump back. */
  minutes: string;
  game: GameConfig | null;
}

type Field = 'title' | 'body' | 'minutes' | 'game';
type Errors = Partial<Record<Field, string>>;

function draftOf(lesson: StudioLesson | null, courseKind: StudioCourseDetail['kind']): Draft {
  if (!lesson)
    return {
      title: '',
      kind: courseKind === 'game' ? 'game' : 'text',
      body: '',
      videoUrl: null,
      minutes: '5',
      game: null,
    };
  return {
    title: lesson.title,
    kind: lesson.kind,
    body: lesson.body,
    videoUrl: lesson.video_url,
    minutes: String(lesson.duration_minutes),
    game: lesson.game,
  };
}

function check(draft: Draft, words: UnitWords): Errors {
  const errors: Errors = {};
  const title = draft.title.trim();
  if (!title) errors.title = `Please give the ${words.lesson} a title.`;
  else if (title.length > TITLE_MAX) errors.title = `A title can be at most ${TITLE_MAX} characters.`;
  const minutes = Number(draft.minutes);
  if (!/^\d+$/.test(draft.minutes.trim()) || minutes < 1 || minutes > 240)
    errors.minutes = 'Please give the minutes as a whole number from 1 to 240.';
  if (draft.body.length > BODY_MAX) errors.body = `The text can be at most ${BODY_MAX} characters.`;
  else if (BODY_FIELD[draft.kind].required && !draft.body.trim())
    errors.body =
      draft.kind === 'text'
        ? `Please write the text of the ${words.lesson}.`
        : 'Please write the question children think about.';
  if (draft.kind === 'game') {
    if (!draft.game) errors.game = 'Please choose which game this is.';
    else {
      const problem = gameProblem(draft.game);
      if (problem) errors.game = `The game is not ready to save yet. ${problem}`;
    }
  }
  return errors;
}

/** What the API takes: only what belongs to the kind, and on an update only the video if it changed. */
function requestOf(draft: Draft, lesson: StudioLesson | null): CreateLessonRequest & UpdateLessonRequest {
  const base = {
    title: draft.title.trim(),
    kind: draft.kind,
    body: draft.body,
    duration_minutes: Number(draft.minutes),
  };
  const game = draft.kind === 'game' ? { game: draft.game } : {};
  const videoUrl = draft.kind === 'video' ? draft.videoUrl : null;
  if (!lesson) return { ...base, ...game, ...(videoUrl ? { video_url: videoUrl } : {}) };
  return { ...base, ...game, ...(videoUrl !== lesson.video_url ? { video_url: videoUrl } : {}) };
}

function LessonEditor({
  course,
  target,
  onDone,
  closeRequest,
}: {
  course: StudioCourseDetail;
  target: LessonEditorTarget;
  onDone: () => void;
  /** Set to this editor's close (which asks first when there are unsaved changes), for Escape. */
  closeRequest: { current: () => void };
}) {
  const words = unitWords(course.kind);
  const { chapter, lesson } = target;
  const confirm = useConfirm();
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const initial = useRef(draftOf(lesson, course.kind));
  const saved = useRef(false);
  const [draft, setDraft] = useState<Draft>(initial.current);
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  // Each game type keeps what was written for it, so trying another type and coming back loses nothing.
  const games = useRef<Partial<Record<GameType, GameConfig>>>(
    lesson?.game ? { [lesson.game.type]: lesson.game } : {},
  );
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial.current);
  useLeaveGuard(dirty, saved, course.kind === 'game' ? LEAVE_MISSION : LEAVE_LESSON);

  const change = (next: Partial<Draft>) => {
    const merged = { ...draft, ...next };
    setDraft(merged);
    // After a first Save, the messages follow the fixes as they are made.
    if (tried) setErrors(check(merged, words));
  };

  const chooseGame = (type: GameType) => {
    if (draft.game) games.current[draft.game.type] = draft.game;
    const game = games.current[type] ?? defaultGameConfig(type);
    change({ game });
  };

  const close = async () => {
    if (dirty && !saved.current) {
      const dialog: ConfirmOptions = {
        title: 'Close without saving?',
        message: `Your changes to this ${words.lesson} are not saved yet. If you close the editor now, they will be lost.`,
        confirmText: 'Close without saving',
        cancelText: 'Keep editing',
        destructive: true,
      };
      if (!(await confirm(dialog))) return;
    }
    onDone();
  };

  useEffect(() => {
    closeRequest.current = () => void close();
  });

  const save = async () => {
    setTried(true);
    const found = check(draft, words);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      if (lesson) await update.mutateAsync({ id: lesson.id, body: requestOf(draft, lesson) });
      else await create.mutateAsync({ chapterId: chapter.id, body: requestOf(draft, null) });
    } catch {
      return; // the error toast says why; the editor keeps everything
    }
    saved.current = true;
    toast.success(`“${draft.title.trim()}” is saved.`);
    onDone();
  };

  const bodyField = BODY_FIELD[draft.kind];
  const errorCount = Object.keys(errors).length;
  const pending = create.isPending || update.isPending;

  return (
    <>
      <DialogTitle
        id="lesson-editor-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, overflowWrap: 'anywhere' }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          {lesson ? `Edit ${words.lesson}` : `New ${words.lesson}`}
          <Typography component="span" color="text.secondary" sx={{ display: 'block', fontSize: '0.95rem' }}>
            {`In ${words.chapter} ${chapter.position}: ${chapter.title}`}
          </Typography>
        </Box>
        <IconButton aria-label="Close the editor" onClick={() => void close()} sx={{ width: 48, height: 48 }}>
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box
          component="form"
          id="lesson-editor-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
          sx={{ display: 'grid', gap: 3 }}
        >
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 180px' } }}>
            <TextField
              label="Title"
              required
              autoFocus={!lesson}
              value={draft.title}
              onChange={(event) => change({ title: event.target.value })}
              error={Boolean(errors.title)}
              helperText={errors.title ?? 'Children see it on the course map.'}
              slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
            />
            <TextField
              label="Minutes it takes"
              type="number"
              required
              value={draft.minutes}
              onChange={(event) => change({ minutes: event.target.value })}
              error={Boolean(errors.minutes)}
              helperText={errors.minutes ?? 'From 1 to 240.'}
              slotProps={{ htmlInput: { min: 1, max: 240, inputMode: 'numeric' } }}
            />
          </Box>

          <FormControl>
            <FormLabel id="lesson-kind-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
              {`What kind of ${words.lesson} is it?`}
            </FormLabel>
            <RadioGroup
              aria-labelledby="lesson-kind-label"
              value={draft.kind}
              onChange={(_, value) => change({ kind: value as LessonKind })}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}
            >
              {KINDS.map((k) => (
                <FormControlLabel
                  key={k.kind}
                  value={k.kind}
                  control={
                    // Named by the kind alone ("Game"); the hint is its description.
                    <Radio
                      slotProps={{
                        input: { 'aria-label': k.label, 'aria-describedby': `lesson-kind-hint-${k.kind}` },
                      }}
                    />
                  }
                  sx={{ alignItems: 'flex-start', mt: 1, mr: 0 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>{k.label}</Typography>
                      <Typography id={`lesson-kind-hint-${k.kind}`} variant="body2" color="text.secondary">
                        {k.hint}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>

          {draft.kind === 'video' ? (
            <Box>
              <LessonVideoField
                value={draft.videoUrl}
                onChange={(videoUrl) => change({ videoUrl })}
                courseId={course.id}
              />
              {draft.videoUrl ? null : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {`You can save the ${words.lesson} now and add the video later; the course can be published once every video ${words.lesson} has its video.`}
                </Typography>
              )}
            </Box>
          ) : null}

          {draft.kind === 'game' ? (
            <Box component="section" aria-labelledby="lesson-game-heading" sx={{ display: 'grid', gap: 2 }}>
              <Typography id="lesson-game-heading" component="h3" variant="h6" sx={{ fontSize: '1.125rem' }}>
                The game
              </Typography>
              <FormControl error={Boolean(errors.game) && !draft.game}>
                <FormLabel id="lesson-game-type-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  Which game?
                </FormLabel>
                <RadioGroup
                  aria-labelledby="lesson-game-type-label"
                  value={draft.game?.type ?? ''}
                  onChange={(_, value) => chooseGame(value as GameType)}
                  sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 2 }}
                >
                  {GAME_TYPES.map((type) => (
                    <FormControlLabel
                      key={type}
                      value={type}
                      control={<Radio />}
                      label={GAME_TYPE_LABELS[type]}
                    />
                  ))}
                </RadioGroup>
              </FormControl>
              {draft.game ? (
                <GameEditor value={draft.game} onChange={(game) => change({ game })} />
              ) : (
                <Typography color="text.secondary">
                  Choose a game to set it up. You see a preview of it as you write.
                </Typography>
              )}
              {errors.game ? (
                <Alert severity="error" role="alert">
                  {errors.game}
                </Alert>
              ) : null}
            </Box>
          ) : null}

          <TextField
            label={bodyField.label}
            required={bodyField.required}
            multiline
            minRows={bodyField.rows}
            value={draft.body}
            onChange={(event) => change({ body: event.target.value })}
            error={Boolean(errors.body)}
            helperText={errors.body ?? bodyField.hint}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: { xs: 2, sm: 3 }, py: 2, gap: 1, flexWrap: 'wrap' }}>
        {errorCount > 0 ? (
          <Typography role="alert" color="error" variant="body2" sx={{ mr: 'auto' }}>
            {errorCount === 1
              ? 'One thing needs fixing before saving.'
              : `${errorCount} things need fixing before saving.`}
          </Typography>
        ) : null}
        <Button variant="outlined" color="inherit" size="large" onClick={() => void close()}>
          Cancel
        </Button>
        <SubmitButton form="lesson-editor-form" pending={pending} fullWidth={false}>
          {lesson ? 'Save changes' : `Add ${words.lesson}`}
        </SubmitButton>
      </DialogActions>
    </>
  );
}

/**
 * The editor of one lesson (a mission in a game course), for every kind: text, reflection, video
 * (upload or pick an earlier one) and game (GameEditor with its live preview). Full screen on phones.
 * Closing with unsaved changes asks first, and so does leaving the page.
 */
export function LessonEditorDialog({
  course,
  target,
  onClose,
}: {
  course: StudioCourseDetail;
  target: LessonEditorTarget | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Escape asks the editor (it may have unsaved changes); a click beside it does nothing.
  const closeRequest = useRef<() => void>(() => undefined);
  return (
    <Dialog
      open={target !== null}
      fullScreen={phone}
      fullWidth
      maxWidth="lg"
      aria-labelledby="lesson-editor-title"
      onClose={(_, reason) => {
        if (reason === 'escapeKeyDown') closeRequest.current();
      }}
    >
      {target ? (
        <LessonEditor
          key={target.lesson?.id ?? `new-${target.chapter.id}`}
          course={course}
          target={target}
          onDone={onClose}
          closeRequest={closeRequest}
        />
      ) : null}
    </Dialog>
  );
}
