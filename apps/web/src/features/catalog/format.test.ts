import { unitWords } from '@ye/contracts/catalog';
import { describe, expect, it } from 'vitest';
import {
  formatAges,
  formatMinutes,
  formatRating,
  freeChaptersWords,
  hasPaidChapters,
  lessonCount,
  membershipPriceWords,
  ratingLabel,
  sentenceCase,
  totalMinutes,
} from './format.ts';

describe('formatMinutes', () => {
  it('shows minutes below an hour and hours with the rest above', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(95)).toBe('1 h 35 min');
    expect(formatMinutes(180)).toBe('3 h');
  });
  it('never shows a negative or broken length', () => {
    expect(formatMinutes(-5)).toBe('0 min');
    expect(formatMinutes(Number.NaN)).toBe('0 min');
    expect(formatMinutes(29.6)).toBe('30 min');
  });
});

describe('formatAges', () => {
  it('writes a range, or one age', () => {
    expect(formatAges(6, 9)).toBe('Ages 6-9');
    expect(formatAges(8, 8)).toBe('Age 8');
  });
});

describe('ratings', () => {
  it('shows the average with one decimal and the count', () => {
    expect(formatRating(4.5, 12)).toBe('4.5 (12)');
    expect(formatRating(4, 1)).toBe('4.0 (1)');
    expect(ratingLabel(4.5, 12)).toBe('Rated 4.5 out of 5 by 12 parents');
    expect(ratingLabel(5, 1)).toBe('Rated 5.0 out of 5 by 1 parent');
  });
  it('says so when nobody rated the course yet', () => {
    expect(formatRating(null, 0)).toBe('No ratings yet');
    expect(formatRating(null, 3)).toBe('No ratings yet');
    expect(ratingLabel(null, 0)).toBe('No ratings yet');
  });
});

describe('course words', () => {
  it('calls chapters levels and lessons missions in a game course', () => {
    expect(unitWords('game').Chapters).toBe('Levels');
    expect(unitWords('course').Chapters).toBe('Chapters');
    expect(lessonCount({ kind: 'game', lesson_count: 9 })).toBe('9 missions');
    expect(lessonCount({ kind: 'course', lesson_count: 1 })).toBe('1 lesson');
  });
  it('adds up a bundle', () => {
    expect(totalMinutes([{ duration_minutes: 30 }, { duration_minutes: 45 }])).toBe(75);
    expect(totalMinutes([])).toBe(0);
  });
});

describe('sentenceCase', () => {
  it('starts a goal with a capital and leaves the rest alone', () => {
    expect(sentenceCase(' spot thoughts that help you grow')).toBe('Spot thoughts that help you grow');
    expect(sentenceCase('Use kind words')).toBe('Use kind words');
    expect(sentenceCase('')).toBe('');
  });
});

describe('the membership in a parent’s words (decision 027)', () => {
  it('says what is free in the course’s own words, and the prices from PLAN', () => {
    expect(freeChaptersWords('course')).toBe('Chapter 1 free');
    expect(freeChaptersWords('game')).toBe('Level 1 free');
    expect(hasPaidChapters(1)).toBe(false);
    expect(hasPaidChapters(2)).toBe(true);
    expect(membershipPriceWords(true)).toBe('$9.99/month or $79.99/year, 7-day free trial');
    expect(membershipPriceWords(false)).toBe('$9.99/month or $79.99/year');
  });
});
