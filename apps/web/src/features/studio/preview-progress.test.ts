import { describe, expect, it } from 'vitest';
import { gameCourse, LEVEL_1, LEVEL_2, M1, M2, M3, M4 } from '../../components/course-map/test-fixtures.ts';
import { NO_PLAYS, previewFinish, previewProgress } from './preview-progress.ts';

const course = gameCourse({ progress: null });

describe('previewProgress', () => {
  it('opens everything and starts at the first mission when nothing was played', () => {
    const p = previewProgress(course, NO_PLAYS);
    expect(p.status).toBe('not-started');
    expect(p.percent).toBe(0);
    expect(p.next_lesson_id).toBe(M1);
    expect(p.lessons.map((l) => [l.lesson_id, l.locked, l.status])).toEqual([
      [M1, false, 'not-started'],
      [M2, false, 'not-started'],
      [M3, false, 'not-started'],
      [M4, false, 'not-started'],
    ]);
    expect(p.chapters).toEqual([
      { chapter_id: LEVEL_1, locked: false, lock_reason: null, completed: false, stars: 0, max_stars: 6 },
      { chapter_id: LEVEL_2, locked: false, lock_reason: null, completed: false, stars: 0, max_stars: 6 },
    ]);
  });

  it('shows the stars of the plays, the level done, and the first mission still to play', () => {
    const plays = { best: { [M1]: { score: 95, stars: 3 }, [M2]: { score: 70, stars: 2 } }, xp: 50 };
    const p = previewProgress(course, plays);
    expect(p.status).toBe('started');
    expect(p.percent).toBe(50);
    expect(p.next_lesson_id).toBe(M3);
    expect(p.chapters[0]).toMatchObject({ completed: true, stars: 5, locked: false });
    expect(p.chapters[1]).toMatchObject({ completed: false, stars: 0, locked: false });
    expect(p.lessons[0]).toMatchObject({ status: 'completed', stars: 3, best_score: 95 });
  });
});

describe('previewFinish', () => {
  it('gives stars by the scoring rule and a first play’s XP, no badges, and the next mission after this one', () => {
    const { plays, result } = previewFinish(course, NO_PLAYS, M3, 80);
    expect(result).toMatchObject({
      stars: 2,
      xp: 20,
      total_xp: 20,
      level: 1,
      best_stars: 2,
      new_badges: [],
      course_completed: false,
      certificate_serial: null,
      // Played out of order: on to the mission after it, not back to the first.
      next_lesson_id: M4,
    });
    expect(plays.best[M3]).toEqual({ score: 80, stars: 2 });
  });

  it('keeps the best play, gives practice XP for a replay, and finishes the course on the last mission', () => {
    let plays = NO_PLAYS;
    for (const id of [M1, M2, M3]) plays = previewFinish(course, plays, id, 100).plays;
    expect(plays.xp).toBe(90);

    const worse = previewFinish(course, plays, M1, 30);
    expect(worse.result).toMatchObject({ stars: 1, xp: 2, best_stars: 3, next_lesson_id: M4 });
    expect(worse.plays.best[M1]).toEqual({ score: 100, stars: 3 });

    const last = previewFinish(course, worse.plays, M4, 60);
    expect(last.result).toMatchObject({
      stars: 2,
      xp: 20,
      total_xp: 112,
      level: 2,
      course_completed: true,
      next_lesson_id: null,
    });
    expect(previewProgress(course, last.plays).status).toBe('completed');
    // Playing again once all is done does not finish the course a second time.
    expect(previewFinish(course, last.plays, M2, 100).result.course_completed).toBe(false);
  });
});
