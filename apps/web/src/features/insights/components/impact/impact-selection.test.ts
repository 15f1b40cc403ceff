import type { CourseImpact } from '@ye/contracts/insights';
import { describe, expect, it } from 'vitest';
import { ALL, selectImpact } from './impact-selection.ts';

const hidden = (id: string) =>
  ({ course_id: id, course_title: id, children: 2, suppressed: true }) as CourseImpact;
const shown = (id: string) => ({ ...hidden(id), suppressed: false }) as CourseImpact;

describe('selectImpact', () => {
  const all = [hidden('a'), shown('b'), hidden('c'), shown('d')];

  it('puts courses with numbers first, keeping the order within each group', () => {
    const { courseId, results, shown: withNumbers } = selectImpact(all, ALL);
    expect(courseId).toBe(ALL);
    expect(results.map((r) => r.course_id)).toEqual(['b', 'd', 'a', 'c']);
    expect(withNumbers.map((r) => r.course_id)).toEqual(['b', 'd']);
  });

  it('narrows to the course in the link, or falls back to all for one not in the list', () => {
    expect(selectImpact(all, 'c').results.map((r) => r.course_id)).toEqual(['c']);
    expect(selectImpact(all, 'gone').courseId).toBe(ALL);
  });
});
