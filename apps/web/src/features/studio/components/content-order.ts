import type { StudioChapter } from '@ye/contracts/studio';

/** `items` with the one whose id is `id` moved to 1-based `position` (past the end means last). */
function placed<T extends { id: string }>(items: T[], id: string, position: number): T[] {
  const item = items.find((x) => x.id === id);
  if (!item) return items;
  const rest = items.filter((x) => x.id !== id);
  rest.splice(Math.max(0, Math.min(position, rest.length + 1) - 1), 0, item);
  return rest;
}

const renumbered = <T extends { position: number }>(items: T[]): T[] =>
  items.map((item, i) => (item.position === i + 1 ? item : { ...item, position: i + 1 }));

/** The chapters after moving one to `position`, numbered 1, 2, 3 ... as the API numbers them. */
export function moveChapter(chapters: StudioChapter[], id: string, position: number): StudioChapter[] {
  return renumbered(placed(chapters, id, position));
}

/**
 * The chapters after moving a lesson to `position` in chapter `chapterId` (its own or another one):
 * the chapter it leaves closes the gap, as the API does.
 */
export function moveLesson(
  chapters: StudioChapter[],
  id: string,
  chapterId: string,
  position: number,
): StudioChapter[] {
  const from = chapters.find((c) => c.lessons.some((l) => l.id === id));
  const lesson = from?.lessons.find((l) => l.id === id);
  if (!from || !lesson || !chapters.some((c) => c.id === chapterId)) return chapters;
  return chapters.map((chapter) => {
    if (chapter.id === from.id && chapter.id === chapterId)
      return { ...chapter, lessons: renumbered(placed(chapter.lessons, id, position)) };
    if (chapter.id === from.id)
      return { ...chapter, lessons: renumbered(chapter.lessons.filter((l) => l.id !== id)) };
    if (chapter.id === chapterId) {
      const into = [...chapter.lessons, { ...lesson, chapter_id: chapterId }];
      return { ...chapter, lessons: renumbered(placed(into, id, position)) };
    }
    return chapter;
  });
}
