// The calendar file of one session (RFC 5545): one VEVENT with a stable UID, its times in the
// host's time zone (DTSTART;TZID=...) and a VTIMEZONE built from the runtime's own zone data, so a
// calendar shows the right hour on both sides of a daylight-saving change (decision 030).

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time of an instant in a zone, as the UTC instant with the same digits. */
function wallClock(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The zone's offset from UTC at an instant, in minutes (east positive). */
export function offsetMinutes(instant: number, timeZone: string): number {
  const whole = Math.floor(instant / 1000) * 1000;
  return Math.round((wallClock(whole, timeZone) - whole) / MINUTE_MS);
}

/** 20261201T160000 (local) or 20261201T160000Z (UTC). */
function stamp(ms: number, utc = false): string {
  const s = new Date(ms).toISOString().replace(/[-:]/g, '').slice(0, 15);
  return utc ? `${s}Z` : s;
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
}

export interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** The zone's offset changes between two instants, each found to the minute. */
export function transitions(timeZone: string, start: number, end: number): Transition[] {
  const out: Transition[] = [];
  let t = start;
  let before = offsetMinutes(t, timeZone);
  while (t < end) {
    const next = Math.min(t + DAY_MS, end);
    const after = offsetMinutes(next, timeZone);
    if (after !== before) {
      // Halve the day down to the minute where the offset changes.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE_MS) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
        if (offsetMinutes(mid, timeZone) === before) lo = mid;
        else hi = mid;
      }
      out.push({ at: hi, from: before, to: after });
    }
    t = next;
    before = after;
  }
  return out;
}

/** A VTIMEZONE for the year either side of `around`: every change as its own observance. */
export function vtimezone(timeZone: string, around: number): string[] {
  const changes = transitions(timeZone, around - 366 * DAY_MS, around + 366 * DAY_MS);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const offset = offsetText(offsetMinutes(around, timeZone));
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      'END:STANDARD',
    );
  } else {
    // The offset in force before the first change, from the start of time.
    const first = changes[0] as Transition;
    lines.push(
      first.from > first.to ? 'BEGIN:DAYLIGHT' : 'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offsetText(first.from)}`,
      `TZOFFSETTO:${offsetText(first.from)}`,
      first.from > first.to ? 'END:DAYLIGHT' : 'END:STANDARD',
    );
    for (const c of changes) {
      const kind = c.to > c.from ? 'DAYLIGHT' : 'STANDARD';
      // An observance starts at the local time just before the change, in the old offset.
      lines.push(
        `BEGIN:${kind}`,
        `DTSTART:${stamp(c.at + c.from * MINUTE_MS)}`,
        `TZOFFSETFROM:${offsetText(c.from)}`,
        `TZOFFSETTO:${offsetText(c.to)}`,
        `END:${kind}`,
      );
    }
  }
  lines.push('END:VTIMEZONE');
  return lines;
}

/**
 * A date-time property in the zone, unless the wall-clock time happens twice (the hour repeated
 * when clocks go back) and this is the second: a TZID time means the first, so UTC says it exactly.
 */
function zonedProperty(name: string, instant: number, timeZone: string): string {
  const local = instant + offsetMinutes(instant, timeZone) * MINUTE_MS;
  // Clocks go back by 30 minutes (Lord Howe), an hour (most zones) or two (Troll).
  for (const back of [30, 60, 120]) {
    const earlier = instant - back * MINUTE_MS;
    if (earlier + offsetMinutes(earlier, timeZone) * MINUTE_MS === local)
      return `${name}:${stamp(instant, true)}`;
  }
  return `${name};TZID=${timeZone}:${stamp(local)}`;
}

const escapeText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuation lines start with a space), never inside a character. */
function fold(line: string): string[] {
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  out.push(current);
  return out.map((l, i) => (i === 0 ? l : ` ${l}`));
}

export interface CalendarEvent {
  id: string;
  name: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  timezone: string;
  cancelled: boolean;
  createdAt: Date;
  updatedAt: Date;
  url: string;
  hostName: string;
}

/** The .ics text (CRLF line ends, as RFC 5545 asks). */
/** One session as a VEVENT (its times in the session's zone, whose VTIMEZONE the file carries). */
function eventLines(e: CalendarEvent): string[] {
  const start = e.startsAt.getTime();
  const end = start + e.durationMinutes * MINUTE_MS;
  const description = [e.description.trim(), `With ${e.hostName}.`, e.url].filter(Boolean).join('\n\n');
  return [
    'BEGIN:VEVENT',
    // The same for every download of this session, so a calendar updates its event instead of adding one.
    `UID:live-${e.id}@youth-enrichments`,
    `DTSTAMP:${stamp(Math.floor(e.updatedAt.getTime() / 1000) * 1000, true)}`,
    // Grows with every change of the session, so calendars take the newer copy.
    `SEQUENCE:${Math.max(0, Math.floor((e.updatedAt.getTime() - e.createdAt.getTime()) / 1000))}`,
    zonedProperty('DTSTART', start, e.timezone),
    zonedProperty('DTEND', end, e.timezone),
    `SUMMARY:${escapeText(e.name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${e.url}`,
    `STATUS:${e.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

function calendar(head: string[], events: CalendarEvent[]): string {
  // One VTIMEZONE per zone, around the middle of that zone's sessions (it covers a year either side).
  const zones = new Map<string, number[]>();
  for (const e of events) zones.set(e.timezone, [...(zones.get(e.timezone) ?? []), e.startsAt.getTime()]);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Youth Enrichments//Live learning//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...head,
    ...[...zones].flatMap(([zone, starts]) =>
      vtimezone(zone, (Math.min(...starts) + Math.max(...starts)) / 2),
    ),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.flatMap(fold).join('\r\n')}\r\n`;
}

/** One session's calendar file (GET /v1/webinars/{id}/calendar.ics). */
export function calendarFile(e: CalendarEvent): string {
  return calendar([], [e]);
}

/** A family's subscribed feed: every session in one calendar, named for the family's calendar app. */
export function calendarFeed(name: string, events: CalendarEvent[]): string {
  return calendar([`X-WR-CALNAME:${escapeText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H'], events);
}
