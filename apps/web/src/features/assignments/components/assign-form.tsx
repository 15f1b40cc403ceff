import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { StudioCourse } from '@ye/contracts/studio';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { errorMessage } from '../../../lib/error-toast.ts';
import { formatDate, plural } from '../../../lib/format.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type StudentOption, useAssign, useCourseOutline, useStudentSearch } from '../api.ts';
import {
  type AssignFormInput,
  AssignFormSchema,
  type AssignFormValues,
  emptyAssignForm,
  formToRequest,
  localLatestDue,
  localToday,
} from './assign-form-schema.ts';

export const STUDENT_SEARCH_DELAY_MS = 300;

const studentLabel = (s: StudentOption) => (s.age_band ? `${s.first_name} (${s.age_band})` : s.first_name);

/** Lessons of the chosen course grouped by chapter (levels and missions for a game), or the whole course. */
function LessonField({
  courseId,
  value,
  onChange,
}: {
  courseId: string;
  value: string;
  onChange: (id: string) => void;
}) {
  const outline = useCourseOutline(courseId);
  const isGame = outline.data?.kind === 'game';
  const helper = !courseId
    ? 'Choose a course first.'
    : outline.isError
      ? `We could not load its lessons. ${errorMessage(outline.error)}`
      : `Leave it on the whole course, or pick one ${isGame ? 'mission' : 'lesson'}.`;
  return (
    <TextField
      select
      label={isGame ? 'Mission (optional)' : 'Lesson (optional)'}
      value={outline.data ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={!courseId || !outline.data}
      error={outline.isError}
      helperText={helper}
      slotProps={{
        select: { displayEmpty: true },
        inputLabel: { shrink: true },
        // The hint says why the field waits, so it keeps the readable colour while disabled.
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      <MenuItem value="">The whole course</MenuItem>
      {(outline.data?.chapters ?? []).flatMap((chapter) => [
        <ListSubheader key={`h-${chapter.id}`}>
          {`${isGame ? 'Level' : 'Chapter'} ${chapter.position}: ${chapter.title}`}
        </ListSubheader>,
        ...chapter.lessons.map((lesson) => (
          <MenuItem key={lesson.id} value={lesson.id} sx={{ pl: 4, whiteSpace: 'normal' }}>
            {lesson.title}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}

/** Students are searched by first name on the server; chosen ones stay chosen across searches. */
function StudentsField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: StudentOption[];
  onChange: (next: StudentOption[]) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input.trim(), STUDENT_SEARCH_DELAY_MS);
  const search = useStudentSearch(q);
  const options = search.data ?? [];
  return (
    <Autocomplete
      multiple
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      onBlur={onBlur}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        // Choosing a student keeps the search, so several of one search can be picked in a row.
        if (reason !== 'reset') setInput(next);
      }}
      disableCloseOnSelect
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.child_id === b.child_id}
      getOptionLabel={studentLabel}
      getOptionKey={(o) => o.child_id}
      loading={search.isFetching}
      loadingText="Looking for students…"
      noOptionsText={
        search.isError
          ? `We could not load your students. ${errorMessage(search.error)}`
          : q
            ? `No students called “${q}”.`
            : 'No students yet: children appear here once they start one of your courses.'
      }
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{studentLabel(option)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {option.course_titles.join(', ')}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Students"
          placeholder={value.length ? '' : 'Search by first name'}
          error={Boolean(error)}
          helperText={error ?? 'Children who started one of your courses.'}
        />
      )}
    />
  );
}

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
          helperText={errors.note?.message ?? 'A short, kind word, e.g. “Try it before bedtime.”'}
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

/** In place of the form while the instructor has nothing published. */
export function NothingToAssign() {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography component="h2" variant="h5" sx={{ fontSize: '1.25rem', mb: 1 }}>
        Assign work
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You can assign a course once it is published. Finish one in My courses and publish it.
      </Typography>
      <Button component={RouterLink} to={PATHS.studio} variant="outlined">
        Go to My courses
      </Button>
    </Paper>
  );
}

export function AssignFormSkeleton() {
  return <Skeleton variant="rounded" height={320} sx={{ borderRadius: 4 }} aria-hidden />;
}
