import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StudioCourseDetail } from '@ye/contracts/studio';
import { type ReactNode, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../../lib/api-error.ts';
import { courseContentPath, PATHS } from '../../../lib/paths.ts';
import { useCreateCourse, useStudioCourse, useUpdateCourse } from '../api.ts';
import { AboutSection } from '../components/course-form/about-section.tsx';
import { AudienceSection } from '../components/course-form/audience-section.tsx';
import { CoverSection } from '../components/course-form/cover-section.tsx';
import { FormActions } from '../components/course-form/form-actions.tsx';
import { GoalsSection } from '../components/course-form/goals-section.tsx';
import {
  type CourseFormInput,
  CourseFormSchema,
  type CourseFormValues,
  courseToForm,
  EMPTY_COURSE_FORM,
  formToRequest,
} from '../components/course-form-schema.ts';
import { Problem } from '../components/problem.tsx';
import { leaveDialog, useLeaveGuard } from '../components/use-leave-guard.ts';

const LIST_PATH = PATHS.studio;
const LEAVE_DIALOG = leaveDialog('course');

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

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3, maxWidth: 820 }}>
      <AboutSection register={register} control={control} errors={errors} published={published} />
      <AudienceSection register={register} errors={errors} />
      <GoalsSection register={register} control={control} errors={errors} />
      <CoverSection control={control} courseId={course?.id} />
      <FormActions
        creating={!course}
        cancelTo={course ? courseContentPath(course.id) : LIST_PATH}
        pending={pending}
      />
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
      <Problem onRetry={() => existing.refetch()}>
        {existing.error instanceof ApiError && [400, 404].includes(existing.error.status)
          ? 'We can’t find this course. It may have been deleted, or the link may have a typo in it.'
          : 'We could not load this course just now. Please try again.'}
      </Problem>
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
