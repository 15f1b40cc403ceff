import fs from 'node:fs';
import path from 'node:path';
import { FIRST_POLICY_VERSION, POLICY_NOTICE_DAYS, POLICY_NOTICE_JOB } from '@ye/contracts/consent';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { now as clockNow, resetClock, setClock } from '../../clock.ts';
import { mailDir } from '../../mail/mailer.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { auditLog } from '../auth/tables.ts';
import { recordChildConsent } from './service.ts';
import { parentalConsents, policyNotices } from './tables.ts';

// Versions of the privacy policy (decision 043) over HTTP on a real PostgreSQL, on an injected clock:
// an admin publishes a version at least POLICY_NOTICE_DAYS ahead, every parent is emailed once by the
// job, and once it is in force a parent whose consent is older must accept it (re-consent recorded).

const NOW = '2027-03-10T09:00:00.000Z';
/** 30 days after 2027-03-10: the first day a version published at NOW may take effect. */
const EARLIEST = '2027-04-09';
const SUBJECT = 'Our privacy policy changes on April 9, 2027';

let t: TestContext;
let admin: FixtureUser;
let parent: FixtureUser;
let child: FixtureUser;
let secondChild: FixtureUser;
let childless: FixtureUser;
let instructor: FixtureUser;

beforeAll(async () => {
  setClock(NOW);
  t = await createTestApp();
  admin = await createUser(t.db, { type: 'admin' });
  parent = await createParent(t.db, { email: 'pol-parent@example.test', firstName: 'Nora' });
  child = await createChild(t.db, parent, { username: 'pol_kid_one' });
  secondChild = await createChild(t.db, parent, { username: 'pol_kid_two' });
  childless = await createParent(t.db, { email: 'pol-childless@example.test' });
  instructor = await createInstructor(t.db);
});
afterAll(async () => {
  await t?.close();
  resetClock();
});
afterEach(() => setClock(NOW));

async function call(user: FixtureUser | null, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: user ? await authAs(t.app, user) : {},
    ...(payload ? { payload } : {}),
  });
}

/** Runs jobs until none is left: the notice job queues mail jobs on a queue drained before its own. */
async function drainAll() {
  while ((await t.app.jobs.drain()) > 0);
}

function mailsTo(to: string): { to: string; subject: string; text: string }[] {
  const dir = mailDir(t.app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.to === to);
}
const noticesTo = (to: string) =>
  mailsTo(to).filter((m) => m.subject.startsWith('Our privacy policy changes'));

