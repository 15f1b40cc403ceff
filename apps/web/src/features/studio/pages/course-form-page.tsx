import { zodResolver } from '@hookform/resolvers/zod';
import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COURSE_TOPICS, TOPIC_LABELS } from '@ye/contracts/catalog';
import type { StudioCourseDetail } from '@ye/contracts/studio';
import { validateCourseImage } from '@ye/contracts/uploads';
import { type ReactNode, useRef } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { UploadField } from '../../../components/upload-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { courseContentPath, PATHS } from '../../../lib/paths.ts';
import { useCreateCourse, useStudioCourse, useUpdateCourse } from '../api.ts';
import {
  type CourseFormInput,
  CourseFormSchema,
  type CourseFormValues,
  courseToForm,
  EMPTY_COURSE_FORM,
  formToRequest,
  MAX_LEARNING_GOALS,
} from '../components/course-form-schema.ts';
import { leaveDialog, useLeaveGuard } from '../components/use-leave-guard.ts';

const LIST_PATH = PATHS.studio;
const LEAVE_DIALOG = leaveDialog('course');

const COVER_ACCEPT = '.jpeg,.jpg,.png,.svg,image/jpeg,image/png,image/svg+xml';

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4 }}>
      <Typography component="h2" variant="h5" sx={{ mb: hint ? 0.5 : 2, fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {hint ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5 }}>{children}</Box>
    </Paper>
  );
}

function CourseForm({ course }: { course: StudioCourseDetail | null }) {
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse(course?.id ?? '');
  const saved = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isDirty, dirtyFields },
  } = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(CourseFormSchema),
    defaultValues: course ? courseToForm(course) : EMPTY_COURSE_FORM,
    // Checked on Save, then live while fixing: with per-field modes an added goal line kept the
    // error of its blank moment while being typed into (field array errors are set together).
    mode: 'onSubmit',
  });
  const goals = useFieldArray({ control, name: 'learning_goals' });
  useLeaveGuard(isDirty, saved, LEAVE_DIALOG);

  const published = course?.status === 'published';
  const pending = create.isPending || update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    const body = formToRequest(values);
    let id: string;
    try {
      if (course) {
        // A published course keeps its kind (the API refuses a switch); send it only when changed.
        const { kind, ...rest } = body;
        id = (await update.mutateAsync(dirtyFields.kind ? body : rest)).id;
        toast.success(`“${values.title}” is saved.`);
      } else {
        id = (await create.mutateAsync(body)).id;
        toast.success(`“${values.title}” is created as a draft. Next: add chapters.`);
      }
    } catch {
      return; // the error toast says why; the form keeps what was typed
    }
    saved.current = true;
    // Chapters and lessons come next.
    navigate(courseContentPath(id));
  });

  const goalErrors = errors.learning_goals;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: 820 }}>
      <Section title="About the course" hint="Parents read this when they choose a course for their child.">
        <TextField
          label="Title"
          required
          {...muiField(register('title'))}
          error={Boolean(errors.title)}
          helperText={errors.title?.message ?? 'A short name children will recognise, e.g. “Brave Steps”.'}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label="Description"
          multiline
          minRows={3}
          {...muiField(register('description'))}
          error={Boolean(errors.description)}
          helperText={errors.description?.message ?? 'What children will do and feel in this course.'}
        />
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <FormControl disabled={published}>
              <FormLabel id="course-kind-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
                How children move through it
              </FormLabel>
              <RadioGroup
                aria-labelledby="course-kind-label"
                value={field.value}
                onChange={(_, value) => field.onChange(value)}
                onBlur={field.onBlur}
                name={field.name}
              >
                <FormControlLabel
                  value="course"
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>Course</Typography>
                      <Typography variant="body2" color="text.secondary">
                        Chapters and lessons, taken one after another: videos, reading, reflections and games.
                      </Typography>
                    </Box>
                  }
                />
                <FormControlLabel
                  value="game"
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mt: 1 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography sx={{ fontWeight: 600 }}>Game</Typography>
                      <Typography variant="body2" color="text.secondary">
                        The same content shown as levels and missions on a map, for a playful journey.
                      </Typography>
                    </Box>
                  }
                />
              </RadioGroup>
              {published ? (
                <FormHelperText>A published course cannot switch between course and game.</FormHelperText>
              ) : null}
            </FormControl>
          )}
        />
      </Section>

      <Section title="Who it is for" hint="Children aged 4 to 17; most courses suit 6 to 14.">
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 2fr' } }}>
          <TextField
            label="Youngest age"
            type="number"
            required
            {...muiField(register('age_min', { valueAsNumber: true }))}
            error={Boolean(errors.age_min)}
            helperText={errors.age_min?.message}
            slotProps={{ htmlInput: { min: 4, max: 17, inputMode: 'numeric' } }}
          />
          <TextField
            label="Oldest age"
            type="number"
            required
            {...muiField(register('age_max', { valueAsNumber: true }))}
            error={Boolean(errors.age_max)}
            helperText={errors.age_max?.message}
            slotProps={{ htmlInput: { min: 4, max: 17, inputMode: 'numeric' } }}
          />
          <TextField
            label="Topic"
            select
            required
            {...muiField(register('topic'))}
            error={Boolean(errors.topic)}
            helperText={errors.topic?.message ?? 'Parents find the course under this topic.'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {COURSE_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {TOPIC_LABELS[topic]}
              </option>
            ))}
          </TextField>
        </Box>
      </Section>

      <Section title="Learning goals" hint="What a child will be able to do after the course, one per line.">
        {goals.fields.map((goal, index) => (
          <Box key={goal.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              fullWidth
              label={`Goal ${index + 1}`}
              {...muiField(register(`learning_goals.${index}.text`))}
              error={Boolean(goalErrors?.[index]?.text)}
              helperText={goalErrors?.[index]?.text?.message}
              slotProps={{ htmlInput: { maxLength: 160 } }}
            />
            <IconButton
              aria-label={`Remove goal ${index + 1}`}
              onClick={() => goals.remove(index)}
              sx={{ mt: 0.5, width: 48, height: 48 }}
            >
              <DeleteOutlineRounded />
            </IconButton>
          </Box>
        ))}
        {goalErrors?.message ? (
          <Typography role="alert" color="error" variant="body2">
            {goalErrors.message}
          </Typography>
        ) : null}
        <Box>
          <Button
            variant="outlined"
            startIcon={<AddRounded />}
            onClick={() => goals.append({ text: '' }, { shouldFocus: true })}
            disabled={goals.fields.length >= MAX_LEARNING_GOALS}
          >
            Add a goal
          </Button>
        </Box>
      </Section>

      <Section
        title="Cover image"
        hint="Shown on the course card. A wide picture (about 16 by 10) looks best."
      >
        <Controller
          control={control}
          name="cover_url"
          render={({ field }) => (
            <UploadField
              label="Cover image"
              purpose="cover"
              accept={COVER_ACCEPT}
              validate={validateCourseImage}
              value={field.value}
              onChange={(url) => field.onChange(url)}
              courseId={course?.id}
              hint="JPEG, PNG or SVG, at most 5 MB."
              renderPreview={(url) => (
                <Box
                  component="img"
                  src={url}
                  alt="The course cover"
                  sx={{
                    width: { xs: '100%', sm: 200 },
                    aspectRatio: '16 / 10',
                    objectFit: 'cover',
                    borderRadius: 2,
                    display: 'block',
                  }}
                />
              )}
            />
          )}
        />
      </Section>

      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end', alignItems: 'center' }}
      >
        {course ? null : (
          <Typography id="course-form-next" color="text.secondary" sx={{ mr: 'auto' }}>
            Next: add chapters and lessons.
          </Typography>
        )}
        <Button
          component={RouterLink}
          to={course ? courseContentPath(course.id) : LIST_PATH}
          variant="outlined"
          color="inherit"
          size="large"
        >
          Cancel
        </Button>
        <SubmitButton
          pending={pending}
          fullWidth={false}
          aria-describedby={course ? undefined : 'course-form-next'}
        >
          {course ? 'Save changes' : 'Create course'}
        </SubmitButton>
      </Box>
    </Box>
  );
}

