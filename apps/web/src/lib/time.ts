/** Result of reading a typed duration. */
export type TimeEntryResult = { ok: true; minutes: number } | { ok: false; error: string };

export const TIME_ENTRY_ERROR = 'Enter a time like 1:30, 1.5 or 2.';

const HOURS_MINUTES = /^(\d{1,4}):(\d{1,2})$/;
const DECIMAL_HOURS = /^(\d{0,4})\.(\d{1,6})$/;
const WHOLE_HOURS = /^(\d{1,4})$/;

/**
 * Reads a duration typed by a person and returns it in minutes.
 * - 'h:m'  hours and minutes, minutes 0-59: '1:30' → 90, '0:05' → 5, '2:7' → 127.
 * - 'h.m'  decimal hours, the decimal part multiplied by 0.6 to give minutes: '1.5' → 90,
 *          '1.25' → 75, '.5' → 30; rounded to the nearest minute ('0.333' → 20).
 * - 'h'    whole hours: '2' → 120.
 * Surrounding spaces are ignored. Hours have at most 4 digits. Anything else (empty, letters,
 * signs, commas, '1:60', '1:', ':30', '1.') is refused with TIME_ENTRY_ERROR.
 */
export function parseTimeEntry(input: string): TimeEntryResult {
  const text = typeof input === 'string' ? input.trim() : '';
  const fail: TimeEntryResult = { ok: false, error: TIME_ENTRY_ERROR };

  let match = HOURS_MINUTES.exec(text);
  if (match) {
    const hours = Number(match[1]);
    const minutes = Number(match[2]);
    if (minutes >= 60) return fail;
    return { ok: true, minutes: hours * 60 + minutes };
  }

  match = DECIMAL_HOURS.exec(text);
  if (match) {
    const hours = Number(match[1] || '0');
    const fraction = Number(`0.${match[2]}`);
    return { ok: true, minutes: hours * 60 + Math.round(fraction * 60) };
  }

  match = WHOLE_HOURS.exec(text);
  if (match) return { ok: true, minutes: Number(match[1]) * 60 };

  return fail;
}

/** Minutes as 'HH:MM' on a 24-hour clock: 90 → '01:30'. */
export function minutesToClock(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** 'HH:MM' (24-hour) as a 12-hour label: '00:00' → '12:00 AM', '13:45' → '1:45 PM'. */
export function clockLabel12(clock: string): string {
  const [hText = '0', mText = '00'] = clock.split(':');
  const h = Number(hText);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${mText} ${suffix}`;
}

export const DEFAULT_SLOT_STEP = 15;

/**
 * The day's start times in steps of `stepMinutes` (default 15): ['00:00', '00:15', ..., '23:45'].
 * The step must be a whole number of minutes that divides the day (1440) evenly; otherwise a
 * RangeError is thrown, because a schedule with a ragged last slot is a programming mistake.
 */
export function timeSlots(stepMinutes: number = DEFAULT_SLOT_STEP): string[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes <= 0 || 1440 % stepMinutes !== 0) {
    throw new RangeError(`Slot step must divide 1440 minutes evenly, got ${stepMinutes}.`);
  }
  const slots: string[] = [];
  for (let m = 0; m < 1440; m += stepMinutes) slots.push(minutesToClock(m));
  return slots;
}

/** The same slots as select options with a 12-hour label: {value: '13:30', label: '1:30 PM'}. */
export function timeSlotOptions(stepMinutes: number = DEFAULT_SLOT_STEP): { value: string; label: string }[] {
  return timeSlots(stepMinutes).map((value) => ({ value, label: clockLabel12(value) }));
}