describe('publishing a version', () => {
  it(`refuses an effective date less than ${POLICY_NOTICE_DAYS} days ahead, a bad body, and non-admins`, async () => {
    const tooSoon = await call(admin, 'POST', '/v1/consent/policy/versions', {
      version: '2027-04-08',
      effective_date: '2027-04-08',
      summary: 'We now name our error monitoring provider.',
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().detail).toBe(
      `A new version takes effect at least 30 days after it is published, so that every parent hears of it first: please choose ${EARLIEST} or later.`,
    );
    const bad = await call(admin, 'POST', '/v1/consent/policy/versions', {
      version: 'no spaces',
      effective_date: '2027-05-01',
      summary: 'short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBeTruthy();
    const body = { version: 'x-1', effective_date: '2027-06-01', summary: 'A change nobody may publish.' };
    expect((await call(parent, 'POST', '/v1/consent/policy/versions', body)).statusCode).toBe(403);
    expect((await call(instructor, 'POST', '/v1/consent/policy/versions', body)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/v1/consent/policy/versions', body)).statusCode).toBe(401);
    expect((await call(parent, 'GET', '/v1/consent/policy/versions')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/v1/consent/policy/versions')).json()).toEqual({ results: [] });
    // Nothing was published: the first version is in force and nobody was mailed.
    expect((await call(null, 'GET', '/v1/consent/policy/current')).json()).toEqual({
      current: FIRST_POLICY_VERSION,
      upcoming: null,
    });
  });

  it('publishes a version on the first allowed day; every parent is emailed once, however often the job runs', async () => {
    const res = await call(admin, 'POST', '/v1/consent/policy/versions', {
      version: EARLIEST,
      effective_date: EARLIEST,
      summary: 'We now name Sentry, our error monitoring, and what it never receives.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      version: EARLIEST,
      effective_at: `${EARLIEST}T00:00:00.000Z`,
      summary: 'We now name Sentry, our error monitoring, and what it never receives.',
    });
    const again = await call(admin, 'POST', '/v1/consent/policy/versions', {
      version: EARLIEST,
      effective_date: '2027-05-01',
      summary: 'The same name a second time.',
    });
    expect(again.statusCode).toBe(409);
    const first = await call(admin, 'POST', '/v1/consent/policy/versions', {
      version: FIRST_POLICY_VERSION.version,
      effective_date: '2027-05-01',
      summary: 'The first version’s name again.',
    });
    expect(first.statusCode).toBe(409);

    await drainAll();
    for (const to of ['pol-parent@example.test', 'pol-childless@example.test']) {
      const mails = noticesTo(to);
      expect(mails.map((m) => m.subject)).toEqual([SUBJECT]);
      expect(mails[0]?.text).toContain(`The new version, ${EARLIEST}, takes effect on April 9, 2027.`);
      expect(mails[0]?.text).toContain('What changes: We now name Sentry');
      expect(mails[0]?.text).toContain(`${t.app.config.appUrl}/policy-update`);
    }
    expect(noticesTo(instructor.email ?? '')).toEqual([]);

    // The daily run, twice more: nobody is mailed again; a parent who signed up since is mailed once.
    const late = await createParent(t.db, { email: 'pol-late@example.test' });
    await t.app.jobs.send(POLICY_NOTICE_JOB, {});
    await drainAll();
    await t.app.jobs.send(POLICY_NOTICE_JOB, {});
    await drainAll();
    expect(noticesTo('pol-parent@example.test')).toHaveLength(1);
    expect(noticesTo('pol-late@example.test')).toHaveLength(1);
    const rows = await t.db.select().from(policyNotices).where(eq(policyNotices.parentId, late.id));
    expect(rows).toHaveLength(1);

    const list = (await call(admin, 'GET', '/v1/consent/policy/versions')).json();
    expect(list.results).toHaveLength(1);
    expect(list.results[0]).toMatchObject({ version: EARLIEST, effective_at: `${EARLIEST}T00:00:00.000Z` });
    expect(list.results[0].published_at.slice(0, 15)).toBe(NOW.slice(0, 15));
    expect(list.results[0].parents_notified).toBeGreaterThanOrEqual(3);
  });

  it('mails nobody about a version once it is in force', async () => {
    setClock(`${EARLIEST}T00:00:00.000Z`);
    await createParent(t.db, { email: 'pol-after@example.test' });
    await t.app.jobs.send(POLICY_NOTICE_JOB, {});
    await drainAll();
    expect(noticesTo('pol-after@example.test')).toEqual([]);
  });
});

describe('accepting a version', () => {
  it('is not asked before the effective time, may be given early, and is asked from that moment on', async () => {
    setClock(`${EARLIEST}T00:00:00.000Z`);
    // Undo any early acceptance from an earlier run of this block: the consents stand on the first version.
    await t.db
      .update(parentalConsents)
      .set({ policyVersion: FIRST_POLICY_VERSION.version })
      .where(eq(parentalConsents.parentId, parent.id));

    setClock(new Date(Date.parse(`${EARLIEST}T00:00:00.000Z`) - 60_000));
    const before = (await call(parent, 'GET', '/v1/consent/policy')).json();
    expect(before).toMatchObject({
      current: { version: FIRST_POLICY_VERSION.version },
      upcoming: { version: EARLIEST },
      accepted_version: FIRST_POLICY_VERSION.version,
      must_accept: false,
      may_accept_upcoming: true,
    });

    setClock(`${EARLIEST}T00:00:00.000Z`);
    const after = (await call(parent, 'GET', '/v1/consent/policy')).json();
    expect(after).toMatchObject({
      current: { version: EARLIEST },
      upcoming: null,
      accepted_version: FIRST_POLICY_VERSION.version,
      must_accept: true,
    });
    // The public endpoint says the same.
    expect((await call(null, 'GET', '/v1/consent/policy/current')).json().current.version).toBe(EARLIEST);
    // A parent without a child has no consent to renew: nothing is asked.
    expect((await call(childless, 'GET', '/v1/consent/policy')).json()).toMatchObject({
      accepted_version: null,
      must_accept: false,
    });
  });

  it('refuses a version that does not exist or is no longer in force, changing nothing', async () => {
    setClock(`${EARLIEST}T10:00:00.000Z`);
    const missing = await call(parent, 'POST', '/v1/consent/policy/accept', { version: '2099-01-01' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('This version of the policy does not exist.');
    const old = await call(parent, 'POST', '/v1/consent/policy/accept', {
      version: FIRST_POLICY_VERSION.version,
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().detail).toBe('This version has been replaced by a newer one. Please reload the page.');
    expect((await call(child, 'POST', '/v1/consent/policy/accept', { version: EARLIEST })).statusCode).toBe(
      403,
    );
    expect((await call(null, 'POST', '/v1/consent/policy/accept', { version: EARLIEST })).statusCode).toBe(
      401,
    );
    const rows = await t.db.select().from(parentalConsents).where(eq(parentalConsents.parentId, parent.id));
    expect(rows.map((r) => r.policyVersion)).toEqual([
      FIRST_POLICY_VERSION.version,
      FIRST_POLICY_VERSION.version,
    ]);
  });

  it('records the re-consent for every child of the parent, with an audit row, and asks no more', async () => {
    const at = `${EARLIEST}T10:00:00.000Z`;
    setClock(at, { frozen: true });
    const res = await call(parent, 'POST', '/v1/consent/policy/accept', { version: EARLIEST });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ accepted_version: EARLIEST, must_accept: false });
    for (const kid of [child, secondChild]) {
      const consent = (await call(parent, 'GET', `/v1/consent/child?child_id=${kid.id}`)).json().consent;
      expect(consent).toMatchObject({ policy_version: EARLIEST, consented_at: at });
    }
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'consent.renewed'));
    expect(audit.map((a) => a.details)).toEqual([
      { policy_version: EARLIEST, previous_version: FIRST_POLICY_VERSION.version, children: 2 },
    ]);
    // Accepting again changes nothing but the time.
    expect((await call(parent, 'GET', '/v1/consent/policy')).json().must_accept).toBe(false);
  });

  it('records the version in force for a child added after it took effect', async () => {
    setClock(`${EARLIEST}T12:00:00.000Z`);
    const other = await createParent(t.db, { email: 'pol-new@example.test' });
    const kid = await createUser(t.db, { type: 'child', parentId: other.id, username: 'pol_kid_new' });
    await recordChildConsent(t.db, { childId: kid.id, parentId: other.id, now: clockNow() });
    const [row] = await t.db.select().from(parentalConsents).where(eq(parentalConsents.childId, kid.id));
    expect(row?.policyVersion).toBe(EARLIEST);
    expect((await call(other, 'GET', '/v1/consent/policy')).json()).toMatchObject({
      accepted_version: EARLIEST,
      must_accept: false,
    });
  });
});
