import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/tables.ts';
import { courses, studioUploads } from '../studio/tables.ts';
import { liveCalendarFeeds, liveMeetings, liveNotices, liveRegistrations } from './tables.ts';

// Live learning's queries (decision 030). Every list is one query: the host's name by a join, the
// registered count by a correlated count on the (meeting, status) index, the page total by a window.

const endsAt = sql`(${liveMeetings.startsAt} + make_interval(mins => ${liveMeetings.durationMinutes}))`;
/** Still ahead at `at`: not ended by its host and not past its scheduled end (a host may end early). */
const ahead = (at: Date) => sql`(${liveMeetings.status} <> 'ended' and ${endsAt} > ${at})`;

const meetingColumns = {
  id: liveMeetings.id,
  hostId: liveMeetings.hostId,
  hostFirstName: users.firstName,
  hostLastName: users.lastName,
  kind: liveMeetings.kind,
  name: liveMeetings.name,
  description: liveMeetings.description,
  startsAt: liveMeetings.startsAt,
  durationMinutes: liveMeetings.durationMinutes,
  timezone: liveMeetings.timezone,
  coverImage: liveMeetings.coverImage,
  video: liveMeetings.video,
  status: liveMeetings.status,
  capacity: liveMeetings.capacity,
  ageMin: liveMeetings.ageMin,
  ageMax: liveMeetings.ageMax,
  courseId: liveMeetings.courseId,
  createdAt: liveMeetings.createdAt,
  updatedAt: liveMeetings.updatedAt,
  registeredCount: sql<number>`(select count(*)::int from ${liveRegistrations} r
    where r.meeting_id = ${liveMeetings.id} and r.status = 'registered')`,
};

export interface MeetingRow {
  id: string;
  hostId: string;
  hostFirstName: string;
  hostLastName: string;
  kind: string;
  name: string;
  description: string;
  startsAt: Date;
  durationMinutes: number;
  timezone: string;
  coverImage: string | null;
  video: string | null;
  status: string;
  capacity: number;
  ageMin: number;
  ageMax: number;
  courseId: string | null;
  createdAt: Date;
  updatedAt: Date;
  registeredCount: number;
}

export type MeetingInsert = typeof liveMeetings.$inferInsert;
export type MeetingPatch = Partial<
  Pick<
    MeetingInsert,
    | 'name'
    | 'description'
    | 'kind'
    | 'startsAt'
    | 'durationMinutes'
    | 'timezone'
    | 'coverImage'
    | 'capacity'
    | 'ageMin'
    | 'ageMax'
    | 'courseId'
    | 'status'
  >
>;

const selectMeetings = (db: DbOrTx) =>
  db.select(meetingColumns).from(liveMeetings).innerJoin(users, eq(users.id, liveMeetings.hostId));

export async function findMeeting(db: DbOrTx, id: string): Promise<MeetingRow | null> {
  const rows = await selectMeetings(db).where(eq(liveMeetings.id, id));
  return rows[0] ?? null;
}

/**
 * Locks a session's row for the rest of the transaction: registrations, capacity changes and
 * cancellation of one session then happen one at a time (no overbooking between two requests).
 */
export async function lockMeeting(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: liveMeetings.id,
      hostId: liveMeetings.hostId,
      status: liveMeetings.status,
      startsAt: liveMeetings.startsAt,
      durationMinutes: liveMeetings.durationMinutes,
      capacity: liveMeetings.capacity,
      ageMin: liveMeetings.ageMin,
      ageMax: liveMeetings.ageMax,
    })
    .from(liveMeetings)
    .where(eq(liveMeetings.id, id))
    .for('update');
  return rows[0] ?? null;
}
export type LockedMeeting = NonNullable<Awaited<ReturnType<typeof lockMeeting>>>;

export async function insertMeeting(db: DbOrTx, values: MeetingInsert): Promise<string> {
  const [row] = await db.insert(liveMeetings).values(values).returning({ id: liveMeetings.id });
  if (!row) throw new Error('session was not created');
  return row.id;
}

export async function updateMeeting(db: DbOrTx, id: string, patch: MeetingPatch, at: Date): Promise<void> {
  await db
    .update(liveMeetings)
    .set({ ...patch, updatedAt: at })
    .where(eq(liveMeetings.id, id));
}

