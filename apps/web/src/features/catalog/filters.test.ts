import { describe, expect, it } from 'vitest';
import { listQuery, matchesFilters, readFilters, writeFilters } from './filters.ts';

const params = (s: string) => new URLSearchParams(s);

describe('readFilters', () => {
  it('reads the search, topic, age and page from the URL', () => {
    expect(readFilters(params('q=%20calm%20&topic=friendship&age=9&page=3'))).toEqual({
      q: 'calm',
      topic: 'friendship',
      age: 9,
      page: 3,
    });
  });
  it('ignores values that are not ours', () => {
    expect(readFilters(params('topic=dragons&age=3&page=0'))).toEqual({
      q: '',
      topic: null,
      age: null,
      page: 1,
    });
    expect(readFilters(params('age=9.5&page=-2'))).toMatchObject({ age: null, page: 1 });
    expect(readFilters(params('age=15&page=abc'))).toMatchObject({ age: null, page: 1 });
    expect(readFilters(params(''))).toEqual({ q: '', topic: null, age: null, page: 1 });
  });
  it('cuts an over-long search to what the API accepts', () => {
    expect(readFilters(params(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });
});

describe('writeFilters', () => {
  it('writes only what is set and leaves page 1 out', () => {
    expect(writeFilters(params(''), { topic: 'calm' }).toString()).toBe('topic=calm');
    expect(writeFilters(params('topic=calm'), { age: 7 }).toString()).toBe('topic=calm&age=7');
    expect(writeFilters(params('topic=calm&age=7'), { topic: null, age: null }).toString()).toBe('');
  });
  it('goes back to page 1 when the search or a filter changes', () => {
    expect(writeFilters(params('topic=calm&page=4'), { age: 8 }).get('page')).toBeNull();
    expect(writeFilters(params('page=4'), { q: 'friends' }).toString()).toBe('q=friends');
  });
  it('changes the page alone without touching the filters', () => {
    expect(writeFilters(params('topic=calm&age=8'), { page: 2 }).toString()).toBe('topic=calm&age=8&page=2');
    expect(writeFilters(params('topic=calm&page=2'), { page: 1 }).toString()).toBe('topic=calm');
  });
  it('keeps parameters it does not own and round-trips through readFilters', () => {
    const out = writeFilters(params('bundle=b1'), { q: '  brave ', topic: 'confidence', age: 10, page: 2 });
    expect(out.get('bundle')).toBe('b1');
    expect(readFilters(out)).toEqual({ q: 'brave', topic: 'confidence', age: 10, page: 2 });
  });
});

describe('listQuery', () => {
  it('sends only the filters that are set', () => {
    expect(listQuery({ q: '', topic: null, age: null, page: 1 }, 12)).toEqual({ page: 1, page_size: 12 });
    expect(listQuery({ q: '', topic: 'calm', age: 6, page: 2 }, 9)).toEqual({
      page: 2,
      page_size: 9,
      topic: 'calm',
      age: 6,
    });
  });
});

describe('matchesFilters', () => {
  const course = { topic: 'calm', age_min: 6, age_max: 9 };
  it('keeps a course of the topic whose age range holds the age', () => {
    expect(matchesFilters(course, { topic: null, age: null })).toBe(true);
    expect(matchesFilters(course, { topic: 'calm', age: 6 })).toBe(true);
    expect(matchesFilters(course, { topic: 'calm', age: 9 })).toBe(true);
  });
  it('drops other topics and ages outside the range', () => {
    expect(matchesFilters(course, { topic: 'friendship', age: null })).toBe(false);
    expect(matchesFilters(course, { topic: null, age: 10 })).toBe(false);
    expect(matchesFilters(course, { topic: null, age: 5 })).toBe(false);
  });
});
