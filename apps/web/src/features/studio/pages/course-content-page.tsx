import AddRounded from '@mui/icons-material/AddRounded';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import ListAltRounded from '@mui/icons-material/ListAltRounded';
import PublishRounded from '@mui/icons-material/PublishRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { unitWords } from '@ye/contracts/catalog';
import type { StudioChapter, StudioCourseDetail, StudioLesson } from '@ye/contracts/studio';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { CONFIRM_PRESETS } from '../../../lib/dialogs.ts';
import { errorMessage } from '../../../lib/error-toast.ts';
import { plural } from '../../../lib/format.ts';
import { chapterFormPath, courseFormPath, PATHS, previewPath } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import {
  useDiscardContent,
  useMoveChapter,
  useMoveLesson,
  usePublishCourse,
  useStudioCourse,
} from '../api.ts';
import {
  addLessonButtonId,
  ChapterCard,
  chapterHeadingId,
  type Dragging,
  type DropSpot,
  moveButtonId,
  type OutlineActions,
} from '../components/course-content/chapter-card.tsx';
import { LessonEditorDialog, type LessonEditorTarget } from '../components/lesson-editor-dialog.tsx';
import { publishBlockers } from '../components/publish-checklist.ts';

const LIST_PATH = PATHS.studio;
const PAGE_HEADING_ID = 'course-content-heading';

/** Puts the focus on the first of `ids` that is on the page and can take it. */
function focusFirst(ids: string[]): boolean {
  for (const id of ids) {
    const el = document.getElementById(id) as HTMLButtonElement | null;
    if (el && !el.disabled) {
      el.focus();
      return true;
    }
  }
  return false;
}

