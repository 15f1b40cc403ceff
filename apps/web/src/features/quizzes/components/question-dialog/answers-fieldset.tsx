import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OPTION_MAX, OPTIONS_MAX, OPTIONS_MIN, type QuizKind } from '@ye/contracts/quizzes';
import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { muiField } from '../../../../lib/mui-field.ts';
import type { QuestionForm, QuestionValues } from './question-form.ts';

/** The answer lines: in a quiz, which one is right; fixed once children have answered. */
export function AnswersFieldset({
  control,
  register,
  errors,
  fields,
  kind,
  locked,
  onRemove,
  onAdd,
}: {
  control: Control<QuestionForm, unknown, QuestionValues>;
  register: UseFormRegister<QuestionForm>;
  errors: FieldErrors<QuestionForm>;
  /** The answer lines' keys, from useFieldArray. */
  fields: readonly { id: string }[];
  kind: QuizKind;
  locked: boolean;
  onRemove: (index: number) => void;
  onAdd: () => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        {kind === 'quiz' ? 'Answers (choose the right one)' : 'Answers'}
      </Typography>
      {locked ? (
        <Alert severity="info" sx={{ mb: 1.5 }}>
          Children have answered this question, so its answers are fixed. You can still correct the wording.
        </Alert>
      ) : null}
      <Controller
        control={control}
        name="correct_option"
        render={({ field }) => (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            {fields.map((item, index) => (
              <Box key={item.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                {kind === 'quiz' ? (
                  <Radio
                    checked={field.value === index}
                    onChange={() => field.onChange(index)}
                    disabled={locked}
                    slotProps={{ input: { 'aria-label': `Answer ${index + 1} is the right one` } }}
                    sx={{ mt: 0.5 }}
                  />
                ) : null}
                <TextField
                  label={`Answer ${index + 1}`}
                  fullWidth
                  disabled={locked}
                  error={Boolean(errors.options?.[index]?.text)}
                  helperText={errors.options?.[index]?.text?.message}
                  slotProps={{ htmlInput: { maxLength: OPTION_MAX } }}
                  {...muiField(register(`options.${index}.text`))}
                />
                <IconButton
                  aria-label={`Remove answer ${index + 1}`}
                  onClick={() => onRemove(index)}
                  disabled={locked || fields.length <= OPTIONS_MIN}
                  sx={{ mt: 0.5 }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
      />
      {errors.correct_option ? <FormHelperText error>{errors.correct_option.message}</FormHelperText> : null}
      {errors.options?.root?.message || errors.options?.message ? (
        <FormHelperText error>{errors.options?.root?.message ?? errors.options?.message}</FormHelperText>
      ) : null}
      <Button
        startIcon={<AddRounded />}
        onClick={onAdd}
        disabled={locked || fields.length >= OPTIONS_MAX}
        sx={{ mt: 1.5 }}
      >
        Add an answer
      </Button>
    </Box>
  );
}
