import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { QuizGame } from '@ye/contracts/games';
import { plural } from '../../../../lib/format.ts';
import { TextInput, useEditorFields } from './fields.tsx';
import { limit } from './limits.ts';
import { answerAfterRemoving, removeAt, replaceAt } from './lists.ts';
import { ListProblem, RemoveButton } from './row-controls.tsx';

type Question = QuizGame['questions'][number];

/** A quiz question's options, each with its radio button for the right answer and Remove. */
export function AnswerOptions({
  index,
  question,
  answerPath,
  onChange,
}: {
  index: number;
  question: Question;
  answerPath: string;
  onChange: (question: Question) => void;
}) {
  const { problem, idFor, focusLater } = useEditorFields();
  const optionCount = limit('quiz', 'questions.options');
  const n = index + 1;
  const answerProblem = problem(answerPath);
  const labelId = `${idFor(answerPath)}-label`;
  const helperId = `${idFor(answerPath)}-helper`;
  return (
    <FormControl component="fieldset" error={Boolean(answerProblem)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={labelId} sx={{ color: 'text.primary', fontWeight: 500, mb: 1 }}>
        Options: mark the right answer
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={helperId}
        value={question.answer >= 0 ? String(question.answer) : ''}
        onChange={(_, picked) => onChange({ ...question, answer: Number(picked) })}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {question.options.map((option, j) => {
          const m = j + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are plain words without ids
            <Box key={j} sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
              <Radio
                value={String(j)}
                slotProps={{
                  input: {
                    'aria-label': `Option ${m} is the right answer`,
                    // "Show what is missing" focuses here when no answer is picked.
                    'data-problem': j === 0 && answerProblem ? 'true' : undefined,
                  } as object,
                }}
                sx={{ mt: 0.5 }}
              />
              <TextInput
                path={`questions.${index}.options.${j}`}
                label={`Option ${m}`}
                value={option}
                onChange={(text) => onChange({ ...question, options: replaceAt(question.options, j, text) })}
                maxLength={limit('quiz', 'questions.options.#').max}
                wrap
              />
              <Box sx={{ mt: 0.5 }}>
                <RemoveButton
                  label={`Remove option ${m} of question ${n}`}
                  disabled={question.options.length <= optionCount.min}
                  why={`A question needs at least ${plural(optionCount.min, 'option')}.`}
                  onClick={() => {
                    onChange({
                      ...question,
                      options: removeAt(question.options, j),
                      answer: answerAfterRemoving(question.answer, j),
                    });
                    focusLater(idFor(`questions.${index}.options.add`));
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </RadioGroup>
      <FormHelperText id={helperId} role={answerProblem ? 'alert' : undefined}>
        {answerProblem ?? 'Choose the radio button beside the right answer.'}
      </FormHelperText>
      <ListProblem path={`questions.${index}.options`} />
    </FormControl>
  );
}
