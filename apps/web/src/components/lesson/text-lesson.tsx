import Box from '@mui/material/Box';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { FinishButton, type LessonViewProps, Paragraphs, readingSx } from './lesson-parts.tsx';
import { paragraphs } from './lesson-text.ts';

/** A reading, with a read-aloud of the whole text. */
export function TextLesson({ content, onDone, busy }: LessonViewProps) {
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
