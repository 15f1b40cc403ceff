import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { type UnitWords, unitWords } from '@ye/contracts/catalog';
import {
  CreateChapterRequest,
  type StudioChapter,
  type StudioCourseDetail,
  TITLE_MAX,
} from '@ye/contracts/studio';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { muiField } from '../../../lib/mui-field.ts';
import { courseContentPath } from '../../../lib/paths.ts';
import { useCreateChapter, useUpdateChapter } from '../content-api.ts';
import { leaveDialog, useLeaveGuard } from './use-leave-guard.ts';

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

/** The title and description of a new or existing chapter (level); saving goes back to the content. */
export function ChapterForm({
  course,
  chapter,
}: {
  course: StudioCourseDetail;
  chapter: StudioChapter | null;
}) {
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
