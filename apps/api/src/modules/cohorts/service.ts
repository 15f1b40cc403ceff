import { randomBytes } from 'node:crypto';
import type {
  CohortAccess,
  CohortCreateRequest,
  CohortCsvResult,
  CohortDetail,
  CohortOrganizationList,
  CohortPage,
  CohortSelfEsteem,
  CohortStaffMember,
  CohortStudent,
  CohortStudentStatus,
  CohortSummary,
  CohortUpdateRequest,
  EnrolmentMode,
  FamilyCohort,
  FamilyCohortList,
  MyClassList,
} from '@ye/contracts/cohorts';
import { parseUsernames } from '@ye/contracts/cohorts';
import { MIN_GROUP_SIZE } from '@ye/contracts/insights';
import type { FastifyInstance } from 'fastify';
import { ageOn, now, todayUtc, weekStartUtc } from '../../clock.ts';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { Conflict, Forbidden, Invalid, NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/jobs.ts';
import type { Caller } from '../../plugins/auth.ts';
import { CHILD_NOT_FOUND, findChild, ownChild } from '../auth/service.ts';
import { isFlagEnabled } from '../flags/service.ts';
import { csvLines, csvNumber, csvText, round } from '../insights/stats.ts';
import { type Place, placeMail } from './emails.ts';
import * as q from './queries.ts';

// Cohorts (decision 034): classes of children who take courses together, led by staff. Staff see
// and change only the cohorts they run (another's is "not found"); admins every one. Parents enrol
// and withdraw their own children; a child reads only their "My class". All behind the `cohort` flag.

export interface CohortDeps {
  db: Db;
  config: Config;
  jobs: Pick<JobQueue, 'send'>;
  now: () => Date;
}

export const depsOf = (app: FastifyInstance): CohortDeps => ({
  db: app.db,
  config: app.config,
  jobs: app.jobs,
  now,
});

export const COHORT_NOT_FOUND = 'We could not find that class.';
export const FEATURE_OFF = 'Classes are not available at the moment.';

/** While the `cohort` flag is off the whole feature is absent: 404, as for a page that does not exist. */
async function assertOn(db: Db): Promise<void> {
  if (!(await isFlagEnabled(db, 'cohort')).enabled) throw new NotFound(FEATURE_OFF, 'feature_off');
}

const isAdmin = (caller: Caller) => caller.type === 'admin';
/** Providers and external admins read their organizations' cohorts; they change nothing. */
const isOrganizationReader = (caller: Caller) =>
  caller.type === 'provider' || caller.type === 'external_admin';
/** The cohorts the caller may change: admins every one, staff those they run. */
const staffScope = (caller: Caller): q.Scope =>
  isAdmin(caller) ? { kind: 'all' } : { kind: 'staff', userId: caller.userId };
/** The cohorts the caller may read: staffScope, or an organization reader's organizations' ones. */
const readScope = (caller: Caller): q.Scope =>
  isOrganizationReader(caller) ? { kind: 'organization', userId: caller.userId } : staffScope(caller);

function toSummary(r: q.CohortRow): CohortSummary {
  return {
    id: r.id,
    name: r.name,
    status: r.status as CohortSummary['status'],
    timezone: r.timezone,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    capacity: r.capacity,
    student_count: r.studentCount,
    course_count: r.courseCount,
  };
}

/** The cohort if the caller runs it (an admin: any); another's is "not found", as if absent. */
async function staffedCohort(db: DbOrTx, caller: Caller, id: string): Promise<q.CohortRow> {
  const row = await q.findCohort(db, id, staffScope(caller));
  if (!row) throw new NotFound(COHORT_NOT_FOUND);
  return row;
}

/** The cohort if the caller may read it (staff, admins, their organization's readers), else 404. */
async function readableCohort(db: DbOrTx, caller: Caller, id: string): Promise<q.CohortRow> {
  const row = await q.findCohort(db, id, readScope(caller));
  if (!row) throw new NotFound(COHORT_NOT_FOUND);
  return row;
}

async function accessOf(db: DbOrTx, caller: Caller, id: string): Promise<CohortAccess> {
  const role = await q.staffRole(db, id, caller.userId);
  if (role === 'lead' || role === 'assistant') return role;
  return isAdmin(caller) ? 'admin' : 'viewer';
}

export const LEAD_ONLY = 'Only the class’s lead teacher can do this.';

/** Deleting a cohort and changing its staff are for its lead (or an admin); an assistant gets 403. */
async function ledCohort(db: DbOrTx, caller: Caller, id: string): Promise<q.CohortRow> {
  const row = await staffedCohort(db, caller, id);
  if (!isAdmin(caller) && (await q.staffRole(db, id, caller.userId)) !== 'lead')
    throw new Forbidden(LEAD_ONLY, 'lead_only');
  return row;
}

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((100 * part) / whole) : 0);

