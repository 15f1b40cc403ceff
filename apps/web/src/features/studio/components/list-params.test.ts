import { describe, expect, it } from 'vitest';
import { nextListParams } from './list-params.ts';

const next = (from: string, change: Parameters<typeof nextListParams>[1]) =>
  nextListParams(new URLSearchParams(from), change).toString();

describe('nextListParams', () => {
  it('starts a new search or course at page 1', () => {
    expect(next('q=ali&page=3', { q: 'bo' })).toBe('q=bo');
    expect(next('course=c1&page=2', { course: 'c2' })).toBe('course=c2');
  });
  it('drops empty values and page 1 from the URL', () => {
    expect(next('q=ali&course=c1', { q: '' })).toBe('course=c1');
    expect(next('q=ali&page=2', { page: 1 })).toBe('q=ali');
    expect(next('q=ali', { page: 4 })).toBe('q=ali&page=4');
  });
});
