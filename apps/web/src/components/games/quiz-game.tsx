import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { scoreQuiz } from '@ye/contracts/game-scoring';
import type { QuizGame as QuizConfig } from '@ye/contracts/games';
import { useEffect, useId, useRef, useState } from 'react';
import { ReadAloudButton } from '../read-aloud-button.tsx';
import { AnswerTiles } from './answer-tiles.tsx';
import { Feedback, GameProgress, type TileState, TRY_AGAIN, useAnnounce } from './game-ui.tsx';
import { useServing } from './serving.ts';
import type { GamePlayerProps } from './types.ts';

export const QUIZ_RIGHT = "Yes! That's right.";

/** The question to show next: the one the API named if it is still to come, else the author's next. */
function nextQuestion(named: string | null, done: readonly number[], total: number): number {
  const n = named === null ? Number.NaN : Number(named);
  if (Number.isInteger(n) && n >= 0 && n < total && !done.includes(n)) return n;
  for (let i = 0; i < total; i++) if (!done.includes(i)) return i;
  return 0;
}

/**
 * Multiple choice, one question at a time. A wrong answer gets kind words (and the explanation) and
 * may be tried again; a right one shows the explanation and a Next button. Only first tries score.
 * With serving (decision 052) the questions come in the order the API chooses, one at a time.
 */
export function QuizGame({ config, onFinish, serving }: GamePlayerProps<QuizConfig>) {
  const announce = useAnnounce();
  const served = useServing(serving);
  /** Questions answered before the current one, in the order shown. */
  const [done, setDone] = useState<number[]>([]);
  const [current, setCurrent] = useState<number | null>(serving ? null : 0);
  const pending = useRef<Promise<string | null>>(Promise.resolve(null));
  const moving = useRef(false);
  const [wrongPicks, setWrongPicks] = useState<number[]>([]);
  const [solved, setSolved] = useState(false);
  const [rightFirstTry, setRightFirstTry] = useState(0);
  const promptRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const movedOn = useRef(false);
  const feedbackId = useId();

  const total = config.questions.length;
  const index = done.length;
  const question = current === null ? undefined : config.questions[current];
  const progressText = `Question ${index + 1} of ${total}`;

  // The first question, once the API has named it (or has taken too long).
  useEffect(() => {
    if (current === null && served.ready) setCurrent(nextQuestion(served.first, [], total));
  }, [current, served.ready, served.first, total]);

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

  if (current === null)
    return (
      <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
        <CircularProgress size={28} color="secondary" aria-hidden="true" />
        <Typography sx={{ fontSize: '1.125rem' }}>Getting your first question ready…</Typography>
      </Box>
    );
  if (!question) return null;
  const isLast = index === total - 1;
  const lastPickWrong = !solved && wrongPicks.length > 0;

  const pick = (option: number) => {
    if (solved || wrongPicks.includes(option)) return;
    // Only the first try at a question tells the API anything (and only first tries score).
    if (wrongPicks.length === 0) pending.current = served.report(String(current), String(option));
    if (option === question.answer) {
      if (wrongPicks.length === 0) setRightFirstTry((n) => n + 1);
      setSolved(true);
      announce([QUIZ_RIGHT, question.explanation].filter(Boolean).join(' '));
    } else {
      setWrongPicks((picks) => [...picks, option]);
      announce([TRY_AGAIN, question.explanation].filter(Boolean).join(' '));
    }
  };

  const advance = (named: string | null) => {
    const nowDone = [...done, current];
    movedOn.current = true;
    setDone(nowDone);
    setCurrent(nextQuestion(named, nowDone, total));
    setWrongPicks([]);
    setSolved(false);
  };

  const next = () => {
    if (!solved || moving.current) return;
    if (isLast) {
      onFinish({ score: scoreQuiz({ questions: total, rightFirstTry }) });
      return;
    }
    if (!serving) {
      advance(null);
      return;
    }
    // The API's choice usually arrived while the child read the explanation; else at most a moment.
    moving.current = true;
    void pending.current.then((named) => {
      advance(named);
      moving.current = false;
    });
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
