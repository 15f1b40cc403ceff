import crypto from 'node:crypto';
import type {
  FamilyMeeting,
  FamilyMeetingPage,
  Meeting,
  MeetingCreateRequest,
  MeetingKind,
  MeetingPage,
  MeetingStatus,
  MeetingUpdateRequest,
  RegistrationStatus,
} from '@ye/contracts/live';
import { LIVE_LIMITS } from '@ye/contracts/live';
import type { FastifyInstance } from 'fastify';
import { ageOn, now } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/jobs.ts';
import type { Caller } from '../../plugins/auth.ts';
import { CHILD_NOT_FOUND, findChild, ownChild } from '../auth/service.ts';
import { cancelledMail, type ReminderKind, reminderMail } from './emails.ts';
import { calendarFeed, calendarFile } from './ics.ts';
import * as q from './queries.ts';

// Live learning's schedule (decision 030): sessions, registrations with capacity and a waitlist,
// reminders and calendar files. The video room (slice B) adds `live` and `ended` and the recording.

export interface LiveDeps {
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send'>;
  now: () => Date;
}

export const depsOf = (app: FastifyInstance): LiveDeps => ({
  db: app.db,
  config: app.config,
  jobs: app.jobs,
  now,
});

export const MEETING_NOT_FOUND = 'We could not find that session.';
const MINUTE_MS = 60 * 1000;

/** The reminder job's queue (jobs.ts defines it; the service queues it). */
export const REMINDER_JOB = 'live.reminder';
export const REMINDERS: Record<ReminderKind, number> = { '24h': 24 * 60 * MINUTE_MS, '15m': 15 * MINUTE_MS };

const endsAtOf = (m: { startsAt: Date; durationMinutes: number }) =>
  new Date(m.startsAt.getTime() + m.durationMinutes * MINUTE_MS);

/** How long a room may run over its time before the lists call it over (the host forgot to end it). */
export const LIVE_OVERRUN_MS = 60 * MINUTE_MS;

/**
 * The status people see: what the room recorded (slice B sets live and ended), `ended` for a
 * scheduled session whose time is over, so a list never shows yesterday's session as scheduled, and
 * `ended` for a live one an hour past its end that the host never ended (a closed laptop, a crash).
 */
function statusAt(m: { status: string; startsAt: Date; durationMinutes: number }, at: Date): MeetingStatus {
  if (m.status === 'scheduled' && endsAtOf(m) <= at) return 'ended';
  if (m.status === 'live' && endsAtOf(m).getTime() + LIVE_OVERRUN_MS <= at.getTime()) return 'ended';
  return m.status as MeetingStatus;
}

function toMeeting(row: q.MeetingRow, at: Date): Meeting {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind as MeetingKind,
    starts_at: row.startsAt.toISOString(),
    ends_at: endsAtOf(row).toISOString(),
    duration_minutes: row.durationMinutes,
    timezone: row.timezone,
    cover_image: row.coverImage,
    video: row.video,
    status: statusAt(row, at),
    capacity: row.capacity,
    registered_count: row.registeredCount,
    age_min: row.ageMin,
    age_max: row.ageMax,
    host: { id: row.hostId, name: `${row.hostFirstName} ${row.hostLastName}`.trim() },
  };
}

const isAdmin = (caller: Caller) => caller.type === 'admin';

/** The session if the caller hosts it (an admin: any); another host's is "not found", as if absent. */
async function hostedMeeting(db: DbOrTx, caller: Caller, id: string): Promise<q.MeetingRow> {
  const row = await q.findMeeting(db, id);
  if (!row || (!isAdmin(caller) && row.hostId !== caller.userId)) throw new NotFound(MEETING_NOT_FOUND);
  return row;
}

async function meetingFor(db: DbOrTx, id: string, at: Date): Promise<Meeting> {
  const row = await q.findMeeting(db, id);
  if (!row) throw new NotFound(MEETING_NOT_FOUND);
  return toMeeting(row, at);
}

function assertFuture(startsAt: Date, at: Date): void {
  if (startsAt.getTime() <= at.getTime())
    throw new Invalid('Please choose a start time in the future.', 'starts_in_past');
}

