import { describe, expect, it } from 'vitest';
import { durationOptions, formatInZone, nextSlot, wallClock, zonedInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('turns a day and a slot in a zone into the instant, and back', () => {
    expect(zonedInstant('2026-12-05', '16:30', 'America/New_York')?.toISOString()).toBe(
      '2026-12-05T21:30:00.000Z',
    );
    expect(zonedInstant('2026-07-05', '16:30', 'America/New_York')?.toISOString()).toBe(
      '2026-07-05T20:30:00.000Z',
    );
    expect(zonedInstant('2026-12-05', '10:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-12-05T04:30:00.000Z',
    );
    expect(wallClock(new Date('2026-12-05T04:30:00Z'), 'Asia/Kolkata')).toEqual({
      date: '2026-12-05',
      time: '10:00',
    });
  });

  it('has no instant for the hour skipped when clocks go forward, and the first of a repeated hour', () => {
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London')).toBeNull();
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')?.toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('offers the first quarter hour an hour ahead, durations of 15 minutes to 3 hours, and zone names', () => {
    expect(nextSlot('America/New_York', Date.parse('2026-11-24T12:05:00Z'))).toEqual({
      date: '2026-11-24',
      time: '08:15',
    });
    const durations = durationOptions();
    expect(durations[0]).toEqual({ value: 15, label: '15 minutes' });
    expect(durations.at(-1)).toEqual({ value: 180, label: '3 hours' });
    expect(durations.find((d) => d.value === 75)?.label).toBe('1 hour 15 minutes');
    expect(formatInZone('2026-12-03T15:00:00Z', 'America/New_York')).toBe('Thu, Dec 3, 2026, 10:00 AM EST');
  });
});
