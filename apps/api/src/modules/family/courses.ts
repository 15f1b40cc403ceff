import type { CourseProgress, CourseRef } from '@ye/contracts/family';
import type { DbOrTx } from '../../db/client.ts';

// The parent's views need each child's courses by state, but the catalog and progress tables belong
// to the child-journey work and do not exist yet. Until they do, no child has any course, so these
// two functions are the single place that work extends: every family route already reads course
// state through them, and their answers are correct for a platform with no courses (empty lists,
// zero counts).

export interface ChildCourses {
  completed: CourseRef[];
  ongoing: CourseRef[];
  notStarted: CourseRef[];
}

/** Each child's courses by state (one lookup for all children, never one per child). */
export async function courseStatesForChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<Map<string, ChildCourses>> {
  void db;
  return new Map(childIds.map((id) => [id, { completed: [], ongoing: [], notStarted: [] }]));
}

/** Per child and course: status, percent complete and last activity (one lookup for all children). */
export async function courseProgressForChildren(
  db: DbOrTx,
  childIds: readonly string[],
): Promise<CourseProgress[]> {
  void db;
  void childIds;
  return [];
}