async function assertCourse(db: DbOrTx, caller: Caller, courseId: string | null | undefined): Promise<void> {
  if (!courseId) return;
  if (!(await q.courseOwnedBy(db, courseId, isAdmin(caller) ? null : caller.userId)))
    throw new NotFound('We could not find that course among yours.', 'course_not_found');
}

// ---- reminders

/**
 * Queues a session's two reminders (24 hours and 15 minutes before), each to run at its time. A job
 * is per session, not per child: it mails the children registered when it runs. A reminder whose
 * time has passed is not queued. Rescheduling queues new ones; the old ones find the time changed
 * and do nothing (reminder.ts checks), so nothing needs to be found and removed.
 */
async function scheduleReminders(deps: LiveDeps, meetingId: string, startsAt: Date): Promise<void> {
  const at = deps.now().getTime();
  for (const [kind, before] of Object.entries(REMINDERS) as [ReminderKind, number][]) {
    const sendAt = startsAt.getTime() - before;
    if (sendAt <= at) continue;
    await deps.jobs.send(
      REMINDER_JOB,
      { meetingId, kind, startsAt: startsAt.toISOString() },
      { startAfter: new Date(sendAt) },
    );
  }
}

/** The session-end job's queue (defined in modules/jobs.ts, beside the room it needs). */
export const SESSION_END_JOB = 'live.session-end';

/**
 * Queues the session's end bookkeeping for its end plus the overrun (decision 031): if the host never
 * ends it, the job marks it ended and closes the visits left open. Moving the session (or changing its
 * length) queues a new one; the old one finds the end changed and does nothing.
 */
async function scheduleEnd(deps: LiveDeps, meetingId: string, endsAt: Date): Promise<void> {
  await deps.jobs.send(
    SESSION_END_JOB,
    { meetingId, endsAt: endsAt.toISOString() },
    { startAfter: new Date(endsAt.getTime() + LIVE_OVERRUN_MS) },
  );
}

/**
 * The session-end job: true when the session still ends at `endsAt`, was not cancelled, and its
 * overrun is over; it is then marked ended (once; a second run finds it ended and changes nothing).
 */
export async function endOverdueSession(
  db: DbOrTx,
  p: { meetingId: string; endsAt: string },
  at: Date,
): Promise<boolean> {
  const m = await q.findMeeting(db, p.meetingId);
  if (!m || m.status === 'cancelled') return false;
  const endsAt = endsAtOf(m);
  if (endsAt.toISOString() !== p.endsAt || endsAt.getTime() + LIVE_OVERRUN_MS > at.getTime()) return false;
  if (m.status !== 'ended') await q.setMeetingStatus(db, m.id, 'ended', at);
  return true;
}

export const reminderKey = (meetingId: string, childId: string, kind: ReminderKind, startsAt: string) =>
  `reminder:${meetingId}:${childId}:${kind}:${startsAt}`;

/**
 * Runs one reminder: only while the session is still scheduled at the time the reminder was made
 * for and has not started, to the children registered now, each once (live_notices), whatever the
 * number of runs. Returns how many parents were mailed.
 */
export async function sendReminders(
  deps: LiveDeps,
  p: { meetingId: string; kind: ReminderKind; startsAt: string },
): Promise<number> {
  const meeting = await q.findMeeting(deps.db, p.meetingId);
  if (meeting?.status !== 'scheduled' || meeting.startsAt.toISOString() !== p.startsAt) return 0;
  const at = deps.now();
  if (meeting.startsAt <= at) return 0;
  const families = await q.registeredFamilies(deps.db, p.meetingId);
  if (families.length === 0) return 0;
  // Claims and mails together: a failure before commit leaves the keys free for the retry.
  return deps.db.transaction(async (tx) => {
    const fresh = await q.claimReminders(
      tx,
      (childId) => reminderKey(p.meetingId, childId, p.kind, p.startsAt),
      families.map((f) => f.childId),
      at,
    );
    let sent = 0;
    for (const f of families) {
      if (!fresh.has(f.childId) || !f.parentEmail) continue;
      await queueMail(
        deps.jobs,
        reminderMail(
          {
            parentEmail: f.parentEmail,
            parentFirstName: f.parentFirstName,
            childFirstName: f.childFirstName,
          },
          meeting,
          p.kind,
          deps.config.appUrl,
        ),
      );
      sent++;
    }
    return sent;
  });
}

