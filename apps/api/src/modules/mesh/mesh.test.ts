import { PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import { JWT_INVALID_MESSAGE } from '@ye/contracts/mesh';
import { ROLE_PERMISSIONS } from '@ye/contracts/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser } from '../auth/queries.ts';
import { issueSession } from '../auth/sessions.ts';
import { refreshTokens, users } from '../auth/tables.ts';
import { parentalConsents } from '../consent/tables.ts';
import { memberships, organizations } from '../organizations/tables.ts';

let t: TestContext;
let parentId: string;
let instructorId: string;
let orgId: string;

beforeAll(async () => {
  t = await createTestApp();
  const parent = await insertUser(t.db, {
    type: 'parent',
    email: 'Pat@Example.test',
    firstName: 'Pat',
    lastName: 'Doe',
    passwordHash: await hashPassword('Parent#2026'),
  });
  parentId = parent.id;
  const mia = await insertUser(t.db, {
    type: 'child',
    username: 'mia',
    parentId,
    firstName: 'Mia',
    lastName: '',
    passwordHash: await hashPassword('Mia#2026x'),
  });
  // A child signs in only with the parent's consent recorded (decision 035).
  await t.db.insert(parentalConsents).values({
    childId: mia.id,
    parentId,
    method: 'email_plus',
    policyVersion: PRIVACY_POLICY_VERSION,
    consentedAt: new Date(),
  });
  const instructor = await insertUser(t.db, {
    type: 'instructor',
    email: 'teach@example.test',
    firstName: 'Ida',
    lastName: 'Teach',
    passwordHash: await hashPassword('Instructor#2026'),
  });
  instructorId = instructor.id;
  const [org] = await t.db
    .insert(organizations)
    .values({ name: 'Bright School', slug: 'bright-school' })
    .returning();
  orgId = org?.id ?? '';
  await t.db.insert(memberships).values({ organizationId: orgId, userId: instructorId });
});
afterAll(async () => t?.close());

/** A multipart/form-data body as a browser's FormData would send it. */
async function form(fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}

async function meshLogin(username: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/auth/login', ...(await form({ username, password })) });
}

function gql(query: string, token?: string, variables?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { query, ...(variables ? { variables } : {}) },
  });
}

const ME =
  'query { me { id permissions hasActiveStripeSubscription organizations { id name } subscriptionStatus stripe { subscriptions { id trialEndAt createdAt } } } }';

describe('POST /auth/login', () => {
  it('signs in an adult by email (any case) with a multipart form', async () => {
    const res = await meshLogin('pat@example.test', 'Parent#2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'refresh_token']);
    const me = await gql('{ me { id } }', body.access_token);
    expect(me.json().data.me.id).toBe(parentId);
  });

  it('signs in a child by username', async () => {
    const res = await meshLogin('mia', 'Mia#2026x');
    expect(res.statusCode).toBe(200);
    const me = await gql('{ me { permissions } }', res.json().access_token);
    expect(me.json().data.me.permissions).toEqual([...ROLE_PERMISSIONS.child]);
  });

  it('accepts an urlencoded form too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=mia&password=Mia%232026x',
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password with a JSON 401', async () => {
    const res = await meshLogin('pat@example.test', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().detail).toMatch(/incorrect/);
    const ghost = await meshLogin('ghost@example.test', 'wrong-password');
    expect(ghost.json().detail).toBe(res.json().detail);
  });

  it('answers 400 with a detail for missing fields and refuses files', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...(await form({ username: 'mia' })),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain('password');

    const fd = new FormData();
    fd.append('username', 'mia');
    fd.append('password', new Blob(['x'.repeat(10)]), 'evil.txt');
    const req = new Request('http://localhost/', { method: 'POST', body: fd });
    const withFile = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': req.headers.get('content-type') ?? '' },
      payload: Buffer.from(await req.arrayBuffer()),
    });
    expect(withFile.statusCode).toBe(400);
    expect(withFile.json().detail).toBe('Send only the username and password; files are not accepted.');

    const many = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      ...(await form(Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'x'])))),
    });
    expect(many.statusCode).toBe(413);
    expect(many.json().detail).toBe('The sign-in form is too large.');
  });
});

describe('POST /auth/refresh', () => {
  it('rotates, and a reused token revokes the whole login', async () => {
    const login = (await meshLogin('pat@example.test', 'Parent#2026')).json();
    const first = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: login.refresh_token },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refresh_token).not.toBe(login.refresh_token);
    expect((await gql('{ me { id } }', rotated.access_token)).json().data.me.id).toBe(parentId);

    const reuse = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: login.refresh_token },
    });
    expect(reuse.statusCode).toBe(401);
    expect(typeof reuse.json().detail).toBe('string');
    const afterReuse = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: rotated.refresh_token },
    });
    expect(afterReuse.statusCode).toBe(401);
  });

  it('refuses a main refresh token and a missing one', async () => {
    const main = await issueSession(t.db, t.app.config, { id: parentId, type: 'parent' }, 'main');
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refresh_token: main.refresh },
    });
    expect(res.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/auth/refresh', payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json().detail).toBeTruthy();
  });
});

