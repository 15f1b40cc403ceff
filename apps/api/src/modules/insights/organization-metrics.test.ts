import type { UserType } from '@ye/contracts/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { courseProgress } from '../learning/progress/tables.ts';
import { insertTestCourse, type TestCourse } from '../learning/test-courses.ts';
import { memberships, organizations } from '../organizations/tables.ts';
import { refreshCourseOutcome } from './outcomes/service.ts';

// An external admin's own organization (decision 040): its members, and its courses' learners and
// completions with the under-5 rule; another organization, an archived one and other roles are refused.

const DAY = 24 * 60 * 60 * 1000;
const now = clock.now();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

let ctx: TestContext;
let external: FixtureUser;
let otherExternal: FixtureUser;
let provider: FixtureUser;
let admin: FixtureUser;
let parent: FixtureUser;
let teacher: FixtureUser;
let clubId = '';
let otherId = '';
let archivedId = '';
let popular: TestCourse;
let small: TestCourse;

type Who = { id: string; type: UserType } | null;
async function get(who: Who, url: string) {
  const headers = who ? await authAs(ctx.app, who) : {};
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
}

async function enrol(child: FixtureUser, course: TestCourse, completed: boolean, lastActive: Date) {
  await ctx.db.insert(courseProgress).values({
    childId: child.id,
    courseId: course.id,
    status: completed ? 'completed' : 'started',
    startedAt: daysAgo(30),
    completedAt: completed ? daysAgo(3) : null,
    lastActivityAt: lastActive,
  });
  // As the course start does (decision 053).
  await refreshCourseOutcome(ctx.db, child.id, course.id);
}

beforeAll(async () => {
  ctx = await createTestApp();
  external = await createUser(ctx.db, { type: 'external_admin' });
  otherExternal = await createUser(ctx.db, { type: 'external_admin' });
  provider = await createUser(ctx.db, { type: 'provider' });
  admin = await createUser(ctx.db, { type: 'admin' });
  parent = await createParent(ctx.db);
  teacher = await createInstructor(ctx.db);
  const outsider = await createInstructor(ctx.db);

  const made = await ctx.db
    .insert(organizations)
    .values([
      { name: 'Maple Club', slug: 'maple-club-test' },
      { name: 'Other School', slug: 'other-school-test' },
      { name: 'Old Club', slug: 'old-club-test', status: 'archived' },
    ])
    .returning();
  const [club, other, archived] = made;
  if (!club || !other || !archived) throw new Error('organizations were not created');
  [clubId, otherId, archivedId] = [club.id, other.id, archived.id];
  await ctx.db.insert(memberships).values([
    { organizationId: clubId, userId: external.id, role: 'external_admin' },
    { organizationId: clubId, userId: provider.id, role: 'provider' },
    { organizationId: clubId, userId: teacher.id, role: 'member' },
    { organizationId: otherId, userId: otherExternal.id, role: 'external_admin' },
    { organizationId: otherId, userId: outsider.id, role: 'member' },
    { organizationId: archivedId, userId: external.id, role: 'external_admin' },
  ]);

  // The club's teacher: six children in one course (two finished, four active this week), two in
  // another (too few to show). The other school's course is not the club's.
  popular = await insertTestCourse(ctx.db, { instructorId: teacher.id, title: 'Brave Steps' });
  small = await insertTestCourse(ctx.db, { instructorId: teacher.id, title: 'Calm Corner' });
  const elsewhere = await insertTestCourse(ctx.db, { instructorId: outsider.id, title: 'Not the club' });
  for (let i = 0; i < 6; i += 1) {
    const child = await createChild(ctx.db, parent, { firstName: `P${i}` });
    await enrol(child, popular, i < 2, i < 4 ? daysAgo(1) : daysAgo(20));
    if (i < 2) await enrol(child, small, false, daysAgo(1));
    await enrol(child, elsewhere, true, daysAgo(1));
  }
});
afterAll(async () => ctx?.close());