// ---- the instructor's sessions

export async function createMeeting(
  deps: LiveDeps,
  caller: Caller,
  body: MeetingCreateRequest,
): Promise<Meeting> {
  const at = deps.now();
  const startsAt = new Date(body.starts_at);
  assertFuture(startsAt, at);
  await assertCourse(deps.db, caller, body.course_id);
  const id = await q.insertMeeting(deps.db, {
    hostId: caller.userId,
    kind: body.kind,
    name: body.name,
    description: body.description ?? '',
    startsAt,
    durationMinutes: body.duration_minutes,
    timezone: body.timezone,
    coverImage: body.cover_image ?? null,
    capacity: body.capacity ?? LIVE_LIMITS.defaultCapacity,
    ageMin: body.age_min ?? LIVE_LIMITS.ageMin,
    ageMax: body.age_max ?? LIVE_LIMITS.ageMax,
    courseId: body.course_id ?? null,
    createdAt: at,
    updatedAt: at,
  });
  await scheduleReminders(deps, id, startsAt);
  await scheduleEnd(deps, id, endsAtOf({ startsAt, durationMinutes: body.duration_minutes }));
  return meetingFor(deps.db, id, at);
}

export async function updateMeeting(
  deps: LiveDeps,
  caller: Caller,
  id: string,
  body: MeetingUpdateRequest,
): Promise<Meeting> {
  const at = deps.now();
  const { moved, startsAt, endsAt, endMoved } = await deps.db.transaction(async (tx) => {
    const current = await hostedMeeting(tx, caller, id);
    const locked = await q.lockMeeting(tx, id);
    if (!locked) throw new NotFound(MEETING_NOT_FOUND);
    if (locked.status === 'cancelled')
      throw new Conflict('This session was cancelled and can no longer be changed.', 'meeting_cancelled');
    if (statusAt(locked, at) !== 'scheduled')
      throw new Conflict(
        'This session has already taken place and can no longer be changed.',
        'meeting_over',
      );
    const startsAt = body.starts_at ? new Date(body.starts_at) : current.startsAt;
    const moved = startsAt.getTime() !== current.startsAt.getTime();
    if (moved) assertFuture(startsAt, at);
    const ageMin = body.age_min ?? current.ageMin;
    const ageMax = body.age_max ?? current.ageMax;
    if (ageMin > ageMax) throw new Invalid('The youngest age must not be above the oldest age.', 'ages');
    const capacity = body.capacity ?? current.capacity;
    const registered = await q.countRegistered(tx, id);
    if (capacity < registered)
      throw new Conflict(
        `${registered} children are registered already, so the session needs at least ${registered} places.`,
        'capacity_below_registered',
      );
    if (body.course_id !== undefined) await assertCourse(tx, caller, body.course_id);
    await q.updateMeeting(
      tx,
      id,
      {
        name: body.name,
        description: body.description,
        kind: body.kind,
        startsAt,
        durationMinutes: body.duration_minutes,
        timezone: body.timezone,
        coverImage: body.cover_image,
        capacity,
        ageMin,
        ageMax,
        courseId: body.course_id,
      },
      at,
    );
    // More places: the waitlist moves up, in the order the children asked.
    await q.promoteWaitlisted(tx, id, capacity - registered);
    const endsAt = endsAtOf({ startsAt, durationMinutes: body.duration_minutes ?? current.durationMinutes });
    return { moved, startsAt, endsAt, endMoved: endsAt.getTime() !== endsAtOf(current).getTime() };
  });
  // New reminders for the new time; the old ones see the time changed and send nothing.
  if (moved) await scheduleReminders(deps, id, startsAt);
  if (endMoved) await scheduleEnd(deps, id, endsAt);
  return meetingFor(deps.db, id, at);
}

