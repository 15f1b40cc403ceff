import { unitWords } from '@ye/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { lessonPath } from '../../lib/paths.ts';
import {
  chapterLockReason,
  chapterOfLesson,
  lessonLockReason,
  lockedPrefix,
  orderedChapters,
  starsText,
  streakText,
  waitsForGrownUp,
} from './course-words.ts';
import { COURSE, gameCourse, LEVEL_1, LEVEL_2, M1, M2, M3, M4, paywalledCourse } from './test-fixtures.ts';

describe('course words and paths', () => {
  it('calls chapters levels and lessons missions in a game course only', () => {
    expect(unitWords('game')).toMatchObject({ chapter: 'level', lesson: 'mission', Lesson: 'Mission' });
    expect(unitWords('course')).toMatchObject({ chapter: 'chapter', lesson: 'lesson', Lesson: 'Lesson' });
  });

  it('builds the mission path for a game course and the lesson path otherwise', () => {
    expect(lessonPath('game', 'c', 'l', 'm')).toBe('/student/course/c/level/l/mission/m');
    expect(lessonPath('course', 'c', 'l', 'm')).toBe('/student/course/c/chapter/l/lesson/m');
  });

  it('orders chapters and their lessons by position and numbers the chapters from 1', () => {
    const chapters = orderedChapters(gameCourse());
    expect(chapters.map((c) => [c.id, c.number])).toEqual([
      [LEVEL_1, 1],
      [LEVEL_2, 2],
    ]);
    expect(chapters[1]?.lessons.map((l) => l.id)).toEqual([M3, M4]);
    expect(chapterOfLesson(gameCourse(), M4)?.id).toBe(LEVEL_2);
    expect(chapterOfLesson(gameCourse(), 'nope')).toBeUndefined();
  });
});

describe('why something is locked', () => {
  it('says which level to finish for a locked level and its missions', () => {
    const course = gameCourse();
    expect(chapterLockReason(course, LEVEL_2)).toBe('Finish level 1 to open this');
    expect(chapterLockReason(course, LEVEL_1)).toBeUndefined();
    expect(lessonLockReason(course, M3)).toBe('Finish level 1 to open this');
  });

  it('says which mission to finish when missions open one after another', () => {
    const course = gameCourse();
    const progress = course.progress;
    if (!progress) throw new Error('fixture has progress');
    const opened = {
      ...course,
      progress: {
        ...progress,
        chapters: progress.chapters.map((c) => ({ ...c, locked: false })),
        lessons: progress.lessons.map((l) => (l.lesson_id === M3 ? { ...l, locked: false } : l)),
      },
    };
    expect(lessonLockReason(opened, M4)).toBe('Finish mission 1 to open this');
    expect(lessonLockReason(opened, M3)).toBeUndefined();
  });

  it('uses chapter and lesson words in an ordinary course', () => {
    expect(chapterLockReason({ ...gameCourse(), kind: 'course', id: COURSE }, LEVEL_2)).toBe(
      'Finish chapter 1 to open this',
    );
  });

  it('has no reason without progress (a course the child has not opened)', () => {
    expect(lessonLockReason({ ...gameCourse(), progress: null }, M2)).toBeUndefined();
    expect(lessonLockReason(gameCourse(), M1)).toBeUndefined();
  });
});

describe('a part of the course that waits for a grown-up (decision 027)', () => {
  it('says "Locked — ask a grown-up" for a level and missions the membership would open', () => {
    const course = paywalledCourse();
    expect(chapterLockReason(course, LEVEL_2)).toBe('Locked — ask a grown-up');
    expect(lessonLockReason(course, M3)).toBe('Locked — ask a grown-up');
    expect(lessonLockReason(course, M4)).toBe('Locked — ask a grown-up');
    expect(chapterLockReason(course, LEVEL_1)).toBeUndefined();
    // Screen readers do not hear "Locked." twice.
    expect(lockedPrefix('Locked — ask a grown-up')).toBe('');
    expect(lockedPrefix('Finish level 1 to open this')).toBe('Locked. ');
  });

  it('knows when everything open is done and the rest waits, but not for a finished or ordinary course', () => {
    expect(waitsForGrownUp(paywalledCourse())).toBe(true);
    expect(waitsForGrownUp(gameCourse())).toBe(false);
    expect(waitsForGrownUp({ progress: null })).toBe(false);
    const finished = paywalledCourse();
    if (!finished.progress) throw new Error('fixture has progress');
    expect(waitsForGrownUp({ progress: { ...finished.progress, status: 'completed' } })).toBe(false);
    // Nothing next and no lesson waiting for the membership: not this case.
    const open = gameCourse();
    if (!open.progress) throw new Error('fixture has progress');
    expect(waitsForGrownUp({ progress: { ...open.progress, next_lesson_id: null } })).toBe(false);
  });
});

describe('kind words for numbers', () => {
  it('says stars as "n of max stars"', () => {
    expect(starsText(2)).toBe('2 of 3 stars');
    expect(starsText(0, 9)).toBe('0 of 9 stars');
    expect(starsText(1, 1)).toBe('1 of 1 star');
  });

  it('celebrates a streak and invites when there is none, never shaming', () => {
    expect(streakText(3)).toBe('3 days in a row!');
    expect(streakText(1)).toBe('1 day in a row!');
    expect(streakText(0)).toBe('Play today to start a streak');
    expect(streakText(-2)).toBe('Play today to start a streak');
  });
});
