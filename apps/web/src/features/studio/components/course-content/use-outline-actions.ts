import { unitWords } from '@ye/contracts/catalog';
import type { StudioChapter, StudioCourseDetail, StudioLesson } from '@ye/contracts/studio';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { useConfirm } from '../../../../components/confirm-dialog.tsx';
import { CONFIRM_PRESETS } from '../../../../lib/dialogs.ts';
import { plural } from '../../../../lib/format.ts';
import { useDiscardContent, useMoveChapter, useMoveLesson } from '../../content-api.ts';
import {
  addLessonButtonId,
  chapterHeadingId,
  type Dragging,
  type DropSpot,
  focusFirst,
  moveButtonId,
  type OutlineActions,
} from './outline.ts';

/**
 * The outline's reordering and deleting: the calls, the drag state, what to announce to screen
 * readers and where the focus goes once the new order is on the page.
 */
export function useOutlineActions(
  course: StudioCourseDetail,
  editors: Pick<OutlineActions, 'addLesson' | 'editLesson'>,
  pageHeadingId: string,
) {
  const words = unitWords(course.kind);
  const confirm = useConfirm();
  const discard = useDiscardContent();
  const moveChapterCall = useMoveChapter(course.id);
  const moveLessonCall = useMoveLesson(course.id);
  const [dragging, setDragging] = useState<Dragging>(null);
  const [spot, setSpot] = useState<DropSpot>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The elements that should have the focus once the new order is on the page. */
  const pendingFocus = useRef<string[] | null>(null);
  const chapters = course.chapters;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the course (its order) changes
  useEffect(() => {
    if (pendingFocus.current && focusFirst(pendingFocus.current)) pendingFocus.current = null;
  }, [course]);

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
    focusFirst([pageHeadingId]);
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
    addLesson: editors.addLesson,
    editLesson: editors.editLesson,
    moveLesson,
    deleteLesson: (l) => void deleteLesson(l),
  };
  return { actions, announcement };
}
