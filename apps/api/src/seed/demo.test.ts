import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships, organizations } from '../modules/admin/tables.ts';
import { users } from '../modules/auth/tables.ts';
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
      Math.floor((Date.now() - new Date(`${b}T00:00:00Z`).getTime()) / (365.25 * 86400e3));
    expect(age(mia?.birthday)).toBe(9);
    expect(age(byLogin.get('leo')?.birthday)).toBe(12);
    const [org] = await t.db.select().from(organizations);
    expect(org?.name).toBe('Youth Enrichments');
    const members = await t.db.select().from(memberships);
    expect(members.length).toBe(6);
  });
});
