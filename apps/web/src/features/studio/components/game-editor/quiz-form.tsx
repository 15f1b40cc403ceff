import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { QuizGame } from '@ye/contracts/games';
import { plural } from '../../../../lib/format.ts';
import { TextInput, useEditorFields } from './fields.tsx';
import { InstructionsInput } from './instructions-input.tsx';
import { limit } from './limits.ts';
import { answerAfterRemoving, removeAt, replaceAt } from './lists.ts';
import { AddButton, ListProblem, RemoveButton, RowGroup } from './row-controls.tsx';

type Question = QuizGame['questions'][number];

/** Questions with two to four options each; a radio button marks the right one. */
export function QuizForm({ value, onChange }: { value: QuizGame; onChange: (value: QuizGame) => void }) {
  const { idFor, focusLater } = useEditorFields();
  const questionCount = limit('quiz', 'questions');
  const optionCount = limit('quiz', 'questions.options');
  const setQuestion = (index: number, question: Question) =>
    onChange({ ...value, questions: replaceAt(value.questions, index, question) });

  const addQuestion = () => {
    const index = value.questions.length;
    // No right answer yet (-1): the instructor picks it, it is never guessed for them.
    onChange({ ...value, questions: [...value.questions, { prompt: '', options: ['', ''], answer: -1 }] });
    focusLater(idFor(`questions.${index}.prompt`));
  };
  const removeQuestion = (index: number) => {
    onChange({ ...value, questions: removeAt(value.questions, index) });
    focusLater(idFor('questions.add'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <InstructionsInput
        type="quiz"
        value={value.instructions}
        onChange={(instructions) => onChange({ ...value, instructions })}
      />
      {value.questions.map((question, i) => {
        const n = i + 1;
        const answerPath = `questions.${i}.answer`;
        return (
          <RowGroup
            // Rows have no ids of their own; the position is what the instructor sees too.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            legend={`Question ${n}`}
            action={
              <RemoveButton
                label={`Remove question ${n}`}
                onClick={() => removeQuestion(i)}
                disabled={value.questions.length <= questionCount.min}
                why={`A quiz needs at least ${plural(questionCount.min, 'question')}.`}
              />
            }
          >
            <TextInput
              path={`questions.${i}.prompt`}
              label="Question"
              value={question.prompt}
              onChange={(prompt) => setQuestion(i, { ...question, prompt })}
              maxLength={limit('quiz', 'questions.prompt').max}
              multiline
            />
            <AnswerOptions
              index={i}
              question={question}
              answerPath={answerPath}
              onChange={(next) => setQuestion(i, next)}
            />
            <AddButton
              id={idFor(`questions.${i}.options.add`)}
              text="Add option"
              label={`Add option to question ${n}`}
              count={question.options.length}
              range={optionCount}
              noun="options"
              onClick={() => {
                setQuestion(i, { ...question, options: [...question.options, ''] });
                focusLater(idFor(`questions.${i}.options.${question.options.length}`));
              }}
            />
            <TextInput
              path={`questions.${i}.explanation`}
              label="Explanation (optional)"
              required={false}
              value={question.explanation ?? ''}
              onChange={(explanation) => {
                const { explanation: _, ...rest } = question;
                // An empty explanation is left out (the schema takes none, not an empty one).
                setQuestion(i, explanation === '' ? rest : { ...rest, explanation });
              }}
              maxLength={limit('quiz', 'questions.explanation').max}
              helper="A kind sentence the child sees after answering, right or wrong."
              multiline
            />
          </RowGroup>
        );
      })}
      <ListProblem path="questions" />
      <AddButton
        id={idFor('questions.add')}
        text="Add question"
        count={value.questions.length}
        range={questionCount}
        noun="questions"
        onClick={addQuestion}
      />
    </Box>
  );
}

function AnswerOptions({
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
