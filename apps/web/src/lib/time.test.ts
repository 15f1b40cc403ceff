import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockLabel12, parseTimeEntry, TIME_ENTRY_ERROR, timeSlotOptions, timeSlots } from './time.ts';

describe('parseTimeEntry', () => {
  it.each([
    ['1:30', 90],
    ['0:05', 5],
    ['2:7', 127],
    ['0:00', 0],
    ['10:59', 659],
    ['1.5', 90],
    ['1.25', 75],
    ['.5', 30],
    ['0.75', 45],
    ['2.0', 120],
    ['0.333', 20],
    ['2', 120],
    ['0', 0],
    [' 1:30 ', 90],
  ])('%j → %i minutes', (input, minutes) => {
    expect(parseTimeEntry(input)).toEqual({ ok: true, minutes });
  });

  it.each([
    '',
    '   ',
    'abc',
    '1h',
    '-1',
    '-1:30',
    '+2',
    '1:60',
    '1:75',
    '1:',
    ':30',
    '1.',
    '1,5',
    '1:30:00',
    '1.5.2',
    '12345',
  ])('refuses %j', (input) => {
    expect(parseTimeEntry(input)).toEqual({ ok: false, error: 'Enter a time like 1:30, 1.5 or 2.' });
  });

  it('property: h:m gives h*60+m for every valid pair', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 59 }), (h, m) => {
        expect(parseTimeEntry(`${h}:${String(m).padStart(2, '0')}`)).toEqual({
          ok: true,
          minutes: h * 60 + m,
        });
      }),
    );
  });

  it('property: whole hours and their h.m / h:m spellings agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (h) => {
        const expected = { ok: true, minutes: h * 60 };
        expect(parseTimeEntry(String(h))).toEqual(expected);
        expect(parseTimeEntry(`${h}.0`)).toEqual(expected);
        expect(parseTimeEntry(`${h}:00`)).toEqual(expected);
      }),
    );
  });

  it('property: arbitrary text either parses to whole non-negative minutes or gives the one error', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = parseTimeEntry(s);
        if (r.ok) {
          expect(Number.isInteger(r.minutes)).toBe(true);
          expect(r.minutes).toBeGreaterThanOrEqual(0);
        } else {
          expect(r.error).toBe(TIME_ENTRY_ERROR);
        }
      }),
    );
  });
});

describe('timeSlots', () => {
  it('gives 96 quarter-hour slots from 00:00 to 23:45 by default', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots[0]).toBe('00:00');
    expect(slots[1]).toBe('00:15');
    expect(slots[4]).toBe('01:00');
    expect(slots.at(-1)).toBe('23:45');
    expect(new Set(slots).size).toBe(96);
  });

  it('supports other steps that divide the day', () => {
    expect(timeSlots(60)).toHaveLength(24);
    expect(timeSlots(30).slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(timeSlots(1440)).toEqual(['00:00']);
  });

  it('refuses steps that do not divide the day', () => {
    for (const step of [0, -15, 7, 2.5, Number.NaN, 1441]) expect(() => timeSlots(step)).toThrow(RangeError);
  });

  it('labels slots on a 12-hour clock', () => {
    expect(clockLabel12('00:00')).toBe('12:00 AM');
    expect(clockLabel12('00:15')).toBe('12:15 AM');
    expect(clockLabel12('11:45')).toBe('11:45 AM');
    expect(clockLabel12('12:00')).toBe('12:00 PM');
    expect(clockLabel12('13:30')).toBe('1:30 PM');
    expect(clockLabel12('23:45')).toBe('11:45 PM');
    const options = timeSlotOptions();
    expect(options).toHaveLength(96);
    expect(options[54]).toEqual({ value: '13:30', label: '1:30 PM' });
  });
});