/** The room (decision 031) marks a session `live` or `ended`; never over a cancelled one. */
export async function setMeetingStatus(db: DbOrTx, id: string, status: 'live' | 'ended', at: Date) {
  await db
    .update(liveMeetings)
    .set({ status, updatedAt: at })
    .where(and(eq(liveMeetings.id, id), ne(liveMeetings.status, 'cancelled')));
}

/** Whether `storedName` is a stored studio video one of `ownerIds` uploaded (the recording's check). */
export async function storedVideoOf(db: DbOrTx, storedName: string, ownerIds: readonly string[]) {
  const rows = await db
    .select({ id: studioUploads.id })
    .from(studioUploads)
    .where(
      and(
        eq(studioUploads.storedName, storedName),
        eq(studioUploads.purpose, 'video'),
        eq(studioUploads.status, 'stored'),
        inArray(studioUploads.ownerId, [...ownerIds]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The session's recording (null clears it), unless the session was cancelled meanwhile. */
export async function setMeetingVideo(db: DbOrTx, id: string, video: string | null, at: Date) {
  const rows = await db
    .update(liveMeetings)
    .set({ video, updatedAt: at })
    .where(and(eq(liveMeetings.id, id), ne(liveMeetings.status, 'cancelled')))
    .returning({ id: liveMeetings.id });
  return rows.length > 0;
}

/** Sessions whose recording has outlived its keeping: ended (by the clock) before `endedBefore`. */
export async function expiredRecordings(db: DbOrTx, endedBefore: Date, limit: number) {
  return db
    .select({ id: liveMeetings.id, video: liveMeetings.video })
    .from(liveMeetings)
    .where(and(sql`${liveMeetings.video} is not null`, sql`${endsAt} < ${endedBefore.toISOString()}`))
    .orderBy(asc(liveMeetings.startsAt))
    .limit(limit) as Promise<{ id: string; video: string }[]>;
}

/** Clears a recording only if it is still that one (a second run, or a new recording, changes nothing). */
export async function clearMeetingVideo(db: DbOrTx, id: string, video: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(liveMeetings)
    .set({ video: null, updatedAt: at })
    .where(and(eq(liveMeetings.id, id), eq(liveMeetings.video, video)))
    .returning({ id: liveMeetings.id });
  return rows.length > 0;
}

/** The sessions showing this file (it must not be removed while another one does). */
export async function sessionsShowing(db: DbOrTx, video: string): Promise<string[]> {
  const rows = await db
    .select({ id: liveMeetings.id })
    .from(liveMeetings)
    .where(eq(liveMeetings.video, video));
  return rows.map((r) => r.id);
}

/** Whether the course exists and is this author's (an admin may attach any course). */
export async function courseOwnedBy(db: DbOrTx, courseId: string, hostId: string | null): Promise<boolean> {
  const where = hostId
    ? and(eq(courses.id, courseId), eq(courses.instructorId, hostId))
    : eq(courses.id, courseId);
  const rows = await db.select({ id: courses.id }).from(courses).where(where).limit(1);
  return rows.length > 0;
}

/**
 * The instructor's sessions (an admin's: everyone's), cancelled ones left out. Upcoming: not yet
 * ended, soonest first; past: ended, latest first.
 */
export async function listHostMeetings(
  db: DbOrTx,
  p: {
    hostId: string | null;
    kind?: string;
    when: 'upcoming' | 'past';
    at: Date;
    limit: number;
    offset: number;
  },
): Promise<{ count: number; rows: MeetingRow[] }> {
  const conditions: SQL[] = [ne(liveMeetings.status, 'cancelled')];
  if (p.hostId) conditions.push(eq(liveMeetings.hostId, p.hostId));
  if (p.kind) conditions.push(eq(liveMeetings.kind, p.kind));
  conditions.push(p.when === 'upcoming' ? ahead(p.at) : sql`not ${ahead(p.at)}`);
  const rows = await selectMeetings(db)
    .where(and(...conditions))
    .orderBy(
      p.when === 'upcoming' ? asc(liveMeetings.startsAt) : desc(liveMeetings.startsAt),
      asc(liveMeetings.id),
    )
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveMeetings)
    .where(and(...conditions));
  return { count: Number(total?.n ?? 0), rows };
}

export interface FamilyMeetingRow extends MeetingRow {
  registration: string | null;
}

/**
 * Sessions a child can join or watch: not cancelled, for one of `ages` (null: any age, a child
 * whose birthday we do not know), and upcoming (or live) or with a recording. Upcoming first
 * (soonest first), then the recordings (latest first). `registrationOf` is the child whose place
 * is shown; null shows none.
 */
export async function listFamilyMeetings(
  db: DbOrTx,
  p: { ages: number[] | null; registrationOf: string | null; at: Date; limit: number; offset: number },
): Promise<{ count: number; rows: FamilyMeetingRow[] }> {
  const conditions: SQL[] = [
    ne(liveMeetings.status, 'cancelled'),
    sql`(${ahead(p.at)} or ${liveMeetings.video} is not null)`,
  ];
  if (p.ages)
    conditions.push(
      sql`exists (select 1 from unnest(array[${sql.join(
        p.ages.map((a) => sql`${a}`),
        sql`, `,
      )}]::int[]) a where a between ${liveMeetings.ageMin} and ${liveMeetings.ageMax})`,
    );
  const where = and(...conditions);
  const registration = p.registrationOf
    ? sql<string | null>`(select r.status from ${liveRegistrations} r
        where r.meeting_id = ${liveMeetings.id} and r.child_id = ${p.registrationOf})`
    : sql<string | null>`null::text`;
  const upcoming = sql`case when ${ahead(p.at)} then 0 else 1 end`;
  const rows = await db
    .select({ ...meetingColumns, registration })
    .from(liveMeetings)
    .innerJoin(users, eq(users.id, liveMeetings.hostId))
    .where(where)
    .orderBy(
      asc(upcoming),
      sql`case when ${ahead(p.at)} then ${liveMeetings.startsAt} end asc`,
      desc(liveMeetings.startsAt),
      asc(liveMeetings.id),
    )
    .limit(p.limit)
    .offset(p.offset);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(liveMeetings).where(where);
  return { count: Number(total?.n ?? 0), rows };
}

/** The library's sessions of a child (or of a parent's children): registered, upcoming or recorded. */
export async function libraryMeetings(db: DbOrTx, userId: string, at: Date) {
  return db
    .selectDistinct({
      id: liveMeetings.id,
      name: liveMeetings.name,
      startsAt: liveMeetings.startsAt,
      coverImage: liveMeetings.coverImage,
      video: liveMeetings.video,
      durationMinutes: liveMeetings.durationMinutes,
      status: liveMeetings.status,
    })
    .from(liveRegistrations)
    .innerJoin(liveMeetings, eq(liveMeetings.id, liveRegistrations.meetingId))
    .innerJoin(users, eq(users.id, liveRegistrations.childId))
    .where(
      and(
        eq(liveRegistrations.status, 'registered'),
        ne(liveMeetings.status, 'cancelled'),
        sql`(${liveRegistrations.childId} = ${userId} or ${users.parentId} = ${userId})`,
        sql`(${ahead(at)} or ${liveMeetings.video} is not null)`,
      ),
    )
    .orderBy(asc(liveMeetings.startsAt), asc(liveMeetings.id));
}

// ---- the family's calendar feed

export async function feedOf(db: DbOrTx, parentId: string): Promise<string | null> {
  const rows = await db
    .select({ secret: liveCalendarFeeds.secret })
    .from(liveCalendarFeeds)
    .where(eq(liveCalendarFeeds.parentId, parentId));
  return rows[0]?.secret ?? null;
}

/** The parent's feed secret: the one there is, else this new one (two first calls agree on one). */
export async function ensureFeed(db: DbOrTx, parentId: string, secret: string): Promise<string> {
  await db.insert(liveCalendarFeeds).values({ parentId, secret }).onConflictDoNothing();
  return (await feedOf(db, parentId)) ?? secret;
}

/** A new secret for the parent's feed: the old address finds nothing from now on. */
export async function replaceFeed(db: DbOrTx, parentId: string, secret: string, at: Date): Promise<void> {
  await db
    .insert(liveCalendarFeeds)
    .values({ parentId, secret, createdAt: at })
    .onConflictDoUpdate({ target: liveCalendarFeeds.parentId, set: { secret, createdAt: at } });
}

export async function feedParent(db: DbOrTx, secret: string): Promise<string | null> {
  const rows = await db
    .select({ parentId: liveCalendarFeeds.parentId })
    .from(liveCalendarFeeds)
    .where(eq(liveCalendarFeeds.secret, secret));
  return rows[0]?.parentId ?? null;
}

/** Every session a parent's children are registered for (cancelled ones too: calendars must learn it). */
export async function familySessions(db: DbOrTx, parentId: string, since: Date) {
  return db
    .selectDistinct(meetingColumns)
    .from(liveRegistrations)
    .innerJoin(liveMeetings, eq(liveMeetings.id, liveRegistrations.meetingId))
    .innerJoin(users, eq(users.id, liveMeetings.hostId))
    .where(
      and(
        eq(liveRegistrations.status, 'registered'),
        sql`${liveRegistrations.childId} in (select id from ${users} where parent_id = ${parentId})`,
        sql`${endsAt} > ${since}`,
      ),
    )
    .orderBy(asc(liveMeetings.startsAt), asc(liveMeetings.id)) as Promise<MeetingRow[]>;
}

// ---- registrations (callers hold the session's lock: lockMeeting)

export async function findRegistration(db: DbOrTx, meetingId: string, childId: string) {
  const rows = await db
    .select({ status: liveRegistrations.status })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.meetingId, meetingId), eq(liveRegistrations.childId, childId)));
  return rows[0] ?? null;
}

