import type { StudioChapter, StudioLesson } from '@ye/contracts/studio';
import { describe, expect, it, vi } from 'vitest';
import { dropLesson, type OutlineActions } from './outline.ts';

const lesson = (id: string, chapterId: string, position: number) =>
  ({ id, chapter_id: chapterId, position, title: id }) as StudioLesson;
const chapter = (id: string, lessonIds: string[]) =>
  ({ id, lessons: lessonIds.map((l, i) => lesson(l, id, i + 1)) }) as StudioChapter;

const chapters = [chapter('A', ['a1', 'a2', 'a3']), chapter('B', ['b1'])];
const actionsDragging = (id: string) =>
  ({
    chapters,
    dragging: { type: 'lesson', id },
    setDragging: vi.fn(),
    setSpot: vi.fn(),
    moveLesson: vi.fn(),
  }) as unknown as OutlineActions;
const [A, B] = chapters as [StudioChapter, StudioChapter];

describe('dropLesson', () => {
  it('reorders within the chapter, and ends the drag', () => {
    const actions = actionsDragging('a1');
    dropLesson(actions, A, 3);
    expect(actions.moveLesson).toHaveBeenCalledWith(expect.objectContaining({ id: 'a1' }), 'A', 3, 'drag');
    expect(actions.setDragging).toHaveBeenCalledWith(null);
    expect(actions.setSpot).toHaveBeenCalledWith(null);
  });
  it('does not move a lesson dropped where it already is', () => {
    const actions = actionsDragging('a2');
    dropLesson(actions, A, 2);
    expect(actions.moveLesson).not.toHaveBeenCalled();
  });
  it('puts a lesson from another chapter before lesson `at`', () => {
    const actions = actionsDragging('a3');
    dropLesson(actions, B, 1);
    expect(actions.moveLesson).toHaveBeenCalledWith(expect.objectContaining({ id: 'a3' }), 'B', 2, 'drag');
  });
});
