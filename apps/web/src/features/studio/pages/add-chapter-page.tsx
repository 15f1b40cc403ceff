import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type UnitWords, unitWords } from '@ye/contracts/catalog';
import {
  CreateChapterRequest,
  type StudioChapter,
  type StudioCourseDetail,
  TITLE_MAX,
} from '@ye/contracts/studio';
import { type ReactNode, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { muiField } from '../../../lib/mui-field.ts';
import { courseContentPath } from '../../../lib/paths.ts';
import { useCreateChapter, useStudioCourse, useUpdateChapter } from '../api.ts';
import { Problem } from '../components/problem.tsx';
import { leaveDialog, useLeaveGuard } from '../components/use-leave-guard.ts';

const LEAVE_CHAPTER = leaveDialog('chapter');
const LEAVE_LEVEL = leaveDialog('level');

/** The create request's rules, with the title's messages in the course's own words (chapter or level). */
const chapterSchema = (w: UnitWords) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, `Please give the ${w.chapter} a title.`)
      .max(TITLE_MAX, `A title can be at most ${TITLE_MAX} characters.`),
    description: CreateChapterRequest.shape.description.unwrap(),
  });
type ChapterFormValues = z.infer<ReturnType<typeof chapterSchema>>;

function ChapterForm({ course, chapter }: { course: StudioCourseDetail; chapter: StudioChapter | null }) {
  const navigate = useNavigate();
  const words = unitWords(course.kind);
  const create = useCreateChapter(course.id);
  const update = useUpdateChapter();
  const saved = useRef(false);
  const schema = useMemo(() => chapterSchema(unitWords(course.kind)), [course.kind]);
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<ChapterFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { title: chapter?.title ?? '', description: chapter?.description ?? '' },
  });
  useLeaveGuard(isDirty, saved, course.kind === 'game' ? LEAVE_LEVEL : LEAVE_CHAPTER);

  const onSubmit = handleSubmit(async (values) => {
    let id: string;
    try {
      if (chapter) {
        id = (await update.mutateAsync({ id: chapter.id, ...values })).id;
        toast.success(`“${values.title}” is saved.`);
      } else {
        id = (await create.mutateAsync(values)).id;
        toast.success(`“${values.title}” is added. Next: add its first ${words.lesson}.`);
      }
    } catch {
      return; // the error toast says why; the form keeps what was typed
    }
    saved.current = true;
    // The content page puts the keyboard focus on this chapter.
    navigate(courseContentPath(course.id), { state: { focusChapter: id } });
  });

  return (
    <Paper
      component="form"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 4, display: 'grid', gap: 2.5, maxWidth: 820 }}
    >
      <TextField
        label="Title"
        required
        {...muiField(register('title'))}
        error={Boolean(errors.title)}
        helperText={
          errors.title?.message ??
          (course.kind === 'game' ? 'e.g. “Level 1: Meet your feelings”.' : 'e.g. “Getting to know me”.')
        }
        slotProps={{ htmlInput: { maxLength: TITLE_MAX } }}
      />
      <TextField
        label="Description"
        multiline
        minRows={3}
        {...muiField(register('description'))}
        error={Boolean(errors.description)}
        helperText={
          errors.description?.message ??
          `Optional: what children will do in this ${words.chapter}. Children see it above its ${words.lessons}.`
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={courseContentPath(course.id)}
          variant="outlined"
          color="inherit"
          size="large"
        >
          Cancel
        </Button>
        <SubmitButton pending={create.isPending || update.isPending} fullWidth={false}>
          {chapter ? 'Save changes' : `Add ${words.chapter}`}
        </SubmitButton>
      </Box>
    </Paper>
  );
}

/**
 * /instructor/courses/add-chapter?id={courseId} adds a chapter (a level in a game course) at the end
 * of the course; with &chapter={chapterId} it edits that chapter. Both go back to the course content.
 */
export default function AddChapterPage() {
  const [params] = useSearchParams();
  const courseId = params.get('id');
  const chapterId = params.get('chapter');
  const course = useStudioCourse(courseId);
  const words = unitWords(course.data?.kind ?? 'course');
  const chapter = chapterId ? (course.data?.chapters.find((c) => c.id === chapterId) ?? null) : null;

  let body: ReactNode;
  if (!courseId)
    body = <Problem>We can’t tell which course this is for. Please open it from My courses.</Problem>;
  else if (course.isPending)
    body = (
      <Box aria-busy="true" aria-label="Loading the course" sx={{ maxWidth: 820 }}>
        <Skeleton variant="rounded" height={260} sx={{ borderRadius: 4 }} />
      </Box>
    );
  else if (course.isError)
    body =
      course.error instanceof ApiError && [400, 404].includes(course.error.status) ? (
        <Problem>
          We can’t find this course. It may have been deleted, or the link may have a typo in it.
        </Problem>
      ) : (
        <Problem onRetry={() => course.refetch()}>
          We could not load this course just now. Please try again.
        </Problem>
      );
  else if (chapterId && !chapter)
    body = (
      <Problem>{`We can’t find this ${words.chapter}. It may have been deleted; go back to see the ${words.chapters} there are.`}</Problem>
    );
  else body = <ChapterForm key={chapter?.id ?? 'new'} course={course.data} chapter={chapter} />;

  const title = chapterId ? `Edit ${words.chapter}` : `Add a ${words.chapter}`;
  return (
    <Box>
      {courseId ? (
        <Button
          component={RouterLink}
          to={courseContentPath(courseId)}
          startIcon={<ArrowBackRounded />}
          sx={{ mb: 2 }}
        >
          {course.data?.kind === 'game' ? 'Levels and missions' : 'Chapters and lessons'}
        </Button>
      ) : null}
      <Typography component="h1" variant="h1" sx={{ mb: 1, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography
        color="text.secondary"
        sx={{ mb: 3, maxWidth: 720, fontSize: '1.0625rem', overflowWrap: 'anywhere' }}
      >
        {course.data
          ? chapterId
            ? `In “${course.data.title}”.`
            : `In “${course.data.title}”. The new ${words.chapter} comes last; you can move it afterwards.`
          : '\u00a0'}
      </Typography>
      {body}
    </Box>
  );
}