describe('GET /v1/organizations/{id}/metrics', () => {
  it("gives an external admin their organization's courses, withholding groups under 5", async () => {
    const res = await get(external, `/v1/organizations/${clubId}/metrics`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      organization: { id: clubId, name: 'Maple Club' },
      min_group_size: 5,
      totals: {
        suppressed: false,
        learners: 6,
        completions: 2,
        active_this_week: 4,
        average_self_esteem_change: null,
      },
      courses: [
        {
          course_id: popular.id,
          course_title: 'Brave Steps',
          suppressed: false,
          learners: 6,
          completions: 2,
        },
        {
          course_id: small.id,
          course_title: 'Calm Corner',
          suppressed: true,
          learners: null,
          completions: null,
        },
      ],
    });
  });

  it('withholds the totals too when the whole organization has fewer than 5 learners', async () => {
    const res = await get(otherExternal, `/v1/organizations/${otherId}/metrics`);
    expect(res.status).toBe(200);
    expect(res.body.totals).toEqual({
      suppressed: false,
      learners: 6,
      completions: 6,
      active_this_week: 6,
      average_self_esteem_change: null,
    });
    // Now with only four: nothing but the fact.
    const lone = await createUser(ctx.db, { type: 'external_admin' });
    const [tiny] = await ctx.db.insert(organizations).values({ name: 'Tiny', slug: 'tiny-test' }).returning();
    if (!tiny) throw new Error('no organization');
    const few = await createInstructor(ctx.db);
    await ctx.db.insert(memberships).values([
      { organizationId: tiny.id, userId: lone.id, role: 'external_admin' },
      { organizationId: tiny.id, userId: few.id, role: 'member' },
    ]);
    const course = await insertTestCourse(ctx.db, { instructorId: few.id, title: 'Four only' });
    for (let i = 0; i < 4; i += 1)
      await enrol(await createChild(ctx.db, parent, { firstName: `F${i}` }), course, true, daysAgo(1));
    const withheld = await get(lone, `/v1/organizations/${tiny.id}/metrics`);
    expect(withheld.body.totals).toEqual({
      suppressed: true,
      learners: null,
      completions: null,
      active_this_week: null,
      average_self_esteem_change: null,
    });
    expect(withheld.body.courses).toEqual([
      {
        course_id: course.id,
        course_title: 'Four only',
        suppressed: true,
        learners: null,
        completions: null,
      },
    ]);
  });

  it('is 404 for another organization, an archived one and one that does not exist', async () => {
    for (const [who, id] of [
      [otherExternal, clubId],
      [external, otherId],
      [external, archivedId],
      [provider, otherId],
      [external, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await get(who, `/v1/organizations/${id}/metrics`);
      expect(res.status, `${who.type} -> ${id}`).toBe(404);
      expect(res.body).toMatchObject({ detail: 'This organization does not exist.' });
    }
  });

  it('lets the organization provider and an admin read it; others are refused', async () => {
    expect((await get(provider, `/v1/organizations/${clubId}/metrics`)).status).toBe(200);
    expect((await get(admin, `/v1/organizations/${clubId}/metrics`)).status).toBe(200);
    expect((await get(parent, `/v1/organizations/${clubId}/metrics`)).status).toBe(403);
    expect((await get(teacher, `/v1/organizations/${clubId}/metrics`)).status).toBe(403);
    expect((await get(null, `/v1/organizations/${clubId}/metrics`)).status).toBe(401);
    const bad = await get(external, '/v1/organizations/not-a-uuid/metrics');
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTruthy();
  });
});

describe('GET /v1/organizations/{id}/members', () => {
  it('lists the members of their own organization, read-only', async () => {
    const res = await get(external, `/v1/organizations/${clubId}/members`);
    expect(res.status).toBe(200);
    expect(
      res.body.results.map((m: { user_id: string; role: string }) => [m.user_id, m.role]).sort(),
    ).toEqual(
      [
        [external.id, 'external_admin'],
        [provider.id, 'provider'],
        [teacher.id, 'member'],
      ].sort(),
    );
  });

  it("refuses another organization's members (404) and non-members' roles", async () => {
    expect((await get(otherExternal, `/v1/organizations/${clubId}/members`)).status).toBe(404);
    expect((await get(external, `/v1/organizations/${archivedId}/members`)).status).toBe(404);
    expect((await get(parent, `/v1/organizations/${clubId}/members`)).status).toBe(403);
    expect((await get(null, `/v1/organizations/${clubId}/members`)).status).toBe(401);
    // Nothing for writing: the admin's calls stay admin-only.
    const headers = await authAs(ctx.app, external);
    const add = await ctx.app.inject({
      method: 'POST',
      url: `/v1/admin/organizations/${clubId}/members`,
      headers,
      payload: { email: 'x@example.test', role: 'member' },
    });
    expect(add.statusCode).toBe(403);
  });
});
