import { LIVE_LIMITS } from '@ye/contracts/live';
import { offsetMinutes } from '../../lib/timezones.ts';

// Sessions are scheduled in the host's time zone and shown in the reader's (decision 030): these
// helpers turn a wall-clock date and 15-minute slot in a zone into the instant the API stores, and
// back, with the runtime's zone data (Intl).

/** The browser's own zone, for people who have not chosen one in their profile. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The zone to show times in: the profile's, else the browser's. */
export const zoneOrBrowser = (zone: string | null | undefined) => zone || browserTimeZone();

/** An instant's wall clock in a zone: date 'YYYY-MM-DD' and time 'HH:MM' (24-hour). */
export function wallClock(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
}

/**
 * The instant at which the wall clock in `timeZone` shows `date` and `time`, or null when that time
 * does not exist there (the hour skipped when clocks go forward). In the repeated hour when clocks go
 * back, the first of the two.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  const asUtc = Date.UTC(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  const candidates = new Set<number>();
  for (const probe of [asUtc - 86_400_000, asUtc, asUtc + 86_400_000]) {
    const offset = offsetMinutes(timeZone, new Date(probe));
    if (!Number.isNaN(offset)) candidates.add(asUtc - offset * 60_000);
  }
  const matches = [...candidates]
    .filter((ms) => {
      const wall = wallClock(new Date(ms), timeZone);
      return wall.date === date && wall.time === time;
    })
    .sort((a, b) => a - b);
  return matches.length > 0 ? new Date(matches[0] as number) : null;
}

/** "Thu, Nov 26, 2026, 10:00 AM EST": a session's start in a zone, with the zone's short name. */
export function formatInZone(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(instant));
}

/** "10:45 AM": only the time, for the end of a session on the same day. */
export function formatClockInZone(instant: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(instant),
  );
}

/** "Nov 26, 10:00 – 10:45 AM EST" style: the start in full and the end's time. */
export function formatSessionTime(startsAt: string, endsAt: string, timeZone: string): string {
  return `${formatInZone(startsAt, timeZone)} – ${formatClockInZone(endsAt, timeZone)}`;
}

/** The first slot at least `leadMinutes` from now, as a date and time in the zone (the form's default). */
export function nextSlot(timeZone: string, now: number = Date.now(), leadMinutes = 60) {
  const step = LIVE_LIMITS.slotMinutes * 60_000;
  const at = new Date(Math.ceil((now + leadMinutes * 60_000) / step) * step);
  return wallClock(at, timeZone);
}

/** Durations offered, 15 minutes to 3 hours in 15-minute steps. */
export function durationOptions(): { value: number; label: string }[] {
  const out: { value: number; label: string }[] = [];
  for (let m = LIVE_LIMITS.durationMin; m <= LIVE_LIMITS.durationMax; m += LIVE_LIMITS.slotMinutes) {
    const h = Math.floor(m / 60);
    const rest = m % 60;
    const words = [h ? `${h} hour${h === 1 ? '' : 's'}` : '', rest ? `${rest} minutes` : '']
      .filter(Boolean)
      .join(' ');
    out.push({ value: m, label: words });
  }
  return out;
}
