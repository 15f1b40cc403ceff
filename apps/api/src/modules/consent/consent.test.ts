import fs from 'node:fs';
import path from 'node:path';
import { CONSENT_MISSING, EMAIL_NOT_VERIFIED, PRIVACY_POLICY_VERSION } from '@ye/contracts/consent';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resetClock, setClock } from '../../clock.ts';
import { mailDir } from '../../mail/mailer.ts';
import { authAs, createChild, createParent } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { users } from '../auth/tables.ts';
import { parentalConsents } from './tables.ts';

// Consent through HTTP on a real PostgreSQL (decision 035): the parent's email is confirmed by the
// mailed link, a child is added only then and with a consent record and the direct notice, and a
// child signs in only with consent.

let t: TestContext;
let ip = 0;
const nextIp = () => `10.9.0.${++ip}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
afterEach(() => resetClock());

const inject = (method: 'GET' | 'POST', url: string, opts: { payload?: object; headers?: object } = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: nextIp(),
    ...(opts as { payload?: object; headers?: Record<string, string> }),
  });

interface Mail {
  to: string;
  subject: string;
  text: string;
}
function mailsTo(to: string): Mail[] {
  const dir = mailDir(t.app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as Mail)
    .filter((m) => m.to === to);
}

/** Runs the queued jobs, then the token of the newest confirmation link mailed to `to`. */
async function verificationToken(to: string): Promise<string> {
  await t.app.jobs.drain();
  const mail = mailsTo(to)
    .filter((m) => m.subject.startsWith('Please confirm your email'))
    .at(-1);
  const url = mail?.text.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  if (!url) throw new Error(`no confirmation mail for ${to}`);
  return new URL(url).searchParams.get('token') ?? '';
}

async function signUp(email: string): Promise<{ authorization: string }> {
  const res = await inject('POST', '/v1/auth/signup', {
    payload: { email, password: 'Blue-Kite-2026', first_name: 'Ada', last_name: 'Stone' },
  });
  expect(res.statusCode).toBe(201);
  return { authorization: `Bearer ${res.json().token}` };
}

const addChild = (headers: object, username: string) =>
  inject('POST', '/v1/family/child/add', {
    headers,
    payload: { name: 'Robin', username, password: 'Robin#2026x' },
  });

describe('email confirmation', () => {
  it('mails a link at sign-up; until it is opened the parent may sign in but not add a child', async () => {
    const parent = await signUp('new.mum@example.test');
    const status = await inject('GET', '/v1/consent/email', { headers: parent });
    expect(status.json()).toMatchObject({
      email: 'new.mum@example.test',
      verified: false,
      verified_at: null,
    });

    const refused = await addChild(parent, 'robin_early');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(EMAIL_NOT_VERIFIED);
    expect(await t.db.select().from(users).where(eq(users.username, 'robin_early'))).toEqual([]);

    const token = await verificationToken('new.mum@example.test');
    const verified = await inject('POST', '/v1/consent/email/verify', { payload: { token } });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().detail).toMatch(/confirmed/);
    expect((await inject('GET', '/v1/consent/email', { headers: parent })).json().verified).toBe(true);
    expect((await addChild(parent, 'robin_now')).statusCode).toBe(201);

    // The link works once.
    const again = await inject('POST', '/v1/consent/email/verify', { payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toMatch(/already been used or is not valid/);
  });

  it('"send again" mails a fresh link and the older one stops working', async () => {
    const parent = await signUp('forgetful.dad@example.test');
    const first = await verificationToken('forgetful.dad@example.test');
    const resent = await inject('POST', '/v1/consent/email/send', { headers: parent });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().detail).toMatch(/new link to forgetful\.dad@example\.test/);
    const second = await verificationToken('forgetful.dad@example.test');
    expect(second).not.toBe(first);
    expect((await inject('POST', '/v1/consent/email/verify', { payload: { token: first } })).statusCode).toBe(
      400,
    );
    expect(
      (await inject('POST', '/v1/consent/email/verify', { payload: { token: second } })).statusCode,
    ).toBe(200);
    const done = await inject('POST', '/v1/consent/email/send', { headers: parent });
    expect(done.json().detail).toBe('Your email address is already confirmed.');
  });

  it('refuses an expired link with words, and a malformed one before looking', async () => {
    setClock('2030-01-10T09:00:00Z');
    await signUp('slow.reader@example.test');
    const token = await verificationToken('slow.reader@example.test');
    setClock('2030-01-12T09:00:01Z');
    const late = await inject('POST', '/v1/consent/email/verify', { payload: { token } });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toMatch(/expired/);
    const bad = await inject('POST', '/v1/consent/email/verify', { payload: { token: 'short' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/not complete/);
  });
});

describe('consent when a child is added', () => {
  it('records the method, time and policy version, and mails the direct notice', async () => {
    setClock('2030-03-01T10:00:00Z', { frozen: true });
    const parent = await createParent(t.db, { email: 'notice.mum@example.test', firstName: 'Nora' });
    const headers = await authAs(t.app, parent);
    const added = await addChild(headers, 'robin_notice');
    expect(added.statusCode).toBe(201);
    const childId = added.json().child_id as string;

    const consent = await inject('GET', `/v1/consent/child?child_id=${childId}`, { headers });
    expect(consent.json()).toEqual({
      child_id: childId,
      consent: {
        method: 'email_plus',
        consented_at: '2030-03-01T10:00:00.000Z',
        policy_version: PRIVACY_POLICY_VERSION,
        notice_sent_at: '2030-03-01T10:00:00.000Z',
      },
    });

    await t.app.jobs.drain();
    const notice = mailsTo('notice.mum@example.test').find((m) =>
      m.subject.includes('Your consent for Robin'),
    );
    expect(notice?.text).toContain('WHAT WE COLLECT ABOUT YOUR CHILD');
    expect(notice?.text).toContain('WHY');
    expect(notice?.text).toContain('WHO SEES IT');
    // Webinar chat is the one place other children may read a child's words without boards (decision 031).
    expect(notice?.text).toContain('In a live webinar, a child aged 10 or over can write in the chat');
    expect(notice?.text).toContain('YOUR RIGHTS');
    expect(notice?.text).toContain('HOW TO REFUSE');
    expect(notice?.text).toContain(`version ${PRIVACY_POLICY_VERSION}`);

    // The child signs in with the password the parent chose.
    const child = await inject('POST', '/v1/auth/token/get', {
      payload: { username: 'robin_notice', password: 'Robin#2026x' },
    });
    expect(child.statusCode).toBe(200);
  });

  it("another parent, a child or an instructor cannot read a child's consent", async () => {
    const owner = await createParent(t.db);
    const kid = await createChild(t.db, owner);
    const stranger = await createParent(t.db);
    const asStranger = await inject('GET', `/v1/consent/child?child_id=${kid.id}`, {
      headers: await authAs(t.app, stranger),
    });
    expect(asStranger.statusCode).toBe(404);
    expect(asStranger.json().detail).toBe('We could not find this child in your family.');
    const asChild = await inject('GET', `/v1/consent/child?child_id=${kid.id}`, {
      headers: await authAs(t.app, kid),
    });
    expect(asChild.statusCode).toBe(403);
  });
});

describe('a child signs in only with consent', () => {
  it('refuses a child without a consent record with kind words, on the main and the mesh sign-in', async () => {
    const parent = await createParent(t.db);
    await createChild(t.db, parent, { username: 'no_consent_kid', password: 'Kid#2026-ok', consent: false });
    const main = await inject('POST', '/v1/auth/token/get', {
      payload: { username: 'no_consent_kid', password: 'Kid#2026-ok' },
    });
    expect(main.statusCode).toBe(403);
    expect(main.json().detail).toBe(CONSENT_MISSING);
    const mesh = await inject('POST', '/auth/login', {
      payload: { username: 'no_consent_kid', password: 'Kid#2026-ok' },
    });
    expect(mesh.statusCode).toBe(403);

    // A wrong password still gets the ordinary answer: the consent rule tells a stranger nothing.
    const wrong = await inject('POST', '/v1/auth/token/get', {
      payload: { username: 'no_consent_kid', password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('removing the child takes the consent record with it', async () => {
    const parent = await createParent(t.db);
    const kid = await createChild(t.db, parent);
    const removed = await inject('POST', '/v1/family/child/remove', {
      headers: await authAs(t.app, parent),
      payload: { child_id: kid.id },
    });
    expect(removed.statusCode).toBeLessThan(300);
    expect(await t.db.select().from(parentalConsents).where(eq(parentalConsents.childId, kid.id))).toEqual(
      [],
    );
  });
});
