import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import drizzleConfig from '../../drizzle.config.ts';
import { mailDir } from '../mail/mailer.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/auth/queries.ts';
import { loginAttempts, passwordResetTokens, refreshTokens } from '../modules/auth/tables.ts';
import { billingEvents } from '../modules/billing/tables.ts';
import { billingTestDeliveries } from '../modules/billing/test-provider/tables.ts';
import { cleanUp, JOBS, RECURRING } from '../modules/jobs.ts';
import { studioUploads } from '../modules/studio/tables.ts';
import { createTestApp, type TestContext } from '../test/helpers.ts';
import { defineJob, JOBS_SCHEMA, JobQueue } from './queue.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const jobRows = async (name: string) =>
  (
    await t.pool.query<{ state: string; data: unknown; output: unknown }>(
      `SELECT state, data, output FROM ${JOBS_SCHEMA}.job WHERE name = $1 ORDER BY created_on`,
      [name],
    )
  ).rows;

/** A queue of its own on the test database, with jobs the test controls. */
function testQueue(handle: (payload: { n: number }) => Promise<void>, name = 'test.echo') {
  return new JobQueue({
    pool: t.pool,
    db: t.db,
    config: t.app.config,
    log: t.app.log,
    definitions: [defineJob({ name, payload: z.object({ n: z.number().int() }), retryLimit: 2, handle })],
  });
}

describe('the job queue', () => {
  it('lives in its own pgboss schema, which drizzle-kit leaves alone', async () => {
    await t.app.jobs.drain();
    const tables = await t.pool.query<{ table_schema: string }>(
      `SELECT DISTINCT table_schema FROM information_schema.tables WHERE table_name = 'job'`,
    );
    expect(tables.rows.map((r) => r.table_schema)).toContain(JOBS_SCHEMA);
    expect(drizzleConfig).toMatchObject({ schemaFilter: ['public'] });
  });

  it('knows every job by one queue name, mail and the clean-up among them', () => {
    const names = JOBS.map((j) => j.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining(['mail.send', 'auth.password-reset', 'maintenance.clean-up']),
    );
    expect(RECURRING).toContainEqual(['maintenance.clean-up', {}, 24 * 60 * 60]);
  });

  it('refuses a payload that does not match the schema when it is queued', async () => {
    await expect(t.app.jobs.send('mail.send', { to: 'a@example.test' })).rejects.toThrow();
    await expect(t.app.jobs.send('no.such.job', {})).rejects.toThrow(/no job is defined/);
    expect(await jobRows('mail.send')).toEqual([]);
  });

  it('sends mail only when the mail.send job runs', async () => {
    const dir = mailDir(t.app.config);
    const count = () => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);
    const before = count();
    const id = await t.app.jobs.send('mail.send', {
      to: 'ann@example.test',
      subject: 'Hello from a job',
      text: 'Queued, then sent.',
    });
    expect(id).toEqual(expect.any(String));
    expect(count()).toBe(before);
    expect((await jobRows('mail.send')).map((r) => r.state)).toEqual(['created']);
    expect(await t.app.jobs.drain('mail.send')).toBe(1);
    expect(count()).toBe(before + 1);
    const newest = fs.readdirSync(dir).sort().at(-1) ?? '';
    expect(JSON.parse(fs.readFileSync(path.join(dir, newest), 'utf8'))).toMatchObject({
      to: 'ann@example.test',
      subject: 'Hello from a job',
    });
    expect((await jobRows('mail.send')).map((r) => r.state)).toEqual(['completed']);
    expect(await t.app.jobs.drain('mail.send')).toBe(0);
  });

  it('puts a failed job back for a retry', async () => {
    const queue = testQueue(async () => {
      throw new Error('smtp is down');
    }, 'test.fails');
    try {
      await queue.send('test.fails', { n: 1 });
      expect(await queue.drain()).toBe(1);
      const [row] = await jobRows('test.fails');
      expect(row).toMatchObject({ state: 'retry', data: { n: 1 }, output: { message: 'smtp is down' } });
    } finally {
      await queue.stop();
    }
  });

  it('runs jobs with real workers once started, and stops cleanly', async () => {
    const seen: number[] = [];
    const queue = testQueue(async ({ n }) => {
      seen.push(n);
    });
    try {
      await queue.start({ pollingIntervalMs: 500 });
      await queue.send('test.echo', { n: 7 });
      await queue.send('test.echo', { n: 8 });
      await expect.poll(() => seen.slice().sort(), { timeout: 15_000, interval: 100 }).toEqual([7, 8]);
      await expect
        .poll(async () => (await jobRows('test.echo')).map((r) => r.state), { timeout: 15_000 })
        .toEqual(['completed', 'completed']);
    } finally {
      await queue.stop();
    }
    // After stop nothing picks jobs up any more.
    await queue.send('test.echo', { n: 9 });
    await new Promise((r) => setTimeout(r, 700));
    expect(seen).not.toContain(9);
    await queue.stop();
  });

  it("the app's queue mails through real workers once started, and closing the app stops them (SIGTERM)", async () => {
    const other = await createTestApp();
    try {
      await other.app.jobs.start({ pollingIntervalMs: 500 });
      expect(other.app.jobs.running).toBe(true);
      // The clean-up was offered for today's slot as the workers started.
      const offered = await other.pool.query(
        `SELECT 1 FROM ${JOBS_SCHEMA}.job WHERE name = 'maintenance.clean-up'`,
      );
      expect(offered.rowCount).toBe(1);
      await other.app.jobs.send('mail.send', { to: 'bo@example.test', subject: 'By a worker', text: 'Hi.' });
      const dir = mailDir(other.app.config);
      await expect
        .poll(() => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0), { timeout: 15_000, interval: 100 })
        .toBe(1);
    } finally {
      await other.close();
    }
    expect(other.app.jobs.running).toBe(false);
  });

  it('offers a recurring job once per slot however often it is offered', async () => {
    const queue = testQueue(async () => {}, 'test.daily');
    try {
      queue.every('test.daily', { n: 0 }, 24 * 60 * 60);
      await queue.offerRecurring();
      await queue.offerRecurring();
      expect(await jobRows('test.daily')).toHaveLength(1);
    } finally {
      await queue.stop();
    }
  });
});

