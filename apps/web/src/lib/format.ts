import dayjs from 'dayjs';

/** Product date display format (spec section 9). */
export const DATE_FORMAT = 'MMM DD, YYYY';

/** The plural suffix: '' when the count is exactly 1, otherwise 's' (0, 2, -1 and 1.5 all take 's'). */
export function pluralSuffix(count: number): '' | 's' {
  return count === 1 ? '' : 's';
}

/**
 * The count followed by the word, pluralised unless the count is exactly 1:
 * plural(1, 'course') → '1 course', plural(0, 'course') → '0 courses',
 * plural(2, 'child', 'children') → '2 children'.
 */
export function plural(count: number, word: string, pluralWord?: string): string {
  const noun = count === 1 ? word : (pluralWord ?? `${word}${pluralSuffix(count)}`);
  return `${count} ${noun}`;
}

const UNITS = [
  { size: 1_000_000, suffix: 'M' },
  { size: 1_000, suffix: 'k' },
] as const;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/**
 * Large counts as k (thousands) or M (millions), like Intl's compact notation:
 * one decimal below 10 of a unit, whole numbers from 10 up, a trailing '.0' dropped.
 * 999 → '999', 1000 → '1k', 1234 → '1.2k', 12345 → '12k', 999999 → '1M' (never '1000k'),
 * 3400000 → '3.4M', 2500000000 → '2500M' (the spec names only k and M).
 * Below 1000 the count is rounded to a whole number (999.6 → '1k').
 * Negatives keep their sign ('-1.2k'); NaN and ±Infinity show as '0'.
 */
export function compactCount(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const sign = n < 0 ? '-' : '';
  const abs = Math.round(Math.abs(n));
  if (abs === 0) return '0';
  if (abs < 1000) return `${sign}${abs}`;
  for (let i = 0; i < UNITS.length; i++) {
    const unit = UNITS[i] as (typeof UNITS)[number];
    if (abs < unit.size) continue;
    const value = abs / unit.size;
    const rounded = value < 10 ? roundTo(value, 1) : Math.round(value);
    const larger = UNITS[i - 1];
    // 999,999 rounds to 1000k: promote to the next unit so it reads '1M'.
    if (rounded >= 1000 && larger) return `${sign}1${larger.suffix}`;
    return `${sign}${rounded}${unit.suffix}`;
  }
  return `${sign}${abs}`;
}

export type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/** A date as 'MMM DD, YYYY' (e.g. 'Nov 21, 2026'); empty, null or unparseable input gives ''. */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '';
}