async function studentsOf(db: DbOrTx, cohortId: string, at: Date): Promise<CohortStudent[]> {
  const weekStart = new Date(`${weekStartUtc(at)}T00:00:00Z`);
  let waiting = 0;
  return (await q.studentsWithProgress(db, cohortId, at)).map((s) => ({
    child_id: s.childId,
    first_name: s.firstName,
    username: s.username ?? '',
    status: s.status as CohortStudentStatus,
    progress_percent: Math.min(100, percentOf(s.lessonsDone, s.lessonsTotal)),
    last_active_at: s.lastActiveAt?.toISOString() ?? null,
    active_this_week: s.lastActiveAt !== null && s.lastActiveAt >= weekStart,
    quiz_score_percent: s.quizAnswered > 0 ? percentOf(s.quizCorrect, s.quizAnswered) : null,
    waitlist_position: s.status === 'waitlisted' ? ++waiting : null,
    live_attended: s.liveAttended,
  }));
}

/** The group's self-esteem change; under MIN_GROUP_SIZE children only their number (privacy). */
async function selfEsteemOf(db: DbOrTx, cohortId: string): Promise<CohortSelfEsteem> {
  const r = await q.selfEsteemChange(db, cohortId);
  if (r.children < MIN_GROUP_SIZE || r.meanBefore === null || r.meanAfter === null || r.meanChange === null)
    return { children: r.children, suppressed: true, mean_before: null, mean_after: null, mean_change: null };
  return {
    children: r.children,
    suppressed: false,
    mean_before: round(r.meanBefore, 1),
    mean_after: round(r.meanAfter, 1),
    mean_change: round(r.meanChange, 1),
  };
}

async function detailOf(db: DbOrTx, caller: Caller, row: q.CohortRow, at: Date): Promise<CohortDetail> {
  const [staff, courses, students, access, liveSessions, selfEsteem] = await Promise.all([
    q.staffOf(db, [row.id]),
    q.coursesOf(db, [row.id]),
    studentsOf(db, row.id, at),
    accessOf(db, caller, row.id),
    q.countHeldSessions(db, row.id, at),
    selfEsteemOf(db, row.id),
  ]);
  return {
    ...toSummary(row),
    description: row.description,
    age_min: row.ageMin,
    age_max: row.ageMax,
    enrolment: row.enrolment as EnrolmentMode,
    organization:
      row.organizationId && row.organizationName
        ? { id: row.organizationId, name: row.organizationName }
        : null,
    // Readers outside the staff never get the code that lets families in.
    invite_code: row.enrolment === 'invite' && access !== 'viewer' ? row.inviteCode : null,
    waitlist_count: row.waitlistCount,
    staff: staff.map((s) => ({
      id: s.id,
      name: `${s.firstName} ${s.lastName}`.trim(),
      role: s.role as 'lead' | 'assistant',
    })),
    courses: courses.map((c) => ({ id: c.id, title: c.title })),
    students,
    my_access: access,
    live_sessions: liveSessions,
    self_esteem: selfEsteem,
  };
}

async function assertCourses(db: DbOrTx, ids: readonly string[]): Promise<void> {
  const found = new Set(await q.publishedCourseIds(db, ids));
  if (ids.some((id) => !found.has(id)))
    throw new Invalid('Please choose published courses only.', 'course_not_found');
}

