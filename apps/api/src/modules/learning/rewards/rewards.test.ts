import { BADGES } from '@ye/contracts/learning';
import { describe, expect, it } from 'vitest';
import { allBadges, type BadgeFacts, badgesEarned } from './badges.ts';

const nothing: BadgeFacts = {
  lessonsCompleted: 0,
  threeStarLessons: 0,
  coursesCompleted: 0,
  gameTypesPlayed: [],
  journalEntries: 0,
  surveysTaken: 0,
  activeDays: [],
};

describe('badgesEarned', () => {
  it('earns nothing before anything is done', () => {
    expect(badgesEarned(nothing)).toEqual([]);
  });

  it('first mission at one lesson, on a roll at five', () => {
    expect(badgesEarned({ ...nothing, lessonsCompleted: 1 })).toEqual(['first-mission']);
    expect(badgesEarned({ ...nothing, lessonsCompleted: 4 })).toEqual(['first-mission']);
    expect(badgesEarned({ ...nothing, lessonsCompleted: 5 })).toEqual(['first-mission', 'five-missions']);
  });

  it('three stars, first course, survey and first reflection each from their count', () => {
    expect(badgesEarned({ ...nothing, threeStarLessons: 1 })).toEqual(['three-stars']);
    expect(badgesEarned({ ...nothing, coursesCompleted: 1 })).toEqual(['first-course']);
    expect(badgesEarned({ ...nothing, surveysTaken: 1 })).toEqual(['survey-taken']);
    expect(badgesEarned({ ...nothing, journalEntries: 2 })).toEqual(['first-reflection']);
  });

  it('streak badges use the longest run ever, so a broken streak keeps them', () => {
    const three = ['2026-01-01', '2026-01-02', '2026-01-03'];
    expect(badgesEarned({ ...nothing, activeDays: ['2026-01-01', '2026-01-02'] })).toEqual([]);
    expect(badgesEarned({ ...nothing, activeDays: [...three, '2026-02-20'] })).toEqual(['three-day-streak']);
    const week = Array.from({ length: 7 }, (_, i) => `2026-01-0${i + 1}`);
    expect(badgesEarned({ ...nothing, activeDays: week })).toEqual(['three-day-streak', 'seven-day-streak']);
    // Seven days with a gap in the middle is not a week in a row.
    const gap = [
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
    ];
    expect(badgesEarned({ ...nothing, activeDays: gap })).toEqual(['three-day-streak']);
  });

  it('calm breather after a breathing game; game explorer only after all five kinds', () => {
    expect(badgesEarned({ ...nothing, gameTypesPlayed: ['breathing'] })).toEqual(['calm-breather']);
    expect(badgesEarned({ ...nothing, gameTypesPlayed: ['quiz', 'sort', 'match', 'affirmation'] })).toEqual(
      [],
    );
    expect(
      badgesEarned({ ...nothing, gameTypesPlayed: ['quiz', 'sort', 'match', 'affirmation', 'breathing'] }),
    ).toEqual(['all-game-types', 'calm-breather']);
  });

  it('lists badges in the catalogue order', () => {
    const everything: BadgeFacts = {
      lessonsCompleted: 9,
      threeStarLessons: 2,
      coursesCompleted: 1,
      gameTypesPlayed: ['breathing', 'affirmation', 'match', 'sort', 'quiz'],
      journalEntries: 1,
      surveysTaken: 1,
      activeDays: Array.from({ length: 7 }, (_, i) => `2026-01-1${i}`),
    };
    expect(badgesEarned(everything)).toEqual(BADGES.map((b) => b.id));
  });
});

describe('allBadges', () => {
  it('shows every badge, with the date for earned ones and null for the rest', () => {
    const when = new Date('2026-03-01T10:00:00Z');
    const badges = allBadges([{ badgeId: 'three-stars', earnedAt: when }]);
    expect(badges.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    expect(badges.find((b) => b.id === 'three-stars')?.earned_at).toBe(when.toISOString());
    expect(badges.filter((b) => b.earned_at !== null)).toHaveLength(1);
  });
});
