// A parent's children: their accounts (add, change, remove), profiles and the family list. The
// family's other concerns sit beside this file: wellbeing-service (dashboard, self-esteem, activity),
// enrolment-service, rating-service and export-service; each finds the child with requireOwnChild.
import crypto from 'node:crypto';
import type {
  AddChildRequest,
  ChildProfile,
  ChildSummary,
  EditChildRequest,
  FocusArea,
  UsernameAvailability,
} from '@ye/contracts/family';
import { CHILD_COLORS, CHILD_MAX_AGE, CHILD_MIN_AGE, FOCUS_AREAS, Username } from '@ye/contracts/family';
import { ageOn, clock, todayUtc } from '../../clock.ts';
import type { Config } from '../../config.ts';
import { type Db, type DbOrTx, isUniqueViolation } from '../../db/client.ts';
import { Conflict, Invalid, NotFound } from '../../errors.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { Caller } from '../../plugins/auth.ts';
import { nameProblem } from '../../safety/word-filter.ts';
import { hashPassword } from '../auth/passwords.ts';
import { accountWrites, CHILD_NOT_FOUND, recordAudit } from '../auth/service.ts';
import { revokeUserSessions } from '../auth/sessions.ts';
import * as consent from '../consent/service.ts';
import { avatarUrl, isOurAvatar } from '../media/avatars.ts';
import * as q from './queries.ts';

export const USERNAME_TAKEN = 'This username is already taken. Please choose another.';

/** A child's chart colour: stable, derived from the id alone. */
export function colorFor(childId: string): string {
  const digest = crypto.createHash('sha256').update(childId).digest();
  return CHILD_COLORS[(digest[0] ?? 0) % CHILD_COLORS.length] as string;
}

function checkBirthday(birthday: string, now: Date): void {
  if (birthday > todayUtc(now))
    throw new Invalid('The birthday cannot be in the future.', 'invalid_birthday');
  const age = ageOn(birthday, now);
  if (age < CHILD_MIN_AGE || age > CHILD_MAX_AGE) {
    throw new Invalid(
      `Children on Youth Enrichments are ${CHILD_MIN_AGE} to ${CHILD_MAX_AGE} years old.`,
      'invalid_birthday',
    );
  }
}

function checkAvatar(avatar: string | null | undefined): void {
  if (avatar && !isOurAvatar(avatar))
    throw new Invalid('Please choose one of our avatars.', 'invalid_avatar');
}

/** Other children see a child's name (on boards): it goes through the same filter as their posts. */
function checkName(name: string): void {
  const problem = nameProblem(name);
  if (problem) throw new Invalid(problem, 'name_not_allowed');
}

/** The parent's child, or 404 (another family's child is as good as unknown). */
export async function requireOwnChild(db: DbOrTx, parentId: string, childId: string): Promise<q.ChildRow> {
  const child = await q.findOwnChild(db, { parentId, childId });
  if (!child) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return child;
}

function toProfile(child: q.ChildRow, focusAreas: string[], now: Date): ChildProfile {
  return {
    child_id: child.id,
    name: child.firstName,
    username: child.username ?? '',
    avatar: child.avatar,
    avatar_url: child.avatar && isOurAvatar(child.avatar) ? avatarUrl(child.avatar) : null,
    birthday: child.birthday,
    age: child.birthday ? ageOn(child.birthday, now) : null,
    focus_areas: focusAreas.filter((a): a is FocusArea => (FOCUS_AREAS as readonly string[]).includes(a)),
    color: colorFor(child.id),
    date_joined: child.createdAt.toISOString(),
    last_login_at: child.lastLoginAt?.toISOString() ?? null,
  };
}

async function profileOf(db: DbOrTx, parentId: string, childId: string, now: Date): Promise<ChildProfile> {
  const child = await requireOwnChild(db, parentId, childId);
  const areas = await q.focusAreasOf(db, [child.id]);
  return toProfile(
    child,
    areas.map((a) => a.area),
    now,
  );
}

export async function usernameAvailability(db: DbOrTx, username: string): Promise<UsernameAvailability> {
  const parsed = Username.safeParse(username);
  if (!parsed.success)
    return { available: false, detail: parsed.error.issues[0]?.message ?? 'This username is not valid.' };
  if (await q.isUsernameTaken(db, parsed.data)) return { available: false, detail: USERNAME_TAKEN };
  return { available: true };
}

/**
 * Adds a child for a parent whose email is verified, records the parent's consent in the same
 * transaction, and queues the direct notice to the parent (decision 035). The request itself is the
 * consent: the form shows the notice and asks for it before sending.
 */
export async function addChild(
  db: Db,
  caller: Caller,
  input: AddChildRequest,
  deps: { jobs: Pick<JobQueue, 'send'>; config: Config },
  now = clock.now(),
): Promise<ChildProfile> {
  await consent.assertMayAddChild(db, caller.userId);
  if (input.birthday) checkBirthday(input.birthday, now);
  checkName(input.name);
  checkAvatar(input.avatar);
  if (await q.isUsernameTaken(db, input.username)) throw new Conflict(USERNAME_TAKEN, 'username_taken');
  const parent = await q.findParentNames(db, caller.userId);
  if (!parent) throw new NotFound('We could not find your account.');
  const passwordHash = await hashPassword(input.password);
  let child: q.ChildRow;
  try {
    child = await db.transaction(async (tx) => {
      const created = await accountWrites.createChild(tx, {
        parentId: caller.userId,
        firstName: input.name,
        lastName: parent.lastName ?? '',
        username: input.username,
        passwordHash,
        birthday: input.birthday ?? null,
        avatar: input.avatar ?? null,
      });
      await consent.recordChildConsent(tx, { childId: created.id, parentId: caller.userId, now });
      return created;
    });
  } catch (err) {
    // Two parents choosing the same name at the same moment: the unique index decides.
    if (isUniqueViolation(err, 'users_username_unique')) throw new Conflict(USERNAME_TAKEN, 'username_taken');
    throw err;
  }
  await consent.sendDirectNotice(db, deps.jobs, deps.config, {
    parentId: caller.userId,
    childId: child.id,
    childName: child.firstName,
    username: child.username ?? input.username,
    now,
  });
  return toProfile(child, [], now);
}