describe('POST /graphql', () => {
  it('answers me for an instructor with an organization', async () => {
    const login = (await meshLogin('teach@example.test', 'Instructor#2026')).json();
    const res = await gql(ME, login.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        me: {
          id: instructorId,
          permissions: [...ROLE_PERMISSIONS.instructor],
          hasActiveStripeSubscription: false,
          organizations: [{ id: orgId, name: 'Bright School' }],
          subscriptionStatus: null,
          stripe: { subscriptions: [] },
        },
      },
    });
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not-a-jwt'],
  ])('answers the JWT error in the errors array with %s (HTTP 200)', async (_label, token) => {
    const res = await gql('{ me { id permissions } }', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.data).toEqual({ me: null });
    expect(body.errors[0].message).toContain(JWT_INVALID_MESSAGE);
    expect(body.errors[0].extensions).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('refuses a main (/v1) access token', async () => {
    const main = await issueSession(t.db, t.app.config, { id: parentId, type: 'parent' }, 'main');
    const res = await gql('{ me { id } }', main.access);
    expect(res.json().errors[0].message).toContain(JWT_INVALID_MESSAGE);
  });

  it('refuses a token whose account was deleted', async () => {
    const ghost = await insertUser(t.db, {
      type: 'parent',
      email: 'gone@example.test',
      firstName: 'Gone',
      lastName: 'Away',
      passwordHash: 'x',
    });
    const session = await issueSession(t.db, t.app.config, ghost, 'mesh');
    await t.db.delete(refreshTokens).where(eq(refreshTokens.userId, ghost.id));
    await t.db.delete(users).where(eq(users.id, ghost.id));
    const res = await gql('{ me { id } }', session.access);
    expect(res.json().errors[0].message).toContain(JWT_INVALID_MESSAGE);
  });

  it('answers 503 {detail} when the database fails inside a resolver, as /v1 does', async () => {
    const login = (await meshLogin('teach@example.test', 'Instructor#2026')).json();
    // The caller and `me` load; the organizations query then meets a dropped connection.
    const select = t.app.db.select.bind(t.app.db);
    const spy = vi.spyOn(t.app.db, 'select').mockImplementation(((...args: Parameters<typeof select>) => {
      if (new Error().stack?.includes('organizationsOfUser'))
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      return select(...args);
    }) as typeof select);
    try {
      const res = await gql('{ me { id organizations { id } } }', login.access_token);
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.detail).toBe('The service is briefly unavailable. Please try again in a moment.');
      expect(body.errors[0]).toMatchObject({ message: body.detail, extensions: { code: 'UNAVAILABLE' } });
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    expect((await gql('{ me { id organizations { id } } }', login.access_token)).statusCode).toBe(200);
  });

  it('gives a parent a checkout URL and a portal URL on this site, and refuses return addresses elsewhere', async () => {
    const login = (await meshLogin('pat@example.test', 'Parent#2026')).json();
    const site = t.app.config.appUrl;
    const checkoutUrl =
      'mutation($s: SubscriptionFrequency!, $ok: String!, $back: String!) { checkoutUrl(subscriptionType: $s, successUrl: $ok, cancelUrl: $back) }';
    const elsewhere = await gql(checkoutUrl, login.access_token, {
      s: 'MONTHLY',
      ok: 'https://evil.example/my-purchases',
      back: `${site}/`,
    });
    expect(elsewhere.json()).toMatchObject({
      data: { checkoutUrl: null },
      errors: [{ message: 'The return address must be on this site.' }],
    });
    const checkout = await gql(checkoutUrl, login.access_token, {
      s: 'MONTHLY',
      ok: `${site}/my-purchases`,
      back: `${site}/`,
    });
    expect(checkout.json().data.checkoutUrl).toMatch(
      new RegExp(`^${site}/test-billing/checkout/cs_test_\\w+$`),
    );
    const portal = await gql('mutation($r: String!) { portalUrl(returnUrl: $r) }', login.access_token, {
      r: `${site}/my-account/subscriptions`,
    });
    expect(portal.json().data.portalUrl).toMatch(new RegExp(`^${site}/test-billing/portal/bps_test_\\w+$`));
    // No subscription yet: the parent's status says so in the same word as /v1/subscription/status.
    const me = await gql(ME, login.access_token);
    expect(me.json().data.me).toMatchObject({
      hasActiveStripeSubscription: false,
      subscriptionStatus: 'none',
      stripe: { subscriptions: [] },
    });
    const teacher = (await meshLogin('teach@example.test', 'Instructor#2026')).json();
    const refused = await gql(checkoutUrl, teacher.access_token, {
      s: 'YEARLY',
      ok: `${site}/`,
      back: `${site}/`,
    });
    expect(refused.json().errors[0].message).toBe('Only a parent can manage the family’s membership.');
    const anonymous = await gql('mutation { portalUrl(returnUrl: "x") }');
    expect(anonymous.json().errors[0].message).toContain(JWT_INVALID_MESSAGE);
  });

  it('answers bad queries and bad bodies with JSON errors', async () => {
    const invalid = await gql('{ me { nope } }', 'x');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].message).toContain('nope');
    const syntax = await gql('{ me { ', 'x');
    expect(syntax.statusCode).toBe(400);
    expect(syntax.json().errors.length).toBeGreaterThan(0);
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['content-type']).toContain('application/json');
    expect(badJson.json().errors[0].message).toMatch(/JSON/);
    const wrongMethod = await t.app.inject({ method: 'PUT', url: '/graphql', payload: {} });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().detail).toBeTruthy();
    const noQuery = await t.app.inject({ method: 'POST', url: '/graphql', payload: {} });
    expect(noQuery.statusCode).toBeGreaterThanOrEqual(400);
    expect(noQuery.statusCode).toBeLessThan(500);
    expect(noQuery.json().errors.length).toBeGreaterThan(0);
  });

  it('still documents every route at /docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/auth/login', '/auth/refresh', '/auth/prg/login']),
    );
  });
});
