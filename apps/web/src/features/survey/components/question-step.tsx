import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Box from '@mui/material/Box';
import type { SurveyQuestion } from '@ye/contracts/survey';
import type { KeyboardEvent, RefObject } from 'react';
import { ReadAloudButton } from '../../../components/read-aloud-button.tsx';
import { AgreementFace } from './agreement-face.tsx';

/** The question and its answers, as read aloud. */
function spokenQuestion(question: SurveyQuestion): string {
  return `${question.text} ... ${question.options.map((o) => o.label).join('. ')}.`;
}

interface AnswerOptionProps {
  questionId: SurveyQuestion['id'];
  option: SurveyQuestion['options'][number];
  checked: boolean;
  onChoose: (value: number) => void;
}

/** One answer: a big card with its face, a radio button under the whole card. */
function AnswerOption({ questionId, option, checked, onChoose }: AnswerOptionProps) {
  return (
    <Box
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
        name={`question-${questionId}`}
        value={option.value}
        checked={checked}
        onChange={() => onChoose(option.value)}
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
}

interface QuestionStepProps {
  question: SurveyQuestion;
  selected: number | undefined;
  onChoose: (value: number) => void;
  /** Enter on an answer goes on, like Next. */
  onEnter: () => void;
  /** The id of the "pick an answer" hint, while it is shown. */
  hintId: string | undefined;
  /** The question's legend, focused when the question changes. */
  headingRef: RefObject<HTMLLegendElement | null>;
}

/** One question of the survey: its words, read-aloud, and the answers as a group of radio cards. */
export function QuestionStep({
  question,
  selected,
  onChoose,
  onEnter,
  hintId,
  headingRef,
}: QuestionStepProps) {
  const onKeyDown = (e: KeyboardEvent<HTMLFieldSetElement>) => {
    if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      onEnter();
    }
  };
  return (
    <Box
      component="fieldset"
      onKeyDown={onKeyDown}
      aria-describedby={hintId}
      sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
    >
      <Box
        component="legend"
        ref={headingRef}
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
        {question.options.map((option) => (
          <AnswerOption
            key={option.value}
            questionId={question.id}
            option={option}
            checked={selected === option.value}
            onChoose={onChoose}
          />
        ))}
      </Box>
    </Box>
  );
}
