import { CHILD_COLORS } from '@ye/contracts/family';
import { describe, expect, it } from 'vitest';
import { calmChildColor, timeAxis } from './chart-axis.ts';

// Local dates (the axis works in the viewer's time zone), so the tests hold in any zone.
const at = (day: number, hour: number, minute = 0, month = 10, year = 2026) =>
  new Date(year, month, day, hour, minute);

describe('timeAxis', () => {
  it('six surveys on one day: times of day as ticks, the date once as the axis label', () => {
    const dates = [at(23, 9), at(23, 9, 20), at(23, 11), at(23, 14, 5), at(23, 16), at(23, 18, 45)];
    const axis = timeAxis(dates);
    const labels = axis.ticks.map(axis.tickLabel);
    expect(axis.sameDay).toBe(true);
    expect(axis.label).toBe('Nov 23, 2026');
    expect(labels).toEqual(['9:00 AM', '11:00 AM', '2:05 PM', '6:45 PM']);
    expect(new Set(labels).size).toBe(labels.length);
    expect(axis.min.getTime()).toBeLessThan(dates[0]?.getTime() ?? 0);
    expect(axis.max.getTime()).toBeGreaterThan(dates[5]?.getTime() ?? 0);
  });

  it('one survey: one tick, with room on both sides', () => {
    const axis = timeAxis([at(23, 15)]);
    expect(axis.ticks.map(axis.tickLabel)).toEqual(['3:00 PM']);
    expect(axis.max.getTime() - axis.min.getTime()).toBeGreaterThanOrEqual(60 * 60_000);
  });

  it('two surveys a day apart: two day ticks, never a date twice', () => {
    const axis = timeAxis([at(22, 23), at(23, 1)]);
    expect(axis.ticks.map(axis.tickLabel)).toEqual(['Nov 22', 'Nov 23']);
    expect(axis.label).toBe('2026');
    expect(axis.sameDay).toBe(false);
  });

  it('months of surveys: at most four day ticks, first and last day in, labels all different', () => {
    const dates = Array.from({ length: 10 }, (_, i) => at(1 + i * 12, 15, 0, 7));
    const axis = timeAxis(dates);
    const labels = axis.ticks.map(axis.tickLabel);
    expect(labels).toHaveLength(4);
    expect(labels[0]).toBe('Aug 1');
    expect(labels.at(-1)).toBe('Nov 17');
    expect(new Set(labels).size).toBe(4);
    // The first tick is the start of the first day: inside the axis.
    expect(axis.ticks[0]?.getTime()).toBeGreaterThanOrEqual(axis.min.getTime());
  });

  it('across new year: month and year labels, none repeated', () => {
    const axis = timeAxis([at(20, 10, 0, 11, 2026), at(22, 10, 0, 11, 2026), at(3, 10, 0, 0, 2027)]);
    const labels = axis.ticks.map(axis.tickLabel);
    expect(labels).toEqual(['Dec 2026', 'Jan 2027']);
    expect(axis.label).toBe('2026–2027');
  });
});

describe('calmChildColor', () => {
  it('never gives red or pink for a child, whatever colour the API sends', () => {
    // Today's palette, and the red, pink and orange of the one before it.
    for (const api of [...CHILD_COLORS, '#B3261E', '#AD1457', '#B35A00', '#FF0000']) {
      const color = calmChildColor(api);
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(color.slice(i, i + 2), 16)) as [
        number,
        number,
        number,
      ];
      expect(r > 150 && g < 90 && b < 120, `${api} -> ${color}`).toBe(false);
    }
    expect(calmChildColor('#B3261E')).not.toBe('#B3261E');
    expect(calmChildColor('#2E6FD8')).toBe('#2E6FD8');
    expect(calmChildColor('#123456')).toMatch(/^#[0-9A-F]{6}$/i);
  });
});
