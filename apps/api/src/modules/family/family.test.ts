import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock, weekStartUtc } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  FIXTURE_PASSWORD,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { auditLog, users } from '../auth/tables.ts';
import { issueCertificate } from '../learning/certificates/service.ts';
import { bookmarks } from '../learning/library/tables.ts';
import { journalEntries, lessonPlays } from '../learning/progress/tables.ts';
import { childBadges } from '../learning/rewards/tables.ts';
import { insertTestCourse, insertTestProgress, type TestCourse } from '../learning/test-courses.ts';
import { submitAnswers } from '../survey/service.ts';
import { surveyAnswers, surveyResponses } from '../survey/tables.ts';
import { colorFor } from './service.ts';
import { childFocusAreas, courseRatings, dailyMetrics, enrolments } from './tables.ts';

let ctx: TestContext;
let parent: FixtureUser;
let otherParent: FixtureUser;
let instructor: FixtureUser;
let child: FixtureUser;
let otherChild: FixtureUser;

const allAgree = (value: number) => Array.from({ length: 10 }, (_, i) => ({ question_id: i + 1, value }));
const yearsAgo = (n: number) => {
  const d = clock.now();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  d.setUTCDate(d.getUTCDate() - 10);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createParent(ctx.db, { firstName: 'Anna', lastName: 'Rivera' });
  otherParent = await createParent(ctx.db, { firstName: 'Ben', lastName: 'Okafor' });
  instructor = await createInstructor(ctx.db);
  child = await createChild(ctx.db, parent, { firstName: 'Mia', avatar: 'avatar-03', birthday: yearsAgo(9) });
  otherChild = await createChild(ctx.db, otherParent, { firstName: 'Sam' });
});
afterAll(async () => {
  await ctx?.close();
});