export async function listChildren(db: DbOrTx, caller: Caller): Promise<ChildSummary[]> {
  const children = await q.listChildrenWithLatestPercent(db, { parentId: caller.userId });
  const courses = await q.courseStatesForChildren(
    db,
    children.map((c) => c.id),
  );
  return children.map((c) => {
    const state = courses.get(c.id) ?? { completed: [], ongoing: [], notStarted: [] };
    return {
      child_avatar: c.avatar && isOurAvatar(c.avatar) ? avatarUrl(c.avatar) : null,
      child_id: c.id,
      child_name: c.firstName,
      child_self_esteem: c.latestPercent,
      completed_course_count: state.completed.length,
      completed_courses: state.completed,
      not_started_course_count: state.notStarted.length,
      not_started_courses: state.notStarted,
      ongoing_course_count: state.ongoing.length,
      ongoing_courses: state.ongoing,
      total_course_count: state.completed.length + state.ongoing.length + state.notStarted.length,
    };
  });
}

export async function getChildProfile(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  now = clock.now(),
): Promise<ChildProfile> {
  return profileOf(db, caller.userId, childId, now);
}

export async function editChild(
  db: DbOrTx,
  caller: Caller,
  childId: string,
  input: EditChildRequest,
  now = clock.now(),
): Promise<ChildProfile> {
  await requireOwnChild(db, caller.userId, childId);
  if (input.name !== undefined) checkName(input.name);
  checkAvatar(input.avatar);
  const set: { firstName?: string; avatar?: string | null; passwordHash?: string } = {};
  if (input.name !== undefined) set.firstName = input.name;
  if (input.avatar !== undefined) set.avatar = input.avatar;
  if (input.password !== undefined) set.passwordHash = await hashPassword(input.password);
  const apply = async (tx: DbOrTx) => {
    if (Object.keys(set).length > 0)
      await accountWrites.updateChild(tx, { parentId: caller.userId, childId, set });
    if (input.focus_areas !== undefined)
      await q.replaceFocusAreas(tx, { childId, areas: [...new Set(input.focus_areas)] });
    // A password set by the parent signs the child out everywhere else.
    if (input.password !== undefined) await revokeUserSessions(tx, childId);
  };
  await db.transaction(apply);
  return profileOf(db, caller.userId, childId, now);
}

/**
 * Only the parent sets, corrects or removes (null) a child's birthday: a child asking about
 * themself gets the same 404 as anyone else (decision 038). A corrected birthday must still make the
 * child 6 to 14 on the day the account was added.
 */
export async function updateBirthday(
  db: DbOrTx,
  caller: Caller,
  input: { child_id: string; birthday: string | null },
  now = clock.now(),
): Promise<ChildProfile> {
  const child = await requireOwnChild(db, caller.userId, input.child_id);
  if (input.birthday !== null) {
    if (input.birthday > todayUtc(now))
      throw new Invalid('The birthday cannot be in the future.', 'invalid_birthday');
    checkBirthday(input.birthday, child.createdAt);
  }
  const updated = await accountWrites.updateChild(db, {
    parentId: caller.userId,
    childId: child.id,
    set: { birthday: input.birthday },
  });
  if (!updated) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
  return profileOf(db, caller.userId, child.id, now);
}

/**
 * The parent corrects a child's username: unique whatever the case, and through the same word filter
 * as names (other children may see it). The child's sessions keep working: tokens name the account
 * by id, never by username; the child signs in with the new username from now on.
 */
export async function updateUsername(
  db: DbOrTx,
  caller: Caller,
  input: { child_id: string; username: string },
  now = clock.now(),
): Promise<ChildProfile> {
  const child = await requireOwnChild(db, caller.userId, input.child_id);
  const problem = nameProblem(input.username);
  if (problem) throw new Invalid(problem.replace('another name', 'another username'), 'username_not_allowed');
  if ((child.username ?? '').toLowerCase() !== input.username.toLowerCase()) {
    if (await q.isUsernameTaken(db, input.username)) throw new Conflict(USERNAME_TAKEN, 'username_taken');
  }
  try {
    await db.transaction(async (tx) => {
      const updated = await accountWrites.updateChild(tx, {
        parentId: caller.userId,
        childId: child.id,
        set: { username: input.username },
      });
      if (!updated) throw new NotFound(CHILD_NOT_FOUND, 'child_not_found');
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'child.username',
        targetUserId: child.id,
        details: { child_id: child.id },
        ip: caller.ip ?? null,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_username_unique')) throw new Conflict(USERNAME_TAKEN, 'username_taken');
    throw err;
  }
  return profileOf(db, caller.userId, child.id, now);
}

export async function removeChild(db: DbOrTx, caller: Caller, childId: string): Promise<{ detail: string }> {
  const child = await requireOwnChild(db, caller.userId, childId);
  const run = async (tx: DbOrTx) => {
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'child.delete',
      targetUserId: null,
      details: { child_id: child.id, child_name: child.firstName, username: child.username },
      ip: caller.ip ?? null,
    });
    await accountWrites.deleteChild(tx, { parentId: caller.userId, childId });
  };
  await db.transaction(run);
  return { detail: `${child.firstName}'s account and all their data have been deleted.` };
}

export const COURSE_NOT_FOUND = 'We could not find that course.';
