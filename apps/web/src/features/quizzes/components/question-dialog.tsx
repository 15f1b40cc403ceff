import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  OPTION_MAX,
  OPTIONS_MAX,
  OPTIONS_MIN,
  PROMPT_MAX,
  type QuizKind,
  type QuizQuestion,
  RIGHT_ANSWER_REQUIRED,
} from '@ye/contracts/quizzes';
import { useEffect, useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { useCreateQuestion, useUpdateQuestion } from '../api.ts';

/** The question form: the contract's rules in the shape the fields need (one object per answer line). */
const QuestionFormSchema = z
  .object({
    kind: z.enum(['quiz', 'survey']),
    prompt: z
      .string()
      .trim()
      .min(1, 'Please write the question.')
      .max(PROMPT_MAX, `A question can be at most ${PROMPT_MAX} characters.`),
    options: z
      .array(
        z.object({
          text: z
            .string()
            .trim()
            .min(1, 'Please write this answer, or remove it.')
            .max(OPTION_MAX, `An answer can be at most ${OPTION_MAX} characters.`),
        }),
      )
      .min(OPTIONS_MIN, `Give at least ${OPTIONS_MIN} answers.`)
      .max(OPTIONS_MAX, `Give at most ${OPTIONS_MAX} answers.`),
    correct_option: z.number().int().nullable(),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.options.forEach((o, i) => {
      const key = o.text.trim().toLowerCase();
      if (key && seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['options', i, 'text'],
          message: 'Each answer must be different.',
        });
      seen.add(key);
    });
    if (v.kind === 'quiz' && (v.correct_option === null || v.correct_option >= v.options.length))
      ctx.addIssue({ code: 'custom', path: ['correct_option'], message: RIGHT_ANSWER_REQUIRED });
  });
type QuestionForm = z.input<typeof QuestionFormSchema>;
type QuestionValues = z.output<typeof QuestionFormSchema>;

const empty = (kind: QuizKind): QuestionForm => ({
  kind,
  prompt: '',
  options: [{ text: '' }, { text: '' }],
  correct_option: kind === 'quiz' ? 0 : null,
});
const fromQuestion = (q: QuizQuestion): QuestionForm => ({
  kind: q.kind,
  prompt: q.prompt,
  options: q.options.map((text) => ({ text })),
  correct_option: q.correct_option,
});

export interface QuestionDialogProps {
  open: boolean;
  /** The question to edit; none writes a new one. */
  question: QuizQuestion | null;
  onClose: () => void;
  onSaved?: (question: QuizQuestion) => void;
}

/**
 * Writes or edits a bank question: its kind (new questions only), wording, 2 to 6 answers and, for a
 * quiz question, which answer is right. Once children have answered it, only the wording can change.
 */
export function QuestionDialog({ open, question, onClose, onSaved }: QuestionDialogProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<QuestionForm, unknown, QuestionValues>({
    resolver: zodResolver(QuestionFormSchema),
    defaultValues: question ? fromQuestion(question) : empty('quiz'),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const kind = useWatch({ control, name: 'kind' });
  const locked = question?.answered ?? false;

  useEffect(() => {
    if (open) {
      reset(question ? fromQuestion(question) : empty('quiz'));
      setRefusal(null);
    }
  }, [open, question, reset]);

  const removeOption = (index: number) => {
    const right = getValues('correct_option');
    remove(index);
    // The right answer keeps pointing at the same words.
    if (right !== null && right !== undefined && right >= index)
      setValue('correct_option', right === index ? 0 : right - 1);
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    const options = values.options.map((o) => o.text);
    const correct = values.kind === 'quiz' ? values.correct_option : null;
    try {
      const saved = question
        ? await update.mutateAsync({
            id: question.id,
            body: locked
              ? { prompt: values.prompt }
              : { prompt: values.prompt, options, correct_option: correct },
          })
        : await create.mutateAsync({
            kind: values.kind,
            prompt: values.prompt,
            options,
            correct_option: correct,
          });
      toast.success(question ? 'Question saved.' : 'Question added to your bank.');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={narrow}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
          {question ? 'Edit question' : 'New question'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          {question ? null : (
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  row
                  aria-label="Kind of question"
                  value={field.value}
                  onChange={(_, value) => {
                    field.onChange(value);
                    setValue('correct_option', value === 'quiz' ? 0 : null);
                  }}
                >
                  <FormControlLabel value="quiz" control={<Radio />} label="Quiz (has a right answer)" />
                  <FormControlLabel
                    value="survey"
                    control={<Radio />}
                    label="Survey (asks what children think)"
                  />
                </RadioGroup>
              )}
            />
          )}
          <TextField
            label="Question"
            required
            multiline
            minRows={2}
            error={Boolean(errors.prompt)}
            helperText={errors.prompt?.message}
            slotProps={{ htmlInput: { maxLength: PROMPT_MAX } }}
            {...muiField(register('prompt'))}
          />

          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              {kind === 'quiz' ? 'Answers (choose the right one)' : 'Answers'}
            </Typography>
            {locked ? (
              <Alert severity="info" sx={{ mb: 1.5 }}>
                Children have answered this question, so its answers are fixed. You can still correct the
                wording.
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
                        onClick={() => removeOption(index)}
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
            {errors.correct_option ? (
              <FormHelperText error>{errors.correct_option.message}</FormHelperText>
            ) : null}
            {errors.options?.root?.message || errors.options?.message ? (
              <FormHelperText error>
                {errors.options?.root?.message ?? errors.options?.message}
              </FormHelperText>
            ) : null}
            <Button
              startIcon={<AddRounded />}
              onClick={() => append({ text: '' })}
              disabled={locked || fields.length >= OPTIONS_MAX}
              sx={{ mt: 1.5 }}
            >
              Add an answer
            </Button>
          </Box>
          {refusal ? (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} variant="outlined" color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {question ? 'Save question' : 'Add question'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
