import { describe, expect, it } from 'vitest';
import { computeLocks } from './unlock.ts';

const outline = [
  { id: 'c1', lessons: [{ id: 'a' }, { id: 'b' }] },
  { id: 'c2', lessons: [{ id: 'c' }, { id: 'd' }] },
  { id: 'c3', lessons: [{ id: 'e' }] },
];

describe('computeLocks', () => {
  it('opens only the first level and its first mission in a new game course', () => {
    const locks = computeLocks('game', outline, new Set());
    expect(locks.chapterLocked.get('c1')).toBe(false);
    expect(locks.chapterLocked.get('c2')).toBe(true);
    expect(locks.lessonLocked.get('a')).toBe(false);
    expect(locks.lessonLocked.get('b')).toBe(true);
    expect(locks.nextLessonId).toBe('a');
  });

  it('opens the next level when the previous one is complete', () => {
    const locks = computeLocks('game', outline, new Set(['a', 'b']));
    expect(locks.chapterCompleted.get('c1')).toBe(true);
    expect(locks.chapterLocked.get('c2')).toBe(false);
    expect(locks.lessonLocked.get('c')).toBe(false);
    expect(locks.lessonLocked.get('d')).toBe(true);
    expect(locks.chapterLocked.get('c3')).toBe(true);
    expect(locks.nextLessonId).toBe('c');
  });

  it('keeps a level locked while any earlier level is unfinished, even if later work exists', () => {
    const locks = computeLocks('game', outline, new Set(['a', 'c', 'd']));
    expect(locks.chapterLocked.get('c2')).toBe(true);
    expect(locks.chapterLocked.get('c3')).toBe(true);
    expect(locks.nextLessonId).toBe('b');
  });

  it('opens every lesson of an open chapter in an ordinary course', () => {
    const locks = computeLocks('course', outline, new Set());
    expect(locks.lessonLocked.get('b')).toBe(false);
    expect(locks.lessonLocked.get('c')).toBe(true);
  });

  it('has no next lesson when everything is done', () => {
    expect(computeLocks('game', outline, new Set(['a', 'b', 'c', 'd', 'e'])).nextLessonId).toBeNull();
  });
});
