import type { UnitWords } from '@ye/contracts/catalog';
import { GAME_TYPE_LABELS } from '@ye/contracts/games';
import type { StudioChapter, StudioLesson } from '@ye/contracts/studio';
import type { DragEvent } from 'react';

/** What is being dragged (React state: a dragover event cannot read the drag's data). */
export type Dragging = { type: 'chapter'; id: string } | { type: 'lesson'; id: string } | null;
/** Where a drop would land: before chapter `index`, or before lesson `index` of a chapter. */
export type DropSpot =
  | { type: 'chapter'; index: number }
  | { type: 'lesson'; chapterId: string; index: number }
  | null;

export interface OutlineActions {
  courseId: string;
  words: UnitWords;
  chapters: StudioChapter[];
  dragging: Dragging;
  spot: DropSpot;
  setDragging: (d: Dragging) => void;
  setSpot: (s: DropSpot) => void;
  /** `position` is 1-based; `how` says whether to put the focus back on the move buttons. */
  moveChapter: (chapter: StudioChapter, position: number, how: 'keyboard' | 'drag') => void;
  deleteChapter: (chapter: StudioChapter) => void;
  addLesson: (chapter: StudioChapter) => void;
  editLesson: (chapter: StudioChapter, lesson: StudioLesson) => void;
  moveLesson: (
    lesson: StudioLesson,
    chapterId: string,
    position: number,
    how: 'keyboard' | 'drag' | 'menu',
  ) => void;
  deleteLesson: (lesson: StudioLesson) => void;
}

export const chapterHeadingId = (id: string) => `chapter-heading-${id}`;
export const moveButtonId = (id: string, which: 'up' | 'down') => `move-${which}-${id}`;
export const addLessonButtonId = (chapterId: string) => `add-lesson-${chapterId}`;

const KIND_LABEL: Record<StudioLesson['kind'], string> = {
  text: 'Text',
  video: 'Video',
  reflection: 'Reflection',
  game: 'Game',
};

/** "Game: Quiz · 5 min" */
export function lessonFacts(lesson: StudioLesson): string {
  const kind =
    lesson.kind === 'game' && lesson.game_type
      ? `Game: ${GAME_TYPE_LABELS[lesson.game_type]}`
      : KIND_LABEL[lesson.kind];
  return `${kind} · ${lesson.duration_minutes} min`;
}

/** The new 1-based position of an item at `from` dropped before `index` (0 … n), or null if it stays. */
export function dropPosition(from: number, index: number): number | null {
  if (index === from || index === from + 1) return null;
  return index > from ? index : index + 1;
}

/** Before (upper half) or after (lower half) the element under the pointer. */
export const lowerHalf = (event: DragEvent<HTMLElement>) => {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
};

/** Ends a lesson drag: the dragged lesson goes before lesson `at` (0 … n) of `chapter`. */
export function dropLesson(actions: OutlineActions, chapter: StudioChapter, at: number) {
  const { dragging, chapters } = actions;
  const moving = chapters.flatMap((c) => c.lessons).find((l) => l.id === dragging?.id);
  actions.setDragging(null);
  actions.setSpot(null);
  if (!moving) return;
  if (moving.chapter_id === chapter.id) {
    const position = dropPosition(moving.position - 1, at);
    if (position !== null) actions.moveLesson(moving, chapter.id, position, 'drag');
  } else actions.moveLesson(moving, chapter.id, at + 1, 'drag');
}

/** Puts the focus on the first of `ids` that is on the page and can take it. */
export function focusFirst(ids: string[]): boolean {
  for (const id of ids) {
    const el = document.getElementById(id) as HTMLButtonElement | null;
    if (el && !el.disabled) {
      el.focus();
      return true;
    }
  }
  return false;
}
