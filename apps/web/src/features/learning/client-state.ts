import { getItem, getJson, setItem, setJson } from '../../lib/storage.ts';

/**
 * The child's client state of spec section 3, kept in browser storage (lib/storage.ts):
 * startedCourse, startedLevel and startedMission (default '0') and childWelcomeModal (default true).
 */

export interface StartedLesson {
  startedCourse: string;
  startedLevel: string;
  startedMission: string;
}

/** What the child opened last; '0' for each part when nothing yet. */
export function getStarted(): StartedLesson {
  return {
    startedCourse: getItem('startedCourse') ?? '0',
    startedLevel: getItem('startedLevel') ?? '0',
    startedMission: getItem('startedMission') ?? '0',
  };
}

/** Recorded when a lesson (mission) starts. */
export function setStarted(courseId: string, chapterId: string, lessonId: string): void {
  setItem('startedCourse', courseId);
  setItem('startedLevel', chapterId);
  setItem('startedMission', lessonId);
}

export const hasStarted = (s: StartedLesson) =>
  s.startedCourse !== '0' && s.startedLevel !== '0' && s.startedMission !== '0';

function welcomeSeen(): string[] {
  const seen = getJson<unknown>('childWelcomeSeen', []);
  return Array.isArray(seen) ? seen.filter((id): id is string => typeof id === 'string') : [];
}

/** childWelcomeModal for this child on this browser: true (the default) until they close it. */
export function childWelcomeModal(childId: string): boolean {
  return !welcomeSeen().includes(childId);
}

/** The child closed the welcome: it does not come back on this browser (siblings keep their own). */
export function closeChildWelcome(childId: string): void {
  const seen = welcomeSeen();
  if (!seen.includes(childId)) setJson('childWelcomeSeen', [...seen, childId]);
}