/**
 * /instructor/courses/create-course: the course details as a guided form; with ?id= it edits that
 * course. Saving creates (or updates) and goes on to the course's chapters and lessons; leaving with
 * unsaved changes asks first.
 */
export default function CourseFormPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const existing = useStudioCourse(id);

  let body: ReactNode;
  if (!id) body = <CourseForm course={null} />;
  else if (existing.isPending)
    body = (
      <Box aria-busy="true" aria-label="Loading the course" sx={{ display: 'grid', gap: 3, maxWidth: 820 }}>
        <Skeleton variant="rounded" height={280} sx={{ borderRadius: 4 }} />
        <Skeleton variant="rounded" height={140} sx={{ borderRadius: 4 }} />
      </Box>
    );
  else if (existing.isError)
    body = (
      <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, maxWidth: 820 }}>
        <Typography sx={{ mb: 2 }}>
          {existing.error instanceof ApiError && [400, 404].includes(existing.error.status)
            ? 'We can’t find this course. It may have been deleted, or the link may have a typo in it.'
            : 'We could not load this course just now. Please try again.'}
        </Typography>
        <Button variant="outlined" onClick={() => existing.refetch()}>
          Try again
        </Button>
      </Paper>
    );
  else body = <CourseForm key={existing.data.id} course={existing.data} />;

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackRounded />}>
          My courses
        </Button>
        {id ? (
          <Button component={RouterLink} to={courseContentPath(id)} startIcon={<ListAltRounded />}>
            Chapters and lessons
          </Button>
        ) : null}
      </Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {id ? 'Edit course details' : 'Create a course'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 720, fontSize: '1.0625rem' }}>
        {id
          ? 'Change what parents and children see about this course.'
          : 'Start with the basics. The course is saved as a draft; children see it only once you publish it.'}
      </Typography>
      {body}
    </Box>
  );
}
