import ComputerRounded from '@mui/icons-material/ComputerRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COACH_MAX_ANSWER, COACH_MAX_TURNS, type CoachReflection, type CoachTurn } from '@ye/contracts/coach';
import type { SafetyNotice } from '@ye/contracts/safety';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { SafetyNoticeCard } from '../../../../components/lesson/safety-notice.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import {
  rememberOpenReflection,
  useAnswerReflection,
  useCoachAvailability,
  useOpenReflection,
  useStartReflection,
} from '../../coach-api.ts';

// "Think about it with the helper" (decision 051): after a finished lesson, and only when the
// service and the child's grown-up allow it, three short questions with a computer helper. The child
// reads that it is a computer and that their grown-up can read what they write before they start.

const big = { fontSize: '1.1875rem', lineHeight: 1.6 } as const;
const SORRY = 'Something went wrong just now. Please try again.';

const messageOf = (error: unknown) => (error instanceof ApiError && error.detail ? error.detail : SORRY);

/** Renders nothing unless the lesson is finished and the helper is allowed for this child today. */
export function ReflectWithHelper({ lessonId, finished }: { lessonId: string; finished: boolean }) {
  const availability = useCoachAvailability(lessonId, finished);
  const start = useStartReflection(lessonId);
  const open = useOpenReflection(lessonId, finished);
  const [current, setCurrent] = useState<CoachReflection | null>(null);
  // After a reload, the reflection this tab had open carries on instead of using up another.
  const reflection = current ?? open.data ?? null;
  const setReflection = (next: CoachReflection) => {
    rememberOpenReflection(lessonId, next.finished ? null : next.id);
    setCurrent(next);
  };

  if (!finished) return null;
  // Once started, the reflection stays on screen even when it used today's last one.
  if (!reflection && !availability.data?.available) return null;

  return (
    <Paper
      component="section"
      aria-labelledby="helper-heading"
      elevation={0}
      sx={{ p: { xs: 2, md: 3 }, mt: 3, borderRadius: 4, border: '2px solid', borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id="helper-heading" component="h2" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
          Think about it with the helper
        </Typography>
        <HelperChip />
      </Box>
      {reflection ? (
        <Conversation reflection={reflection} onChange={setReflection} />
      ) : (
        <Box>
          <Typography sx={{ ...big, maxWidth: '60ch' }}>{availability.data?.intro}</Typography>
          <Typography sx={{ mt: 1, color: 'text.secondary', fontSize: '1.0625rem' }}>
            {`It is ${COACH_MAX_TURNS} short questions. You can stop any time.`}
          </Typography>
          {start.isError ? (
            <Typography role="alert" sx={{ mt: 1.5, fontSize: '1.0625rem' }}>
              {messageOf(start.error)}
            </Typography>
          ) : null}
          <Button
            variant="contained"
            size="large"
            sx={{ mt: 2, minHeight: 56, fontSize: '1.125rem' }}
            disabled={start.isPending}
            onClick={() => start.mutate(undefined, { onSuccess: setReflection })}
          >
            {start.isPending ? 'Starting…' : 'Start thinking'}
          </Button>
        </Box>
      )}
    </Paper>
  );
}

/** The visible "computer helper" label: never mistaken for a person. */
function HelperChip() {
  return (
    <Chip
      icon={<ComputerRounded aria-hidden />}
      label="Computer helper, not a person"
      variant="outlined"
      sx={{ fontSize: '1rem', fontWeight: 600 }}
    />
  );
}

function Conversation({
  reflection,
  onChange,
}: {
  reflection: CoachReflection;
  onChange: (next: CoachReflection) => void;
}) {
  const answer = useAnswerReflection();
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<SafetyNotice | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const trimmed = text.trim();
  const tooLong = text.length > COACH_MAX_ANSWER;
  const asked = COACH_MAX_TURNS - reflection.answers_left + 1;
  const turnCount = reflection.turns.length;

  // After each reply, the field is ready for the next answer.
  useEffect(() => {
    if (turnCount > 2) field.current?.focus();
  }, [turnCount]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || tooLong || answer.isPending) return;
    answer.mutate(
      { id: reflection.id, text: trimmed },
      {
        onSuccess: ({ safety_notice, ...next }) => {
          setText('');
          if (safety_notice) setNotice(safety_notice);
          onChange(next);
        },
      },
    );
  };

  return (
    <Box>
      {/* The log announces new turns; the list inside keeps them a list for screen readers. */}
      <Box role="log" aria-label="Your reflection with the computer helper" aria-live="polite">
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {reflection.turns.map((t, i) =>
            // The calm message shows once, in its card with the helpline below.
            notice && t.text === notice.message ? null : (
              // biome-ignore lint/suspicious/noArrayIndexKey: a reflection's turns are append-only
              <Bubble key={i} turn={t} />
            ),
          )}
        </Box>
      </Box>
      {notice ? <SafetyNoticeCard notice={notice} /> : null}
      {reflection.finished ? (
        <Typography sx={{ ...big, mt: 2, fontWeight: 600 }}>
          All done! Your grown-up can read this.
        </Typography>
      ) : (
        <Box component="form" onSubmit={send} noValidate sx={{ mt: 2, maxWidth: '65ch' }}>
          <TextField
            inputRef={field}
            id="helper-answer"
            label={`Your answer (question ${asked} of ${COACH_MAX_TURNS})`}
            multiline
            minRows={2}
            fullWidth
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (answer.isError) answer.reset();
            }}
            error={tooLong || answer.isError}
            helperText={
              tooLong
                ? `That is a lot of words! Please keep it under ${COACH_MAX_ANSWER} letters.`
                : answer.isError
                  ? messageOf(answer.error)
                  : 'Your grown-up can read this. Please leave out names, schools and addresses.'
            }
            slotProps={{
              input: { sx: big },
              formHelperText: { sx: { fontSize: '1rem', mx: 0.5 } },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            sx={{ mt: 1.5, minHeight: 56, fontSize: '1.125rem' }}
            disabled={!trimmed || tooLong || answer.isPending}
          >
            {answer.isPending ? 'Sending…' : 'Send'}
          </Button>
        </Box>
      )}
    </Box>
  );
}

function Bubble({ turn }: { turn: CoachTurn }) {
  const mine = turn.role === 'child';
  return (
    <Box
      component="li"
      sx={{
        justifySelf: mine ? 'end' : 'start',
        maxWidth: { xs: '100%', sm: '80%' },
        minWidth: 0,
        px: 2,
        py: 1.25,
        borderRadius: 3,
        bgcolor: mine ? '#FFF4CC' : '#EEF3FB',
      }}
    >
      <Typography sx={{ fontSize: '0.9375rem', fontWeight: 700, color: 'text.secondary' }}>
        {mine ? 'You' : 'Computer helper'}
      </Typography>
      <Typography sx={{ ...big, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{turn.text}</Typography>
    </Box>
  );
}
