import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from './passwords.ts';
import { insertUser } from './queries.ts';
import { issueSession, revokeUserSessions, rotateRefreshToken, verifyCredentials } from './sessions.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await insertUser(t.db, {
    type: 'parent',
    email: 'Ann@Example.test',
    firstName: 'Ann',
    lastName: 'Lee',
    passwordHash: await hashPassword('Sunflower#88'),
  });
});
afterAll(async () => t?.close());

describe('sessions', () => {
  it('verifies credentials case-insensitively and refuses wrong ones with one message', async () => {
    const user = await verifyCredentials(t.db, {
      login: 'ann@example.test',
      password: 'Sunflower#88',
      ip: '10.0.0.1',
    });
    expect(user.type).toBe('parent');
    expect(user.lastLoginAt).toBeInstanceOf(Date);
    expect(user).not.toHaveProperty('passwordHash');
    const a = await verifyCredentials(t.db, {
      login: 'ann@example.test',
      password: 'nope',
      ip: '10.0.0.1',
    }).catch((e) => e);
    const b = await verifyCredentials(t.db, {
      login: 'ghost@example.test',
      password: 'nope',
      ip: '10.0.0.1',
    }).catch((e) => e);
    expect(a.statusCode).toBe(401);
    expect(b.message).toBe(a.message);
  });

  it('rotates, refuses reuse, separates audiences and revokes', async () => {
    const user = await verifyCredentials(t.db, {
      login: 'ann@example.test',
      password: 'Sunflower#88',
      ip: '10.0.0.2',
    });
    const first = await issueSession(t.db, t.app.config, user, 'mesh');
    await expect(rotateRefreshToken(t.db, t.app.config, first.refresh, 'main')).rejects.toMatchObject({
      statusCode: 401,
    });
    const second = await rotateRefreshToken(t.db, t.app.config, first.refresh, 'mesh');
    await expect(rotateRefreshToken(t.db, t.app.config, first.refresh, 'mesh')).rejects.toMatchObject({
      statusCode: 401,
    });
    await expect(rotateRefreshToken(t.db, t.app.config, second.refresh, 'mesh')).rejects.toMatchObject({
      statusCode: 401,
    });
    const other = await issueSession(t.db, t.app.config, user, 'main');
    await revokeUserSessions(t.db, user.id);
    await expect(rotateRefreshToken(t.db, t.app.config, other.refresh, 'main')).rejects.toMatchObject({
      statusCode: 401,
    });
  });
});
