import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTE_SEEN_BY_PARENT } from '@ye/contracts/assignments';
import type { StudioCourse } from '@ye/contracts/studio';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate, plural } from '../../../lib/format.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { type StudentOption, useAssign } from '../api.ts';
import { LessonField } from './assign-form/lesson-field.tsx';
import { StudentsField } from './assign-form/students-field.tsx';
import {
  type AssignFormInput,
  AssignFormSchema,
  type AssignFormValues,
  emptyAssignForm,
  formToRequest,
  localLatestDue,
  localToday,
} from './assign-form-schema.ts';

/** The form that assigns a published course, or one of its lessons, to students by a date. */
export function AssignForm({ courses }: { courses: StudioCourse[] }) {
  const assign = useAssign();
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    reset,
    getValues,
    formState: { errors },
  } = useForm<AssignFormInput, unknown, AssignFormValues>({
    resolver: zodResolver(AssignFormSchema),
    defaultValues: emptyAssignForm(),
  });
  const courseId = useWatch({ control, name: 'course_id' });

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const done = await assign.mutateAsync(formToRequest(values));
      const count = done.results.length;
      toast.success(`Assigned to ${plural(count, 'student')}, due ${formatDate(values.due_on)}.`);
      // The next assignment often goes to other students with the same work: keep the work and date.
      reset({ ...getValues(), students: [], note: '' });
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="assign-heading"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}
    >
      <Typography id="assign-heading" component="h2" variant="h5" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
        Assign work
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Children see it on their home with the date it is due.
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        <TextField
          select
          label="Course"
          required
          {...muiField(
            register('course_id', {
              // Another course has other lessons.
              onChange: () => setValue('lesson_id', ''),
            }),
          )}
          value={courseId}
          error={Boolean(errors.course_id)}
          helperText={errors.course_id?.message ?? 'Only published courses can be assigned.'}
        >
          {courses.map((c) => (
            <MenuItem key={c.id} value={c.id} sx={{ whiteSpace: 'normal' }}>
              {c.title}
            </MenuItem>
          ))}
        </TextField>
        <Controller
          control={control}
          name="lesson_id"
          render={({ field }) => (
            <LessonField courseId={courseId} value={field.value} onChange={field.onChange} />
          )}
        />
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <Controller
            control={control}
            name="students"
            render={({ field }) => (
              <StudentsField
                value={field.value as StudentOption[]}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.students?.message}
              />
            )}
          />
        </Box>
        <TextField
          type="date"
          label="Due date"
          required
          {...muiField(register('due_on'))}
          error={Boolean(errors.due_on)}
          helperText={errors.due_on?.message ?? 'Today or later.'}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: localToday(), max: localLatestDue() },
          }}
        />
        <TextField
          label="Note for the children (optional)"
          {...muiField(register('note'))}
          error={Boolean(errors.note)}
          // No note is private between an instructor and a child (decision 042): the form says so.
          helperText={
            errors.note?.message ?? `A short, kind word, e.g. “Try it before bedtime.” ${NOTE_SEEN_BY_PARENT}`
          }
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        {refusal ? (
          <Alert severity="error" sx={{ gridColumn: { md: '1 / -1' } }}>
            {`We could not assign this. ${refusal}`}
          </Alert>
        ) : null}
        <Box sx={{ gridColumn: { md: '1 / -1' } }}>
          <SubmitButton pending={assign.isPending} fullWidth={false} sx={{ minWidth: 160 }}>
            Assign
          </SubmitButton>
        </Box>
      </Box>
    </Paper>
  );
}
