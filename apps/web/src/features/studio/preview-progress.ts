import type { CourseDetail, CourseProgressDetail } from '@ye/contracts/catalog';
import { percent } from '@ye/contracts/game-scoring';
import { starsForScore } from '@ye/contracts/games';
import { type CompleteLessonResponse, levelForXp, xpForPlay } from '@ye/contracts/learning';
import { orderedChapters } from '../../components/course-map/course-words.ts';

// The instructor's preview (/courses/preview) keeps what was played on the page only, never on the
// server: the map then shows the stars a child would have, everything stays open (an instructor must
// be able to look at any lesson), and leaving the page forgets it all.

export interface PreviewPlays {
  /** Best play of each lesson finished in this preview. */
  best: Readonly<Record<string, { score: number; stars: number }>>;
  /** XP a child would have earned in this preview: it decides the level shown. */
  xp: number;
}

export const NO_PLAYS: PreviewPlays = { best: {}, xp: 0 };

const lessonIdsInOrder = (course: Pick<CourseDetail, 'chapters'>) =>
  orderedChapters(course).flatMap((c) => c.lessons.map((l) => l.id));

/** The first lesson not finished yet, looking after `afterId` first, then from the start. */
function nextToPlay(
  order: readonly string[],
  done: (id: string) => boolean,
  afterId?: string,
): string | null {
  const at = afterId ? order.indexOf(afterId) : -1;
  return order.slice(at + 1).find((id) => !done(id)) ?? order.find((id) => !done(id)) ?? null;
}

/** The progress a child with these plays would see on the map, nothing locked. */
export function previewProgress(course: CourseDetail, plays: PreviewPlays): CourseProgressDetail {
  const chapters = orderedChapters(course);
  const order = lessonIdsInOrder(course);
  const stars = (id: string) => plays.best[id]?.stars ?? 0;
  const done = (id: string) => stars(id) > 0;
  const doneCount = order.filter(done).length;
  const allDone = order.length > 0 && doneCount === order.length;
  return {
    status: allDone ? 'completed' : doneCount > 0 ? 'started' : 'not-started',
    percent: percent(doneCount, order.length),
    started_at: null,
    completed_at: null,
    chapters: chapters.map((c) => ({
      chapter_id: c.id,
      locked: false,
      lock_reason: null,
      completed: c.lessons.every((l) => done(l.id)),
      stars: c.lessons.reduce((sum, l) => sum + stars(l.id), 0),
      max_stars: c.lessons.length * 3,
    })),
    lessons: order.map((id) => ({
      lesson_id: id,
      status: done(id) ? 'completed' : 'not-started',
      best_score: plays.best[id]?.score ?? null,
      stars: stars(id),
      attempts: done(id) ? 1 : 0,
      completed_at: null,
      locked: false,
      lock_reason: null,
    })),
    next_lesson_id: nextToPlay(order, done),
    certificate_serial: null,
  };
}

/**
 * A finished play in the preview: the stars by the same scoring rule as a child's play and the XP a
 * child would get, with no badges (those depend on a child's whole history) and no certificate.
 */
export function previewFinish(
  course: CourseDetail,
  plays: PreviewPlays,
  lessonId: string,
  score: number,
): { plays: PreviewPlays; result: CompleteLessonResponse } {
  const order = lessonIdsInOrder(course);
  const before = plays.best[lessonId];
  const stars = starsForScore(score);
  const xp = xpForPlay(before?.stars ?? 0, stars);
  const best =
    before && (before.stars > stars || (before.stars === stars && before.score >= score))
      ? before
      : { score, stars };
  const next: PreviewPlays = { best: { ...plays.best, [lessonId]: best }, xp: plays.xp + xp };
  const isDone = (p: PreviewPlays) => (id: string) => (p.best[id]?.stars ?? 0) > 0;
  const everyDone = (p: PreviewPlays) => order.length > 0 && order.every(isDone(p));
  return {
    plays: next,
    result: {
      status: 'completed',
      stars,
      xp,
      total_xp: next.xp,
      level: levelForXp(next.xp).level,
      best_stars: best.stars,
      new_badges: [],
      course_completed: everyDone(next) && !everyDone(plays),
      certificate_serial: null,
      next_lesson_id: nextToPlay(order, isDone(next), lessonId),
    },
  };
}
