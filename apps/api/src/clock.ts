/**
 * The API's one clock. Business rules (today, week starts, streaks, expiry, retake dates) ask it for
 * the time instead of calling `new Date()` or SQL `now()`/`current_date`, and queries receive that
 * time as a parameter, so a test (or a whole test run) can set the day it runs on.
 *
 * - `YE_TEST_NOW=2028-02-29T12:00:00Z` starts the clock at that instant for the whole process; it
 *   then runs at normal speed (durations and the order of events stay real). Ignored in production.
 * - `setClock(at)` does the same from a test; `setClock(at, { frozen: true })` stops it there;
 *   `resetClock()` returns to the process default.
 */

export interface ClockOptions {
  /** Stop the clock at `at` instead of letting it run from there. */
  frozen?: boolean;
}

function parseInstant(value: string | Date): Date {
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(d.getTime())) throw new Error(`Not a date-time for the clock: ${String(value)}`);
  return d;
}

function defaultOffset(): number {
  const env = process.env.YE_TEST_NOW;
  if (!env || process.env.NODE_ENV === 'production') return 0;
  return parseInstant(env).getTime() - Date.now();
}

let offsetMs = defaultOffset();
let frozenAt: number | null = null;

/** The current time by the API's clock. */
export function now(): Date {
  return new Date(frozenAt ?? Date.now() + offsetMs);
}

/** Sets the clock to `at` (running from there unless frozen). For tests and scripts. */
export function setClock(at: string | Date, options: ClockOptions = {}): void {
  const t = parseInstant(at).getTime();
  if (options.frozen) {
    frozenAt = t;
  } else {
    frozenAt = null;
    offsetMs = t - Date.now();
  }
}

/** Back to the process default: real time, or YE_TEST_NOW when it is set. */
export function resetClock(): void {
  frozenAt = null;
  offsetMs = defaultOffset();
}

/** The same functions as one object, for `now = clock.now()` defaults beside a parameter named `now`. */
export const clock = { now, set: setClock, reset: resetClock };

// ---- calendar days on the API's clock (UTC): what the rules mean by today, this week and an age

/** The UTC day of `now` as YYYY-MM-DD. */
export const todayUtc = (now: Date): string => now.toISOString().slice(0, 10);

/** Monday 00:00 UTC of the week holding `now`, as YYYY-MM-DD. */
export function weekStartUtc(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return todayUtc(d);
}

/** Whole years between a birthday (YYYY-MM-DD) and today (UTC). */
export function ageOn(birthday: string, now: Date): number {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}
