import { COURSE_TOPICS, type CourseTopic } from '@ye/contracts/catalog';

/**
 * The catalogue's filters live in the URL (?q=&topic=&age=&page=) so that a filtered page can be
 * shared, bookmarked and restored with the back button. Anything in the URL that is not a valid
 * value is ignored rather than sent to the API.
 */
export interface CatalogFilters {
  q: string;
  topic: CourseTopic | null;
  age: number | null;
  page: number;
}

/** The ages a parent can pick; the spec's children are 6-14. */
export const AGE_OPTIONS = [6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
export const MAX_SEARCH_LENGTH = 100;

const isTopic = (value: string | null): value is CourseTopic =>
  value !== null && (COURSE_TOPICS as readonly string[]).includes(value);

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function readFilters(params: URLSearchParams): CatalogFilters {
  const topic = params.get('topic');
  const age = wholeNumber(params.get('age'));
  const page = wholeNumber(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    topic: isTopic(topic) ? topic : null,
    age: age !== null && (AGE_OPTIONS as readonly number[]).includes(age) ? age : null,
    page: page !== null && page >= 1 ? page : 1,
  };
}

/**
 * The URL after a change. Unknown parameters are kept; empty values and page 1 are left out so the
 * plain address stays plain. Changing the search or a filter goes back to page 1.
 */
export function writeFilters(params: URLSearchParams, change: Partial<CatalogFilters>): URLSearchParams {
  const next = { ...readFilters(params), ...change };
  const filtersChanged = 'q' in change || 'topic' in change || 'age' in change;
  if (filtersChanged && !('page' in change)) next.page = 1;
  const out = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value === null || value === '') out.delete(key);
    else out.set(key, value);
  };
  set('q', next.q.trim() || null);
  set('topic', next.topic);
  set('age', next.age === null ? null : String(next.age));
  set('page', next.page > 1 ? String(next.page) : null);
  return out;
}

/** The query sent to GET /v1/course/list for these filters. */
export function listQuery(filters: CatalogFilters, pageSize: number) {
  return {
    page: filters.page,
    page_size: pageSize,
    ...(filters.topic ? { topic: filters.topic } : {}),
    ...(filters.age !== null ? { age: filters.age } : {}),
  };
}

export const hasFilters = (f: Pick<CatalogFilters, 'topic' | 'age'>) => f.topic !== null || f.age !== null;

/**
 * Search answers ignore the filters (GET /v1/course/search takes only q), so the page applies them to
 * the matches itself: the topic must agree and the age must lie in the course's range.
 */
export function matchesFilters(
  course: { topic: string; age_min: number; age_max: number },
  filters: Pick<CatalogFilters, 'topic' | 'age'>,
): boolean {
  if (filters.topic !== null && course.topic !== filters.topic) return false;
  if (filters.age !== null && (filters.age < course.age_min || filters.age > course.age_max)) return false;
  return true;
}
