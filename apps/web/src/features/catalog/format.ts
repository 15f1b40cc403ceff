import { formatMoney, PLAN } from '@ye/contracts/billing';
import type { CourseCard, CourseKind, LessonKind } from '@ye/contracts/catalog';
import { unitWords } from '@ye/contracts/catalog';
import { plural } from '../../lib/format.ts';

/** Course length as a parent reads it: 0 → '0 min', 45 → '45 min', 60 → '1 h', 95 → '1 h 35 min'. */
export function formatMinutes(minutes: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? minutes : 0));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/** 'Ages 6-9', or 'Age 8' when the range is one year. */
export function formatAges(ageMin: number, ageMax: number): string {
  return ageMin === ageMax ? `Age ${ageMin}` : `Ages ${ageMin}-${ageMax}`;
}

/** What the age range means when read aloud: 'for ages 6 to 9'. */
export function agesLabel(ageMin: number, ageMax: number): string {
  return ageMin === ageMax ? `for age ${ageMin}` : `for ages ${ageMin} to ${ageMax}`;
}

/** The visible rating: '4.5 (12)', or 'No ratings yet' before the first parent rated the course. */
export function formatRating(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No ratings yet';
  return `${average.toFixed(1)} (${count})`;
}

/** The rating as a screen reader hears it: 'Rated 4.5 out of 5 by 12 parents'. */
export function ratingLabel(average: number | null, count: number): string {
  if (average === null || count === 0) return 'No ratings yet';
  return `Rated ${average.toFixed(1)} out of 5 by ${plural(count, 'parent')}`;
}

/** '6 lessons' or '6 missions' for a game course. */
export function lessonCount(course: Pick<CourseCard, 'kind' | 'lesson_count'>): string {
  const words = unitWords(course.kind);
  return plural(course.lesson_count, words.lesson, words.lessons);
}

export const LESSON_KIND_LABELS: Record<LessonKind, string> = {
  video: 'Video',
  text: 'Reading',
  reflection: 'Reflection',
  game: 'Game',
};

/** A bundle's length: the sum of its courses. */
export function totalMinutes(courses: readonly Pick<CourseCard, 'duration_minutes'>[]): number {
  return courses.reduce((sum, c) => sum + c.duration_minutes, 0);
}

/** Goals are stored as the end of "You will learn to ..."; shown alone they start with a capital. */
export function sentenceCase(text: string): string {
  const trimmed = text.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

// ---- the membership, as a parent reads it on the catalogue (decision 027) -------------------

/** 'Chapter 1 free', or 'Level 1 free' in a game course (the course's own unit words). */
export function freeChaptersWords(kind: CourseKind): string {
  const words = unitWords(kind);
  const free = PLAN.freeChaptersPerCourse;
  return free === 1 ? `${words.Chapter} 1 free` : `${words.Chapters} 1–${free} free`;
}

/** Whether the course has chapters past the free ones (a one-chapter course is free all through). */
export const hasPaidChapters = (chapterCount: number): boolean => chapterCount > PLAN.freeChaptersPerCourse;

/** '$9.99/month or $79.99/year, 7-day free trial' (without the trial once the family had one). */
export function membershipPriceWords(withTrial: boolean): string {
  const prices = `${formatMoney(PLAN.prices.monthly)}/month or ${formatMoney(PLAN.prices.yearly)}/year`;
  return withTrial ? `${prices}, ${PLAN.trialDays}-day free trial` : prices;
}
