import type { CourseImpact, ShownImpact } from '@ye/contracts/insights';

/** The filter's 'All courses' (a Select shows an empty value as no choice at all). */
export const ALL = 'all';

/**
 * What the page shows for the course in the link: a course no longer in the list (deleted, not
 * theirs) falls back to all; courses with numbers come first, each group in the server's order.
 */
export function selectImpact(all: readonly CourseImpact[], requested: string) {
  const courseId = all.some((r) => r.course_id === requested) ? requested : ALL;
  const results = (courseId === ALL ? [...all] : all.filter((r) => r.course_id === courseId)).sort(
    (a, b) => Number(a.suppressed) - Number(b.suppressed),
  );
  const shown = results.filter((r): r is ShownImpact => !r.suppressed);
  return { courseId, results, shown };
}