async function call(
  user: FixtureUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
) {
  const headers = user ? await authAs(ctx.app, user) : {};
  return ctx.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

describe('avatars', () => {
  it('lists at least 12 of our own avatars and serves each as an SVG with an accessible name', async () => {
    const res = await call(null, 'GET', '/v1/router/child/avatars');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; name: string; url: string }[];
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    for (const a of list) expect(a.id).toMatch(/^avatar-\d{2}$/);
    const svg = await call(null, 'GET', list[0]?.url ?? '');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain(`<title>${list[0]?.name}</title>`);
  });

  it('answers 404 for an avatar that is not ours', async () => {
    expect((await call(null, 'GET', '/v1/router/child/avatars/avatar-99.svg')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/v1/router/child/avatars/..%2Fsecret')).statusCode).toBe(404);
  });
});

describe('username availability', () => {
  it('says whether a username is free, ignoring case, and explains a bad one', async () => {
    const takenName = child.username?.toUpperCase() ?? '';
    expect((await call(parent, 'GET', '/v1/family/username-available?username=free_name.1')).json()).toEqual({
      available: true,
    });
    const taken = (await call(parent, 'GET', `/v1/family/username-available?username=${takenName}`)).json();
    expect(taken.available).toBe(false);
    expect(taken.detail).toMatch(/already taken/);
    const bad = (await call(parent, 'GET', '/v1/family/username-available?username=a%20b')).json();
    expect(bad.available).toBe(false);
    expect(bad.detail).toMatch(/only letters/);
    expect((await call(parent, 'GET', '/v1/family/username-available?username=ab')).json().available).toBe(
      false,
    );
  });

  it('is for parents only', async () => {
    expect((await call(child, 'GET', '/v1/family/username-available?username=abc')).statusCode).toBe(403);
    expect((await call(instructor, 'GET', '/v1/family/username-available?username=abc')).statusCode).toBe(
      403,
    );
    expect((await call(null, 'GET', '/v1/family/username-available?username=abc')).statusCode).toBe(401);
  });
});

describe('adding a child', () => {
  it('creates a child who can sign in at once with their username', async () => {
    const res = await call(parent, 'POST', '/v1/family/child/add', {
      name: 'Leo',
      username: 'Leo_Rivera',
      password: 'Leo#2026x',
      birthday: yearsAgo(12),
      avatar: 'avatar-01',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Leo',
      username: 'Leo_Rivera',
      avatar: 'avatar-01',
      age: 12,
      focus_areas: [],
    });
    expect(body.avatar_url).toBe('/v1/router/child/avatars/avatar-01.svg');
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.child_id));
    expect(row).toMatchObject({
      type: 'child',
      parentId: parent.id,
      firstName: 'Leo',
      lastName: 'Rivera',
      email: null,
    });

    const login = await call(null, 'POST', '/v1/auth/token/get', {
      username: 'leo_rivera',
      password: 'Leo#2026x',
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ id: body.child_id, type: 'child' });
  });

  it('refuses a username already taken, whatever its case (409)', async () => {
    const res = await call(parent, 'POST', '/v1/family/child/add', {
      name: 'Copy',
      username: child.username?.toUpperCase(),
      password: 'Another#2026',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toMatch(/already taken/);
  });

  it.each([
    [{ avatar: 'avatar-99' }, /one of our avatars/],
    [{ avatar: 'https://example.com/x.png' }, /one of our avatars/],
    [{ birthday: yearsAgo(5) }, /6 to 14 years old/],
    [{ birthday: yearsAgo(15) }, /6 to 14 years old/],
    [{ birthday: yearsAgo(30) }, /6 to 14 years old/],
    [{ birthday: '2999-01-01' }, /future/],
    [{ birthday: '2015-02-30' }, /not a valid date/],
    [{ username: 'no spaces' }, /only letters/],
    [{ username: 'ab' }, /at least 3/],
    [{ password: 'short' }, /at least 8/],
    [{ name: '' }, /name/],
  ])('rejects bad input %o with 400 and creates nothing', async (override, message) => {
    const username = `bad_${Math.random().toString(36).slice(2, 8)}`;
    const res = await call(parent, 'POST', '/v1/family/child/add', {
      name: 'Bad',
      username,
      password: 'Good#Pass2026',
      ...override,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(message);
    const rows = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
    expect(rows).toHaveLength(0);
  });

  it('is for parents only', async () => {
    const payload = { name: 'X', username: 'x_child_1', password: 'Good#Pass2026' };
    expect((await call(child, 'POST', '/v1/family/child/add', payload)).statusCode).toBe(403);
    expect((await call(instructor, 'POST', '/v1/family/child/add', payload)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/v1/family/child/add', payload)).statusCode).toBe(401);
  });
});

describe('child list and dashboard', () => {
  it('lists the parent’s own children with exactly the spec’s fields', async () => {
    const res = await call(parent, 'GET', '/v1/family/child/list');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(1);
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual([
        'child_avatar',
        'child_id',
        'child_name',
        'child_self_esteem',
        'completed_course_count',
        'completed_courses',
        'not_started_course_count',
        'not_started_courses',
        'ongoing_course_count',
        'ongoing_courses',
        'total_course_count',
      ]);
    }
    expect(list.map((c) => c.child_id)).not.toContain(otherChild.id);
    const mia = list.find((c) => c.child_id === child.id);
    expect(mia).toMatchObject({
      child_name: 'Mia',
      child_avatar: '/v1/router/child/avatars/avatar-03.svg',
      total_course_count: 0,
    });
  });

  it('shows the latest self-esteem percent, its trend and this week’s time', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Trend' });
    const now = clock.now();
    await submitAnswers(
      ctx.db,
      kid.id,
      { survey_id: 2, answers: allAgree(3) },
      new Date(now.getTime() - 20 * 864e5),
    );
    await submitAnswers(
      ctx.db,
      kid.id,
      {
        survey_id: 2,
        answers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => ({
          question_id: id,
          value: [2, 5, 6, 8, 9].includes(id) ? 1 : 4,
        })),
      },
      now,
    );
    // On a Monday the week starts today, and the survey above already wrote today's row (0 s): add
    // this week's 600 s to whatever row the day has instead of inserting a second one.
    await ctx.db
      .insert(dailyMetrics)
      .values([
        { childId: kid.id, datestamp: weekStartUtc(now), timeLogged: 600 },
        { childId: kid.id, datestamp: '2000-01-03', timeLogged: 9999 },
      ])
      .onConflictDoUpdate({
        target: [dailyMetrics.childId, dailyMetrics.datestamp],
        set: { timeLogged: sql`${dailyMetrics.timeLogged} + excluded.time_logged` },
      });
    const list = (await call(parent, 'GET', '/v1/family/child/list')).json() as {
      child_id: string;
      child_self_esteem: number | null;
    }[];
    expect(list.find((c) => c.child_id === kid.id)?.child_self_esteem).toBe(100);

    const res = await call(parent, 'GET', '/v1/family/dashboard');
    expect(res.statusCode).toBe(200);
    const card = (res.json() as { child_id: string }[]).find((c) => c.child_id === kid.id);
    expect(card).toMatchObject({
      self_esteem_percent: 100,
      self_esteem_trend: 'up',
      color: colorFor(kid.id),
    });
    // The survey of today may have created today's row (0 s); only this week counts.
    expect((card as unknown as { seconds_this_week: number }).seconds_this_week).toBe(600);
    const fresh = (res.json() as { child_id: string; self_esteem_trend: unknown }[]).find(
      (c) => c.child_id === child.id,
    );
    expect(fresh?.self_esteem_trend).toBeNull();
    expect((res.json() as { child_id: string }[]).map((c) => c.child_id)).not.toContain(otherChild.id);
  });

  it('is for parents only', async () => {
    for (const path of ['/v1/family/child/list', '/v1/family/dashboard']) {
      expect((await call(child, 'GET', path)).statusCode).toBe(403);
      expect((await call(instructor, 'GET', path)).statusCode).toBe(403);
      expect((await call(null, 'GET', path)).statusCode).toBe(401);
    }
  });
});

describe('one child: profile, edit, birthday', () => {
  it('shows the profile to the parent and 404 to everyone else', async () => {
    const res = await call(parent, 'GET', `/v1/family/child/get-profile?child_id=${child.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ child_id: child.id, name: 'Mia', age: 9, color: colorFor(child.id) });
    for (const who of [otherParent, instructor, child, otherChild]) {
      expect((await call(who, 'GET', `/v1/family/child/get-profile?child_id=${child.id}`)).statusCode).toBe(
        404,
      );
    }
    expect((await call(parent, 'GET', '/v1/family/child/get-profile?child_id=nope')).statusCode).toBe(400);
  });

  it('edits name, avatar and focus areas (PATCH) and sets a new password (POST) that signs the child in', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Edit', username: 'edit_me_kid' });
    const res = await call(parent, 'PATCH', `/v1/family/child/edit-profile?child_id=${kid.id}`, {
      name: 'Edie',
      avatar: 'avatar-07',
      focus_areas: ['friendship', 'confidence', 'friendship'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Edie',
      avatar: 'avatar-07',
      focus_areas: ['confidence', 'friendship'],
    });

    const pw = await call(parent, 'POST', `/v1/family/child/edit-profile?child_id=${kid.id}`, {
      password: 'NewKid#Pass26',
    });
    expect(pw.statusCode).toBe(200);
    const login = await call(null, 'POST', '/v1/auth/token/get', {
      username: 'edit_me_kid',
      password: 'NewKid#Pass26',
    });
    expect(login.statusCode).toBe(200);

    const cleared = await call(parent, 'PATCH', `/v1/family/child/edit-profile?child_id=${kid.id}`, {
      focus_areas: [],
      avatar: null,
    });
    expect(cleared.json()).toMatchObject({ focus_areas: [], avatar: null, avatar_url: null });
  });

  it('rejects an avatar that is not ours and an unknown focus area, changing nothing', async () => {
    const bad = await call(parent, 'PATCH', `/v1/family/child/edit-profile?child_id=${child.id}`, {
      name: 'Zed',
      avatar: 'avatar-77',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/one of our avatars/);
    const area = await call(parent, 'PATCH', `/v1/family/child/edit-profile?child_id=${child.id}`, {
      focus_areas: ['karate'],
    });
    expect(area.statusCode).toBe(400);
    const [row] = await ctx.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, child.id));
    expect(row?.firstName).toBe('Mia');
  });

  it('refuses edits of another family’s child with 404', async () => {
    for (const who of [parent, instructor, child]) {
      const res = await call(who, 'PATCH', `/v1/family/child/edit-profile?child_id=${otherChild.id}`, {
        name: 'Hacked',
      });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await ctx.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, otherChild.id));
    expect(row?.firstName).toBe('Sam');
  });

  it('lets the parent alone set, correct and remove the birthday, within ages 6-14', async () => {
    const ok = await call(parent, 'POST', '/v1/router/child/update-birthday', {
      child_id: child.id,
      birthday: yearsAgo(10),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().age).toBe(10);
    // The child cannot set their own birthday (minimisation, decision 038): as unknown as for anyone.
    const self = await call(child, 'POST', '/v1/router/child/update-birthday', {
      child_id: child.id,
      birthday: yearsAgo(9),
    });
    expect(self.statusCode).toBe(404);
    expect(self.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
    for (const age of [5, 15]) {
      const bad = await call(parent, 'POST', '/v1/router/child/update-birthday', {
        child_id: child.id,
        birthday: yearsAgo(age),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().detail).toMatch(/6 to 14 years old/);
    }
    for (const who of [otherParent, instructor, otherChild]) {
      const res = await call(who, 'POST', '/v1/router/child/update-birthday', {
        child_id: child.id,
        birthday: yearsAgo(8),
      });
      expect(res.statusCode).toBe(404);
    }
    const [kept] = await ctx.db
      .select({ birthday: users.birthday })
      .from(users)
      .where(eq(users.id, child.id));
    expect(kept?.birthday).toBe(yearsAgo(10));
    // Removing it: null, and the profile has no age any more.
    const removed = await call(parent, 'POST', '/v1/router/child/update-birthday', {
      child_id: child.id,
      birthday: null,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ birthday: null, age: null });
    const [gone] = await ctx.db
      .select({ birthday: users.birthday })
      .from(users)
      .where(eq(users.id, child.id));
    expect(gone?.birthday).toBeNull();
  });

  it('lets the parent correct the username: unique, filtered, the old one signs in no more, sessions keep working', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Rename', username: 'typo_nmae' });
    const kidHeaders = await authAs(ctx.app, kid);
    const url = '/v1/family/child/update-username';
    for (const who of [otherParent, instructor, kid, otherChild]) {
      expect((await call(who, 'POST', url, { child_id: kid.id, username: 'typo_name' })).statusCode).toBe(
        404,
      );
    }
    const taken = await call(parent, 'POST', url, {
      child_id: kid.id,
      username: otherChild.username?.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toMatch(/already taken/);
    const rude = await call(parent, 'POST', url, { child_id: kid.id, username: 'stupid_kid' });
    expect(rude.statusCode).toBe(400);
    expect(rude.json().detail).toMatch(/another username/);
    const invalid = await call(parent, 'POST', url, { child_id: kid.id, username: 'no spaces' });
    expect(invalid.statusCode).toBe(400);
    const [still] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, kid.id));
    expect(still?.username).toBe('typo_nmae');

    const ok = await call(parent, 'POST', url, { child_id: kid.id, username: 'typo_name' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().username).toBe('typo_name');
    const signIn = (username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/auth/token/get',
        payload: { username, password: FIXTURE_PASSWORD },
        remoteAddress: '10.77.0.1',
      });
    expect((await signIn('typo_name')).statusCode).toBe(200);
    expect((await signIn('typo_nmae')).statusCode).toBe(401);
    // The child's open session keeps working: tokens name the account by id.
    const me = await ctx.app.inject({ method: 'GET', url: '/v1/router/user/profile', headers: kidHeaders });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe('typo_name');
    // Changing only the case of one's own username is allowed.
    expect((await call(parent, 'POST', url, { child_id: kid.id, username: 'Typo_Name' })).statusCode).toBe(
      200,
    );
    const audits = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, kid.id), eq(auditLog.action, 'child.username')));
    expect(audits).toEqual([{ details: { child_id: kid.id } }, { details: { child_id: kid.id } }]);
  });
});

describe('self-esteem data and progress', () => {
  it('returns the pinned metrics shape with a stable colour, to the parent only', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Metric' });
    await submitAnswers(ctx.db, kid.id, { survey_id: 2, answers: allAgree(3) });
    await call(kid, 'POST', '/v1/family/activity', { page_view_id: 'pv-1', sequence: 0, seconds: 90 });
    const res = await call(parent, 'GET', `/v1/family/metrics?child_id=${kid.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['color', 'metrics', 'name', 'survey_scores', 'user_id']);
    expect(body).toMatchObject({ user_id: kid.id, name: 'Metric', color: colorFor(kid.id) });
    expect(body.survey_scores).toHaveLength(1);
    expect(Object.keys(body.survey_scores[0]).sort()).toEqual(['complete_date', 'percent', 'score']);
    expect(body.survey_scores[0]).toMatchObject({ score: 15, percent: 50 });
    expect(body.metrics).toHaveLength(1);
    expect(Object.keys(body.metrics[0]).sort()).toEqual(['datestamp', 'self_esteem_score', 'time_logged']);
    expect(body.metrics[0]).toMatchObject({ self_esteem_score: 50, time_logged: 90 });
    const again = await call(parent, 'GET', `/v1/family/metrics?child_id=${kid.id}`);
    expect(again.json().color).toBe(body.color);
    for (const who of [otherParent, instructor, kid]) {
      expect((await call(who, 'GET', `/v1/family/metrics?child_id=${kid.id}`)).statusCode).toBe(404);
    }
  });

  it('refuses check-progress for other families (404) and other roles (403)', async () => {
    expect((await call(parent, 'POST', '/v1/family/check-progress', {})).statusCode).toBe(200);
    expect(
      (await call(parent, 'POST', '/v1/family/check-progress', { child_id: otherChild.id })).statusCode,
    ).toBe(404);
    expect((await call(child, 'POST', '/v1/family/check-progress', {})).statusCode).toBe(403);
    expect((await call(instructor, 'POST', '/v1/family/check-progress', {})).statusCode).toBe(403);
    expect((await call(null, 'POST', '/v1/family/check-progress', {})).statusCode).toBe(401);
  });
});

describe('course ratings', () => {
  it('stores one rating per parent, child and course', async () => {
    const course = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Brave Steps' });
    const res = await call(parent, 'POST', '/v1/family/course-rating', {
      child_id: child.id,
      course_id: course.id,
      stars: 5,
      comment: ' Loved it ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      child_id: child.id,
      course_id: course.id,
      stars: 5,
      comment: 'Loved it',
    });
    const again = await call(parent, 'POST', '/v1/family/course-rating', {
      child_id: child.id,
      course_id: course.id,
      stars: 3,
    });
    expect(again.statusCode).toBe(409);
  });

  it('rejects bad stars, unknown courses and other families', async () => {
    const course = await insertTestCourse(ctx.db, { instructorId: instructor.id });
    for (const stars of [6, 0]) {
      const res = await call(parent, 'POST', '/v1/family/course-rating', {
        child_id: child.id,
        course_id: course.id,
        stars,
      });
      expect(res.statusCode).toBe(400);
    }
    const unknown = await call(parent, 'POST', '/v1/family/course-rating', {
      child_id: child.id,
      course_id: 'no-such-course',
      stars: 4,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('We could not find that course.');
    for (const who of [otherParent, instructor, child]) {
      const res = await call(who, 'POST', '/v1/family/course-rating', {
        child_id: child.id,
        course_id: course.id,
        stars: 4,
      });
      expect(res.statusCode).toBe(404);
    }
    const rows = await ctx.db.select().from(courseRatings).where(eq(courseRatings.courseId, course.id));
    expect(rows).toHaveLength(0);
  });
});

describe('courses: the child summary, check-progress and assignments', () => {
  let kid: FixtureUser;
  let started: TestCourse;
  let completed: TestCourse;
  let assigned: TestCourse;
  let draft: TestCourse;

  beforeAll(async () => {
    kid = await createChild(ctx.db, parent, { firstName: 'Courses' });
    started = await insertTestCourse(ctx.db, {
      instructorId: instructor.id,
      title: 'Feelings First',
      lessonsPerChapter: [2, 1],
    });
    completed = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Brave Steps' });
    assigned = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Calm Corner' });
    draft = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Draft', state: 'draft' });
    await insertTestProgress(ctx.db, {
      childId: kid.id,
      course: started,
      completedLessonIds: [started.lessonIds[0] ?? ''],
      at: new Date('2026-11-19T08:00:00Z'),
    });
    await insertTestProgress(ctx.db, {
      childId: kid.id,
      course: completed,
      completedLessonIds: completed.lessonIds,
      courseCompleted: true,
    });
    await issueCertificate(ctx.db, kid.id, completed.id);
  });

  const summaryOf = async (childId: string) =>
    ((await call(parent, 'GET', '/v1/family/child/list')).json() as Record<string, unknown>[]).find(
      (c) => c.child_id === childId,
    );

  it('assigns a published course to the parent’s own child (201, idempotent, audited once)', async () => {
    const url = `/v1/family/course/${assigned.id}/assign/${kid.id}`;
    const res = await call(parent, 'POST', url);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ course_id: assigned.id, child_id: kid.id });
    const again = await call(parent, 'POST', url);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    const rows = await ctx.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.childId, kid.id), eq(enrolments.courseId, assigned.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.enrolledBy).toBe(parent.id);
    const audits = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.assign'), eq(auditLog.targetUserId, kid.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ course_id: assigned.id });
  });

  it('lists the child’s courses by state with counts in the summary', async () => {
    const summary = await summaryOf(kid.id);
    expect(summary).toMatchObject({
      ongoing_course_count: 1,
      ongoing_courses: [{ id: started.id, title: 'Feelings First' }],
      completed_course_count: 1,
      completed_courses: [{ id: completed.id, title: 'Brave Steps' }],
      not_started_course_count: 1,
      not_started_courses: [{ id: assigned.id, title: 'Calm Corner' }],
      total_course_count: 3,
    });
    // Other children of the family are untouched.
    expect(await summaryOf(child.id)).toMatchObject({ total_course_count: 0 });
  });

  it('reports status, percent complete and last activity per course (check-progress)', async () => {
    const res = await call(parent, 'POST', '/v1/family/check-progress', { child_id: kid.id });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { course_id: string }[];
    const byCourse = new Map(rows.map((r) => [r.course_id, r]));
    expect(rows).toHaveLength(3);
    expect(byCourse.get(started.id)).toEqual({
      child_id: kid.id,
      course_id: started.id,
      course_title: 'Feelings First',
      status: 'started',
      percent_complete: 33,
      last_activity_at: '2026-11-19T08:00:00.000Z',
    });
    expect(byCourse.get(completed.id)).toMatchObject({ status: 'completed', percent_complete: 100 });
    expect(byCourse.get(assigned.id)).toMatchObject({
      status: 'not-started',
      percent_complete: 0,
      last_activity_at: null,
    });
    const family = (await call(parent, 'POST', '/v1/family/check-progress', {})).json() as {
      child_id: string;
    }[];
    expect(family.filter((r) => r.child_id === kid.id)).toHaveLength(3);
    expect(family.map((r) => r.child_id)).not.toContain(otherChild.id);
  });

  it('refuses unknown and unpublished courses, other families and bad ids, changing nothing', async () => {
    const count = async () =>
      (await ctx.db.select().from(enrolments).where(eq(enrolments.childId, kid.id))).length;
    const before = await count();
    const unknown = await call(parent, 'POST', `/v1/family/course/${otherChild.id}/assign/${kid.id}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('We could not find that course.');
    expect((await call(parent, 'POST', `/v1/family/course/${draft.id}/assign/${kid.id}`)).statusCode).toBe(
      404,
    );
    for (const who of [otherParent, instructor, kid]) {
      for (const action of ['assign', 'unassign']) {
        const res = await call(who, 'POST', `/v1/family/course/${started.id}/${action}/${kid.id}`);
        expect(res.statusCode).toBe(404);
      }
    }
    expect(
      (await call(parent, 'POST', `/v1/family/course/${started.id}/assign/${otherChild.id}`)).statusCode,
    ).toBe(404);
    expect((await call(parent, 'POST', `/v1/family/course/nope/assign/${kid.id}`)).statusCode).toBe(400);
    expect((await call(parent, 'POST', `/v1/family/course/${started.id}/assign/nope`)).statusCode).toBe(400);
    expect((await call(null, 'POST', `/v1/family/course/${started.id}/assign/${kid.id}`)).statusCode).toBe(
      401,
    );
    expect(await count()).toBe(before);
  });

  it('unassigns (204, audited), and answers 204 when it was not assigned', async () => {
    const url = `/v1/family/course/${assigned.id}/unassign/${kid.id}`;
    const res = await call(parent, 'POST', url);
    expect(res.statusCode).toBe(204);
    expect((await summaryOf(kid.id))?.not_started_courses).toEqual([]);
    expect((await call(parent, 'POST', url)).statusCode).toBe(204);
    const audits = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.unassign'), eq(auditLog.targetUserId, kid.id)));
    expect(audits).toHaveLength(1);
  });

  it('keeps the child’s progress when a started course is unassigned', async () => {
    await call(parent, 'POST', `/v1/family/course/${started.id}/assign/${kid.id}`);
    await call(parent, 'POST', `/v1/family/course/${started.id}/unassign/${kid.id}`);
    expect((await summaryOf(kid.id))?.ongoing_courses).toEqual([{ id: started.id, title: 'Feelings First' }]);
  });
});

describe('activity (daily metrics)', () => {
  it('adds batches to today’s row once per page view and sequence', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Active' });
    const first = await call(kid, 'POST', '/v1/family/activity', {
      page_view_id: 'pv-a',
      sequence: 0,
      seconds: 60,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      time_logged: 60,
      counted: true,
      datestamp: clock.now().toISOString().slice(0, 10),
    });
    const repeat = await call(kid, 'POST', '/v1/family/activity', {
      page_view_id: 'pv-a',
      sequence: 0,
      seconds: 60,
    });
    expect(repeat.json()).toMatchObject({ time_logged: 60, counted: false });
    const next = await call(kid, 'POST', '/v1/family/activity', {
      page_view_id: 'pv-a',
      sequence: 1,
      seconds: 30,
    });
    expect(next.json()).toMatchObject({ time_logged: 90, counted: true });
    const rows = await ctx.db.select().from(dailyMetrics).where(eq(dailyMetrics.childId, kid.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.timeLogged).toBe(90);
    expect(rows[0]?.selfEsteemScore).toBeNull();
  });

  it('starts a new day with the latest survey percent', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Carry' });
    await submitAnswers(
      ctx.db,
      kid.id,
      { survey_id: 2, answers: allAgree(3) },
      new Date(clock.now().getTime() - 3 * 864e5),
    );
    await call(kid, 'POST', '/v1/family/activity', { page_view_id: 'pv-c', sequence: 0, seconds: 45 });
    const today = clock.now().toISOString().slice(0, 10);
    const [row] = await ctx.db
      .select()
      .from(dailyMetrics)
      .where(and(eq(dailyMetrics.childId, kid.id), eq(dailyMetrics.datestamp, today)));
    expect(row).toMatchObject({ timeLogged: 45, selfEsteemScore: 50 });
  });

  it('takes 1-300 seconds per batch, from children only', async () => {
    expect(
      (await call(child, 'POST', '/v1/family/activity', { page_view_id: 'p', sequence: 0, seconds: 301 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(child, 'POST', '/v1/family/activity', { page_view_id: 'p', sequence: 0, seconds: 0 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(parent, 'POST', '/v1/family/activity', { page_view_id: 'p', sequence: 0, seconds: 5 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(instructor, 'POST', '/v1/family/activity', { page_view_id: 'p', sequence: 0, seconds: 5 }))
        .statusCode,
    ).toBe(403);
  });
});

describe('data rights: export and removal', () => {
  it('exports everything about the child, with survey answers, nothing of another child, and audits it', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Export', username: 'export_kid' });
    await submitAnswers(ctx.db, kid.id, { survey_id: 2, answers: allAgree(4) });
    await submitAnswers(ctx.db, otherChild.id, { survey_id: 2, answers: allAgree(1) });
    await ctx.db.insert(childFocusAreas).values({ childId: kid.id, area: 'calm' });
    const res = await call(parent, 'GET', `/v1/family/child/export?child_id=${kid.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="export_kid-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json();
    expect(data.Child).toMatchObject({ Name: 'Export', Username: 'export_kid', 'Focus areas': ['calm'] });
    const results = data['Self-esteem survey results'];
    expect(results).toHaveLength(1);
    expect(results[0].Answers).toHaveLength(10);
    expect(results[0].Answers[0]).toEqual({
      Question: 'Most of the time, I am happy with who I am.',
      Answer: 'Strongly agree',
    });
    expect(data['Daily activity']).toHaveLength(1);
    expect(data.Courses).toEqual([]);
    expect(data['Journal entries']).toEqual([]);
    expect(data.Certificates).toEqual([]);
    expect(res.body).not.toContain(otherChild.id);
    expect(res.body).not.toContain('Strongly disagree');
    const audits = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, kid.id), eq(auditLog.action, 'child.export')));
    expect(audits).toHaveLength(1);
    for (const who of [otherParent, instructor, kid]) {
      expect((await call(who, 'GET', `/v1/family/child/export?child_id=${kid.id}`)).statusCode).toBe(404);
    }
  });

  it('exports courses, lesson results, journal entries, certificates, badges and bookmarks with readable keys', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Learner', username: 'learner_kid' });
    const course = await insertTestCourse(ctx.db, { instructorId: instructor.id, title: 'Kind Words' });
    const [first, second] = course.lessonIds as [string, string];
    await insertTestProgress(ctx.db, {
      childId: kid.id,
      course,
      completedLessonIds: [first, second],
      courseCompleted: true,
    });
    const serial = await issueCertificate(ctx.db, kid.id, course.id);
    await ctx.db
      .insert(journalEntries)
      .values({ childId: kid.id, lessonId: second, text: 'I am a good friend.' });
    await ctx.db.insert(childBadges).values({ childId: kid.id, badgeId: 'first-course' });
    await ctx.db.insert(bookmarks).values({ userId: kid.id, itemType: 'course', itemId: course.id });
    await ctx.db.insert(lessonPlays).values({
      childId: kid.id,
      lessonId: first,
      courseId: course.id,
      score: 90,
      stars: 3,
      xp: 30,
      durationSeconds: 60,
    });
    const data = (await call(parent, 'GET', `/v1/family/child/export?child_id=${kid.id}`)).json();
    expect(data.Courses).toEqual([
      expect.objectContaining({ Course: 'Kind Words', Status: 'Completed', 'Percent complete': 100 }),
    ]);
    expect(data['Lesson results']).toHaveLength(2);
    expect(data['Lesson results'][0]).toMatchObject({ Course: 'Kind Words', Status: 'Completed', Stars: 3 });
    expect(data['Lessons and games played']).toEqual([
      expect.objectContaining({ Course: 'Kind Words', Lesson: 'Lesson 1.1', 'Score (0-100)': 90 }),
    ]);
    expect(data['Journal entries']).toEqual([
      expect.objectContaining({ Course: 'Kind Words', Lesson: 'Lesson 1.2', Text: 'I am a good friend.' }),
    ]);
    expect(data.Certificates).toEqual([
      expect.objectContaining({ Course: 'Kind Words', 'Certificate number': serial }),
    ]);
    expect(data.Badges).toEqual([expect.objectContaining({ Badge: 'Course champion' })]);
    expect(data.Bookmarks).toEqual([expect.objectContaining({ Type: 'course', Title: 'Kind Words' })]);
  });

  it('removes the child and all their data, audited; others get 404', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Gone' });
    await submitAnswers(ctx.db, kid.id, { survey_id: 2, answers: allAgree(3) });
    await call(kid, 'POST', '/v1/family/activity', { page_view_id: 'pv-g', sequence: 0, seconds: 20 });
    await ctx.db.insert(childFocusAreas).values({ childId: kid.id, area: 'calm' });
    await ctx.db
      .insert(courseRatings)
      .values({ parentId: parent.id, childId: kid.id, courseId: 'c1', stars: 4 });
    const responseIds = (
      await ctx.db
        .select({ id: surveyResponses.id })
        .from(surveyResponses)
        .where(eq(surveyResponses.childId, kid.id))
    ).map((r) => r.id);
    expect(responseIds).toHaveLength(1);

    for (const who of [otherParent, instructor, kid]) {
      expect((await call(who, 'POST', '/v1/family/child/remove', { child_id: kid.id })).statusCode).toBe(404);
    }
    const res = await call(parent, 'POST', '/v1/family/child/remove', { child_id: kid.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().detail).toMatch(/Gone's account/);

    expect(await ctx.db.select().from(users).where(eq(users.id, kid.id))).toHaveLength(0);
    expect(await ctx.db.select().from(dailyMetrics).where(eq(dailyMetrics.childId, kid.id))).toHaveLength(0);
    expect(
      await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.childId, kid.id)),
    ).toHaveLength(0);
    expect(
      await ctx.db.select().from(childFocusAreas).where(eq(childFocusAreas.childId, kid.id)),
    ).toHaveLength(0);
    expect(await ctx.db.select().from(courseRatings).where(eq(courseRatings.childId, kid.id))).toHaveLength(
      0,
    );
    expect(
      await ctx.db.select().from(surveyAnswers).where(inArray(surveyAnswers.responseId, responseIds)),
    ).toHaveLength(0);
    const audits = await ctx.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'child.delete'));
    expect(audits.some((a) => a.details.child_id === kid.id)).toBe(true);
    expect((await call(parent, 'POST', '/v1/family/child/remove', { child_id: kid.id })).statusCode).toBe(
      404,
    );
  });
});
