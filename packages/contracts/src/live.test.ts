import { describe, expect, it } from 'vitest';
import {
  InstructorMeetingListQuery,
  isOnSlot,
  MeetingCreateRequest,
  MeetingUpdateRequest,
  SLOT_MESSAGE,
} from './live.ts';

const body = {
  name: 'Brave voices',
  kind: 'webinar',
  starts_at: '2030-03-07T16:15:00+01:00',
  duration_minutes: 45,
  timezone: 'Europe/London',
};

describe('live contracts', () => {
  it('knows a 15-minute slot in any offset, with no seconds', () => {
    expect(isOnSlot(new Date('2030-03-07T15:45:00Z'))).toBe(true);
    expect(isOnSlot(new Date('2030-03-07T21:00:00+05:45'))).toBe(true);
    expect(isOnSlot(new Date('2030-03-07T15:50:00Z'))).toBe(false);
    expect(isOnSlot(new Date('2030-03-07T15:45:01Z'))).toBe(false);
    expect(isOnSlot(new Date('not a date'))).toBe(false);
  });

  it('accepts a session and says in plain words what is wrong with a bad one', () => {
    expect(MeetingCreateRequest.safeParse(body).success).toBe(true);
    const off = MeetingCreateRequest.safeParse({ ...body, starts_at: '2030-03-07T16:10:00+01:00' });
    expect(off.success).toBe(false);
    expect(off.error?.issues[0]?.message).toBe(SLOT_MESSAGE);
    const ages = MeetingCreateRequest.safeParse({ ...body, age_min: 10, age_max: 8 });
    expect(ages.error?.issues[0]?.message).toBe('The youngest age must not be above the oldest age.');
    expect(MeetingCreateRequest.safeParse({ ...body, timezone: 'Nowhere/Land' }).success).toBe(false);
    expect(MeetingCreateRequest.safeParse({ ...body, name: 'A\u0000B' }).success).toBe(false);
  });

  it('an update changes at least one field; the list defaults to upcoming', () => {
    expect(MeetingUpdateRequest.safeParse({}).success).toBe(false);
    expect(MeetingUpdateRequest.safeParse({ capacity: 10 }).success).toBe(true);
    expect(InstructorMeetingListQuery.parse({ kind: '', when: '' })).toEqual({
      page: 1,
      page_size: 20,
      kind: undefined,
      when: 'upcoming',
    });
  });
});
