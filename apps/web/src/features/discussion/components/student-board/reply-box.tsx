import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { POST_MAX, type StudentPostCreated } from '@ye/contracts/discussion';
import type { SafetyNotice } from '@ye/contracts/safety';
import { useState } from 'react';
import { SafetyNoticeCard } from '../../../../components/lesson/safety-notice.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { ApiError } from '../../../../lib/api-error.ts';
import { errorMessage } from '../../../../lib/error-toast.ts';
import { usePostDraft } from '../use-post-draft.ts';

/** Shown instead of the reply box while the child's grown-up has not turned boards on. */
export const POSTING_OFF =
  'You can read what everyone shared. Posting is turned off for you for now: your grown-up can turn it on for you.';
export const SAFETY_REMINDER =
  'Be kind, and keep private things private: please don’t share names of places, emails or phone numbers.';
export const THANK_YOU = 'Thank you for sharing! Your teacher will read it soon, then everyone can see it.';

interface ReplyBoxProps {
  /** Sends the reply; what comes back may hold a tip for the child. */
  onSend: (text: string) => Promise<StudentPostCreated>;
  sending: boolean;
}

/** The reply box: a gentle safety reminder, a counter, and a big send button. */
export function ReplyBox({ onSend, sending }: ReplyBoxProps) {
  const [sent, setSent] = useState<{ tip: string | null; notice: SafetyNotice | null } | null>(null);
  const { body, setBody, error, onSubmit } = usePostDraft(
    async (text) => {
      const post = await onSend(text);
      // The safety layer's calm message, when the post held words that worry us (decision 046).
      setSent({ tip: post.tip, notice: post.safety_notice ?? null });
    },
    (err) => {
      setSent(null);
      return err instanceof ApiError && err.status === 409 ? errorMessage(err) : `Oops! ${errorMessage(err)}`;
    },
  );

  return (
    <Box component="section" aria-labelledby="reply-heading" sx={{ mt: 4 }}>
      <Typography
        id="reply-heading"
        component="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' }, fontWeight: 700, mb: 1 }}
      >
        Share your idea
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label="Your reply"
          multiline
          minRows={3}
          value={body}
          onChange={(e) => {
            setBody(e.target.value);
            if (sent) setSent(null);
          }}
          error={Boolean(error)}
          helperText={error ?? `${SAFETY_REMINDER} (${body.length}/${POST_MAX})`}
          slotProps={{
            htmlInput: { maxLength: POST_MAX },
            input: { sx: { fontSize: '1.1875rem' } },
            inputLabel: { sx: { fontSize: '1.125rem' } },
            formHelperText: { sx: { fontSize: '1.0625rem', mx: 0 } },
          }}
        />
        <SubmitButton
          pending={sending}
          fullWidth={false}
          color="secondary"
          endIcon={<SendRounded />}
          sx={{ justifySelf: 'start', minHeight: 56, px: 4, fontSize: '1.125rem' }}
        >
          Send to my teacher
        </SubmitButton>
        <Box role="status">
          {sent ? (
            <Paper
              elevation={0}
              sx={{ p: 2, borderRadius: 3, border: 2, borderColor: 'green.main', display: 'flex', gap: 1.5 }}
            >
              <FavoriteRounded aria-hidden sx={{ color: 'green.main', mt: 0.25 }} />
              <Box>
                <Typography sx={{ fontSize: '1.125rem', fontWeight: 600 }}>{THANK_YOU}</Typography>
                {sent.tip ? <Typography sx={{ fontSize: '1.0625rem', mt: 1 }}>{sent.tip}</Typography> : null}
              </Box>
            </Paper>
          ) : null}
        </Box>
        {sent?.notice ? <SafetyNoticeCard notice={sent.notice} /> : null}
      </Box>
    </Box>
  );
}