/** A cohort's organization: active, and (but for admins) one the caller belongs to. */
async function assertOrganization(db: DbOrTx, caller: Caller, id: string | null | undefined): Promise<void> {
  if (id && !(await q.organizationActive(db, id, isAdmin(caller) ? null : caller.userId)))
    throw new Invalid(
      'Please choose one of your organizations that is not archived.',
      'organization_not_found',
    );
}

// ---- staff

export async function listCohorts(
  deps: CohortDeps,
  caller: Caller,
  query: { page: number; page_size: number },
): Promise<CohortPage> {
  await assertOn(deps.db);
  const { count, rows } = await q.listCohorts(deps.db, {
    scope: readScope(caller),
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toSummary) };
}

export async function createCohort(
  deps: CohortDeps,
  caller: Caller,
  body: CohortCreateRequest,
): Promise<CohortDetail> {
  await assertOn(deps.db);
  const at = deps.now();
  const courseIds = [...new Set(body.course_ids ?? [])];
  const id = await deps.db.transaction(async (tx) => {
    await assertCourses(tx, courseIds);
    await assertOrganization(tx, caller, body.organization_id);
    const id = await q.insertCohort(tx, {
      name: body.name,
      description: body.description ?? '',
      timezone: body.timezone,
      startsOn: body.starts_on,
      endsOn: body.ends_on ?? null,
      capacity: body.capacity ?? null,
      ageMin: body.age_min ?? null,
      ageMax: body.age_max ?? null,
      enrolment: body.enrolment,
      organizationId: body.organization_id ?? null,
      inviteCode: randomBytes(6).toString('base64url'),
      createdBy: caller.userId,
      createdAt: at,
      updatedAt: at,
    });
    // Whoever makes the class leads it (an admin too: "theirs" in their list as well).
    await q.insertStaff(tx, id, caller.userId, 'lead');
    await q.insertCourses(tx, id, courseIds, at);
    return id;
  });
  return getCohort(deps, caller, id);
}

export async function getCohort(deps: CohortDeps, caller: Caller, id: string): Promise<CohortDetail> {
  await assertOn(deps.db);
  return detailOf(deps.db, caller, await readableCohort(deps.db, caller, id), deps.now());
}

export async function updateCohort(
  deps: CohortDeps,
  caller: Caller,
  id: string,
  body: CohortUpdateRequest,
): Promise<CohortDetail> {
  await assertOn(deps.db);
  const at = deps.now();
  const promoted = await deps.db.transaction(async (tx) => {
    const current = await staffedCohort(tx, caller, id);
    const locked = await q.lockCohort(tx, id);
    if (!locked) throw new NotFound(COHORT_NOT_FOUND);
    // Only a new organization is checked: keeping the one an admin gave is always fine.
    if (body.organization_id !== current.organizationId)
      await assertOrganization(tx, caller, body.organization_id);
    const next = {
      ageMin: body.age_min === undefined ? current.ageMin : body.age_min,
      ageMax: body.age_max === undefined ? current.ageMax : body.age_max,
      startsOn: body.starts_on ?? current.startsOn,
      endsOn: body.ends_on === undefined ? current.endsOn : body.ends_on,
      capacity: body.capacity === undefined ? current.capacity : body.capacity,
    };
    if (next.ageMin !== null && next.ageMax !== null && next.ageMin > next.ageMax)
      throw new Invalid('The youngest age must not be above the oldest age.', 'ages_order');
    if (next.endsOn !== null && next.endsOn < next.startsOn)
      throw new Invalid('The end date must not be before the start date.', 'dates_order');
    const enrolled = await q.countEnrolled(tx, id);
    if (next.capacity !== null && next.capacity < enrolled)
      throw new Conflict(
        `${enrolled} children are in the class already, so it needs at least ${enrolled} places.`,
        'capacity_below_enrolled',
      );
    await q.updateCohort(
      tx,
      id,
      {
        name: body.name,
        description: body.description,
        timezone: body.timezone,
        startsOn: body.starts_on,
        endsOn: body.ends_on,
        capacity: body.capacity,
        ageMin: body.age_min,
        ageMax: body.age_max,
        enrolment: body.enrolment,
        organizationId: body.organization_id,
        status: body.status,
      },
      at,
    );
    // More places (or no limit any more): the waitlist moves up, in the order the children asked.
    return q.promoteWaitlisted(tx, id, next.capacity === null ? null : next.capacity - enrolled);
  });
  await tellFamilies(deps, id, promoted, 'enrolled');
  return getCohort(deps, caller, id);
}

