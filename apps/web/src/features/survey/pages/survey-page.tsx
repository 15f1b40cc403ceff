import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { RETAKE_AFTER_DAYS, type Survey, type SurveyQuestion } from '@ye/contracts/survey';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { PATHS } from '../../../lib/paths.ts';
import { surveyStatusQueryOptions } from '../../../lib/survey-status.ts';
import { useSession } from '../../../lib/use-session.tsx';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useSubmitSurveyMutation, useSurvey } from '../api.ts';
import { AgreementFace, ThankYouFace } from '../components/agreement-face.tsx';
import { clearProgress, loadProgress, type SavedProgress, saveProgress } from '../saved-answers.ts';

export const THANK_YOU = "Your grown-up can see how you're growing.";

/** The question and its answers, as read aloud. */
function spokenQuestion(question: SurveyQuestion): string {
  return `${question.text} ... ${question.options.map((o) => o.label).join('. ')}.`;
}

function AboutTheseQuestions({ survey }: { survey: Survey }) {
  return (
    <Box
      component="details"
      sx={{
        mt: 3,
        color: 'text.secondary',
        fontSize: '0.9375rem',
        '& summary': { cursor: 'pointer', fontWeight: 600, py: 1, minHeight: 24 },
        '& summary:focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', borderRadius: 1 },
      }}
    >
      <summary>About these questions</summary>
      <Typography variant="body2" sx={{ mt: 1 }}>
        These ten sentences come from a well-known questionnaire about how people feel about themselves,
        written in simpler words for children. Your answers help your grown-up see how you are growing. There
        are no right or wrong answers.
      </Typography>
      <Typography variant="body2" component="p" sx={{ mt: 1 }}>
        {survey.citation || 'Rosenberg, M. (1965). Society and the adolescent self-image.'}
      </Typography>
    </Box>
  );
}

/** When the survey can be taken again: RETAKE_AFTER_DAYS after the last one (the API's rule). */
export function retakeDate(lastCompletedAt: string): Date {
  return new Date(Date.parse(lastCompletedAt) + RETAKE_AFTER_DAYS * 86_400_000);
}

/** /surveys opened again before a retake is due: no questions, and the day they come back. */
function NotYet({ lastCompletedAt }: { lastCompletedAt: string }) {
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', border: 3, borderColor: 'yellow.main' }}
    >
      <ThankYouFace />
      <Typography
        component="h1"
        sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, fontWeight: 700, color: 'secondary.main', mt: 2 }}
      >
        You already answered these questions
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 1 }}>
        {`You answered them on ${formatDate(lastCompletedAt)}.`}
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 1, mb: 4 }}>
        {`You can answer them again on ${formatDate(retakeDate(lastCompletedAt))}.`}
      </Typography>
      <Button
        component={RouterLink}
        to={PATHS.studentHome}
        variant="contained"
        color="secondary"
        size="large"
      >
        Back to my home
      </Button>
    </Paper>
  );
}

function ThankYou({ completedAt }: { completedAt: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Paper
      elevation={0}
      sx={{ p: { xs: 3, md: 6 }, textAlign: 'center', border: 3, borderColor: 'yellow.main' }}
    >
      <ThankYouFace />
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h1"
        sx={{
          fontSize: { xs: '2rem', md: '2.5rem' },
          fontWeight: 700,
          color: 'secondary.main',
          mt: 2,
          outline: 'none',
        }}
      >
        Thank you!
      </Typography>
      <Typography sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mt: 1 }}>{THANK_YOU}</Typography>
      <Typography sx={{ fontSize: '1.125rem', mt: 1, mb: 4, color: 'text.secondary' }}>
        {`You can answer these questions again on ${formatDate(retakeDate(completedAt))}.`}
      </Typography>
      <Button
        component={RouterLink}
        to={PATHS.studentHome}
        variant="contained"
        color="secondary"
        size="large"
      >
        Back to my home
      </Button>
    </Paper>
  );
}

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
  const progressText = `Question ${index + 1} of ${total}`;

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

  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      next();
    }
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
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography sx={{ fontWeight: 600, fontSize: '1.125rem' }}>{progressText}</Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / total) * 100}
          color="secondary"
          aria-label="Survey progress"
          aria-valuetext={progressText}
          sx={{ height: 12, borderRadius: 6, mb: 3, bgcolor: 'rgba(106, 27, 154, 0.15)' }}
        />
        <Box role="status" aria-live="polite" sx={visuallyHidden}>
          {progressText}
        </Box>

        <Box
          component="fieldset"
          onKeyDown={onKeyDown}
          aria-describedby={needsAnswer ? hintId : undefined}
          sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
        >
          <Box
            component="legend"
            ref={heading}
            tabIndex={-1}
            sx={{
              p: 0,
              mb: 2,
              fontSize: { xs: '1.5rem', md: '1.875rem' },
              fontWeight: 700,
              lineHeight: 1.3,
              outline: 'none',
            }}
          >
            {question.text}
          </Box>
          <Box sx={{ mb: 2.5, display: 'flex' }}>
            <ReadAloudButton text={spokenQuestion(question)} sx={{ alignSelf: 'flex-start' }} />
          </Box>
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 1.5, md: 2 },
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            {question.options.map((option) => {
              const checked = selected === option.value;
              return (
                <Box
                  key={option.value}
                  component="label"
                  sx={{
                    position: 'relative',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    justifyContent: 'center',
                    gap: 1,
                    minHeight: 132,
                    p: 1.5,
                    borderRadius: 3,
                    border: 3,
                    borderColor: checked ? 'secondary.main' : 'grey.400',
                    bgcolor: checked ? 'rgba(106, 27, 154, 0.08)' : 'background.paper',
                    cursor: 'pointer',
                    textAlign: 'center',
                    fontSize: '1.125rem',
                    fontWeight: checked ? 700 : 500,
                    transition: 'border-color 120ms, background-color 120ms',
                    '&:hover': { borderColor: 'secondary.main' },
                    '&:has(input:focus-visible)': {
                      outline: '3px solid',
                      outlineColor: 'secondary.main',
                      outlineOffset: 3,
                    },
                  }}
                >
                  <Box
                    component="input"
                    type="radio"
                    name={`question-${question.id}`}
                    value={option.value}
                    checked={checked}
                    onChange={() => choose(option.value)}
                    sx={{ position: 'absolute', opacity: 0, inset: 0, m: 0, cursor: 'pointer' }}
                  />
                  <AgreementFace value={option.value} size={72} />
                  <span>{option.label}</span>
                  {checked ? (
                    <CheckCircleRounded
                      aria-hidden="true"
                      sx={{ position: 'absolute', top: 8, right: 8, color: 'secondary.main' }}
                    />
                  ) : null}
                </Box>
              );
            })}
          </Box>
        </Box>

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

        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 3 }}>
          <Button
            variant="outlined"
            color="secondary"
            size="large"
            onClick={back}
            disabled={index === 0 || mutation.isPending}
            startIcon={<ArrowBackRounded />}
            sx={{ minHeight: 52, minWidth: 120 }}
          >
            Back
          </Button>
          <Button
            variant="contained"
            color="secondary"
            size="large"
            onClick={next}
            disabled={mutation.isPending}
            aria-busy={mutation.isPending || undefined}
            endIcon={
              mutation.isPending ? (
                <CircularProgress size={20} color="inherit" aria-hidden="true" />
              ) : (
                <ArrowForwardRounded />
              )
            }
            sx={{ minHeight: 52, minWidth: 120 }}
          >
            {isLast ? (mutation.isPending ? 'Sending…' : 'Finish') : 'Next'}
          </Button>
        </Box>
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