function Problem({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  return (
    <Paper variant="outlined" role="alert" sx={{ p: 3, borderRadius: 4, maxWidth: 820 }}>
      <Typography sx={{ mb: onRetry ? 2 : 0 }}>{children}</Typography>
      {onRetry ? (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
    </Paper>
  );
}

function CourseContent({ course }: { course: StudioCourseDetail }) {
  const words = unitWords(course.kind);
  const confirm = useConfirm();
  const location = useLocation();
  const publish = usePublishCourse();
  const discard = useDiscardContent();
  const moveChapterCall = useMoveChapter(course.id);
  const moveLessonCall = useMoveLesson(course.id);
  const [editor, setEditor] = useState<LessonEditorTarget | null>(null);
  const [dragging, setDragging] = useState<Dragging>(null);
  const [spot, setSpot] = useState<DropSpot>(null);
  const [announcement, setAnnouncement] = useState('');
  const [publishProblem, setPublishProblem] = useState<{ detail: string; code?: string } | null>(null);
  /** The elements that should have the focus once the new order is on the page. */
  const pendingFocus = useRef<string[] | null>(null);
  const chapters = course.chapters;
  const published = course.status === 'published';

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the course (its order) changes
  useEffect(() => {
    if (pendingFocus.current && focusFirst(pendingFocus.current)) pendingFocus.current = null;
  }, [course]);

  // Coming back from the chapter form: the keyboard continues at that chapter.
  const focusChapter = (location.state as { focusChapter?: string } | null)?.focusChapter;
  useEffect(() => {
    if (focusChapter) focusFirst([chapterHeadingId(focusChapter)]);
  }, [focusChapter]);

  const moveChapter: OutlineActions['moveChapter'] = (chapter, position, how) => {
    if (position === chapter.position) return;
    const up = position < chapter.position;
    if (how === 'keyboard')
      pendingFocus.current = [
        moveButtonId(chapter.id, up ? 'up' : 'down'),
        moveButtonId(chapter.id, up ? 'down' : 'up'),
      ];
    moveChapterCall.mutate({ id: chapter.id, position });
    setAnnouncement(
      `${words.Chapter} “${chapter.title}” is now ${words.chapter} ${position} of ${chapters.length}.`,
    );
  };

  const moveLesson: OutlineActions['moveLesson'] = (lesson, chapterId, position, how) => {
    const target = chapters.find((c) => c.id === chapterId);
    if (!target) return;
    const sameChapter = lesson.chapter_id === chapterId;
    if (sameChapter && position === lesson.position) return;
    const up = sameChapter && position < lesson.position;
    if (how !== 'drag')
      pendingFocus.current = [
        moveButtonId(lesson.id, up ? 'up' : 'down'),
        moveButtonId(lesson.id, up ? 'down' : 'up'),
        chapterHeadingId(chapterId),
      ];
    moveLessonCall.mutate({ id: lesson.id, chapterId, position });
    const of = sameChapter ? target.lessons.length : target.lessons.length + 1;
    setAnnouncement(
      sameChapter
        ? `“${lesson.title}” is now ${words.lesson} ${position} of ${of} in ${words.chapter} ${target.position}.`
        : `“${lesson.title}” moved to ${words.chapter} ${target.position}, “${target.title}”, as ${words.lesson} ${position} of ${of}.`,
    );
  };

  const deleteChapter = async (chapter: StudioChapter) => {
    const n = chapter.lessons.length;
    const ok = await confirm({
      ...CONFIRM_PRESETS.deleteChapter,
      message:
        n > 0
          ? `“${chapter.title}” and its ${plural(n, words.lesson)} will be deleted. This cannot be undone.`
          : `“${chapter.title}” will be deleted. This cannot be undone.`,
    });
    if (!ok) return;
    const done = await discard.mutateAsync(chapter.id).catch(() => null);
    if (!done) return;
    toast.success(
      done.lessons_deleted > 0
        ? `“${chapter.title}” is deleted, with its ${plural(done.lessons_deleted, words.lesson)}.`
        : `“${chapter.title}” is deleted.`,
    );
    focusFirst([PAGE_HEADING_ID]);
  };

  const deleteLesson = async (lesson: StudioLesson) => {
    const ok = await confirm({
      ...CONFIRM_PRESETS.deleteLesson,
      message: `“${lesson.title}” will be deleted. This cannot be undone.`,
    });
    if (!ok) return;
    const done = await discard.mutateAsync(lesson.id).catch(() => null);
    if (!done) return;
    toast.success(`“${lesson.title}” is deleted.`);
    focusFirst([addLessonButtonId(lesson.chapter_id)]);
  };

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

  const actions: OutlineActions = {
    courseId: course.id,
    words,
    chapters,
    dragging,
    spot,
    setDragging,
    setSpot,
    moveChapter,
    deleteChapter: (c) => void deleteChapter(c),
    addLesson: (chapter) => setEditor({ chapter, lesson: null }),
    editLesson: (chapter, lesson) => setEditor({ chapter, lesson }),
    moveLesson,
    deleteLesson: (l) => void deleteLesson(l),
  };

  const lessonCount = chapters.reduce((n, c) => n + c.lessons.length, 0);
  // Said before the confirm, not after a refusal: Publish waits until nothing is missing.
  const blockers = publishBlockers(course);
  const partsLabel = course.kind === 'game' ? 'Levels and missions' : 'Chapters and lessons';

  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography
            color="text.secondary"
            sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}
          >
            <ListAltRounded aria-hidden fontSize="small" />
            {partsLabel}
          </Typography>
          <Typography
            id={PAGE_HEADING_ID}
            component="h1"
            variant="h1"
            tabIndex={-1}
            sx={{
              mb: 1,
              fontSize: { xs: '1.75rem', sm: '2.25rem' },
              overflowWrap: 'anywhere',
              outline: 'none',
            }}
          >
            {course.title}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Chip
              size="small"
              label={published ? 'Published' : 'Draft'}
              color={published ? 'success' : 'default'}
              variant={published ? 'filled' : 'outlined'}
              sx={{ fontWeight: 700 }}
            />
            <Typography color="text.secondary">
              {`${plural(chapters.length, words.chapter)} · ${plural(lessonCount, words.lesson)}`}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button
            component={RouterLink}
            to={courseFormPath(course.id)}
            variant="outlined"
            startIcon={<EditRounded aria-hidden />}
          >
            Edit details
          </Button>
          <Button
            component={RouterLink}
            to={previewPath(course.id)}
            variant="outlined"
            startIcon={<VisibilityRounded aria-hidden />}
          >
            Preview
          </Button>
          {published ? null : (
            <Button
              variant="contained"
              startIcon={<PublishRounded aria-hidden />}
              onClick={() => void onPublish()}
              disabled={publish.isPending || blockers.length > 0}
              aria-describedby={blockers.length > 0 ? 'publish-blockers' : undefined}
            >
              Publish
            </Button>
          )}
        </Box>
      </Box>

      {blockers.length > 0 ? (
        <Alert severity="info" id="publish-blockers" sx={{ mb: 3 }}>
          <AlertTitle>Before you can publish</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blockers.map((b) => (
              <li key={b.text}>
                {b.text}
                {b.to ? (
                  <>
                    {' '}
                    <Link component={RouterLink} to={b.to}>
                      {b.code === 'cover_missing' ? 'Add it in the course details' : 'Fix it'}
                    </Link>
                  </>
                ) : null}
              </li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {publishProblem ? (
        <Alert severity="warning" role="alert" onClose={() => setPublishProblem(null)} sx={{ mb: 3 }}>
          <AlertTitle>The course is not published yet</AlertTitle>
          {publishProblem.detail}{' '}
          {publishProblem.code === 'cover_missing' ? (
            <Link component={RouterLink} to={courseFormPath(course.id)}>
              Add a cover in the course details
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {published ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          This course is published: children see each change as soon as you save it.
        </Alert>
      ) : null}

      <Typography role="status" sx={visuallyHidden}>
        {announcement}
      </Typography>

      {chapters.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 4, textAlign: 'center' }}>
          <ListAltRounded aria-hidden sx={{ fontSize: 56, color: 'purple.main', mb: 1 }} />
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {`Add your first ${words.chapter}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 560, mx: 'auto' }}>
            {course.kind === 'game'
              ? 'A game course is a journey of levels; each level holds missions: games, texts, videos and reflections. Start with the first level.'
              : 'A course is made of chapters; each chapter holds lessons: texts, videos, reflections and games. Start with the first chapter.'}
          </Typography>
          <Button
            component={RouterLink}
            to={chapterFormPath(course.id)}
            variant="contained"
            size="large"
            startIcon={<AddRounded aria-hidden />}
          >
            {`Add your first ${words.chapter}`}
          </Button>
        </Paper>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {`Children take them in this order. To change it, drag the grip at the left, or use the arrow buttons.`}
          </Typography>
          <Box
            component="ol"
            aria-label={partsLabel}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
          >
            {chapters.map((chapter, index) => (
              <ChapterCard key={chapter.id} chapter={chapter} index={index} actions={actions} />
            ))}
          </Box>
          {spot?.type === 'chapter' && spot.index === chapters.length ? (
            <Box aria-hidden sx={{ height: 4, borderRadius: 2, bgcolor: 'primary.main', my: 0.5 }} />
          ) : null}
          <Button
            component={RouterLink}
            to={chapterFormPath(course.id)}
            variant="contained"
            size="large"
            startIcon={<AddRounded aria-hidden />}
            sx={{ mt: 3 }}
          >
            {`Add a ${words.chapter}`}
          </Button>
        </>
      )}

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
