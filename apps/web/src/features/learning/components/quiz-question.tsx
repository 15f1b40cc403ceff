import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChildQuizQuestion, QuizAnswerFeedback } from '@ye/contracts/quizzes';
import { useId } from 'react';
import { AnswerTiles } from '../../../components/games/answer-tiles.tsx';
import { Feedback, type TileState } from '../../../components/games/game-ui.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';

/** One question: its words with read-aloud, the answer tiles, and after sending what was right. */
export function QuestionBlock({
  question,
  index,
  total,
  picked,
  feedback,
  onPick,
}: {
  question: ChildQuizQuestion;
  index: number;
  total: number;
  picked: number | undefined;
  feedback: QuizAnswerFeedback | undefined;
  onPick: (option: number) => void;
}) {
  const promptId = useId();
  const spoken = `${question.prompt} ... ${question.options.join('. ')}.`;
  const stateOf = (i: number): { state: TileState; note?: string } => {
    if (!feedback) return { state: picked === i ? 'selected' : 'idle' };
    if (feedback.correct_option === i) return { state: 'right', note: 'Right answer' };
    if (feedback.option_index === i)
      return feedback.correct === false
        ? { state: 'tried', note: 'Your answer' }
        : { state: 'selected', note: 'Your answer' };
    return { state: 'resting' };
  };

  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Typography sx={{ fontWeight: 600, color: 'text.secondary', fontSize: '1rem' }}>
        {`Question ${index + 1} of ${total}`}
      </Typography>
      <Typography
        id={promptId}
        component="h3"
        sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, fontWeight: 700, mb: 1 }}
      >
        {question.prompt}
      </Typography>
      <Box sx={{ mb: 1.5, display: 'flex' }}>
        <ReadAloudButton text={spoken} label={`Read question ${index + 1}`} />
      </Box>
      <AnswerTiles
        options={question.options}
        labelledBy={promptId}
        lookOf={stateOf}
        onPick={onPick}
        pickedIndex={feedback ? undefined : (picked ?? null)}
        isInactive={() => Boolean(feedback)}
      />
      {feedback ? (
        <Box sx={{ mt: 1.5 }}>
          <Feedback
            tone={feedback.correct === false ? 'try-again' : feedback.correct ? 'right' : 'info'}
            title={feedback.feedback}
          />
        </Box>
      ) : null}
    </Box>
  );
}
