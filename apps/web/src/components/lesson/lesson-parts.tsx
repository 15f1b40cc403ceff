import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { LessonContent } from '@ye/contracts/catalog';
import type { ReactNode } from 'react';
import { paragraphs } from './lesson-text.ts';

// What the lesson views by kind (video, reading, reflection, game) have in common.

/** The readable column of a lesson: 19 px type, about 65 characters a line. */
export const readingSx = {
  maxWidth: '65ch',
  '& p': { fontSize: '1.1875rem', lineHeight: 1.7, m: 0, mb: 2 },
} as const;

export function Paragraphs({ text }: { text: string }) {
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

/** The button that finishes a video, text or reflection lesson, with its own saving state. */
export function FinishButton({
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

/** What every non-game lesson view gets: the lesson, its finish action, and whether that is running. */
export interface LessonViewProps {
  content: LessonContent;
  onDone: () => void;
  busy: boolean;
}
