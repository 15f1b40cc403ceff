import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../clock.ts';
import { users } from '../modules/auth/tables.ts';
import { memberships, organizations } from '../modules/organizations/tables.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { DEMO_LOGINS, seedDemo } from './demo.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('demo seed', () => {
  it('seeds once, and every demo login signs in as its role', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    expect(DEMO_LOGINS).toHaveLength(11);
    for (const l of DEMO_LOGINS) {
      const body = l.login.includes('@')
        ? { email: l.login, password: l.password }
        : { username: l.login, password: l.password };
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/token/get', payload: body });
      expect(res.statusCode, l.login).toBe(200);
      expect(res.json().user.first_name).toEqual(expect.any(String));
    }
  });

  it('links the children to their parents with ages and avatars, and staff to the organization', async () => {
    const all = await t.db.select().from(users);
    const byLogin = new Map(all.map((u) => [u.email ?? u.username, u]));
    const mia = byLogin.get('mia');
    expect(mia?.parentId).toBe(byLogin.get('parent@demo.test')?.id);
    expect(byLogin.get('sam')?.parentId).toBe(byLogin.get('parent2@demo.test')?.id);
    expect(mia?.avatar).toBe('avatar-01');
    const age = (b: string | null | undefined) =>
      Math.floor((clock.now().getTime() - new Date(`${b}T00:00:00Z`).getTime()) / (365.25 * 86400e3));
    expect(age(mia?.birthday)).toBe(9);
    expect(age(byLogin.get('leo')?.birthday)).toBe(12);
    const orgs = await t.db.select().from(organizations).orderBy(organizations.name);
    expect(orgs.map((o) => o.name)).toEqual(['Maple Street After-school Club', 'Youth Enrichments']);
    const members = await t.db.select().from(memberships);
    expect(members.length).toBe(8);
    // The club has its provider and its external admin (decision 037).
    const club = orgs[0]?.id;
    expect(
      members
        .filter((m) => m.organizationId === club)
        .map((m) => m.role)
        .sort(),
    ).toEqual(['external_admin', 'provider']);
  });

  it('dates every account before the first thing it did, and each child after its parent', async () => {
    const rows = await t.db.execute<{
      login: string;
      joined: string;
      parent_joined: string | null;
      first_activity: string | null;
    }>(sql`
      select coalesce(u.email, u.username) as login, u.created_at as joined, p.created_at as parent_joined,
        least(
          (select min(r.completed_at) from survey_responses r where r.child_id = u.id),
          (select min(m.datestamp)::timestamptz from daily_metrics m where m.child_id = u.id),
          (select min(c.created_at) from courses c where c.instructor_id = u.id)
        ) as first_activity
      from users u left join users p on p.id = u.parent_id`);
    const now = clock.now().getTime();
    const late = rows.rows.filter(
      (r) =>
        (r.first_activity !== null && Date.parse(r.joined) >= Date.parse(r.first_activity)) ||
        (r.parent_joined !== null && Date.parse(r.joined) <= Date.parse(r.parent_joined)),
    );
    expect(late.map((r) => r.login)).toEqual([]);
    // Mia's months of history: she joined before them, not on the day the demo was seeded.
    const mia = rows.rows.find((r) => r.login === 'mia');
    expect(now - Date.parse(mia?.joined ?? '')).toBeGreaterThan(120 * 86400e3);
    expect(rows.rows.filter((r) => now - Date.parse(r.joined) < 86400e3).map((r) => r.login)).toEqual([]);
  });
});
