import { describe, expect, it } from 'vitest';
import { earliestDueDate, isCalendarDay, isOverdue, latestDueDate } from './assignments.ts';

describe('due dates', () => {
  it('keeps a day open until it has ended everywhere (UTC-12)', () => {
    // 10:00 UTC on Nov 28: it is still Nov 27 in UTC-12, so Nov 27 is not past yet.
    expect(earliestDueDate(new Date('2026-11-28T10:00:00Z'))).toBe('2026-11-27');
    expect(earliestDueDate(new Date('2026-11-28T12:00:00Z'))).toBe('2026-11-28');
    expect(latestDueDate(new Date('2026-11-28T12:00:00Z'))).toBe('2027-11-28');
  });

  it('is overdue only when not completed and its day is over', () => {
    const now = new Date('2026-11-29T13:00:00Z');
    expect(isOverdue('2026-11-28', 'started', now)).toBe(true);
    expect(isOverdue('2026-11-28', 'not-started', now)).toBe(true);
    expect(isOverdue('2026-11-28', 'completed', now)).toBe(false);
    expect(isOverdue('2026-11-29', 'not-started', now)).toBe(false);
    expect(isOverdue('2026-11-28', 'started', new Date('2026-11-29T11:00:00Z'))).toBe(false);
  });

  it('accepts real calendar days only', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-5')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
  });
});
