import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser, type UserRow } from '../auth/queries.ts';
import { issueSession } from '../auth/sessions.ts';
import { auditLog } from '../auth/tables.ts';
import { organizations } from './tables.ts';

let t: TestContext;
let admin: UserRow;
let provider: UserRow;
let external: UserRow;
let parent: UserRow;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('Whatever#2026');
  const adult = (type: UserRow['type'], email: string, firstName: string) =>
    insertUser(t.db, { type, email, firstName, lastName: 'Test', passwordHash });
  admin = await adult('admin', 'ada@ops.test', 'Ada');
  provider = await adult('provider', 'lucas@club.test', 'Lucas');
  external = await adult('external_admin', 'priya@club.test', 'Priya');
  parent = await adult('parent', 'pat@family.test', 'Pat');
  for (const u of [admin, provider, external, parent])
    tokens[u.id] = (await issueSession(t.db, t.app.config, u, 'main')).access;
});
afterAll(async () => t?.close());

const call = (
  who: UserRow | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? { authorization: `Bearer ${tokens[who.id]}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('organizations', () => {
  let clubId = '';

  it('an admin creates, lists (by name, searched, paged) and renames organizations, audited', async () => {
    const created = await call(admin, 'POST', '/v1/admin/organizations', { name: '  After-school Club  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'After-school Club', status: 'active', member_count: 0 });
    clubId = created.json().id;
    for (const name of ['Bright School', 'Calm Kids 100%', 'Zebra Learning'])
      expect((await call(admin, 'POST', '/v1/admin/organizations', { name })).statusCode).toBe(201);

    const page1 = (await call(admin, 'GET', '/v1/admin/organizations?page=1&page_size=2')).json();
    expect(page1).toMatchObject({ count: 4, page: 1, page_size: 2 });
    expect(page1.results.map((o: { name: string }) => o.name)).toEqual([
      'After-school Club',
      'Bright School',
    ]);
    const searched = (await call(admin, 'GET', '/v1/admin/organizations?q=100%25')).json();
    expect(searched.results.map((o: { name: string }) => o.name)).toEqual(['Calm Kids 100%']);
    expect((await call(admin, 'GET', '/v1/admin/organizations?q=nothing-like-it')).json()).toMatchObject({
      count: 0,
      results: [],
    });

    const renamed = await call(admin, 'PATCH', `/v1/admin/organizations/${clubId}`, {
      name: 'The After-school Club',
    });
    expect(renamed.json()).toMatchObject({ name: 'The After-school Club', status: 'active' });
    const lines = await t.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(lines.map((l) => l.action)).toEqual(
      expect.arrayContaining(['organization.create', 'organization.update']),
    );
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.db.select().from(organizations);
    for (const body of [{}, { name: ' ' }, { name: 'x'.repeat(121) }, { name: 'a\u0000b' }])
      expect((await call(admin, 'POST', '/v1/admin/organizations', body)).statusCode).toBe(400);
    expect((await call(admin, 'PATCH', `/v1/admin/organizations/${clubId}`, {})).statusCode).toBe(400);
    expect(
      (await call(admin, 'PATCH', `/v1/admin/organizations/${clubId}`, { status: 'gone' })).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'PATCH', `/v1/admin/organizations/${crypto.randomUUID()}`, { name: 'Ghost' }))
        .statusCode,
    ).toBe(404);
    expect(await t.db.select().from(organizations)).toEqual(before);
  });

  it('manages members: add by email with a role, change it, remove; unknown emails and roles refused', async () => {
    const add = (email: string, role: string) =>
      call(admin, 'POST', `/v1/admin/organizations/${clubId}/members`, { email, role });
    expect((await add('LUCAS@club.test', 'provider')).statusCode).toBe(201);
    const both = await add('priya@club.test', 'external_admin');
    expect(both.json().results).toEqual([
      {
        user_id: provider.id,
        name: 'Lucas Test',
        email: 'lucas@club.test',
        type: 'provider',
        role: 'provider',
      },
      {
        user_id: external.id,
        name: 'Priya Test',
        email: 'priya@club.test',
        type: 'external_admin',
        role: 'external_admin',
      },
    ]);
    expect((await add('nobody@nowhere.test', 'member')).statusCode).toBe(400);
    expect((await add('pat@family.test', 'owner')).statusCode).toBe(400);
    expect((await add('not an email', 'member')).statusCode).toBe(400);
    const list = (await call(admin, 'GET', '/v1/admin/organizations?q=after-school')).json();
    expect(list.results[0].member_count).toBe(2);

    // The mesh's `me { organizations }` and the provider's own list are these memberships.
    expect((await call(provider, 'GET', '/v1/organizations/mine')).json().results).toEqual([
      { id: clubId, name: 'The After-school Club', status: 'active', member_count: 2 },
    ]);

    expect(
      (await call(admin, 'DELETE', `/v1/admin/organizations/${clubId}/members/${external.id}`)).statusCode,
    ).toBe(204);
    expect(
      (await call(admin, 'DELETE', `/v1/admin/organizations/${clubId}/members/${external.id}`)).statusCode,
    ).toBe(404);
    expect((await call(external, 'GET', '/v1/organizations/mine')).json().results).toEqual([]);
  });

  it('archives: the organization leaves its members’ own lists and can be restored', async () => {
    const archived = await call(admin, 'PATCH', `/v1/admin/organizations/${clubId}`, { status: 'archived' });
    expect(archived.json().status).toBe('archived');
    expect((await call(provider, 'GET', '/v1/organizations/mine')).json().results).toEqual([]);
    await call(admin, 'PATCH', `/v1/admin/organizations/${clubId}`, { status: 'active' });
    expect((await call(provider, 'GET', '/v1/organizations/mine')).json().results).toHaveLength(1);
  });

  it('refuses strangers: everyone but admins on the admin calls, parents on their own list', async () => {
    for (const who of [provider, external, parent]) {
      expect((await call(who, 'GET', '/v1/admin/organizations')).statusCode).toBe(403);
      expect((await call(who, 'POST', '/v1/admin/organizations', { name: 'Mine now' })).statusCode).toBe(403);
      expect(
        (await call(who, 'PATCH', `/v1/admin/organizations/${clubId}`, { status: 'archived' })).statusCode,
      ).toBe(403);
      expect(
        (
          await call(who, 'POST', `/v1/admin/organizations/${clubId}/members`, {
            email: 'pat@family.test',
            role: 'external_admin',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await call(parent, 'GET', '/v1/organizations/mine')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/v1/admin/organizations')).statusCode).toBe(401);
    expect((await call(admin, 'GET', `/v1/admin/organizations/${clubId}`)).statusCode).toBe(404);
    const [club] = await t.db.select().from(organizations).where(eq(organizations.id, clubId));
    expect(club?.status).toBe('active');
  });
});
