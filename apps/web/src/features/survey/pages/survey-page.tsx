import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { Survey } from '@ye/contracts/survey';
import { useEffect, useId, useRef, useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { surveyStatusQueryOptions } from '../../../lib/survey-status.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { useSubmitSurveyMutation, useSurvey } from '../api.ts';
import { AboutTheseQuestions } from '../components/about-these-questions.tsx';
import { QuestionStep } from '../components/question-step.tsx';
import { StepButtons } from '../components/step-buttons.tsx';
import { NotYet, ThankYou } from '../components/survey-done.tsx';
import { SurveyProgress } from '../components/survey-progress.tsx';
import { clearProgress, loadProgress, type SavedProgress, saveProgress } from '../saved-answers.ts';

interface FlowProps {
  survey: Survey;
  userId: string;
}

/** One question per screen; answers kept in sessionStorage until the survey is sent. */
export function SurveyFlow({ survey, userId }: FlowProps) {
  const total = survey.questions.length;
  const [progress, setProgress] = useState<SavedProgress>(() => {
    const saved = loadProgress(survey.id, userId);
    return { answers: saved.answers, index: Math.min(saved.index, Math.max(0, total - 1)) };
  });
  const [done, setDone] = useState<string | null>(null);
  const [needsAnswer, setNeedsAnswer] = useState(false);
  const mutation = useSubmitSurveyMutation();
  const heading = useRef<HTMLLegendElement>(null);
  const firstRender = useRef(true);
  const ids = useId();

  const { index, answers } = progress;
  const question = survey.questions[index];
  const selected = question ? answers[question.id] : undefined;
  const isLast = index === total - 1;

  useEffect(() => {
    if (!done) saveProgress(survey.id, userId, progress);
  }, [survey.id, userId, progress, done]);

  // After moving to another question, put focus on it so a screen reader reads it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the question changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [index]);

  if (done) return <ThankYou completedAt={done} />;
  if (!question) return null;

  const choose = (value: number) => {
    setNeedsAnswer(false);
    setProgress((p) => ({ ...p, answers: { ...p.answers, [question.id]: value } }));
  };

  const submit = async () => {
    const missing = survey.questions.findIndex((q) => answers[q.id] === undefined);
    if (missing >= 0) {
      setProgress((p) => ({ ...p, index: missing }));
      setNeedsAnswer(true);
      return;
    }
    const result = await mutation
      .mutateAsync({
        survey_id: survey.id,
        answers: survey.questions.map((q) => ({ question_id: q.id, value: answers[q.id] as number })),
      })
      .catch(() => null);
    if (!result) return;
    clearProgress(survey.id, userId);
    setDone(result.complete_date);
  };

  const next = () => {
    if (selected === undefined) {
      setNeedsAnswer(true);
      return;
    }
    if (isLast) void submit();
    else setProgress((p) => ({ ...p, index: p.index + 1 }));
  };

  const back = () => {
    setNeedsAnswer(false);
    setProgress((p) => ({ ...p, index: Math.max(0, p.index - 1) }));
  };

  const hintId = `${ids}-hint`;

  return (
    <Box>
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, fontWeight: 700, color: 'secondary.main' }}
      >
        {survey.title}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' }, mb: 3 }}>
        {survey.description}
      </Typography>

      <Paper elevation={0} sx={{ p: { xs: 2, sm: 3, md: 4 }, border: 3, borderColor: 'purple.main' }}>
        <SurveyProgress index={index} total={total} />
        <QuestionStep
          question={question}
          selected={selected}
          onChoose={choose}
          onEnter={next}
          hintId={needsAnswer ? hintId : undefined}
          headingRef={heading}
        />

        {needsAnswer ? (
          <Typography id={hintId} role="alert" sx={{ mt: 2, fontWeight: 600, color: 'secondary.main' }}>
            Pick the answer that fits you best, then press Next.
          </Typography>
        ) : null}
        {mutation.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            We could not send your answers. They are saved here: please try again.
          </Alert>
        ) : null}

        <StepButtons
          onBack={back}
          onNext={next}
          isFirst={index === 0}
          isLast={isLast}
          sending={mutation.isPending}
        />
      </Paper>

      <AboutTheseQuestions survey={survey} />
    </Box>
  );
}

/** /surveys: the self-esteem survey (Rosenberg Self-Esteem Scale, id 2) for the signed-in child. */
export default function SurveyPage() {
  const { profile } = useSession();
  const survey = useSurvey();
  const status = useQuery(surveyStatusQueryOptions());
  // Decided once, when the status first answers: the status changes after this visit's own submit,
  // and the thank-you must stay on screen then. If the status cannot be read, the survey is offered.
  const answeredAt = useRef<string | null | undefined>(undefined);
  if (answeredAt.current === undefined && !status.isPending) {
    answeredAt.current = status.isSuccess && !status.data.retake_due ? status.data.last_completed_at : null;
  }

  if (survey.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void survey.refetch()}>
            Try again
          </Button>
        }
      >
        We could not load the questions.
      </Alert>
    );
  }
  if (survey.isPending || !profile || answeredAt.current === undefined)
    return <PageLoader label="Loading the questions" />;
  if (answeredAt.current) return <NotYet lastCompletedAt={answeredAt.current} />;
  return <SurveyFlow survey={survey.data} userId={profile.id} />;
}
