import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { StudioCourseDetail } from '@ye/contracts/studio';
import { type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { CONFIRM_PRESETS } from '../../../lib/dialogs.ts';
import { errorMessage } from '../../../lib/error-toast.ts';
import { PATHS } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { usePublishCourse, useStudioCourse } from '../api.ts';
import { ChapterList } from '../components/course-content/chapter-list.tsx';
import { ContentHeader } from '../components/course-content/content-header.tsx';
import { chapterHeadingId, focusFirst } from '../components/course-content/outline.ts';
import { PublishNotes, type PublishProblem } from '../components/course-content/publish-notes.tsx';
import { useOutlineActions } from '../components/course-content/use-outline-actions.ts';
import type { LessonEditorTarget } from '../components/lesson-editor/lesson-editor.tsx';
import { LessonEditorDialog } from '../components/lesson-editor-dialog.tsx';
import { CourseLoadProblem, Problem } from '../components/problem.tsx';
import { publishBlockers } from '../components/publish-checklist.ts';

const LIST_PATH = PATHS.studio;
const PAGE_HEADING_ID = 'course-content-heading';

function CourseContent({ course }: { course: StudioCourseDetail }) {
  const confirm = useConfirm();
  const location = useLocation();
  const publish = usePublishCourse();
  const [editor, setEditor] = useState<LessonEditorTarget | null>(null);
  const [publishProblem, setPublishProblem] = useState<PublishProblem | null>(null);
  const { actions, announcement } = useOutlineActions(
    course,
    {
      addLesson: (chapter) => setEditor({ chapter, lesson: null }),
      editLesson: (chapter, lesson) => setEditor({ chapter, lesson }),
    },
    PAGE_HEADING_ID,
  );

  // Coming back from the chapter form: the keyboard continues at that chapter.
  const focusChapter = (location.state as { focusChapter?: string } | null)?.focusChapter;
  useEffect(() => {
    if (focusChapter) focusFirst([chapterHeadingId(focusChapter)]);
  }, [focusChapter]);

  const onPublish = async () => {
    if (!(await confirm(CONFIRM_PRESETS.publishCourse))) return;
    setPublishProblem(null);
    try {
      await publish.mutateAsync(course.id);
      toast.success(`“${course.title}” is published. Children can find it now.`);
    } catch (error) {
      setPublishProblem({
        detail: errorMessage(error),
        code:
          error instanceof ApiError
            ? ((error.body as { code?: string } | undefined)?.code ?? undefined)
            : undefined,
      });
    }
  };

  // Said before the confirm, not after a refusal: Publish waits until nothing is missing.
  const blockers = publishBlockers(course);
  const partsLabel = course.kind === 'game' ? 'Levels and missions' : 'Chapters and lessons';

  return (
    <Box>
      <ContentHeader
        course={course}
        headingId={PAGE_HEADING_ID}
        partsLabel={partsLabel}
        publishing={publish.isPending}
        publishBlocked={blockers.length > 0}
        onPublish={() => void onPublish()}
      />
      <PublishNotes
        courseId={course.id}
        published={course.status === 'published'}
        blockers={blockers}
        problem={publishProblem}
        onCloseProblem={() => setPublishProblem(null)}
      />
      <Typography role="status" sx={visuallyHidden}>
        {announcement}
      </Typography>
      <ChapterList kind={course.kind} partsLabel={partsLabel} actions={actions} />
      <LessonEditorDialog course={course} target={editor} onClose={() => setEditor(null)} />
    </Box>
  );
}

/**
 * /instructor/courses/course-content?id={courseId}: the course's chapters (levels) and lessons
 * (missions) in order, to add, edit, reorder (drag, or the Move buttons), move between chapters and
 * delete; with Preview and Publish.
 */
export default function CourseContentPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const course = useStudioCourse(id);

  let body: ReactNode;
  if (!id) body = <Problem>We can’t tell which course to open. Please choose it in My courses.</Problem>;
  else if (course.isPending)
    body = (
      <Box aria-busy="true" aria-label="Loading the course" sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={96} sx={{ borderRadius: 4 }} />
        <Skeleton variant="rounded" height={220} sx={{ borderRadius: 4 }} />
        <Skeleton variant="rounded" height={220} sx={{ borderRadius: 4 }} />
      </Box>
    );
  else if (course.isError) body = <CourseLoadProblem error={course.error} onRetry={() => course.refetch()} />;
  else body = <CourseContent course={course.data} />;

  return (
    <Box>
      <Button component={RouterLink} to={LIST_PATH} startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
        My courses
      </Button>
      {course.data ? null : (
        <Typography component="h1" variant="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', sm: '2.25rem' } }}>
          Chapters and lessons
        </Typography>
      )}
      {body}
    </Box>
  );
}
