import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { QuizKind } from '@ye/contracts/quizzes';

/** Quiz or survey, for a new question (a saved one keeps its kind). */
export function KindField({ value, onChange }: { value: QuizKind; onChange: (kind: QuizKind) => void }) {
  return (
    <RadioGroup
      row
      aria-label="Kind of question"
      value={value}
      onChange={(_, kind) => onChange(kind as QuizKind)}
    >
      <FormControlLabel value="quiz" control={<Radio />} label="Quiz (has a right answer)" />
      <FormControlLabel value="survey" control={<Radio />} label="Survey (asks what children think)" />
    </RadioGroup>
  );
}
