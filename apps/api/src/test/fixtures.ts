import crypto from 'node:crypto';
import { PLAN } from '@ye/contracts/billing';
import { PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import type { UserType } from '@ye/contracts/roles';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { clock } from '../clock.ts';
import type { DbOrTx } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { users } from '../modules/auth/tables.ts';
import { signAccessToken } from '../modules/auth/tokens.ts';
import { billingCustomers, billingSubscriptions } from '../modules/billing/tables.ts';
import { emailVerifications, parentalConsents } from '../modules/consent/tables.ts';

// Users made straight in the database, and tokens to act as them, so tests need not sign in
// through the routes. Unique emails and usernames per call: tests in one file share a database.

export const FIXTURE_PASSWORD = 'Fixture#2026';
let fixtureHash: Promise<string> | undefined;
function passwordHashFor(password?: string): Promise<string> {
  if (password) return hashPassword(password);
  fixtureHash ??= hashPassword(FIXTURE_PASSWORD);
  return fixtureHash;
}

export interface FixtureUser {
  id: string;
  type: UserType;
  email: string | null;
  username: string | null;
  firstName: string;
  lastName: string;
  parentId: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const suffix = () => crypto.randomBytes(4).toString('hex');
/**
 * A child's random username part: consonants only. Hex digits could make seven digits in a row (a
 * phone number to the personal-details check) and random letters could spell a rude word; either is
 * refused where a test expects another answer (CI drew both once).
 */
const SAFE_LETTERS = 'bdghjmnpqrstvwxz';
const childSuffix = () => [...crypto.randomBytes(8)].map((b) => SAFE_LETTERS[b % 16]).join('');

export async function createUser(
  db: DbOrTx,
  params: {
    type: UserType;
    email?: string | null;
    username?: string | null;
    parentId?: string | null;
    firstName?: string;
    lastName?: string;
    password?: string;
    avatar?: string | null;
    birthday?: string | null;
  },
): Promise<FixtureUser> {
  const rows = await db
    .insert(users)
    .values({
      type: params.type,
      email:
        params.email === undefined
          ? params.type === 'child'
            ? null
            : `${params.type}-${suffix()}@example.test`
          : params.email,
      username:
        params.username === undefined
          ? params.type === 'child'
            ? `kid_${childSuffix()}`
            : null
          : params.username,
      parentId: params.parentId ?? null,
      firstName: params.firstName ?? 'Test',
      lastName: params.lastName ?? 'User',
      passwordHash: await passwordHashFor(params.password),
      avatar: params.avatar ?? null,
      birthday: params.birthday ?? null,
    })
    .returning({
      id: users.id,
      type: users.type,
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      parentId: users.parentId,
    });
  const row = rows[0];
  if (!row) throw new Error('fixture user was not created');
  return row;
}

/** A parent whose email is confirmed (decision 035), unless `verified: false`. */
export async function createParent(
  db: DbOrTx,
  params: {
    firstName?: string;
    lastName?: string;
    email?: string;
    password?: string;
    verified?: boolean;
  } = {},
): Promise<FixtureUser> {
  const { verified = true, ...fields } = params;
  const parent = await createUser(db, { type: 'parent', firstName: 'Pat', lastName: 'Parent', ...fields });
  if (verified) await db.insert(emailVerifications).values({ userId: parent.id, verifiedAt: clock.now() });
  return parent;
}

/** A child whose parent's consent is recorded (decision 035), unless `consent: false`. */
export async function createChild(
  db: DbOrTx,
  parent: { id: string },
  params: {
    firstName?: string;
    username?: string;
    password?: string;
    avatar?: string | null;
    birthday?: string | null;
    consent?: boolean;
  } = {},
): Promise<FixtureUser> {
  const { consent = true, ...fields } = params;
  const child = await createUser(db, {
    type: 'child',
    parentId: parent.id,
    firstName: 'Kid',
    lastName: 'Parent',
    ...fields,
  });
  if (consent)
    await db.insert(parentalConsents).values({
      childId: child.id,
      parentId: parent.id,
      method: 'email_plus',
      policyVersion: PRIVACY_POLICY_VERSION,
      consentedAt: clock.now(),
    });
  return child;
}

export const createInstructor = (db: DbOrTx) =>
  createUser(db, { type: 'instructor', firstName: 'Ivy', lastName: 'Instructor' });

/** A main (/v1) access token for the user, as if they had signed in. */
export async function tokenFor(app: FastifyInstance, user: { id: string; type: UserType }): Promise<string> {
  return signAccessToken(app.config.jwtSecret, { userId: user.id, type: user.type, audience: 'main' });
}

/** `Authorization` header for the user. */
export async function authAs(
  app: FastifyInstance,
  user: { id: string; type: UserType },
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await tokenFor(app, user)}` };
}

/**
 * Gives the parent's family an active monthly membership, written straight into billing's rows as a
 * webhook sync would leave them (decision 027), for tests that play past the free chapter. Billing's
 * own tests subscribe through the providers instead.
 */
export async function grantMembership(
  db: DbOrTx,
  parent: { id: string },
  { provider = 'test', at = clock.now() }: { provider?: 'test' | 'stripe'; at?: Date } = {},
): Promise<void> {
  const customerId = `cus_fixture_${suffix()}`;
  const start = new Date(at.getTime() - DAY_MS);
  await db.insert(billingCustomers).values({ userId: parent.id, provider, customerId });
  await db.insert(billingSubscriptions).values({
    userId: parent.id,
    provider,
    customerId,
    subscriptionId: `sub_fixture_${suffix()}`,
    status: 'active',
    frequency: 'monthly',
    priceId: 'price_fixture_monthly',
    amount: PLAN.prices.monthly,
    currency: PLAN.currency,
    providerCreatedAt: start,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 30 * DAY_MS),
  });
}

/**
 * Reads the API as the seeded demo's people (the seed tests): `get(login, url)` signs in as the
 * account with that email (adults) or username (children) and expects 200.
 */
export async function demoReader(app: FastifyInstance, db: DbOrTx) {
  const rows = await db
    .select({ id: users.id, type: users.type, email: users.email, username: users.username })
    .from(users);
  const byLogin = new Map(
    rows.map((u) => [u.email ?? u.username ?? '', { id: u.id, type: u.type as UserType }]),
  );
  return async function get<T>(login: string, url: string): Promise<T> {
    const who = byLogin.get(login);
    if (!who) throw new Error(`no ${login}`);
    const res = await app.inject({ method: 'GET', url, headers: await authAs(app, who) });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
}
