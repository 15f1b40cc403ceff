import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ChildQuiz, QuizAnswerResult } from '@ye/contracts/quizzes';
import { useEffect, useId, useRef, useState } from 'react';
import { Feedback } from '../../../components/games/game-ui.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAnswerLessonQuiz, useLessonQuiz } from '../lesson-quiz-api.ts';
import { QuizResultBar, QuizSendBar } from './quiz-answer-bar.tsx';
import { QuestionBlock } from './quiz-question.tsx';

export const QUIZ_CHANGED_WORDS = 'The questions changed a little. Here they are again!';
export const SEND_FAILED_WORDS = 'Oops, that did not send. Please try again.';

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
          <QuizResultBar result={result} isQuiz={isQuiz} focusRef={resultRef} onAgain={again} />
        ) : (
          <QuizSendBar isQuiz={isQuiz} done={done} total={total} sending={answer.isPending} onSend={send} />
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
