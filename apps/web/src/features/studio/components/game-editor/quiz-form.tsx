import Box from '@mui/material/Box';
import type { QuizGame } from '@ye/contracts/games';
import { plural } from '../../../../lib/format.ts';
import { TextInput, useEditorFields } from './fields.tsx';
import { InstructionsInput } from './instructions-input.tsx';
import { limit } from './limits.ts';
import { removeAt, replaceAt } from './lists.ts';
import { AnswerOptions } from './quiz-answer-options.tsx';
import { AddButton, ListProblem, RemoveButton, RowGroup } from './row-controls.tsx';

/** Questions with two to four options each; a radio button marks the right one. */
export function QuizForm({ value, onChange }: { value: QuizGame; onChange: (value: QuizGame) => void }) {
  const { idFor, focusLater } = useEditorFields();
  const questionCount = limit('quiz', 'questions');
  const optionCount = limit('quiz', 'questions.options');
  const setQuestion = (index: number, question: QuizGame['questions'][number]) =>
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
