import { bigint, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../auth/tables.ts';
import { liveMeetings } from '../tables.ts';

// The live room (decision 031): who was in a session and when. The room is the one writer.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** One visit of a child to a session's room: from admission until they leave (null while there). */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    meetingId: uuid('meeting_id')
      .notNull()
      .references(() => liveMeetings.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull(),
    leftAt: at('left_at'),
  },
  (t) => [
    // The host's list per session, and closing a child's open visit.
    index('live_attendance_meeting_child_idx').on(t.meetingId, t.childId),
    index('live_attendance_child_idx').on(t.childId),
  ],
);
