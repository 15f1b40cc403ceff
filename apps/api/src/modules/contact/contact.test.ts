import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailDir } from '../../mail/mailer.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { insertUser } from '../auth/queries.ts';
import { issueSession } from '../auth/sessions.ts';
import { contactMessages } from './tables.ts';

let t: TestContext;
let parentToken = '';
let childToken = '';
let ipCounter = 0;

const send = (url: string, payload: object, token?: string, ip?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip ?? `10.2.0.${++ipCounter}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

function supportMails(): { to: string; subject: string; text: string; replyTo?: string }[] {
  const dir = mailDir(t.app.config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
}

beforeAll(async () => {
  t = await createTestApp();
  const passwordHash = await hashPassword('Parent#2026');
  const parent = await insertUser(t.db, {
    type: 'parent',
    email: 'pat@example.test',
    firstName: 'Pat',
    lastName: 'Lane',
    passwordHash,
  });
  const child = await insertUser(t.db, {
    type: 'child',
    username: 'pip',
    parentId: parent.id,
    firstName: 'Pip',
    lastName: 'Lane',
    passwordHash,
  });
  parentToken = (await issueSession(t.db, t.app.config, parent, 'main')).access;
  childToken = (await issueSession(t.db, t.app.config, child, 'main')).access;
});
afterAll(async () => t?.close());

describe('contact forms', () => {
  it('stores a public message and mails it to support', async () => {
    const res = await send('/v1/auth/contact-us', {
      name: 'Jo',
      email: 'jo@example.test',
      subject: 'Courses',
      message: 'Do you have courses for age 6?',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().detail).toEqual(expect.any(String));
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'public', userId: null, email: 'jo@example.test' });
    // The request only queued the mail; nothing was written until the job runs.
    const before = supportMails().length;
    expect(await t.app.jobs.drain('mail.send')).toBe(1);
    expect(supportMails()).toHaveLength(before + 1);
    const mail = supportMails().at(-1);
    expect(mail).toMatchObject({ to: t.app.config.supportEmail, replyTo: 'jo@example.test' });
    expect(mail?.subject).toContain('Courses');
    expect(mail?.text).toContain('Do you have courses for age 6?');
  });

  it('refuses an incomplete message with a clear 400', async () => {
    const res = await send('/v1/auth/contact-us', { name: 'Jo', email: 'nope', subject: '', message: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it("takes a parent's name and email from the account", async () => {
    const res = await send(
      '/v1/parent/contact-us',
      { subject: 'Billing', message: 'A question about my plan.' },
      parentToken,
    );
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({
      source: 'parent',
      name: 'Pat Lane',
      email: 'pat@example.test',
      subject: 'Billing',
    });
    await t.app.jobs.drain('mail.send');
    expect(supportMails().at(-1)?.replyTo).toBe('pat@example.test');
  });

  it('is for parents only', async () => {
    expect((await send('/v1/parent/contact-us', { subject: 'Hi', message: 'Hello' })).statusCode).toBe(401);
    const child = await send('/v1/parent/contact-us', { subject: 'Hi', message: 'Hello' }, childToken);
    expect(child.statusCode).toBe(403);
    expect(child.json().detail).toEqual(expect.any(String));
  });

  it('limits messages per address', async () => {
    const body = { name: 'Spam', email: 'spam@example.test', subject: 'Buy', message: 'Buy now' };
    for (let i = 0; i < 5; i++)
      expect((await send('/v1/auth/contact-us', body, undefined, '10.3.3.3')).statusCode).toBe(201);
    const limited = await send('/v1/auth/contact-us', body, undefined, '10.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
