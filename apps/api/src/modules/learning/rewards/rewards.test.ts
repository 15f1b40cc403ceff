import { BADGES } from '@ye/contracts/learning';
import { describe, expect, it } from 'vitest';
import { allBadges, type BadgeFacts, badgesEarned as earnedWith } from './badges.ts';

/** With streaks on (the parent's choice); the off case is tested on its own below. */
const badgesEarned = (facts: BadgeFacts) => earnedWith(facts, { streaksOn: true });

const nothing: BadgeFacts = {
  lessonsCompleted: 0,
  threeStarLessons: 0,
  coursesCompleted: 0,
  gameTypesPlayed: [],
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

  it('three stars and first course each from their count', () => {
    expect(badgesEarned({ ...nothing, threeStarLessons: 1 })).toEqual(['three-stars']);
    expect(badgesEarned({ ...nothing, coursesCompleted: 1 })).toEqual(['first-course']);
  });

  it('no badge rewards disclosure: none for the survey or the journal (decision 042)', () => {
    const ids: string[] = BADGES.map((b) => b.id);
    expect(ids).not.toContain('survey-taken');
    expect(ids).not.toContain('first-reflection');
    for (const b of BADGES) expect(b.description).not.toMatch(/journal|feel|survey|shared/i);
  });

  it('streaks off (the default): no streak badge, however long the run', () => {
    const week = Array.from({ length: 7 }, (_, i) => `2026-01-0${i + 1}`);
    expect(earnedWith({ ...nothing, activeDays: week, lessonsCompleted: 1 }, { streaksOn: false })).toEqual([
      'first-mission',
    ]);
    expect(earnedWith({ ...nothing, activeDays: week }, { streaksOn: true })).toEqual([
      'three-day-streak',
      'seven-day-streak',
    ]);
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
      activeDays: Array.from({ length: 7 }, (_, i) => `2026-01-1${i}`),
    };
    expect(badgesEarned(everything)).toEqual(BADGES.map((b) => b.id));
  });
});

describe('allBadges', () => {
  it('shows every badge, with the date for earned ones and null for the rest', () => {
    const when = new Date('2026-03-01T10:00:00Z');
    const badges = allBadges([{ badgeId: 'three-stars', earnedAt: when }], { streaksOn: true });
    expect(badges.map((b) => b.id)).toEqual(BADGES.map((b) => b.id));
    expect(badges.find((b) => b.id === 'three-stars')?.earned_at).toBe(when.toISOString());
    expect(badges.filter((b) => b.earned_at !== null)).toHaveLength(1);
  });

  it('leaves the streak badges out while streaks are off, even earned ones', () => {
    const when = new Date('2026-03-01T10:00:00Z');
    const badges = allBadges([{ badgeId: 'three-day-streak', earnedAt: when }], { streaksOn: false });
    expect(badges.map((b) => b.id)).toEqual(
      BADGES.map((b) => b.id).filter((id) => id !== 'three-day-streak' && id !== 'seven-day-streak'),
    );
  });
});
