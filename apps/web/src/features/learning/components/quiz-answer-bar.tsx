import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { QuizAnswerResult } from '@ye/contracts/quizzes';
import type { RefObject } from 'react';
import { Feedback } from '../../../components/games/game-ui.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';

interface QuizResultBarProps {
  result: QuizAnswerResult;
  isQuiz: boolean;
  /** The kind words, focused after sending so they are read first. */
  focusRef: RefObject<HTMLDivElement | null>;
  onAgain: () => void;
}

/** After sending: the kind words (and for a quiz, how many were right), read-aloud and "Answer again". */
export function QuizResultBar({ result, isQuiz, focusRef, onAgain }: QuizResultBarProps) {
  return (
    <Box ref={focusRef} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 2 }}>
      <Feedback
        tone={isQuiz && result.right_count !== result.total ? 'info' : 'right'}
        title={result.message}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <ReadAloudButton text={result.message} label="Read my result" />
        <Button
          variant="outlined"
          color="secondary"
          size="large"
          startIcon={<ReplayRounded />}
          onClick={onAgain}
          sx={{ minHeight: 56, fontSize: '1.125rem' }}
        >
          Answer again
        </Button>
      </Box>
    </Box>
  );
}

interface QuizSendBarProps {
  isQuiz: boolean;
  done: number;
  total: number;
  sending: boolean;
  onSend: () => void;
}

/** Before sending: the send button, open once every question is answered, and how many are. */
export function QuizSendBar({ isQuiz, done, total, sending, onSend }: QuizSendBarProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        endIcon={<SendRounded />}
        onClick={onSend}
        disabled={done < total || sending}
        sx={{ minHeight: 56, minWidth: 180, fontSize: '1.125rem' }}
      >
        {isQuiz ? 'Check my answers' : 'Send my answers'}
      </Button>
      <Typography role="status" sx={{ fontSize: '1.125rem' }}>
        {done < total ? `${done} of ${total} answered` : 'All answered. Well done!'}
      </Typography>
    </Box>
  );
}