export async function deleteCohort(deps: CohortDeps, caller: Caller, id: string): Promise<void> {
  await assertOn(deps.db);
  await deps.db.transaction(async (tx) => {
    await ledCohort(tx, caller, id);
    await q.deleteCohort(tx, id);
  });
}

/** The organizations the form offers: the caller's own active ones (an admin: every active one). */
export async function organizationChoices(deps: CohortDeps, caller: Caller): Promise<CohortOrganizationList> {
  await assertOn(deps.db);
  return { results: await q.organizationChoices(deps.db, isAdmin(caller) ? null : caller.userId) };
}

// ---- staff (the lead adds and removes assistants; assistants run the class but not its staff)

export const INSTRUCTOR_NOT_FOUND = 'We could not find an instructor with that email address.';

export async function addAssistant(
  deps: CohortDeps,
  caller: Caller,
  id: string,
  email: string,
): Promise<{ member: CohortStaffMember; created: boolean }> {
  await assertOn(deps.db);
  return deps.db.transaction(async (tx) => {
    await ledCohort(tx, caller, id);
    const person = await q.instructorByEmail(tx, email);
    if (!person) throw new NotFound(INSTRUCTOR_NOT_FOUND, 'instructor_not_found');
    const existing = await q.staffRole(tx, id, person.id);
    const name = `${person.firstName} ${person.lastName}`.trim();
    if (existing)
      return { member: { id: person.id, name, role: existing as 'lead' | 'assistant' }, created: false };
    await q.insertStaff(tx, id, person.id, 'assistant');
    return { member: { id: person.id, name, role: 'assistant' }, created: true };
  });
}

export async function removeAssistant(deps: CohortDeps, caller: Caller, id: string, userId: string) {
  await assertOn(deps.db);
  await deps.db.transaction(async (tx) => {
    await ledCohort(tx, caller, id);
    const role = await q.staffRole(tx, id, userId);
    if (role === null) throw new NotFound('That person is not on this class’s staff.', 'staff_not_found');
    if (role === 'lead') throw new Conflict('The lead teacher stays with the class.', 'lead_stays');
    await q.deleteStaff(tx, id, userId);
  });
}

export async function addCourse(deps: CohortDeps, caller: Caller, id: string, courseId: string) {
  await assertOn(deps.db);
  await deps.db.transaction(async (tx) => {
    await staffedCohort(tx, caller, id);
    const published = await q.publishedCourseIds(tx, [courseId]);
    if (published.length === 0)
      throw new NotFound('We could not find that published course.', 'course_not_found');
    await q.insertCourses(tx, id, [courseId], deps.now());
  });
  return { course_id: courseId };
}

export async function removeCourse(deps: CohortDeps, caller: Caller, id: string, courseId: string) {
  await assertOn(deps.db);
  await deps.db.transaction(async (tx) => {
    await staffedCohort(tx, caller, id);
    await q.deleteCourse(tx, id, courseId);
  });
}

// ---- children's places (every change holds the cohort's row lock: two requests for the last
// place queue behind each other, and the second sees it taken)

interface Candidate {
  id: string;
  firstName: string;
  birthday: string | null;
}

