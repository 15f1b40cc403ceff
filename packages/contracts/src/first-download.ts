// Plain values the web app's first download needs (session, activity tracker, flags). This module
// imports nothing: the domain contracts that hold these values build zod schemas at load time, and
// importing one of them from the app's entry would put all of zod (about 25 KiB gzipped) into the
// first download of every page (decision 050). The domain contracts re-export these names.

/** How long an impersonation lasts from its program login; then the session ends (decision 037). */
export const IMPERSONATION_MINUTES = 30;

/** The message of the GraphQL error for a missing, forged or expired mesh token (the client's refresh trigger). */
export const JWT_INVALID_MESSAGE = 'JWT is invalid or expired';

/** Active time reported by the web app for a signed-in child, in batches (see docs/decisions). */
export const ACTIVITY_MAX_SECONDS = 300;

/** Children are 6 to 14 years old when added (DESIGN.md); the home page says so. */
export const CHILD_MIN_AGE = 6;
export const CHILD_MAX_AGE = 14;

/** The feature flags (decision 032); each is off until an admin turns it on. */
export const FLAG_NAMES = ['cohort', 'how_to', 'registration_flow'] as const;

/**
 * A game course shows its chapters as levels and its lessons as missions (decision 009): the same
 * shapes, other words. Every page that names a chapter or lesson, the child's, the catalogue's and the
 * studio's, takes its words from here so the two never get mixed up.
 */
export interface UnitWords {
  chapter: string;
  chapters: string;
  Chapter: string;
  Chapters: string;
  lesson: string;
  lessons: string;
  Lesson: string;
  Lessons: string;
}

export function unitWords(kind: 'course' | 'game'): UnitWords {
  return kind === 'game'
    ? {
        chapter: 'level',
        chapters: 'levels',
        Chapter: 'Level',
        Chapters: 'Levels',
        lesson: 'mission',
        lessons: 'missions',
        Lesson: 'Mission',
        Lessons: 'Missions',
      }
    : {
        chapter: 'chapter',
        chapters: 'chapters',
        Chapter: 'Chapter',
        Chapters: 'Chapters',
        lesson: 'lesson',
        lessons: 'lessons',
        Lesson: 'Lesson',
        Lessons: 'Lessons',
      };
}