export async function countRegistered(db: DbOrTx, meetingId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.meetingId, meetingId), eq(liveRegistrations.status, 'registered')));
  return Number(row?.n ?? 0);
}

export async function insertRegistration(
  db: DbOrTx,
  r: { meetingId: string; childId: string; status: string; at: Date },
): Promise<void> {
  await db
    .insert(liveRegistrations)
    .values({ meetingId: r.meetingId, childId: r.childId, status: r.status, createdAt: r.at });
}

/** Removes a child's place; returns the status it had, or null when there was none. */
export async function deleteRegistration(db: DbOrTx, meetingId: string, childId: string) {
  const rows = await db
    .delete(liveRegistrations)
    .where(and(eq(liveRegistrations.meetingId, meetingId), eq(liveRegistrations.childId, childId)))
    .returning({ status: liveRegistrations.status });
  return rows[0]?.status ?? null;
}

/** Moves the first `n` waitlisted children (in the order they asked) to registered; returns them. */
export async function promoteWaitlisted(db: DbOrTx, meetingId: string, n: number): Promise<string[]> {
  if (n <= 0) return [];
  const first = db
    .select({ childId: liveRegistrations.childId })
    .from(liveRegistrations)
    .where(and(eq(liveRegistrations.meetingId, meetingId), eq(liveRegistrations.status, 'waitlisted')))
    .orderBy(asc(liveRegistrations.position))
    .limit(n);
  const rows = await db
    .update(liveRegistrations)
    .set({ status: 'registered' })
    .where(
      and(eq(liveRegistrations.meetingId, meetingId), inArray(liveRegistrations.childId, sql`(${first})`)),
    )
    .returning({ childId: liveRegistrations.childId });
  return rows.map((r) => r.childId);
}