/** Why a child may not join (null: they may). */
function refusal(c: q.LockedCohort, child: Candidate, at: Date): string | null {
  if (c.status !== 'active') return 'This class is archived, so nobody can join it.';
  if (c.endsOn !== null && c.endsOn < todayUtc(at)) return 'This class has ended, so nobody can join it.';
  if (child.birthday && (c.ageMin !== null || c.ageMax !== null)) {
    const age = ageOn(child.birthday, at);
    if ((c.ageMin !== null && age < c.ageMin) || (c.ageMax !== null && age > c.ageMax))
      return `This class is for children aged ${c.ageMin ?? 6} to ${c.ageMax ?? 14}, and ${child.firstName} is ${age}.`;
  }
  return null;
}

/** Gives the child a place, or one on the waitlist when the class is full. Caller holds the lock. */
async function place(
  tx: DbOrTx,
  c: q.LockedCohort,
  child: Candidate,
  by: string,
  at: Date,
): Promise<{ status: CohortStudentStatus; created: boolean }> {
  const existing = await q.findStudent(tx, c.id, child.id);
  if (existing) return { status: existing.status as CohortStudentStatus, created: false };
  const why = refusal(c, child, at);
  if (why) throw new Conflict(why, 'cannot_join');
  const enrolled = c.capacity === null ? 0 : await q.countEnrolled(tx, c.id);
  const status: CohortStudentStatus =
    c.capacity === null || enrolled < c.capacity ? 'enrolled' : 'waitlisted';
  await q.insertStudent(tx, { cohortId: c.id, childId: child.id, status, addedBy: by, at });
  return { status, created: true };
}

async function lockedCohort(tx: DbOrTx, id: string): Promise<q.LockedCohort> {
  const c = await q.lockCohort(tx, id);
  if (!c) throw new NotFound(COHORT_NOT_FOUND);
  return c;
}

/** Staff add a child by id (201 new, 200 when already there). */
export async function addStudent(deps: CohortDeps, caller: Caller, id: string, childId: string) {
  await assertOn(deps.db);
  const at = deps.now();
  const result = await deps.db.transaction(async (tx) => {
    await staffedCohort(tx, caller, id);
    const child = await findChild(tx, childId);
    if (!child) throw new NotFound('We could not find that child.', 'child_not_found');
    return place(tx, await lockedCohort(tx, id), child, caller.userId, at);
  });
  if (result.created) await tellFamilies(deps, id, [childId], result.status);
  return result;
}

/** Staff add children by a CSV of usernames: each is added, already there, not found or refused. */
export async function addStudentsCsv(
  deps: CohortDeps,
  caller: Caller,
  id: string,
  csv: string,
): Promise<CohortCsvResult> {
  await assertOn(deps.db);
  const at = deps.now();
  const names = parseUsernames(csv);
  if (names.length === 0) throw new Invalid('The file has no usernames in it.', 'csv_empty');
  if (names.length > 500) throw new Invalid('Please add at most 500 children at once.', 'csv_too_long');
  const out: CohortCsvResult = { added: [], already: [], not_found: [], refused: [] };
  const newly: Record<CohortStudentStatus, string[]> = { enrolled: [], waitlisted: [] };
  await deps.db.transaction(async (tx) => {
    await staffedCohort(tx, caller, id);
    const c = await lockedCohort(tx, id);
    const found = new Map(
      (await q.childrenByUsernames(tx, names)).map((r) => [r.username?.toLowerCase(), r]),
    );
    for (const name of names) {
      const child = found.get(name);
      if (!child) {
        out.not_found.push(name);
        continue;
      }
      const why = (await q.findStudent(tx, id, child.id)) ? null : refusal(c, child, at);
      if (why) {
        out.refused.push({ username: name, reason: why });
        continue;
      }
      const r = await place(tx, c, child, caller.userId, at);
      if (!r.created) out.already.push(name);
      else {
        out.added.push({ username: name, status: r.status });
        newly[r.status].push(child.id);
      }
    }
  });
  await tellFamilies(deps, id, newly.enrolled, 'enrolled');
  await tellFamilies(deps, id, newly.waitlisted, 'waitlisted');
  return out;
}

