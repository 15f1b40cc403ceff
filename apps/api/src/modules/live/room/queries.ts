import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { users } from '../../auth/tables.ts';
import { liveMeetings, liveRegistrations } from '../tables.ts';
import { liveAttendance } from './tables.ts';

// The room's queries (decision 031): the session and a child's place (read from the live module's
// schedule tables; the status is written through live's service) and attendance (the room's own).

export interface RoomMeetingRow {
  id: string;
  hostId: string;
  hostFirstName: string | null;
  hostLastName: string | null;
  name: string;
  status: string;
  startsAt: Date;
  durationMinutes: number;
}

export async function findRoomMeeting(db: DbOrTx, id: string): Promise<RoomMeetingRow | null> {
  const [row] = await db
    .select({
      id: liveMeetings.id,
      hostId: liveMeetings.hostId,
      hostFirstName: users.firstName,
      hostLastName: users.lastName,
      name: liveMeetings.name,
      status: liveMeetings.status,
      startsAt: liveMeetings.startsAt,
      durationMinutes: liveMeetings.durationMinutes,
    })
    .from(liveMeetings)
    .innerJoin(users, eq(users.id, liveMeetings.hostId))
    .where(eq(liveMeetings.id, id));
  return row ?? null;
}

/** A child's name, birthday (the chat's age rule) and whether they hold a registered place (not waitlisted) in the session. */
export async function registeredChild(db: DbOrTx, meetingId: string, childId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, birthday: users.birthday })
    .from(liveRegistrations)
    .innerJoin(users, eq(users.id, liveRegistrations.childId))
    .where(
      and(
        eq(liveRegistrations.meetingId, meetingId),
        eq(liveRegistrations.childId, childId),
        eq(liveRegistrations.status, 'registered'),
      ),
    );
  return row ?? null;
}

export async function openVisit(db: DbOrTx, meetingId: string, childId: string, at: Date) {
  await db.insert(liveAttendance).values({ meetingId, childId, joinedAt: at });
}

/** Closes the child's open visit(s) in the session. */
export async function closeVisits(db: DbOrTx, meetingId: string, childId: string | null, at: Date) {
  await db
    .update(liveAttendance)
    .set({ leftAt: at })
    .where(
      and(
        eq(liveAttendance.meetingId, meetingId),
        childId ? eq(liveAttendance.childId, childId) : undefined,
        isNull(liveAttendance.leftAt),
      ),
    );
}

/** One row per child who was let in (by first arrival, then name): last departure, visits, seconds inside. */
export async function attendance(db: DbOrTx, meetingId: string, at: Date) {
  return db
    .select({
      childId: liveAttendance.childId,
      firstName: users.firstName,
      lastName: users.lastName,
      firstJoinedAt: sql<Date>`min(${liveAttendance.joinedAt})`.mapWith((v) => new Date(v)),
      lastLeftAt:
        sql<Date | null>`case when bool_or(${liveAttendance.leftAt} is null) then null else max(${liveAttendance.leftAt}) end`.mapWith(
          (v) => (v === null ? null : new Date(v)),
        ),
      seconds:
        sql<number>`coalesce(sum(extract(epoch from (coalesce(${liveAttendance.leftAt}, ${at.toISOString()}::timestamptz) - ${liveAttendance.joinedAt}))), 0)`.mapWith(
          Number,
        ),
      visits: sql<number>`count(*)`.mapWith(Number),
    })
    .from(liveAttendance)
    .innerJoin(users, eq(users.id, liveAttendance.childId))
    .where(eq(liveAttendance.meetingId, meetingId))
    .groupBy(liveAttendance.childId, users.firstName, users.lastName)
    .orderBy(sql`min(${liveAttendance.joinedAt})`, users.firstName);
}