/** The registered children of a session with their parent's email (reminders, cancellation mails). */
export async function registeredFamilies(db: DbOrTx, meetingId: string) {
  const parent = alias(users, 'parent');
  return db
    .select({
      childId: liveRegistrations.childId,
      childFirstName: users.firstName,
      parentEmail: parent.email,
      parentFirstName: parent.firstName,
    })
    .from(liveRegistrations)
    .innerJoin(users, eq(users.id, liveRegistrations.childId))
    .leftJoin(parent, eq(parent.id, users.parentId))
    .where(and(eq(liveRegistrations.meetingId, meetingId), eq(liveRegistrations.status, 'registered')));
}

/** The birthdays of a parent's children (null: not given), to find the sessions that fit one of them. */
export async function childrenBirthdays(db: DbOrTx, parentId: string): Promise<(string | null)[]> {
  const rows = await db
    .select({ birthday: users.birthday })
    .from(users)
    .where(and(eq(users.parentId, parentId), eq(users.type, 'child')));
  return rows.map((r) => r.birthday);
}

/**
 * Claims the reminders of these children in one statement: the children whose key was not claimed
 * before (to be mailed now). Keys are `reminder:<meeting>:<child>:<kind>:<starts_at>`.
 */
export async function claimReminders(
  db: DbOrTx,
  keyOf: (childId: string) => string,
  childIds: string[],
  at: Date,
): Promise<Set<string>> {
  if (childIds.length === 0) return new Set();
  const rows = await db
    .insert(liveNotices)
    .values(childIds.map((childId) => ({ key: keyOf(childId), childId, sentAt: at })))
    .onConflictDoNothing()
    .returning({ childId: liveNotices.childId });
  return new Set(rows.map((r) => r.childId));
}
