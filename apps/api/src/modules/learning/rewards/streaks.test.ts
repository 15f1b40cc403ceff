import { ROSENBERG_ITEMS } from '@ye/contracts/rosenberg';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { auditLog } from '../../auth/tables.ts';
import { dailyMetrics } from '../../family/tables.ts';
import { awardBadges, deleteWithdrawnBadges } from './service.ts';
import { childBadges, childStreakChoices } from './tables.ts';

// Streaks a parent choice and no badge for disclosure (issue 16 defaults, decision 042).

let ctx: TestContext;
let parent: FixtureUser;
let stranger: FixtureUser;
let instructor: FixtureUser;

const NOW = '2026-03-10T12:00:00Z';

async function call(
  who: { id: string; type: FixtureUser['type'] },
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
) {
  const res = await ctx.app.inject({
    method,
    url,
    headers: await authAs(ctx.app, who),
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
  return { status: res.statusCode, body: res.body ? res.json() : null };
}

/** Activity on the three days ending today: a three-day streak. */
async function threeDays(childId: string) {
  await ctx.db.insert(dailyMetrics).values(
    ['2026-03-08', '2026-03-09', '2026-03-10'].map((datestamp) => ({
      childId,
      datestamp,
      timeLogged: 300,
    })),
  );
}

const badgeIds = async (childId: string) =>
  (await ctx.db.select({ id: childBadges.badgeId }).from(childBadges).where(eq(childBadges.childId, childId)))
    .map((b) => b.id)
    .sort();

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createParent(ctx.db);
  stranger = await createParent(ctx.db);
  instructor = await createInstructor(ctx.db);
});
afterEach(() => resetClock());
afterAll(async () => ctx?.close());

describe('the parent’s streak switch', () => {
  it('is off until the parent turns it on; on and off are stored and audited', async () => {
    setClock(NOW, { frozen: true });
    const kid = await createChild(ctx.db, parent, { firstName: 'Ada' });
    const url = `/v1/learning/children/${kid.id}/streaks`;
    expect(await call(parent, 'GET', url)).toEqual({
      status: 200,
      body: { child_id: kid.id, streaks_on: false, changed_at: null },
    });

    const on = await call(parent, 'PUT', url, { streaks_on: true });
    expect(on).toEqual({
      status: 200,
      body: { child_id: kid.id, streaks_on: true, changed_at: NOW.replace('Z', '.000Z') },
    });
    expect((await call(parent, 'GET', url)).body.streaks_on).toBe(true);
    const off = await call(parent, 'PUT', url, { streaks_on: false });
    expect(off.body.streaks_on).toBe(false);

    const audits = await ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetUserId, kid.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['streaks.on', 'streaks.off']));
  });

  it('refuses anyone but the child’s parent, and bad input, changing nothing', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Bo' });
    const url = `/v1/learning/children/${kid.id}/streaks`;
    // Another family: 404, as if the child did not exist.
    const foreign = await call(stranger, 'PUT', url, { streaks_on: true });
    expect(foreign.status).toBe(404);
    expect(foreign.body.detail).toEqual(expect.any(String));
    expect((await call(stranger, 'GET', url)).status).toBe(404);
    // The child cannot turn a nudge on for themself; staff have no say.
    expect((await call(kid, 'PUT', url, { streaks_on: true })).status).toBe(403);
    expect((await call(kid, 'GET', url)).status).toBe(403);
    expect((await call(instructor, 'PUT', url, { streaks_on: true })).status).toBe(403);
    // Bad input: a clear 400 with {detail}.
    for (const body of [{}, { streaks_on: 'yes' }, { streaks_on: null }]) {
      const res = await call(parent, 'PUT', url, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect(
      (await call(parent, 'PUT', '/v1/learning/children/not-an-id/streaks', { streaks_on: true })).status,
    ).toBe(400);
    const rows = await ctx.db.select().from(childStreakChoices).where(eq(childStreakChoices.childId, kid.id));
    expect(rows).toEqual([]);
  });
});

