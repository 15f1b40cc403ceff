import ReplayRounded from '@mui/icons-material/ReplayRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type {
  ChildQuiz,
  ChildQuizQuestion,
  QuizAnswerFeedback,
  QuizAnswerResult,
} from '@ye/contracts/quizzes';
import { useEffect, useId, useRef, useState } from 'react';
import { Feedback, moveFocusWithArrows, Tile, type TileState } from '../../../components/games/game-ui.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAnswerLessonQuiz, useLessonQuiz } from '../lesson-quiz-api.ts';

export const QUIZ_CHANGED_WORDS = 'The questions changed a little. Here they are again!';
export const SEND_FAILED_WORDS = 'Oops, that did not send. Please try again.';

function QuestionBlock({
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
      <Box
        role="group"
        aria-labelledby={promptId}
        onKeyDown={moveFocusWithArrows}
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {question.options.map((option, i) => {
          const look = stateOf(i);
          return (
            <Tile
              // biome-ignore lint/suspicious/noArrayIndexKey: options are identified by their position
              key={i}
              label={option}
              onClick={() => onPick(i)}
              state={look.state}
              note={look.note}
              pressed={feedback ? undefined : picked === i}
              inactive={Boolean(feedback)}
            />
          );
        })}
      </Box>
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

function QuizBody({
  lessonId,
  quiz,
  onChanged,
}: {
  lessonId: string;
  quiz: ChildQuiz;
  onChanged: () => void;
}) {
  const [picks, setPicks] = useState<Record<string, number>>({});
  const [result, setResult] = useState<QuizAnswerResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerLessonQuiz(lessonId);
  const resultRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // A different quiz (the lesson's quiz was swapped): start afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the quiz itself changes
  useEffect(() => {
    setPicks({});
    setResult(null);
  }, [quiz.id]);

  // After sending, the kind words get focus so they are read first.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  const total = quiz.questions.length;
  const done = quiz.questions.filter((q) => picks[q.id] !== undefined).length;
  const isQuiz = quiz.kind === 'quiz';
  const intro = isQuiz
    ? 'A quick quiz about this lesson. Pick one answer for each question.'
    : 'Tell us what you think. There are no wrong answers!';

  const send = async () => {
    setProblem(null);
    try {
      const res = await answer.mutateAsync({
        quiz_id: quiz.id,
        answers: quiz.questions.map((q) => ({ question_id: q.id, option_index: picks[q.id] ?? 0 })),
      });
      setResult(res);
    } catch (error) {
      const changed = error instanceof ApiError && error.status === 409;
      setProblem(changed ? QUIZ_CHANGED_WORDS : SEND_FAILED_WORDS);
      if (changed) onChanged();
    }
  };

  const again = () => {
    setPicks({});
    setResult(null);
  };

  const feedbackFor = (questionId: string) => result?.results.find((r) => r.question_id === questionId);

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: '24px', borderWidth: 2, borderColor: 'secondary.light' }}
    >
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, fontWeight: 700, color: 'secondary.main', mb: 0.5 }}
      >
        {quiz.title}
      </Typography>
      <Typography sx={{ fontSize: '1.125rem', mb: 1.5 }}>{intro}</Typography>
      {quiz.answered_at && !result ? (
        <Typography sx={{ fontSize: '1.125rem', mb: 1.5 }}>
          You answered this before. You can answer again!
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', mb: 2.5 }}>
        <ReadAloudButton text={`${quiz.title}. ${intro}`} label="Read this aloud" />
      </Box>

      <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 3.5 }}>
        {quiz.questions.map((question, index) => (
          <QuestionBlock
            key={question.id}
            question={question}
            index={index}
            total={total}
            picked={picks[question.id]}
            feedback={feedbackFor(question.id)}
            onPick={(option) => setPicks((p) => ({ ...p, [question.id]: option }))}
          />
        ))}
      </Box>

      <Box sx={{ mt: 3 }}>
        {result ? (
          <Box ref={resultRef} tabIndex={-1} sx={{ outline: 'none', display: 'grid', gap: 2 }}>
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
                onClick={again}
                sx={{ minHeight: 56, fontSize: '1.125rem' }}
              >
                Answer again
              </Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button
              variant="contained"
              color="secondary"
              size="large"
              endIcon={<SendRounded />}
              onClick={send}
              disabled={done < total || answer.isPending}
              sx={{ minHeight: 56, minWidth: 180, fontSize: '1.125rem' }}
            >
              {isQuiz ? 'Check my answers' : 'Send my answers'}
            </Button>
            <Typography role="status" sx={{ fontSize: '1.125rem' }}>
              {done < total ? `${done} of ${total} answered` : 'All answered. Well done!'}
            </Typography>
          </Box>
        )}
        {problem ? (
          <Box role="alert" sx={{ mt: 2 }}>
            <Feedback tone="try-again" title={problem} />
          </Box>
        ) : null}
      </Box>
    </Paper>
  );
}

/**
 * The quiz or short survey at the end of a lesson: nothing when the lesson has none (or cannot be
 * opened, which the lesson page explains). Big answer tiles, read-aloud, and kind words after sending;
 * for a quiz, which answers were right.
 */
export function LessonQuiz({ lessonId }: { lessonId: string }) {
  const query = useLessonQuiz(lessonId);
  const quiz = query.data?.quiz;
  if (!quiz || quiz.questions.length === 0) return null;
  return <QuizBody lessonId={lessonId} quiz={quiz} onChanged={() => query.refetch()} />;
}
