import { describe, expect, it } from 'vitest';
import { computeLocks } from './unlock.ts';

const outline = [
  { id: 'c1', lessons: [{ id: 'a' }, { id: 'b' }] },
  { id: 'c2', lessons: [{ id: 'c' }, { id: 'd' }] },
  { id: 'c3', lessons: [{ id: 'e' }] },
];

const MEMBER = { hasAccess: true };
const NO_MEMBERSHIP = { hasAccess: false };

describe('computeLocks', () => {
  it('opens only the first level and its first mission in a new game course', () => {
    const locks = computeLocks('game', outline, new Set(), MEMBER);
    expect(locks.chapterLocked.get('c1')).toBe(false);
    expect(locks.chapterLocked.get('c2')).toBe(true);
    expect(locks.lessonLocked.get('a')).toBe(false);
    expect(locks.lessonLocked.get('b')).toBe(true);
    expect(locks.nextLessonId).toBe('a');
  });

  it('opens the next level when the previous one is complete', () => {
    const locks = computeLocks('game', outline, new Set(['a', 'b']), MEMBER);
    expect(locks.chapterCompleted.get('c1')).toBe(true);
    expect(locks.chapterLocked.get('c2')).toBe(false);
    expect(locks.lessonLocked.get('c')).toBe(false);
    expect(locks.lessonLocked.get('d')).toBe(true);
    expect(locks.chapterLocked.get('c3')).toBe(true);
    expect(locks.nextLessonId).toBe('c');
  });

  it('keeps a level locked while any earlier level is unfinished, even if later work exists', () => {
    const locks = computeLocks('game', outline, new Set(['a', 'c', 'd']), MEMBER);
    expect(locks.chapterLocked.get('c2')).toBe(true);
    expect(locks.chapterLocked.get('c3')).toBe(true);
    expect(locks.nextLessonId).toBe('b');
  });

  it('opens every lesson of an open chapter in an ordinary course', () => {
    const locks = computeLocks('course', outline, new Set(), MEMBER);
    expect(locks.lessonLocked.get('b')).toBe(false);
    expect(locks.lessonLocked.get('c')).toBe(true);
  });

  it('has no next lesson when everything is done', () => {
    expect(computeLocks('game', outline, new Set(['a', 'b', 'c', 'd', 'e']), MEMBER).nextLessonId).toBeNull();
  });

  it('locks chapters past the free one without a membership, and says so rather than "order"', () => {
    const locks = computeLocks('game', outline, new Set(['a', 'b']), NO_MEMBERSHIP);
    expect(locks.chapterLocked.get('c1')).toBe(false);
    expect(locks.chapterReason.get('c1')).toBeNull();
    expect(locks.chapterCompleted.get('c1')).toBe(true);
    expect(locks.chapterLocked.get('c2')).toBe(true);
    expect(locks.chapterReason.get('c2')).toBe('subscription');
    expect(locks.lessonReason.get('c')).toBe('subscription');
    expect(locks.lessonReason.get('e')).toBe('subscription');
    // Nothing open is left to play: "continue" has nowhere to go rather than a locked lesson.
    expect(locks.nextLessonId).toBeNull();
  });

  it('keeps the free chapter open and in order without a membership', () => {
    const locks = computeLocks('game', outline, new Set(), NO_MEMBERSHIP);
    expect(locks.lessonLocked.get('a')).toBe(false);
    expect(locks.lessonReason.get('b')).toBe('order');
    expect(locks.nextLessonId).toBe('a');
  });

  it('opens the paid chapters once the family has the membership, and keeps work done without it', () => {
    const done = new Set(['a', 'b', 'c']);
    expect(computeLocks('game', outline, done, NO_MEMBERSHIP).chapterCompleted.get('c1')).toBe(true);
    const locks = computeLocks('game', outline, done, MEMBER);
    expect(locks.lessonReason.get('d')).toBeNull();
    expect(locks.chapterReason.get('c3')).toBe('order');
    expect(locks.nextLessonId).toBe('d');
  });
});