describe('what the child sees', () => {
  it('no streak count and no streak badge while off; both once the parent turns streaks on', async () => {
    setClock(NOW, { frozen: true });
    const kid = await createChild(ctx.db, parent, { firstName: 'Cy' });
    await threeDays(kid.id);

    const before = await call(kid, 'GET', '/v1/learning/summary');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ streaks_on: false, current_streak: 0, longest_streak: 0 });
    const ids = (before.body.badges as { id: string }[]).map((b) => b.id);
    expect(ids).not.toContain('three-day-streak');
    expect(ids).not.toContain('seven-day-streak');
    // Checking badges while off earns no streak badge.
    await ctx.db.transaction((tx) => awardBadges(tx, kid.id, new Date(NOW)));
    expect(await badgeIds(kid.id)).toEqual([]);

    await call(parent, 'PUT', `/v1/learning/children/${kid.id}/streaks`, { streaks_on: true });
    const after = await call(kid, 'GET', '/v1/learning/summary');
    expect(after.body).toMatchObject({ streaks_on: true, current_streak: 3, longest_streak: 3 });
    const fresh = await ctx.db.transaction((tx) => awardBadges(tx, kid.id, new Date(NOW)));
    expect(fresh.map((b) => b.id)).toEqual(['three-day-streak']);
    const shown = (await call(kid, 'GET', '/v1/learning/summary')).body.badges as {
      id: string;
      earned_at: string | null;
    }[];
    expect(shown.find((b) => b.id === 'three-day-streak')?.earned_at).toEqual(expect.any(String));

    // Off again: the earned streak badge is hidden, not shown as "still to earn".
    await call(parent, 'PUT', `/v1/learning/children/${kid.id}/streaks`, { streaks_on: false });
    const hidden = await call(kid, 'GET', '/v1/learning/summary');
    expect(hidden.body).toMatchObject({ streaks_on: false, current_streak: 0, longest_streak: 0 });
    expect((hidden.body.badges as { id: string }[]).map((b) => b.id)).not.toContain('three-day-streak');
  });
});

describe('no badge for disclosure', () => {
  it('taking the self-esteem survey earns no badge', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Di' });
    const res = await call(kid, 'POST', '/v1/survey/survey_answers', {
      survey_id: 2,
      answers: ROSENBERG_ITEMS.map((i) => ({ question_id: i.id, value: 3 })),
    });
    expect(res.status).toBe(201);
    expect(await badgeIds(kid.id)).toEqual([]);
    const summary = await call(kid, 'GET', '/v1/learning/summary');
    expect((summary.body.badges as { id: string }[]).map((b) => b.id)).not.toContain('survey-taken');
  });

  it('withdrawn badges already awarded are never shown and are deleted', async () => {
    const kid = await createChild(ctx.db, parent, { firstName: 'Ed' });
    const other = await createChild(ctx.db, stranger, { firstName: 'Flo' });
    await ctx.db.insert(childBadges).values([
      { childId: kid.id, badgeId: 'survey-taken' },
      { childId: kid.id, badgeId: 'first-reflection' },
      { childId: kid.id, badgeId: 'first-mission' },
      { childId: other.id, badgeId: 'survey-taken' },
    ]);
    const shown = (await call(kid, 'GET', '/v1/learning/summary')).body.badges as { id: string }[];
    expect(shown.map((b) => b.id)).not.toContain('survey-taken');
    expect(shown.map((b) => b.id)).not.toContain('first-reflection');
    // The child's own go when their badges are next checked...
    await ctx.db.transaction((tx) => awardBadges(tx, kid.id, new Date()));
    expect(await badgeIds(kid.id)).toEqual(['first-mission']);
    // ...and everyone's with the clean-up, which is idempotent.
    const left = await ctx.db
      .select()
      .from(childBadges)
      .where(and(eq(childBadges.childId, other.id), eq(childBadges.badgeId, 'survey-taken')));
    expect(left).toHaveLength(1);
    expect((await deleteWithdrawnBadges(ctx.db)).withdrawn_badges).toBeGreaterThanOrEqual(1);
    expect(await badgeIds(other.id)).toEqual([]);
    expect(await deleteWithdrawnBadges(ctx.db)).toEqual({ withdrawn_badges: 0 });
  });
});

describe('the family export', () => {
  it('includes the streak choice', async () => {
    setClock(NOW, { frozen: true });
    const kid = await createChild(ctx.db, parent, { firstName: 'Gil' });
    await call(parent, 'PUT', `/v1/learning/children/${kid.id}/streaks`, { streaks_on: true });
    const res = await call(parent, 'GET', `/v1/family/child/export?child_id=${kid.id}`);
    expect(res.status).toBe(200);
    expect(res.body.Streaks).toEqual({ 'Turned on': true, 'Changed at': '2026-03-10T12:00:00.000Z' });
  });
});