/** Takes a child out; a freed place goes to the first on the waitlist (who is told). */
async function removePlace(
  deps: CohortDeps,
  id: string,
  childId: string,
  check: (tx: DbOrTx) => Promise<void>,
) {
  const promoted = await deps.db.transaction(async (tx) => {
    await check(tx);
    const c = await lockedCohort(tx, id);
    const was = await q.deleteStudent(tx, id, childId);
    if (was !== 'enrolled' || c.capacity === null) return [];
    return q.promoteWaitlisted(tx, id, c.capacity - (await q.countEnrolled(tx, id)));
  });
  await tellFamilies(deps, id, promoted, 'enrolled');
}

export async function removeStudent(deps: CohortDeps, caller: Caller, id: string, childId: string) {
  await assertOn(deps.db);
  await removePlace(deps, id, childId, async (tx) => {
    await staffedCohort(tx, caller, id);
  });
}

/** A parent enrols their own child: the class must take parents (or the invite code), and fit the age. */
export async function enrol(
  deps: CohortDeps,
  caller: Caller,
  id: string,
  body: { child_id: string; invite_code?: string | undefined },
) {
  await assertOn(deps.db);
  const at = deps.now();
  const child = await ownChild(deps.db, caller.userId, body.child_id);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  const result = await deps.db.transaction(async (tx) => {
    const c = await lockedCohort(tx, id);
    const existing = await q.findStudent(tx, id, child.id);
    if (!existing) {
      if (c.enrolment === 'staff')
        throw new Forbidden('Children join this class through its teacher.', 'staff_enrolment');
      if (c.enrolment === 'invite' && body.invite_code !== c.inviteCode)
        throw new Forbidden('This class needs the invite code its teacher gave you.', 'invite_required');
    }
    return place(tx, c, child, caller.userId, at);
  });
  if (result.created) await tellFamilies(deps, id, [child.id], result.status);
  return result;
}

/** A parent withdraws their own child (204 also when the child had no place). */
export async function withdraw(deps: CohortDeps, caller: Caller, id: string, childId: string) {
  await assertOn(deps.db);
  const child = await ownChild(deps.db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  await removePlace(deps, id, childId, async () => {});
}

/** The confirmation to each child's parent, sent through the mail job after the change is committed. */
async function tellFamilies(deps: CohortDeps, id: string, childIds: string[], status: Place) {
  if (childIds.length === 0) return;
  const cohort = await q.findCohort(deps.db, id, { kind: 'all' });
  if (!cohort) return;
  for (const f of await q.familiesOf(deps.db, childIds)) {
    if (!f.parentEmail) continue;
    await queueMail(
      deps.jobs,
      placeMail(
        { parentEmail: f.parentEmail, parentFirstName: f.parentFirstName, childFirstName: f.childFirstName },
        { name: cohort.name, startsOn: cohort.startsOn },
        status,
        deps.config.appUrl,
      ),
    );
  }
}

// ---- families

/** Each cohort's courses and its lead's name, in two queries for all of them. */
async function coursesAndLeads(db: DbOrTx, ids: string[]) {
  const [courses, staff] = await Promise.all([q.coursesOf(db, ids), q.staffOf(db, ids)]);
  return (id: string) => {
    const lead = staff.find((s) => s.cohortId === id && s.role === 'lead');
    return {
      courses: courses.filter((c) => c.cohortId === id).map((c) => ({ id: c.id, title: c.title })),
      lead: lead ? `${lead.firstName} ${lead.lastName}`.trim() : null,
    };
  };
}

export async function familyCohorts(
  deps: CohortDeps,
  caller: Caller,
  childId: string,
): Promise<FamilyCohortList> {
  await assertOn(deps.db);
  const at = deps.now();
  const child = await ownChild(deps.db, caller.userId, childId);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  const rows = await q.familyCohorts(deps.db, {
    childId,
    age: child.birthday ? ageOn(child.birthday, at) : null,
    today: todayUtc(at),
  });
  const about = await coursesAndLeads(
    deps.db,
    rows.map((r) => r.id),
  );
  return { results: rows.map((r) => toFamilyCohort(r, about(r.id))) };
}

function toFamilyCohort(
  r: q.CohortRow & { childStatus: string | null },
  { courses, lead }: { courses: FamilyCohort['courses']; lead: string | null },
): FamilyCohort {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    timezone: r.timezone,
    starts_on: r.startsOn,
    ends_on: r.endsOn,
    age_min: r.ageMin,
    age_max: r.ageMax,
    enrolment: r.enrolment as EnrolmentMode,
    places_left: r.capacity === null ? null : Math.max(0, r.capacity - r.studentCount),
    courses,
    lead,
    child_status: (r.childStatus as CohortStudentStatus | null) ?? null,
  };
}

