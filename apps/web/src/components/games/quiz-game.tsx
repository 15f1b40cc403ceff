import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { scoreQuiz } from '@ye/contracts/game-scoring';
import type { QuizGame as QuizConfig } from '@ye/contracts/games';
import { useEffect, useId, useRef, useState } from 'react';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { AnswerTiles } from './answer-tiles.tsx';
import { Feedback, GameProgress, type TileState, TRY_AGAIN, useAnnounce } from './game-ui.tsx';
import type { GamePlayerProps } from './types.ts';

export const QUIZ_RIGHT = "Yes! That's right.";

/**
 * Multiple choice, one question at a time. A wrong answer gets kind words (and the explanation) and
 * may be tried again; a right one shows the explanation and a Next button. Only first tries score.
 */
export function QuizGame({ config, onFinish }: GamePlayerProps<QuizConfig>) {
  const announce = useAnnounce();
  const [index, setIndex] = useState(0);
  const [wrongPicks, setWrongPicks] = useState<number[]>([]);
  const [solved, setSolved] = useState(false);
  const [rightFirstTry, setRightFirstTry] = useState(0);
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const movedOn = useRef(false);
  const feedbackId = useId();

  const total = config.questions.length;
  const question = config.questions[index];
  const progressText = `Question ${index + 1} of ${total}`;

  // After Next, the new question gets focus so it is read and Tab continues from it.
  useEffect(() => {
    if (!movedOn.current) return;
    promptRef.current?.focus();
    announce(progressText);
  }, [announce, progressText]);

  // After a right answer, focus moves to Next (which describes itself with the feedback).
  useEffect(() => {
    if (solved) nextRef.current?.focus();
  }, [solved]);

  if (!question) return null;
  const isLast = index === total - 1;
  const lastPickWrong = !solved && wrongPicks.length > 0;

  const pick = (option: number) => {
    if (solved || wrongPicks.includes(option)) return;
    if (option === question.answer) {
      if (wrongPicks.length === 0) setRightFirstTry((n) => n + 1);
      setSolved(true);
      announce([QUIZ_RIGHT, question.explanation].filter(Boolean).join(' '));
    } else {
      setWrongPicks((picks) => [...picks, option]);
      announce([TRY_AGAIN, question.explanation].filter(Boolean).join(' '));
    }
  };

  const next = () => {
    if (!solved) return;
    if (isLast) {
      onFinish({ score: scoreQuiz({ questions: total, rightFirstTry }) });
      return;
    }
    movedOn.current = true;
    setIndex((i) => i + 1);
    setWrongPicks([]);
    setSolved(false);
  };

  const optionState = (option: number): { state: TileState; note?: string } => {
    if (solved && option === question.answer) return { state: 'right', note: 'Right answer' };
    if (wrongPicks.includes(option)) return { state: 'tried', note: 'Not this one' };
    if (solved) return { state: 'resting' };
    return { state: 'idle' };
  };

  const spoken = `${question.prompt} ... ${question.options.join('. ')}.`;

  return (
    <Box>
      <GameProgress label={progressText} value={index + (solved ? 1 : 0)} total={total} />
      <Typography
        ref={promptRef}
        component="h2"
        tabIndex={-1}
        sx={{
          fontSize: { xs: '1.375rem', md: '1.625rem' },
          fontWeight: 700,
          lineHeight: 1.3,
          mb: 1.5,
          outline: 'none',
        }}
      >
        {question.prompt}
      </Typography>
      <Box sx={{ mb: 2.5, display: 'flex' }}>
        <ReadAloudButton text={spoken} label="Read the question" />
      </Box>

      <AnswerTiles
        options={question.options}
        label="Answers"
        lookOf={optionState}
        onPick={pick}
        isInactive={(i) => solved || wrongPicks.includes(i)}
        keyPrefix={`${index}-`}
      />

      <Box id={feedbackId} sx={{ mt: 2.5 }}>
        {solved ? (
          <Feedback tone="right" title={QUIZ_RIGHT}>
            {question.explanation}
          </Feedback>
        ) : lastPickWrong ? (
          <Feedback tone="try-again" title={TRY_AGAIN}>
            {question.explanation ?? 'Pick another answer.'}
          </Feedback>
        ) : null}
      </Box>

      {solved ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2.5 }}>
          <Button
            ref={nextRef}
            variant="contained"
            color="secondary"
            size="large"
            onClick={next}
            aria-describedby={feedbackId}
            endIcon={<ArrowForwardRounded />}
            sx={{ minHeight: 56, minWidth: 140 }}
          >
            Next
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
