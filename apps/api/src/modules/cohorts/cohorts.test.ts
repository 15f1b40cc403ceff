import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import { authAs, createUser, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { insertTestCourse, insertTestProgress, type TestCourse } from '../learning/test-courses.ts';
import { memberships, organizations } from '../organizations/tables.ts';

let t: TestContext;
const NOW = new Date('2026-11-25T10:00:00Z'); // a Wednesday
const DAY = 24 * 60 * 60 * 1000;

let admin: FixtureUser;
let lead: FixtureUser;
let other: FixtureUser;
let parent: FixtureUser;
let parent2: FixtureUser;
let mia: FixtureUser; // 9
let leo: FixtureUser; // 12
let sam: FixtureUser; // parent2's, 9
let courseA: TestCourse;
let courseB: TestCourse;
let draft: TestCourse;
const as: Record<string, Record<string, string>> = {};

async function child(p: FixtureUser, firstName: string, birthday: string) {
  return createUser(t.db, {
    type: 'child',
    parentId: p.id,
    firstName,
    username: `${firstName.toLowerCase()}_${Math.random().toString(36).slice(2, 7)}`,
    birthday,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { type: 'admin', firstName: 'Ada' });
  lead = await createUser(t.db, { type: 'instructor', firstName: 'Grace', lastName: 'Hopper' });
  other = await createUser(t.db, { type: 'instructor', firstName: 'Otto' });
  parent = await createUser(t.db, {
    type: 'parent',
    firstName: 'Emma',
    email: `emma-${Date.now()}@example.test`,
  });
  parent2 = await createUser(t.db, {
    type: 'parent',
    firstName: 'Noor',
    email: `noor-${Date.now()}@example.test`,
  });
  mia = await child(parent, 'Mia', '2017-03-01');
  leo = await child(parent, 'Leo', '2014-01-10');
  sam = await child(parent2, 'Sam', '2017-06-01');
  courseA = await insertTestCourse(t.db, {
    instructorId: lead.id,
    title: 'Brave steps',
    lessonsPerChapter: [2, 2],
  });
  courseB = await insertTestCourse(t.db, {
    instructorId: other.id,
    title: 'Calm corner',
    lessonsPerChapter: [4],
  });
  draft = await insertTestCourse(t.db, { instructorId: lead.id, title: 'Unfinished', state: 'draft' });
  for (const [k, u] of Object.entries({ admin, lead, other, parent, parent2, mia, sam }))
    as[k] = await authAs(t.app, u);
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
  headers: Record<string, string>,
  payload?: unknown,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const base = (over: Record<string, unknown> = {}) => ({
  name: 'Tuesday club',
  timezone: 'Europe/London',
  starts_on: '2026-12-01',
  enrolment: 'parent',
  ...over,
});

async function create(over: Record<string, unknown> = {}, headers = as.lead ?? {}) {
  const res = await call('POST', '/v1/cohort/create', headers, base(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; invite_code: string | null }>();
}

async function mailsTo(email: string) {
  const { rows } = await t.pool.query<{ data: { subject: string; text: string } }>(
    `SELECT data FROM pgboss.job WHERE name = 'mail.send' AND data->>'to' = $1 ORDER BY created_on`,
    [email],
  );
  return rows.map((r) => r.data);
}

describe('staff: create, list, get, update, delete', () => {
  it('creates a cohort with its courses, led by its maker, and lists it to them and admins only', async () => {
    const res = await call(
      'POST',
      '/v1/cohort/create',
      as.lead ?? {},
      base({
        name: 'Brave class',
        capacity: 10,
        age_min: 7,
        age_max: 11,
        course_ids: [courseA.id, courseB.id],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      name: 'Brave class',
      status: 'active',
      timezone: 'Europe/London',
      starts_on: '2026-12-01',
      ends_on: null,
      capacity: 10,
      age_min: 7,
      age_max: 11,
      enrolment: 'parent',
      invite_code: null,
      student_count: 0,
      course_count: 2,
      students: [],
      staff: [{ id: lead.id, name: 'Grace Hopper', role: 'lead' }],
    });
    expect(c.courses.map((x: { title: string }) => x.title)).toEqual(['Brave steps', 'Calm corner']);

    const mine = await call('GET', '/v1/cohort/?page=1&page_size=50', as.lead ?? {});
    expect(mine.statusCode).toBe(200);
    expect(mine.json().results.map((r: { id: string }) => r.id)).toContain(c.id);
    expect(mine.json().results[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      status: 'active',
      timezone: expect.any(String),
      starts_on: expect.any(String),
      ends_on: null,
      capacity: expect.anything(),
      student_count: expect.any(Number),
      course_count: expect.any(Number),
    });
    const theirs = await call('GET', '/v1/cohort/', as.other ?? {});
    expect(theirs.json().results.map((r: { id: string }) => r.id)).not.toContain(c.id);
    const all = await call('GET', '/v1/cohort/?page_size=100', as.admin ?? {});
    expect(all.json().results.map((r: { id: string }) => r.id)).toContain(c.id);
  });

  it('pages the list', async () => {
    const who = await createUser(t.db, { type: 'instructor' });
    const headers = await authAs(t.app, who);
    for (const name of ['A', 'B', 'C'])
      await create({ name, starts_on: `2026-12-0${name.charCodeAt(0) - 60}` }, headers);
    const p1 = (await call('GET', '/v1/cohort/?page=1&page_size=2', headers)).json();
    const p2 = (await call('GET', '/v1/cohort/?page=2&page_size=2', headers)).json();
    expect(p1).toMatchObject({ count: 3, page: 1, page_size: 2 });
    expect([...p1.results, ...p2.results].map((r: { name: string }) => r.name)).toEqual(['C', 'B', 'A']);
  });

  it('another instructor’s cohort is a 404 on every call, and changes nothing', async () => {
    const c = await create({ course_ids: [courseA.id] });
    const o = as.other ?? {};
    for (const [method, url, payload] of [
      ['GET', `/v1/cohort/${c.id}`],
      ['PATCH', `/v1/cohort/${c.id}`, { name: 'Mine now' }],
      ['DELETE', `/v1/cohort/delete/${c.id}`],
      ['POST', `/v1/cohort/${c.id}/student`, { child_id: mia.id }],
      ['POST', `/v1/cohort/${c.id}/students/csv`, { csv: mia.username }],
      ['DELETE', `/v1/cohort/${c.id}/student/${mia.id}`],
      ['POST', `/v1/cohort/${c.id}/course`, { course_id: courseB.id }],
      ['DELETE', `/v1/cohort/${c.id}/course/${courseA.id}`],
      ['GET', `/v1/cohort/${c.id}/report.csv`],
    ] as const) {
      const res = await call(method, url, o, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().detail).toBe('We could not find that class.');
    }
    const still = (await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).json();
    expect(still).toMatchObject({ name: 'Tuesday club', course_count: 1, students: [] });
    // An admin may act on any cohort.
    expect((await call('GET', `/v1/cohort/${c.id}`, as.admin ?? {})).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and a detail, changing nothing', async () => {
    const before = (await call('GET', '/v1/cohort/?page_size=100', as.admin ?? {})).json().count;
    for (const body of [
      base({ name: '' }),
      base({ timezone: 'Mars/Olympus' }),
      base({ starts_on: 'tomorrow' }),
      base({ ends_on: '2026-11-01' }),
      base({ age_min: 12, age_max: 8 }),
      base({ age_min: 3 }),
      base({ capacity: 0 }),
      base({ enrolment: 'anyone' }),
      base({ course_ids: [draft.id] }),
      base({ course_ids: ['not-a-uuid'] }),
    ]) {
      const res = await call('POST', '/v1/cohort/create', as.lead ?? {}, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().detail).toBe('string');
    }
    expect((await call('GET', '/v1/cohort/?page_size=100', as.admin ?? {})).json().count).toBe(before);
    const c = await create();
    const bad = await call('PATCH', `/v1/cohort/${c.id}`, as.lead ?? {}, { age_min: 13, age_max: 12 });
    expect(bad.statusCode).toBe(400);
    expect((await call('PATCH', `/v1/cohort/${c.id}`, as.lead ?? {}, {})).statusCode).toBe(400);
    expect((await call('GET', '/v1/cohort/not-an-id', as.lead ?? {})).statusCode).toBe(400);
  });

  it('updates, archives (nobody joins an archived cohort) and deletes (204, then 404)', async () => {
    const c = await create();
    const up = await call('PATCH', `/v1/cohort/${c.id}`, as.lead ?? {}, {
      name: 'Renamed',
      description: 'We meet on Tuesdays.',
      enrolment: 'invite',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({
      name: 'Renamed',
      description: 'We meet on Tuesdays.',
      enrolment: 'invite',
    });
    expect(up.json().invite_code).toEqual(expect.any(String));
    const arch = await call('PATCH', `/v1/cohort/${c.id}`, as.lead ?? {}, { status: 'archived' });
    expect(arch.json().status).toBe('archived');
    const join = await call('POST', `/v1/cohort/${c.id}/student`, as.lead ?? {}, { child_id: mia.id });
    expect(join.statusCode).toBe(409);
    expect(join.json().detail).toContain('archived');
    const del = await call('DELETE', `/v1/cohort/delete/${c.id}`, as.lead ?? {});
    expect(del.statusCode).toBe(204);
    expect((await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).statusCode).toBe(404);
  });

  it('belongs to an organization of the caller’s when given one that exists and is active', async () => {
    const [club] = await t.db
      .insert(organizations)
      .values({ name: 'After-school club', slug: `club-${Date.now()}` })
      .returning({ id: organizations.id });
    // Not a member yet: the organization is not the instructor's to give.
    const notMine = await call(
      'POST',
      '/v1/cohort/create',
      as.lead ?? {},
      base({ organization_id: club?.id }),
    );
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().code).toBe('organization_not_found');
    await t.db
      .insert(memberships)
      .values({ organizationId: club?.id ?? '', userId: lead.id, role: 'member' });
    const c = await call('POST', '/v1/cohort/create', as.lead ?? {}, base({ organization_id: club?.id }));
    expect(c.statusCode, c.body).toBe(201);
    expect(c.json().organization).toEqual({ id: club?.id, name: 'After-school club' });
    const none = await call('PATCH', `/v1/cohort/${c.json().id}`, as.lead ?? {}, { organization_id: null });
    expect(none.json().organization).toBeNull();
    const unknown = await call(
      'POST',
      '/v1/cohort/create',
      as.lead ?? {},
      base({ organization_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('organization_not_found');
  });

  it('adds and removes courses (published only)', async () => {
    const c = await create();
    expect(
      (await call('POST', `/v1/cohort/${c.id}/course`, as.lead ?? {}, { course_id: courseB.id })).statusCode,
    ).toBe(201);
    const d = await call('POST', `/v1/cohort/${c.id}/course`, as.lead ?? {}, { course_id: draft.id });
    expect(d.statusCode).toBe(404);
    expect((await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).json().courses).toEqual([
      { id: courseB.id, title: 'Calm corner' },
    ]);
    expect((await call('DELETE', `/v1/cohort/${c.id}/course/${courseB.id}`, as.lead ?? {})).statusCode).toBe(
      204,
    );
    expect((await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).json().courses).toEqual([]);
  });
});

describe('children: places, waitlist, progress', () => {
  it('gives places until full, then the waitlist; a freed place goes to the first waiting, who is told', async () => {
    const c = await create({ name: 'Two seats', capacity: 2 });
    const u = `/v1/cohort/${c.id}/student`;
    const kids = [mia, leo, sam];
    const statuses = [];
    for (const k of kids) {
      const r = await call('POST', u, as.lead ?? {}, { child_id: k.id });
      expect(r.statusCode).toBe(201);
      statuses.push(r.json().status);
    }
    expect(statuses).toEqual(['enrolled', 'enrolled', 'waitlisted']);
    const again = await call('POST', u, as.lead ?? {}, { child_id: mia.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'enrolled' });
    let detail = (await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).json();
    expect(detail).toMatchObject({ student_count: 2, waitlist_count: 1 });
    expect(
      detail.students.map((s: { first_name: string; status: string; waitlist_position: number | null }) => [
        s.first_name,
        s.status,
        s.waitlist_position,
      ]),
    ).toEqual([
      ['Mia', 'enrolled', null],
      ['Leo', 'enrolled', null],
      ['Sam', 'waitlisted', 1],
    ]);
    expect((await mailsTo(parent2.email ?? '')).map((m) => m.subject)).toContain(
      'Sam is on the waitlist of Two seats',
    );
    expect((await call('DELETE', `${u}/${leo.id}`, as.lead ?? {})).statusCode).toBe(204);
    detail = (await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).json();
    expect(
      detail.students.map((s: { first_name: string; status: string }) => [s.first_name, s.status]),
    ).toEqual([
      ['Mia', 'enrolled'],
      ['Sam', 'enrolled'],
    ]);
    expect((await mailsTo(parent2.email ?? '')).map((m) => m.subject)).toContain(
      'Sam has a place in Two seats',
    );
  });

  it('refuses a child outside the ages (409 with the reason) and an unknown child (404)', async () => {
    const c = await create({ age_min: 6, age_max: 10 });
    const r = await call('POST', `/v1/cohort/${c.id}/student`, as.lead ?? {}, { child_id: leo.id });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('This class is for children aged 6 to 10, and Leo is 12.');
    const p = await call('POST', `/v1/cohort/${c.id}/student`, as.lead ?? {}, { child_id: parent.id });
    expect(p.statusCode).toBe(404);
  });

  it('adds children by a CSV of usernames and says which were not found, already there or refused', async () => {
    const c = await create({ age_max: 10 });
    await call('POST', `/v1/cohort/${c.id}/student`, as.lead ?? {}, { child_id: sam.id });
    const csv = `username\n${mia.username?.toUpperCase()}\n"${sam.username}", nobody_here\n${leo.username}\n`;
    const r = await call('POST', `/v1/cohort/${c.id}/students/csv`, as.lead ?? {}, { csv });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      added: [{ username: mia.username, status: 'enrolled' }],
      already: [sam.username],
      not_found: ['nobody_here'],
      refused: [
        { username: leo.username, reason: 'This class is for children aged 6 to 10, and Leo is 12.' },
      ],
    });
    const empty = await call('POST', `/v1/cohort/${c.id}/students/csv`, as.lead ?? {}, { csv: 'username\n' });
    expect(empty.statusCode).toBe(400);
  });

  it('computes each child’s progress, activity this week and quiz score from learning, and exports it as CSV', async () => {
    const c = await create({ name: 'Progress = class', course_ids: [courseA.id, courseB.id] });
    for (const k of [mia, sam])
      await call('POST', `/v1/cohort/${c.id}/student`, as.lead ?? {}, { child_id: k.id });
    // Mia: 2 of A's 4 lessons and 1 of B's 4 = 3 of 8; active today. Sam: nothing since last month.
    await insertTestProgress(t.db, {
      childId: mia.id,
      course: courseA,
      completedLessonIds: courseA.lessonIds.slice(0, 2),
      at: NOW,
    });
    await insertTestProgress(t.db, {
      childId: mia.id,
      course: courseB,
      completedLessonIds: courseB.lessonIds.slice(0, 1),
      at: new Date(NOW.getTime() - DAY),
    });
    // A course outside the cohort does not count.
    const outside = await insertTestCourse(t.db, { instructorId: other.id, title: 'Elsewhere' });
    await insertTestProgress(t.db, {
      childId: sam.id,
      course: outside,
      completedLessonIds: outside.lessonIds,
      at: NOW,
    });
    await insertTestProgress(t.db, {
      childId: sam.id,
      course: courseB,
      completedLessonIds: [],
      at: new Date(NOW.getTime() - 30 * DAY),
    });
    const d = (await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).json();
    const bySName = Object.fromEntries(d.students.map((s: { first_name: string }) => [s.first_name, s]));
    expect(bySName.Mia).toMatchObject({
      progress_percent: 38,
      active_this_week: true,
      last_active_at: NOW.toISOString(),
      quiz_score_percent: null,
    });
    expect(bySName.Sam).toMatchObject({ progress_percent: 0, active_this_week: false });
    const csv = await call('GET', `/v1/cohort/${c.id}/report.csv`, as.lead ?? {});
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="progress-class-progress.csv"');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      '"first_name","username","status","progress_percent","active_this_week","last_active_at","quiz_score_percent","waitlist_position","live_sessions_attended","live_sessions_held"',
    );
    expect(lines[1]).toBe(`"Mia","${mia.username}","enrolled",38,"yes","${NOW.toISOString()}",,,0,0`);
  });
});

describe('families', () => {
  it('a parent sees the cohorts open to their child’s age, enrols their own child, is mailed, and withdraws', async () => {
    const open = await create({ name: 'Open for nines', age_min: 8, age_max: 10, course_ids: [courseA.id] });
    const older = await create({ name: 'For twelves', age_min: 12, age_max: 14 });
    const staffOnly = await create({ name: 'Teacher picks', enrolment: 'staff' });
    const list = await call('GET', `/v1/cohort/family?child_id=${mia.id}`, as.parent ?? {});
    expect(list.statusCode).toBe(200);
    const names = list.json().results.map((r: { name: string }) => r.name);
    expect(names).toContain('Open for nines');
    expect(names).not.toContain('For twelves');
    expect(names).not.toContain('Teacher picks');
    const item = list.json().results.find((r: { id: string }) => r.id === open.id);
    expect(item).toMatchObject({
      lead: 'Grace Hopper',
      child_status: null,
      places_left: null,
      courses: [{ id: courseA.id, title: 'Brave steps' }],
    });

    const en = await call('POST', `/v1/cohort/${open.id}/enrol`, as.parent ?? {}, { child_id: mia.id });
    expect(en.statusCode).toBe(201);
    expect(en.json()).toEqual({ status: 'enrolled' });
    const mails = await mailsTo(parent.email ?? '');
    expect(mails.map((m) => m.subject)).toContain('Mia has a place in Open for nines');
    expect(mails.find((m) => m.subject === 'Mia has a place in Open for nines')?.text).toContain('My class');
    const after = (await call('GET', `/v1/cohort/family?child_id=${mia.id}`, as.parent ?? {})).json();
    expect(after.results.find((r: { id: string }) => r.id === open.id).child_status).toBe('enrolled');

    // Ages, staff-only, another family's child.
    const tooYoung = await call('POST', `/v1/cohort/${older.id}/enrol`, as.parent ?? {}, {
      child_id: mia.id,
    });
    expect(tooYoung.statusCode).toBe(409);
    expect(
      (await call('POST', `/v1/cohort/${staffOnly.id}/enrol`, as.parent ?? {}, { child_id: mia.id }))
        .statusCode,
    ).toBe(403);
    const foreign = await call('POST', `/v1/cohort/${open.id}/enrol`, as.parent ?? {}, { child_id: sam.id });
    expect(foreign.statusCode).toBe(404);
    expect((await call('GET', `/v1/cohort/family?child_id=${sam.id}`, as.parent ?? {})).statusCode).toBe(404);
    expect((await call('DELETE', `/v1/cohort/${open.id}/enrol/${sam.id}`, as.parent ?? {})).statusCode).toBe(
      404,
    );

    // The child reads "My class".
    const mine = await call('GET', '/v1/router/user/my-class', as.mia ?? {});
    expect(mine.statusCode).toBe(200);
    // (Mia is in the classes of the tests above too.)
    expect(mine.json().results.find((r: { id: string }) => r.id === open.id)).toEqual({
      id: open.id,
      name: 'Open for nines',
      description: '',
      teacher: 'Grace Hopper',
      courses: [{ id: courseA.id, title: 'Brave steps' }],
    });

    expect((await call('DELETE', `/v1/cohort/${open.id}/enrol/${mia.id}`, as.parent ?? {})).statusCode).toBe(
      204,
    );
    const left = (await call('GET', '/v1/router/user/my-class', as.mia ?? {})).json().results;
    expect(left.map((r: { id: string }) => r.id)).not.toContain(open.id);
  });

  it('an invite cohort takes parents with its code only', async () => {
    const c = await create({ name: 'By invite', enrolment: 'invite' });
    const code = c.invite_code ?? '';
    expect(code.length).toBeGreaterThan(5);
    expect(
      (await call('POST', `/v1/cohort/${c.id}/enrol`, as.parent2 ?? {}, { child_id: sam.id })).statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/v1/cohort/${c.id}/enrol`, as.parent2 ?? {}, {
          child_id: sam.id,
          invite_code: 'wrong',
        })
      ).statusCode,
    ).toBe(403);
    const ok = await call('POST', `/v1/cohort/${c.id}/enrol`, as.parent2 ?? {}, {
      child_id: sam.id,
      invite_code: code,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('two parents taking the last place at once: exactly one gets it, the other waits', async () => {
    const c = await create({ name: 'Last seat', capacity: 1 });
    for (let round = 0; round < 3; round++) {
      const x = await create({ name: `Last seat ${round}`, capacity: 1 });
      const [a, b] = await Promise.all([
        call('POST', `/v1/cohort/${x.id}/enrol`, as.parent ?? {}, { child_id: mia.id }),
        call('POST', `/v1/cohort/${x.id}/enrol`, as.parent2 ?? {}, { child_id: sam.id }),
      ]);
      expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
      expect([a?.json().status, b?.json().status].sort()).toEqual(['enrolled', 'waitlisted']);
      const d = (await call('GET', `/v1/cohort/${x.id}`, as.lead ?? {})).json();
      expect(d).toMatchObject({ student_count: 1, waitlist_count: 1 });
    }
    expect(c.id).toEqual(expect.any(String));
  });

  it('a child calls nothing under /v1/cohort/, and a parent or child no staff call', async () => {
    const c = await create();
    for (const who of ['mia', 'parent'] as const) {
      for (const [method, url, payload] of [
        ['GET', '/v1/cohort/'],
        ['POST', '/v1/cohort/create', base()],
        ['GET', `/v1/cohort/${c.id}`],
        ['POST', `/v1/cohort/${c.id}/student`, { child_id: mia.id }],
      ] as const) {
        expect((await call(method, url, as[who] ?? {}, payload)).statusCode, `${who} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', `/v1/cohort/family?child_id=${mia.id}`, as.mia ?? {})).statusCode).toBe(403);
    expect(
      (await call('POST', `/v1/cohort/${c.id}/enrol`, as.mia ?? {}, { child_id: mia.id })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/v1/router/user/my-class', as.parent ?? {})).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/v1/cohort/' })).statusCode).toBe(401);
  });
});

describe('the cohort flag', () => {
  it('off: every cohort call is a 404 saying classes are not available; on again: back', async () => {
    const c = await create();
    const off = await call('PATCH', '/v1/admin/feature-flags/cohort', as.admin ?? {}, { enabled: false });
    expect(off.statusCode).toBe(200);
    try {
      for (const [headers, url] of [
        [as.lead, '/v1/cohort/'],
        [as.lead, `/v1/cohort/${c.id}`],
        [as.parent, `/v1/cohort/family?child_id=${mia.id}`],
        [as.mia, '/v1/router/user/my-class'],
      ] as const) {
        const res = await call('GET', url, headers ?? {});
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({
          detail: 'Classes are not available at the moment.',
          code: 'feature_off',
        });
      }
      expect((await call('POST', '/v1/cohort/create', as.lead ?? {}, base())).statusCode).toBe(404);
    } finally {
      await call('PATCH', '/v1/admin/feature-flags/cohort', as.admin ?? {}, { enabled: true });
    }
    expect((await call('GET', `/v1/cohort/${c.id}`, as.lead ?? {})).statusCode).toBe(200);
  });
});