/**
 * DELETE: cancels the session (decision 030). The row and its registrations stay, so the families'
 * calendars and the reminders can see it was cancelled (reminders then send nothing), and registered
 * families are told by email when it had not taken place yet. Cancelling twice is not an error.
 */
export async function cancelMeeting(deps: LiveDeps, caller: Caller, id: string): Promise<void> {
  const at = deps.now();
  const tell = await deps.db.transaction(async (tx) => {
    await hostedMeeting(tx, caller, id);
    const locked = await q.lockMeeting(tx, id);
    if (!locked || locked.status === 'cancelled') return null;
    const upcoming = statusAt(locked, at) === 'scheduled';
    await q.updateMeeting(tx, id, { status: 'cancelled' }, at);
    return upcoming ? q.registeredFamilies(tx, id) : null;
  });
  if (!tell) return;
  const meeting = await q.findMeeting(deps.db, id);
  if (!meeting) return;
  for (const f of tell) {
    if (!f.parentEmail) continue;
    await queueMail(
      deps.jobs,
      cancelledMail(
        { parentEmail: f.parentEmail, parentFirstName: f.parentFirstName, childFirstName: f.childFirstName },
        meeting,
        deps.config.appUrl,
      ),
    );
  }
}

export async function listHostMeetings(
  deps: LiveDeps,
  caller: Caller,
  query: { page: number; page_size: number; kind?: MeetingKind; when: 'upcoming' | 'past' },
): Promise<MeetingPage> {
  const at = deps.now();
  const { count, rows } = await q.listHostMeetings(deps.db, {
    hostId: isAdmin(caller) ? null : caller.userId,
    kind: query.kind,
    when: query.when,
    at,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map((r) => toMeeting(r, at)) };
}

// ---- families

/** Whose sessions a family call is about: the calling child, or a parent's own child (else 404). */
async function childOf(db: DbOrTx, caller: Caller, childId: string | undefined) {
  if (caller.type === 'child') {
    if (childId && childId !== caller.userId) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    const self = await findChild(db, caller.userId);
    if (!self) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
    return self;
  }
  if (!childId) return null;
  const child = await ownChild(db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return child;
}

export async function listFamilyMeetings(
  deps: LiveDeps,
  caller: Caller,
  query: { page: number; page_size: number; child_id?: string },
): Promise<FamilyMeetingPage> {
  const at = deps.now();
  const page = { page: query.page, page_size: query.page_size };
  const child = await childOf(deps.db, caller, query.child_id);
  // A child whose birthday we do not know sees every age; a parent without a child sees nothing.
  let ages: number[] | null;
  if (child) ages = child.birthday ? [ageOn(child.birthday, at)] : null;
  else {
    const birthdays = await q.childrenBirthdays(deps.db, caller.userId);
    if (birthdays.length === 0) return { count: 0, ...page, results: [] };
    ages = birthdays.every((b) => b !== null) ? birthdays.map((b) => ageOn(b as string, at)) : null;
  }
  const { count, rows } = await q.listFamilyMeetings(deps.db, {
    ages,
    registrationOf: child?.id ?? null,
    at,
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const results: FamilyMeeting[] = rows.map((r) => ({
    ...toMeeting(r, at),
    registration: (r.registration as RegistrationStatus | null) ?? null,
  }));
  return { count, ...page, results };
}

/**
 * A parent registers their child: a place while there is one, else the waitlist. Registering again
 * answers the place the child has (`created: false`, 200). The session's row is locked meanwhile, so
 * two parents cannot take the last place together.
 */
export async function register(
  deps: LiveDeps,
  caller: Caller,
  meetingId: string,
  childId: string,
): Promise<{ status: RegistrationStatus; created: boolean }> {
  const at = deps.now();
  const child = await ownChild(deps.db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return deps.db.transaction(async (tx) => {
    const m = await q.lockMeeting(tx, meetingId);
    if (!m) throw new NotFound(MEETING_NOT_FOUND);
    const existing = await q.findRegistration(tx, meetingId, childId);
    if (existing) return { status: existing.status as RegistrationStatus, created: false };
    if (m.status === 'cancelled') throw new Conflict('This session was cancelled.', 'meeting_cancelled');
    // Registration closes when the session starts (the room, slice B, admits registered children).
    if (m.status !== 'scheduled' || m.startsAt <= at)
      throw new Conflict(
        'This session has already started, so it is closed for registration.',
        'meeting_over',
      );
    if (child.birthday) {
      const age = ageOn(child.birthday, at);
      if (age < m.ageMin || age > m.ageMax)
        throw new Conflict(
          `This session is for children aged ${m.ageMin} to ${m.ageMax}, and ${child.firstName} is ${age}.`,
          'age_range',
        );
    }
    const registered = await q.countRegistered(tx, meetingId);
    const status: RegistrationStatus = registered < m.capacity ? 'registered' : 'waitlisted';
    await q.insertRegistration(tx, { meetingId, childId, status, at });
    return { status, created: true };
  });
}

/**
 * A parent takes their child's place back (204 also when there was none). A freed place goes to the
 * first child on the waitlist; their reminders come from the session's own reminder jobs.
 */
export async function unregister(deps: LiveDeps, caller: Caller, meetingId: string, childId: string) {
  const child = await ownChild(deps.db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  await deps.db.transaction(async (tx) => {
    const m = await q.lockMeeting(tx, meetingId);
    if (!m) throw new NotFound(MEETING_NOT_FOUND);
    const was = await q.deleteRegistration(tx, meetingId, childId);
    if (was === 'registered' && m.status === 'scheduled') {
      const registered = await q.countRegistered(tx, meetingId);
      await q.promoteWaitlisted(tx, meetingId, m.capacity - registered);
    }
  });
}

/**
 * The session's .ics. Families may have any session's (a cancelled one says so); staff only their
 * own (an admin any), like every other call on a session.
 */
export async function calendar(deps: LiveDeps, caller: Caller, meetingId: string): Promise<string> {
  const row =
    caller.type === 'parent' || caller.type === 'child'
      ? await q.findMeeting(deps.db, meetingId)
      : await hostedMeeting(deps.db, caller, meetingId);
  if (!row) throw new NotFound(MEETING_NOT_FOUND);
  return calendarFile(eventOf(row, deps.config.appUrl));
}

function eventOf(row: q.MeetingRow, appUrl: string) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    timezone: row.timezone,
    cancelled: row.status === 'cancelled',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    url: `${appUrl}/webinars`,
    hostName: `${row.hostFirstName} ${row.hostLastName}`.trim(),
  };
}

// ---- the family's calendar feed (decision 031)

/** Where a calendar app reads a family's feed: the secret is the only credential of this address. */
export const feedPath = (secret: string) => `/v1/webinars/feed/${secret}/calendar.ics`;
const newSecret = () => crypto.randomBytes(32).toString('base64url');
/** How far back the feed reaches: past sessions stay in the calendar a while, then fall out. */
const FEED_PAST_DAYS = 30;

/** The parent's feed address (made on first asking). */
export async function calendarFeedUrl(deps: LiveDeps, caller: Caller): Promise<{ url: string }> {
  const secret = await q.ensureFeed(deps.db, caller.userId, newSecret());
  return { url: `${deps.config.appUrl}${feedPath(secret)}` };
}

/** A new address for the parent's feed; calendars subscribed to the old one get nothing more. */
export async function resetCalendarFeed(deps: LiveDeps, caller: Caller): Promise<{ url: string }> {
  const secret = newSecret();
  await q.replaceFeed(deps.db, caller.userId, secret, deps.now());
  return { url: `${deps.config.appUrl}${feedPath(secret)}` };
}

/**
 * The feed itself, read by a calendar app with no sign-in: one VEVENT per session the family's
 * children are registered for (the same UID as the session's own .ics), from 30 days back. An unknown
 * or reset secret is 404.
 */
export async function familyCalendar(deps: LiveDeps, secret: string): Promise<string> {
  const parentId = await q.feedParent(deps.db, secret);
  if (!parentId) throw new NotFound('This calendar address is not in use any more.', 'feed_not_found');
  const rows = await q.familySessions(
    deps.db,
    parentId,
    new Date(deps.now().getTime() - FEED_PAST_DAYS * DAY_MS),
  );
  return calendarFeed(
    'Youth Enrichments webinars',
    rows.map((row) => eventOf(row, deps.config.appUrl)),
  );
}

/** Set by the live room (decision 031): `live` when the host opens it, `ended` when they end it. */
export async function markMeeting(db: DbOrTx, id: string, status: 'live' | 'ended', at: Date) {
  await q.setMeetingStatus(db, id, status, at);
}

// ---- recordings (decision 031)

export const RECORDING_NOT_OURS = 'The recording must be a video you uploaded for this session.';
/** A studio video's address as the signed upload gives it (decision 010): /v1/files/videos/<uuid>.<ext>. */
const RECORDING_PATH =
  /^\/v1\/files\/videos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:webm|mp4))$/;

/**
 * The host attaches the recording made in their browser and uploaded through the studio's signed
 * upload: it must be a stored video of theirs (an admin's, or the host's), and the session must have
 * started (or its room been opened) and not been cancelled. A new recording replaces the old one.
 */
export async function attachRecording(
  deps: LiveDeps,
  caller: Caller,
  id: string,
  fileUrl: string,
): Promise<Meeting> {
  const at = deps.now();
  const row = await hostedMeeting(deps.db, caller, id);
  if (row.status === 'cancelled')
    throw new Conflict('This session was cancelled, so it keeps no recording.', 'meeting_cancelled');
  // The host may open the room (status live) before the start: a class held early may be recorded.
  if (row.status === 'scheduled' && row.startsAt > at)
    throw new Conflict('A recording can be added once the session has started.', 'meeting_not_started');
  let urlPath = fileUrl;
  if (/^https?:\/\//i.test(fileUrl)) {
    try {
      urlPath = new URL(fileUrl).pathname;
    } catch {
      throw new Invalid(RECORDING_NOT_OURS, 'recording_not_ours');
    }
  }
  const storedName = RECORDING_PATH.exec(urlPath)?.[1];
  const owners = [...new Set([caller.userId, row.hostId])];
  if (!storedName || !(await q.storedVideoOf(deps.db, storedName, owners)))
    throw new Invalid(RECORDING_NOT_OURS, 'recording_not_ours');
  if (!(await q.setMeetingVideo(deps.db, id, urlPath, at)))
    throw new Conflict('This session was cancelled, so it keeps no recording.', 'meeting_cancelled');
  return meetingFor(deps.db, id, at);
}

const DAY_MS = 24 * 60 * MINUTE_MS;
const EXPIRE_BATCH = 200;

/**
 * Recordings kept `days` days after their session's end: older ones lose their file (`removeFile`,
 * the studio's, only when no other session shows it) and then their `video`. File first: if clearing
 * fails, the next run removes nothing more and clears it. Idempotent: a second run finds nothing.
 */
export async function expireRecordings(
  db: DbOrTx,
  at: Date,
  days: number,
  removeFile: (video: string) => Promise<void>,
): Promise<number> {
  const expired = await q.expiredRecordings(db, new Date(at.getTime() - days * DAY_MS), EXPIRE_BATCH);
  let cleared = 0;
  for (const r of expired) {
    const others = (await q.sessionsShowing(db, r.video)).filter((id) => id !== r.id);
    if (others.length === 0) await removeFile(r.video);
    if (await q.clearMeetingVideo(db, r.id, r.video, at)) cleared++;
  }
  return cleared;
}

/**
 * The library's "My webinars": registered sessions still to come (soonest first), then past ones with a
 * recording (latest first), as on the families' list (decision 030). A child has a handful: sorted here.
 */
export async function libraryWebinars(db: DbOrTx, userId: string, at: Date = now()) {
  const rows = await q.libraryMeetings(db, userId, at);
  const over = (r: (typeof rows)[number]) => r.status === 'ended' || endsAtOf(r) <= at;
  const upcoming = rows.filter((r) => !over(r));
  const recorded = rows.filter(over).reverse();
  return [...upcoming, ...recorded].map((r) => ({
    id: r.id,
    title: r.name,
    starts_at: r.startsAt.toISOString(),
    cover_url: r.coverImage,
    video: r.video,
  }));
}
