import { describe, expect, it } from 'vitest';
import { gmtLabel, groupTimeZones, placeName } from './timezones.ts';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('time zone list', () => {
  it('groups by region with plain labels and the GMT offset', () => {
    const groups = groupTimeZones(
      [
        'Europe/London',
        'America/New_York',
        'Asia/Kolkata',
        'Europe/Berlin',
        'UTC',
        'America/Argentina/Buenos_Aires',
      ],
      JANUARY,
    );
    expect(groups.map((g) => g.region)).toEqual(['America', 'Asia', 'Europe', 'Other']);
    expect(groups[0]?.zones.map((z) => z.label)).toEqual([
      'Buenos Aires, Argentina (GMT-3)',
      'New York (GMT-5)',
    ]);
    expect(groups[1]?.zones).toEqual([
      { value: 'Asia/Kolkata', label: 'Kolkata (GMT+5:30)', offsetMinutes: 330 },
    ]);
    expect(groups[2]?.zones.map((z) => [z.value, z.label])).toEqual([
      ['Europe/Berlin', 'Berlin (GMT+1)'],
      ['Europe/London', 'London (GMT+0)'],
    ]);
    expect(groups[3]?.zones.map((z) => z.label)).toEqual(['UTC (GMT+0)']);
  });

  it('reads the offset at the given date (daylight saving time)', () => {
    const [europe] = groupTimeZones(['Europe/London'], JULY);
    expect(europe?.zones[0]?.label).toBe('London (GMT+1)');
  });

  it('leaves out unknown names and duplicates', () => {
    const groups = groupTimeZones(['Europe/London', 'Europe/London', 'Mars/Olympus_Mons'], JANUARY);
    expect(groups).toHaveLength(1);
    expect(groups[0]?.zones).toHaveLength(1);
  });

  it('formats offsets and place names', () => {
    expect(gmtLabel(0)).toBe('GMT+0');
    expect(gmtLabel(345)).toBe('GMT+5:45');
    expect(gmtLabel(-210)).toBe('GMT-3:30');
    expect(placeName('America/Indiana/Indianapolis')).toBe('Indianapolis, Indiana');
    expect(placeName('UTC')).toBe('UTC');
  });

  it('lists every zone of the runtime in some group', () => {
    const all = Intl.supportedValuesOf('timeZone');
    const count = groupTimeZones(all, JANUARY).reduce((n, g) => n + g.zones.length, 0);
    expect(count).toBe(all.length);
  });
});
