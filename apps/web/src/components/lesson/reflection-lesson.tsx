import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { JOURNAL_MAX } from '@ye/contracts/learning';
import type { SafetyNotice } from '@ye/contracts/safety';
import { useState } from 'react';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { FinishButton, type LessonViewProps, Paragraphs, readingSx } from './lesson-parts.tsx';
import { paragraphs } from './lesson-text.ts';
import { SafetyNoticeCard } from './safety-notice.tsx';

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

/** A question to think about and the child's journal entry; Done saves unsaved words first. */
export function ReflectionLesson({
  content,
  onDone,
  busy,
  journal,
}: LessonViewProps & { journal: JournalKeeper }) {
  const saved = content.journal_entry ?? '';
  const [text, setText] = useState(saved);
  const [status, setStatus] = useState<'idle' | 'saved' | 'error'>('idle');
  // Set when the safety layer answered a save with its calm message (the journal's own answer).
  const [notice, setNotice] = useState<SafetyNotice | null>(null);
  const trimmed = text.trim();
  const dirty = trimmed !== saved.trim();
  const tooLong = text.length > JOURNAL_MAX;

  const saveNow = async (): Promise<boolean> => {
    if (!trimmed || tooLong) return false;
    try {
      const answer = await journal.keep(trimmed);
      const safety = (answer as { safety_notice?: SafetyNotice } | null)?.safety_notice ?? null;
      if (safety) setNotice(safety);
      setStatus('saved');
      // The child stays to read the calm message; Done then goes on as usual.
      return safety === null;
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
        {notice ? <SafetyNoticeCard notice={notice} /> : null}
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
