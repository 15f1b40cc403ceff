import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import { authAs, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { insertTestCourse, type TestCourse } from '../learning/test-courses.ts';
import { liveAttendance } from '../live/room/tables.ts';
import { liveMeetings } from '../live/tables.ts';
import { memberships, organizations } from '../organizations/tables.ts';
import { surveyResponses } from '../survey/tables.ts';
import { INSTRUCTOR_NOT_FOUND, INVITE_NOT_FOUND, LEAD_ONLY } from './service.ts';
import { cohorts } from './tables.ts';

// Decision 039: joining by invite code, assistant staff, live attendance and the group's
// self-esteem change, and organization readers (providers, external admins).

let t: TestContext;
const NOW = new Date('2026-11-25T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

let admin: FixtureUser;
let lead: FixtureUser;
let helper: FixtureUser; // an instructor the lead makes an assistant
let stranger: FixtureUser; // an instructor with nothing to do with the classes here
let parent: FixtureUser;
let parent2: FixtureUser;
let provider: FixtureUser;
let providerElsewhere: FixtureUser;
let external: FixtureUser;
let mia: FixtureUser; // 9
let leo: FixtureUser; // 9
let sam: FixtureUser; // parent2's
let courseA: TestCourse;
let courseB: TestCourse;
let clubId: string;
const as: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const stamp = Date.now();
  admin = await createUser(t.db, { type: 'admin' });
  lead = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Hopper' });
  helper = await createUser(t.db, {
    type: 'instructor',
    firstName: 'Alan',
    lastName: 'Turing',
    email: `Alan-${stamp}@Example.test`,
  });
  stranger = await createUser(t.db, { type: 'instructor', firstName: 'Otto' });
  parent = await createUser(t.db, { type: 'parent', email: `emma-${stamp}@example.test` });
  parent2 = await createUser(t.db, { type: 'parent', email: `noor-${stamp}@example.test` });
  provider = await createUser(t.db, { type: 'provider' });
  providerElsewhere = await createUser(t.db, { type: 'provider' });
  external = await createUser(t.db, { type: 'external_admin' });
  const kid = (p: FixtureUser, firstName: string) =>
    createUser(t.db, {
      type: 'child',
      parentId: p.id,
      firstName,
      username: `${firstName.toLowerCase()}_${Math.random().toString(36).slice(2, 7)}`,
      birthday: '2017-03-01',
    });
  mia = await kid(parent, 'Mia');
  leo = await kid(parent, 'Leo');
  sam = await kid(parent2, 'Sam');
  courseA = await insertTestCourse(t.db, { instructorId: lead.id, title: 'Brave steps' });
  courseB = await insertTestCourse(t.db, { instructorId: lead.id, title: 'Calm corner' });
  const [club] = await t.db
    .insert(organizations)
    .values({ name: 'Maple club', slug: `maple-${stamp}` })
    .returning({ id: organizations.id });
  const [other] = await t.db
    .insert(organizations)
    .values({ name: 'Elsewhere school', slug: `elsewhere-${stamp}` })
    .returning({ id: organizations.id });
  clubId = club?.id ?? '';
  await t.db.insert(memberships).values([
    { organizationId: clubId, userId: lead.id, role: 'member' },
    { organizationId: clubId, userId: provider.id, role: 'provider' },
    { organizationId: clubId, userId: external.id, role: 'external_admin' },
    { organizationId: other?.id ?? '', userId: providerElsewhere.id, role: 'provider' },
  ]);
  const people = {
    admin,
    lead,
    helper,
    stranger,
    parent,
    parent2,
    provider,
    providerElsewhere,
    external,
    mia,
  };
  for (const [k, u] of Object.entries(people)) as[k] = await authAs(t.app, u);
  const on = await t.app.inject({
    method: 'PATCH',
    url: '/v1/admin/feature-flags/cohort',
    headers: as.admin,
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(200);
});
afterAll(async () => t?.close());
beforeEach(() => setClock(NOW, { frozen: true }));
afterEach(() => resetClock());

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers: Record<string, string> | undefined,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function create(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/v1/cohort/create', as.lead, {
    name: 'Tuesday club',
    timezone: 'Europe/London',
    starts_on: '2026-11-01',
    enrolment: 'parent',
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; invite_code: string | null }>();
}

describe('joining by invite code', () => {
  it('a parent finds the class by its code, enrols with it, and is waitlisted once it is full', async () => {
    const c = await create({
      name: 'Invite only',
      enrolment: 'invite',
      capacity: 1,
      course_ids: [courseA.id],
    });
    const code = c.invite_code ?? '';
    const found = await call('POST', '/v1/cohort/invite', as.parent, {
      invite_code: ` ${code} `,
      child_id: mia.id,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      id: c.id,
      name: 'Invite only',
      enrolment: 'invite',
      places_left: 1,
      lead: 'Grace Hopper',
      child_status: null,
      courses: [{ id: courseA.id, title: 'Brave steps' }],
    });
    const en = await call('POST', `/v1/cohort/${c.id}/enrol`, as.parent, {
      child_id: mia.id,
      invite_code: code,
    });
    expect(en.json()).toEqual({ status: 'enrolled' });
    const again = await call('POST', '/v1/cohort/invite', as.parent, { invite_code: code, child_id: mia.id });
    expect(again.json()).toMatchObject({ child_status: 'enrolled', places_left: 0 });
    const full = await call('POST', `/v1/cohort/${c.id}/enrol`, as.parent, {
      child_id: leo.id,
      invite_code: code,
    });
    expect(full.statusCode).toBe(201);
    expect(full.json()).toEqual({ status: 'waitlisted' });
  });

  it('a wrong code, another class’s code, an archived class or another family’s child is a plain 404', async () => {
    const invite = await create({ name: 'Secret', enrolment: 'invite' });
    const open = await create({ name: 'Open', enrolment: 'parent' });
    const [openRow] = await t.db
      .select({ code: cohorts.inviteCode })
      .from(cohorts)
      .where(eq(cohorts.id, open.id));
    for (const code of ['nope', openRow?.code ?? '', (invite.invite_code ?? '').toUpperCase()]) {
      const res = await call('POST', '/v1/cohort/invite', as.parent, { invite_code: code, child_id: mia.id });
      expect(res.statusCode, code).toBe(404);
      expect(res.json()).toMatchObject({ detail: INVITE_NOT_FOUND, code: 'invite_not_found' });
    }
    const foreign = await call('POST', '/v1/cohort/invite', as.parent, {
      invite_code: invite.invite_code,
      child_id: sam.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('child_not_found');
    await call('PATCH', `/v1/cohort/${invite.id}`, as.lead, { status: 'archived' });
    const archived = await call('POST', '/v1/cohort/invite', as.parent, {
      invite_code: invite.invite_code,
      child_id: mia.id,
    });
    expect(archived.statusCode).toBe(404);
    const empty = await call('POST', '/v1/cohort/invite', as.parent, { invite_code: '  ', child_id: mia.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('Please type the code the teacher gave you.');
    for (const who of ['mia', 'lead', 'provider'])
      expect(
        (await call('POST', '/v1/cohort/invite', as[who], { invite_code: 'x', child_id: mia.id })).statusCode,
        who,
      ).toBe(403);
  });
});

describe('assistant staff', () => {
  it('the lead adds an assistant by email, who runs the class but cannot delete it or change its staff', async () => {
    const c = await create({ name: 'Two teachers', course_ids: [courseA.id] });
    const add = await call('POST', `/v1/cohort/${c.id}/staff`, as.lead, {
      email: helper.email?.toUpperCase(),
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toEqual({ id: helper.id, name: 'Alan Turing', role: 'assistant' });
    const twice = await call('POST', `/v1/cohort/${c.id}/staff`, as.lead, { email: helper.email });
    expect(twice.statusCode).toBe(200);

    const seen = await call('GET', `/v1/cohort/${c.id}`, as.helper);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({
      my_access: 'assistant',
      staff: [
        { id: lead.id, role: 'lead' },
        { id: helper.id, role: 'assistant' },
      ],
    });
    expect((await call('GET', `/v1/cohort/${c.id}`, as.lead)).json().my_access).toBe('lead');
    expect((await call('GET', `/v1/cohort/${c.id}`, as.admin)).json().my_access).toBe('admin');
    const list = (await call('GET', '/v1/cohort/?page_size=100', as.helper)).json();
    expect(list.results.map((r: { id: string }) => r.id)).toContain(c.id);
    // The assistant adds a child and reads the class's progress...
    const kid = await call('POST', `/v1/cohort/${c.id}/student`, as.helper, { child_id: mia.id });
    expect(kid.statusCode).toBe(201);
    expect((await call('GET', `/v1/cohort/${c.id}/report.csv`, as.helper)).statusCode).toBe(200);
    // ...but deleting the class and changing its staff are the lead's.
    for (const [method, url, payload] of [
      ['DELETE', `/v1/cohort/delete/${c.id}`],
      ['POST', `/v1/cohort/${c.id}/staff`, { email: stranger.email }],
      ['DELETE', `/v1/cohort/${c.id}/staff/${helper.id}`],
      ['DELETE', `/v1/cohort/${c.id}/staff/${lead.id}`],
    ] as const) {
      const res = await call(method, url, as.helper, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ detail: LEAD_ONLY, code: 'lead_only' });
    }
    const still = (await call('GET', `/v1/cohort/${c.id}`, as.lead)).json();
    expect(still.staff).toHaveLength(2);

    // Another instructor still gets 404 on everything.
    for (const [method, url, payload] of [
      ['GET', `/v1/cohort/${c.id}`],
      ['POST', `/v1/cohort/${c.id}/staff`, { email: stranger.email }],
      ['DELETE', `/v1/cohort/${c.id}/staff/${helper.id}`],
    ] as const)
      expect((await call(method, url, as.stranger, payload)).statusCode, `${method} ${url}`).toBe(404);

    // The lead stays; the assistant goes, and the class is gone for them.
    const leadOut = await call('DELETE', `/v1/cohort/${c.id}/staff/${lead.id}`, as.lead);
    expect(leadOut.statusCode).toBe(409);
    expect(leadOut.json().code).toBe('lead_stays');
    expect((await call('DELETE', `/v1/cohort/${c.id}/staff/${helper.id}`, as.lead)).statusCode).toBe(204);
    expect((await call('DELETE', `/v1/cohort/${c.id}/staff/${helper.id}`, as.lead)).statusCode).toBe(404);
    expect((await call('GET', `/v1/cohort/${c.id}`, as.helper)).statusCode).toBe(404);
  });

  it('only instructors may assist: a parent’s email or an unknown one is a 404, a bad one a 400', async () => {
    const c = await create();
    for (const email of [parent.email, 'nobody@example.test']) {
      const res = await call('POST', `/v1/cohort/${c.id}/staff`, as.lead, { email });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: INSTRUCTOR_NOT_FOUND, code: 'instructor_not_found' });
    }
    const bad = await call('POST', `/v1/cohort/${c.id}/staff`, as.lead, { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().detail).toBe('string');
    for (const who of ['parent', 'mia', 'provider'])
      expect(
        (await call('POST', `/v1/cohort/${c.id}/staff`, as[who], { email: helper.email })).statusCode,
        who,
      ).toBe(403);
    expect((await call('GET', `/v1/cohort/${c.id}`, as.lead)).json().staff).toHaveLength(1);
  });
});

describe('live attendance and the self-esteem change', () => {
  async function session(courseId: string | null, startsAt: Date, status = 'ended') {
    const [row] = await t.db
      .insert(liveMeetings)
      .values({
        hostId: lead.id,
        kind: 'webinar',
        name: 'Session',
        startsAt,
        durationMinutes: 45,
        timezone: 'Europe/London',
        status,
        capacity: 30,
        ageMin: 6,
        ageMax: 14,
        courseId,
      })
      .returning({ id: liveMeetings.id });
    return row?.id ?? '';
  }
  const visit = (meetingId: string, childId: string, at: Date) =>
    t.db
      .insert(liveAttendance)
      .values({ meetingId, childId, joinedAt: at, leftAt: new Date(at.getTime() + HOUR) });
  const survey = (childId: string, percent: number, at: Date) =>
    t.db.insert(surveyResponses).values({ childId, surveyId: 1, score: 15, percent, completedAt: at });

  it('counts the sessions of the cohort’s courses held in its dates, and who came to each', async () => {
    const c = await create({ name: 'Live class', course_ids: [courseA.id], ends_on: '2026-12-31' });
    for (const k of [mia, leo]) await call('POST', `/v1/cohort/${c.id}/student`, as.lead, { child_id: k.id });
    const held1 = await session(courseA.id, new Date('2026-11-10T16:00:00Z'));
    const held2 = await session(courseA.id, new Date('2026-11-20T16:00:00Z'));
    await session(courseA.id, new Date('2026-11-15T16:00:00Z'), 'cancelled');
    await session(courseA.id, new Date('2026-12-01T16:00:00Z'), 'scheduled'); // not held yet
    const before = await session(courseA.id, new Date('2026-10-20T16:00:00Z')); // before the class
    const elsewhere = await session(courseB.id, new Date('2026-11-12T16:00:00Z')); // not its course
    await visit(held1, mia.id, new Date('2026-11-10T16:01:00Z'));
    await visit(held1, mia.id, new Date('2026-11-10T16:20:00Z')); // came back after a drop: one session
    await visit(held2, mia.id, new Date('2026-11-20T16:01:00Z'));
    await visit(held1, leo.id, new Date('2026-11-10T16:02:00Z'));
    await visit(before, leo.id, new Date('2026-10-20T16:02:00Z'));
    await visit(elsewhere, leo.id, new Date('2026-11-12T16:02:00Z'));
    const d = (await call('GET', `/v1/cohort/${c.id}`, as.lead)).json();
    expect(d.live_sessions).toBe(2);
    const by = Object.fromEntries(
      d.students.map((s: { first_name: string; live_attended: number }) => [s.first_name, s.live_attended]),
    );
    expect(by).toEqual({ Mia: 2, Leo: 1 });
    const csv = (await call('GET', `/v1/cohort/${c.id}/report.csv`, as.lead)).body.split('\r\n');
    expect(csv[1]).toMatch(/,2,2$/);
  });

  it('the group’s change only from 5 children with a survey before and after; never a child’s own', async () => {
    const c = await create({ name: 'Feelings class' });
    const kids: FixtureUser[] = [];
    for (let i = 0; i < 6; i++) {
      const k = await createUser(t.db, { type: 'child', parentId: parent.id, birthday: '2016-01-01' });
      kids.push(k);
      await call('POST', `/v1/cohort/${c.id}/student`, as.lead, { child_id: k.id });
    }
    // Four children measured before and after joining (NOW); one only before; a waitlisted child never counts.
    const [k0, k1, k2, k3, k4, k5] = kids as [
      FixtureUser,
      FixtureUser,
      FixtureUser,
      FixtureUser,
      FixtureUser,
      FixtureUser,
    ];
    for (const [k, b, a] of [
      [k0, 40, 60],
      [k1, 50, 60],
      [k2, 60, 70],
      [k3, 70, 70],
    ] as const) {
      await survey(k.id, b - 10, new Date(NOW.getTime() - 20 * DAY)); // an older one: the latest before counts
      await survey(k.id, b, new Date(NOW.getTime() - 2 * DAY));
      await survey(k.id, a, new Date(NOW.getTime() + HOUR));
    }
    await survey(k4.id, 30, new Date(NOW.getTime() - 2 * DAY));
    let d = (await call('GET', `/v1/cohort/${c.id}`, as.lead)).json();
    expect(d.self_esteem).toEqual({
      children: 4,
      suppressed: true,
      mean_before: null,
      mean_after: null,
      mean_change: null,
    });
    let csv = (await call('GET', `/v1/cohort/${c.id}/report.csv`, as.lead)).body;
    expect(csv).toContain('4,,,,"withheld: fewer than 5 children have a survey before and after"');
    // The fifth child makes a group.
    await survey(k4.id, 45, new Date(NOW.getTime() + 2 * HOUR));
    d = (await call('GET', `/v1/cohort/${c.id}`, as.lead)).json();
    expect(d.self_esteem).toEqual({
      children: 5,
      suppressed: false,
      mean_before: 50,
      mean_after: 61,
      mean_change: 11,
    });
    csv = (await call('GET', `/v1/cohort/${c.id}/report.csv`, as.lead)).body;
    expect(csv).toContain('5,50,61,11,""');
    // No child's own figure anywhere: the students carry no survey field, the CSV no per-child column.
    for (const s of d.students) expect(Object.keys(s).some((k) => /esteem|survey/.test(k))).toBe(false);
    expect(csv.split('\r\n')[0]).not.toMatch(/esteem|survey/);
    expect(k5.id).toEqual(expect.any(String));
  });
});

describe('organizations', () => {
  it('offers the caller’s own organizations in the form (an admin: all), and refuses another’s', async () => {
    const mine = (await call('GET', '/v1/cohort/organizations', as.lead)).json();
    expect(mine.results).toEqual([{ id: clubId, name: 'Maple club' }]);
    const all = (await call('GET', '/v1/cohort/organizations', as.admin)).json();
    expect(all.results.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Maple club', 'Elsewhere school']),
    );
    expect((await call('GET', '/v1/cohort/organizations', as.stranger)).json().results).toEqual([]);
    for (const who of ['parent', 'mia', 'provider'])
      expect((await call('GET', '/v1/cohort/organizations', as[who])).statusCode, who).toBe(403);
  });

  it('providers and external admins read their organization’s classes and metrics, and change nothing', async () => {
    const c = await create({ name: 'Club class', organization_id: clubId, enrolment: 'invite' });
    const other = await create({ name: 'Not the club’s' });
    await call('POST', `/v1/cohort/${c.id}/student`, as.lead, { child_id: mia.id });
    for (const who of ['provider', 'external']) {
      const list = (await call('GET', '/v1/cohort/?page_size=100', as[who])).json();
      expect(
        list.results.map((r: { name: string }) => r.name),
        who,
      ).toEqual(['Club class']);
      const d = await call('GET', `/v1/cohort/${c.id}`, as[who]);
      expect(d.statusCode, who).toBe(200);
      expect(d.json()).toMatchObject({
        my_access: 'viewer',
        invite_code: null,
        organization: { id: clubId, name: 'Maple club' },
        students: [{ first_name: 'Mia', status: 'enrolled' }],
      });
      expect((await call('GET', `/v1/cohort/${c.id}/report.csv`, as[who])).statusCode, who).toBe(200);
      expect((await call('GET', `/v1/cohort/${other.id}`, as[who])).statusCode, who).toBe(404);
      for (const [method, url, payload] of [
        ['PATCH', `/v1/cohort/${c.id}`, { name: 'Ours' }],
        ['DELETE', `/v1/cohort/delete/${c.id}`],
        ['POST', `/v1/cohort/${c.id}/student`, { child_id: leo.id }],
        ['POST', `/v1/cohort/${c.id}/staff`, { email: helper.email }],
      ] as const)
        expect((await call(method, url, as[who], payload)).statusCode, `${who} ${method} ${url}`).toBe(403);
    }
    // A provider of another organization sees none of it.
    expect((await call('GET', '/v1/cohort/', as.providerElsewhere)).json().results).toEqual([]);
    for (const url of [`/v1/cohort/${c.id}`, `/v1/cohort/${c.id}/report.csv`])
      expect((await call('GET', url, as.providerElsewhere)).statusCode, url).toBe(404);
    const d = (await call('GET', `/v1/cohort/${c.id}`, as.lead)).json();
    expect(d).toMatchObject({ name: 'Club class', student_count: 1, my_access: 'lead' });
    expect(d.invite_code).toEqual(expect.any(String));
  });
});