describe('the daily clean-up', () => {
  it('deletes expired tokens, old sign-in attempts and stale pending uploads, and nothing else', async () => {
    const now = new Date('2026-03-01T03:00:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    const user = await insertUser(t.db, {
      type: 'instructor',
      email: 'clean@example.test',
      firstName: 'Cleo',
      lastName: 'Dean',
      passwordHash: await hashPassword('Clean-Kite-2026'),
    });
    const token = (label: string, expiresAt: Date) => ({
      userId: user.id,
      familyId: crypto.randomUUID(),
      audience: 'main',
      tokenHash: `hash-${label}`,
      expiresAt,
    });
    await t.db
      .insert(refreshTokens)
      .values([
        token('old', ago(2 * DAY)),
        token('recent', ago(HOUR)),
        token('live', new Date(now.getTime() + DAY)),
      ]);
    await t.db.insert(passwordResetTokens).values([
      { userId: user.id, tokenHash: 'reset-old', expiresAt: ago(3 * DAY) },
      { userId: user.id, tokenHash: 'reset-live', expiresAt: new Date(now.getTime() + HOUR) },
    ]);
    await t.db.insert(loginAttempts).values([
      { accountKey: 'clean@example.test', ip: '10.0.0.1', createdAt: ago(8 * DAY) },
      { accountKey: 'clean@example.test', ip: '10.0.0.1', createdAt: ago(HOUR) },
    ]);
    const upload = (name: string, status: string, createdAt: Date) => ({
      ownerId: user.id,
      purpose: 'cover',
      filename: `${name}.png`,
      contentType: 'image/png',
      size: 10,
      storedName: `${crypto.randomUUID()}.png`,
      status,
      createdAt,
    });
    await t.db
      .insert(studioUploads)
      .values([
        upload('stale', 'pending', ago(2 * DAY)),
        upload('fresh', 'pending', ago(HOUR)),
        upload('kept', 'stored', ago(30 * DAY)),
      ]);

    // Billing: processed webhook events go after 90 days (unprocessed ones never: the nightly
    // reconciliation still owes them a run); the test provider's delivered events after 7.
    const event = (id: string, processedAt: Date | null) => ({
      id,
      provider: 'test',
      type: 'invoice.paid',
      customerId: 'cus_test_cleanup',
      objectId: null,
      eventCreatedAt: ago(200 * DAY),
      receivedAt: ago(200 * DAY),
      processedAt,
      outcome: processedAt ? 'applied' : null,
    });
    await t.db
      .insert(billingEvents)
      .values([
        event('evt_old', ago(91 * DAY)),
        event('evt_recent', ago(89 * DAY)),
        event('evt_stuck', null),
      ]);
    const delivery = (eventId: string, deliveredAt: Date | null) => ({
      eventId,
      payload: '{}',
      createdAt: ago(30 * DAY),
      deliveredAt,
    });
    await t.db
      .insert(billingTestDeliveries)
      .values([
        delivery('evt_sent_long_ago', ago(8 * DAY)),
        delivery('evt_sent', ago(6 * DAY)),
        delivery('evt_unsent', null),
      ]);

    expect(await cleanUp(t.db, now)).toEqual({
      refresh_tokens: 1,
      password_reset_tokens: 1,
      program_login_tokens: 0,
      login_attempts: 1,
      pending_uploads: 1,
      billing_events: 1,
      billing_test_deliveries: 1,
      activity_batches: 0,
      held_or_rejected_posts: 0,
      contact_messages: 0,
      audit_rows: 0,
      rate_limit_hits: 0,
      withdrawn_badges: 0,
      // Adaptive games and logged recommendation choices (decision 052): nothing old enough here.
      game_sessions: 0,
      game_item_attempts: 0,
      recommendation_choices: 0,
    });
    expect((await t.db.select({ id: billingEvents.id }).from(billingEvents)).map((e) => e.id).sort()).toEqual(
      ['evt_recent', 'evt_stuck'],
    );
    expect(
      (await t.db.select({ id: billingTestDeliveries.eventId }).from(billingTestDeliveries))
        .map((d) => d.id)
        .sort(),
    ).toEqual(['evt_sent', 'evt_unsent']);
    expect(
      (await t.db.select({ h: refreshTokens.tokenHash }).from(refreshTokens)).map((r) => r.h).sort(),
    ).toEqual(expect.arrayContaining(['hash-live', 'hash-recent']));
    expect((await t.db.select().from(studioUploads)).map((u) => u.filename).sort()).toEqual([
      'fresh.png',
      'kept.png',
    ]);
    // Idempotent: a second run the same day finds nothing more.
    expect(Object.values(await cleanUp(t.db, now)).every((n) => n === 0)).toBe(true);
  });

  it('runs as the maintenance.clean-up job', async () => {
    await t.app.jobs.send('maintenance.clean-up', {});
    expect(await t.app.jobs.drain('maintenance.clean-up')).toBe(1);
    expect((await jobRows('maintenance.clean-up')).at(-1)?.state).toBe('completed');
  });
});
