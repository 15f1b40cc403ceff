import type { StudioChapter, StudioLesson } from '@ye/contracts/studio';
import { describe, expect, it } from 'vitest';
import { moveChapter, moveLesson } from './content-order.ts';
import { dropPosition } from './course-content/outline.ts';

const lesson = (id: string, chapterId: string, position: number): StudioLesson => ({
  id,
  chapter_id: chapterId,
  course_id: 'c',
  title: id,
  kind: 'text',
  position,
  body: '',
  video_url: null,
  duration_minutes: 5,
  game: null,
  game_type: null,
});
const chapter = (id: string, position: number, lessonIds: string[]): StudioChapter => ({
  id,
  course_id: 'c',
  title: id,
  description: '',
  position,
  lessons: lessonIds.map((l, i) => lesson(l, id, i + 1)),
});
const shape = (chapters: StudioChapter[]) =>
  chapters.map(
    (c) => `${c.position}:${c.id}[${c.lessons.map((l) => `${l.position}${l.id}@${l.chapter_id}`).join(',')}]`,
  );

const course = () => [chapter('A', 1, ['a1', 'a2', 'a3']), chapter('B', 2, ['b1']), chapter('C', 3, [])];

describe('moveChapter', () => {
  it('moves a chapter and numbers them again, as the API does', () => {
    expect(shape(moveChapter(course(), 'C', 1))).toEqual(['1:C[]', '2:A[1a1@A,2a2@A,3a3@A]', '3:B[1b1@B]']);
    expect(shape(moveChapter(course(), 'A', 99)).map((s) => s.slice(0, 3))).toEqual(['1:B', '2:C', '3:A']);
  });
  it('leaves the order alone for an unknown chapter', () => {
    expect(shape(moveChapter(course(), 'Z', 1))).toEqual(shape(course()));
  });
});

describe('moveLesson', () => {
  it('reorders within its chapter', () => {
    expect(shape(moveLesson(course(), 'a3', 'A', 1))[0]).toBe('1:A[1a3@A,2a1@A,3a2@A]');
  });
  it('moves to another chapter: the old one closes the gap, the new one takes it at the position', () => {
    const after = shape(moveLesson(course(), 'a1', 'B', 1));
    expect(after[0]).toBe('1:A[1a2@A,2a3@A]');
    expect(after[1]).toBe('2:B[1a1@B,2b1@B]');
  });
  it('moves into an empty chapter', () => {
    expect(shape(moveLesson(course(), 'b1', 'C', 1)).slice(1)).toEqual(['2:B[]', '3:C[1b1@C]']);
  });
});

describe('dropPosition', () => {
  it('gives the new 1-based position of an item dropped before index (0 … n)', () => {
    // [x0, x1, x2]: x0 dropped before x2 ends second; x2 dropped before x0 ends first.
    expect(dropPosition(0, 2)).toBe(2);
    expect(dropPosition(0, 3)).toBe(3);
    expect(dropPosition(2, 0)).toBe(1);
    expect(dropPosition(1, 1)).toBeNull();
    expect(dropPosition(1, 2)).toBeNull();
  });
});
