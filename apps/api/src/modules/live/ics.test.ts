import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarFile, offsetMinutes, transitions } from './ics.ts';

const base: CalendarEvent = {
  id: '6f1c2a52-8a0e-4d55-9a55-0c1b5a3f9b11',
  name: 'Calm minds, brave hearts',
  description: 'Breathing games; a story, and questions.',
  startsAt: new Date('2026-03-29T09:00:00Z'),
  durationMinutes: 45,
  timezone: 'Europe/London',
  cancelled: false,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  url: 'http://localhost:3001/webinars',
  hostName: 'Grace Hopper',
};

/** Unfolded content lines of the file. */
const linesOf = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

/**
 * Reads DTSTART back as a calendar would: a UTC time as it is, a TZID time through the file's own
 * VTIMEZONE (the latest observance that began before it; the earlier instant when the hour repeats).
 */
function resolve(ics: string, prop: 'DTSTART' | 'DTEND'): Date {
  const lines = linesOf(ics);
  const event = lines.slice(lines.indexOf('BEGIN:VEVENT'));
  const line = event.find((l) => l.startsWith(`${prop}:`) || l.startsWith(`${prop};`)) ?? '';
  const value = line.slice(line.indexOf(':') + 1);
  const digits = (v: string) =>
    Date.UTC(
      +v.slice(0, 4),
      +v.slice(4, 6) - 1,
      +v.slice(6, 8),
      +v.slice(9, 11),
      +v.slice(11, 13),
      +v.slice(13, 15),
    );
  if (value.endsWith('Z')) return new Date(digits(value));
  const local = digits(value);
  const observances: { start: number; from: number; to: number }[] = [];
  const off = (s: string) => (s[0] === '-' ? -1 : 1) * (+s.slice(1, 3) * 60 + +s.slice(3, 5));
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] === 'BEGIN:STANDARD' || lines[i] === 'BEGIN:DAYLIGHT') {
      const get = (k: string) =>
        (lines.slice(i, i + 5).find((l) => l.startsWith(`${k}:`)) ?? '').split(':')[1] ?? '';
      observances.push({
        start: digits(get('DTSTART')),
        from: off(get('TZOFFSETFROM')),
        to: off(get('TZOFFSETTO')),
      });
    }
  }
  // Candidates: the local time read with each offset; keep the ones whose observance holds then.
  const instants = observances
    .map((o) => local - o.to * 60_000)
    .filter((t) => {
      const inForce = observances
        .filter((o) => o.start - o.from * 60_000 <= t)
        .sort((a, b) => b.start - a.start)[0];
      return inForce !== undefined && local - inForce.to * 60_000 === t;
    })
    .sort((a, b) => a - b);
  return new Date(instants[0] ?? Number.NaN);
}

describe('the calendar file', () => {
  it('has one event with a stable UID, CRLF lines and the host’s zone', () => {
    const ics = calendarFile(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const lines = linesOf(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('UID:live-6f1c2a52-8a0e-4d55-9a55-0c1b5a3f9b11@youth-enrichments');
    expect(calendarFile({ ...base, name: 'Renamed', updatedAt: new Date('2026-03-02T10:00:00Z') })).toContain(
      'UID:live-6f1c2a52-8a0e-4d55-9a55-0c1b5a3f9b11@youth-enrichments',
    );
    expect(lines).toContain('SUMMARY:Calm minds\\, brave hearts');
    expect(lines.find((l) => l.startsWith('DESCRIPTION:'))).toContain(
      'Breathing games\\; a story\\, and questions.',
    );
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(linesOf(calendarFile({ ...base, cancelled: true }))).toContain('STATUS:CANCELLED');
  });

  it('is right on the morning British clocks go forward (UTC+0 to UTC+1 at 01:00 UTC)', () => {
    // 09:00 UTC on 29 March 2026 is 10:00 in London, an hour after the change.
    const ics = calendarFile(base);
    const lines = linesOf(ics);
    expect(lines).toContain('DTSTART;TZID=Europe/London:20260329T100000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20260329T104500');
    expect(lines).toContain('TZID:Europe/London');
    const i = lines.indexOf('DTSTART:20260329T010000');
    expect(lines.slice(i - 1, i + 3)).toEqual([
      'BEGIN:DAYLIGHT',
      'DTSTART:20260329T010000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0100',
    ]);
    expect(resolve(ics, 'DTSTART').toISOString()).toBe('2026-03-29T09:00:00.000Z');
    expect(resolve(ics, 'DTEND').toISOString()).toBe('2026-03-29T09:45:00.000Z');
    // The same wall-clock hour the day before is an hour later in UTC.
    const before = calendarFile({ ...base, startsAt: new Date('2026-03-28T10:00:00Z') });
    expect(linesOf(before)).toContain('DTSTART;TZID=Europe/London:20260328T100000');
    expect(resolve(before, 'DTSTART').toISOString()).toBe('2026-03-28T10:00:00.000Z');
  });

  it('says the repeated hour exactly when New York’s clocks go back', () => {
    const ny = { ...base, timezone: 'America/New_York', durationMinutes: 60 };
    // 05:30 UTC on 1 Nov 2026 is the first 01:30 (EDT); 06:30 UTC is the second (EST).
    const first = calendarFile({ ...ny, startsAt: new Date('2026-11-01T05:30:00Z') });
    expect(linesOf(first)).toContain('DTSTART;TZID=America/New_York:20261101T013000');
    expect(resolve(first, 'DTSTART').toISOString()).toBe('2026-11-01T05:30:00.000Z');
    const second = calendarFile({ ...ny, startsAt: new Date('2026-11-01T06:30:00Z') });
    expect(linesOf(second)).toContain('DTSTART:20261101T063000Z');
    expect(resolve(second, 'DTSTART').toISOString()).toBe('2026-11-01T06:30:00.000Z');
    // A session crossing the change ends at the right instant.
    expect(resolve(first, 'DTEND').toISOString()).toBe('2026-11-01T06:30:00.000Z');
  });

  it('handles zones without daylight saving and half-hour offsets', () => {
    const tokyo = calendarFile({
      ...base,
      timezone: 'Asia/Tokyo',
      startsAt: new Date('2026-07-01T01:00:00Z'),
    });
    expect(linesOf(tokyo)).toContain('DTSTART;TZID=Asia/Tokyo:20260701T100000');
    expect(linesOf(tokyo)).toContain('TZOFFSETTO:+0900');
    expect(resolve(tokyo, 'DTSTART').toISOString()).toBe('2026-07-01T01:00:00.000Z');
    const india = calendarFile({
      ...base,
      timezone: 'Asia/Kolkata',
      startsAt: new Date('2026-07-01T04:15:00Z'),
    });
    expect(linesOf(india)).toContain('DTSTART;TZID=Asia/Kolkata:20260701T094500');
    expect(resolve(india, 'DTSTART').toISOString()).toBe('2026-07-01T04:15:00.000Z');
  });

  it('finds a zone’s changes to the minute', () => {
    const changes = transitions('Europe/Berlin', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(changes.map((c) => [new Date(c.at).toISOString(), c.from, c.to])).toEqual([
      ['2026-03-29T01:00:00.000Z', 60, 120],
      ['2026-10-25T01:00:00.000Z', 120, 60],
    ]);
    expect(offsetMinutes(Date.UTC(2026, 6, 1), 'America/Los_Angeles')).toBe(-420);
  });
});
