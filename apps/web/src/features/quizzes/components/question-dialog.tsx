import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PROMPT_MAX, type QuizQuestion } from '@ye/contracts/quizzes';
import { useEffect, useId, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { errorMessage } from '../../../lib/error-toast.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { useCreateQuestion, useUpdateQuestion } from '../api.ts';
import { DialogButtons, DialogProblem } from './dialog-parts.tsx';
import { AnswersFieldset } from './question-dialog/answers-fieldset.tsx';
import { KindField } from './question-dialog/kind-field.tsx';
import {
  createRequest,
  emptyQuestion,
  fromQuestion,
  type QuestionForm,
  QuestionFormSchema,
  type QuestionValues,
  rightAfterRemoving,
  updateRequest,
} from './question-dialog/question-form.ts';

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
    defaultValues: question ? fromQuestion(question) : emptyQuestion('quiz'),
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const kind = useWatch({ control, name: 'kind' });
  const locked = question?.answered ?? false;

  useEffect(() => {
    if (open) {
      reset(question ? fromQuestion(question) : emptyQuestion('quiz'));
      setRefusal(null);
    }
  }, [open, question, reset]);

  const removeOption = (index: number) => {
    const right = getValues('correct_option');
    remove(index);
    const next = rightAfterRemoving(right, index);
    if (next !== right) setValue('correct_option', next ?? null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = question
        ? await update.mutateAsync({ id: question.id, body: updateRequest(values, locked) })
        : await create.mutateAsync(createRequest(values));
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
                <KindField
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setValue('correct_option', value === 'quiz' ? 0 : null);
                  }}
                />
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

          <AnswersFieldset
            control={control}
            register={register}
            errors={errors}
            fields={fields}
            kind={kind}
            locked={locked}
            onRemove={removeOption}
            onAdd={() => append({ text: '' })}
          />
          <DialogProblem problem={refusal} />
        </DialogContent>
        <DialogButtons onCancel={onClose}>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {question ? 'Save question' : 'Add question'}
          </Button>
        </DialogButtons>
      </Box>
    </Dialog>
  );
}