export const INVITE_NOT_FOUND =
  'We could not find a class with that code. Please check it with the teacher who gave it to you.';

/**
 * A parent looks a class up by its invite code for one of their children. Only an active class
 * that joins by invite with exactly that code answers; anything else is the same 404, so a guess
 * tells nothing about other classes.
 */
export async function findByInvite(
  deps: CohortDeps,
  caller: Caller,
  body: { invite_code: string; child_id: string },
): Promise<FamilyCohort> {
  await assertOn(deps.db);
  const child = await ownChild(deps.db, caller.userId, body.child_id);
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  const row = await q.findByInviteCode(deps.db, body.invite_code.trim(), child.id);
  if (!row) throw new NotFound(INVITE_NOT_FOUND, 'invite_not_found');
  const about = await coursesAndLeads(deps.db, [row.id]);
  return toFamilyCohort(row, about(row.id));
}

/** The child's own classes (enrolled, active) with their courses: "My class" on their home. */
export async function myClasses(deps: CohortDeps, caller: Caller): Promise<MyClassList> {
  await assertOn(deps.db);
  const rows = await q.classesOf(deps.db, caller.userId);
  const about = await coursesAndLeads(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    results: rows.map((r) => {
      const { courses, lead } = about(r.id);
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        teacher: lead,
        courses,
      };
    }),
  };
}

// ---- the report

export const REPORT_HEADER = [
  'first_name',
  'username',
  'status',
  'progress_percent',
  'active_this_week',
  'last_active_at',
  'quiz_score_percent',
  'waitlist_position',
  'live_sessions_attended',
  'live_sessions_held',
];

/** The group's lines under the children's: never a child's own self-esteem figure. */
function selfEsteemLines(s: CohortSelfEsteem): string[][] {
  const note = s.suppressed
    ? `withheld: fewer than ${MIN_GROUP_SIZE} children have a survey before and after`
    : '';
  return [
    [],
    ['self_esteem_children', 'mean_before', 'mean_after', 'mean_change', 'note'].map(csvText),
    [
      csvNumber(s.children),
      csvNumber(s.mean_before),
      csvNumber(s.mean_after),
      csvNumber(s.mean_change),
      csvText(note),
    ],
  ];
}

/** The cohort page's table as CSV (text cells defused against spreadsheet formulas). */
export async function cohortReport(deps: CohortDeps, caller: Caller, id: string) {
  await assertOn(deps.db);
  const row = await readableCohort(deps.db, caller, id);
  const at = deps.now();
  const [students, held, selfEsteem] = await Promise.all([
    studentsOf(deps.db, id, at),
    q.countHeldSessions(deps.db, id, at),
    selfEsteemOf(deps.db, id),
  ]);
  const lines = students.map((s) => [
    csvText(s.first_name),
    csvText(s.username),
    csvText(s.status),
    csvNumber(s.progress_percent),
    csvText(s.active_this_week ? 'yes' : 'no'),
    csvText(s.last_active_at ?? ''),
    csvNumber(s.quiz_score_percent),
    csvNumber(s.waitlist_position),
    csvNumber(s.live_attended),
    csvNumber(held),
  ]);
  const slug =
    row.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'class';
  return {
    filename: `${slug}-progress.csv`,
    csv: csvLines([REPORT_HEADER.map(csvText), ...lines, ...selfEsteemLines(selfEsteem)]),
  };
}
