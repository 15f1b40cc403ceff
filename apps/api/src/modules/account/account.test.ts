import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  createUser,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { users } from '../auth/tables.ts';
import { legacyAvatarDir, PARENT_AVATAR_FOLDER } from './service.ts';

let ctx: TestContext;
let parent: FixtureUser;
let other: FixtureUser;
let instructor: FixtureUser;
let child: FixtureUser;
let admin: FixtureUser;

beforeAll(async () => {
  ctx = await createTestApp();
  parent = await createParent(ctx.db, { firstName: 'Anna', lastName: 'Rivera', password: 'Current#Pass26' });
  other = await createParent(ctx.db, { email: 'taken@example.test' });
  instructor = await createInstructor(ctx.db);
  child = await createChild(ctx.db, parent);
  admin = await createUser(ctx.db, { type: 'admin' });
});
afterAll(async () => {
  if (ctx?.app.config.dataDir.includes('test-files'))
    fs.rmSync(ctx.app.config.dataDir, { recursive: true, force: true });
  await ctx?.close();
});

const update = async (user: FixtureUser, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/parent_router/parent/update_profile',
    headers: await authAs(ctx.app, user),
    payload,
  });

describe('POST /v1/parent_router/parent/update_profile', () => {
  it('updates names, time zone and bio and answers with the profile', async () => {
    const res = await update(parent, {
      first_name: 'Ann',
      last_name: 'Rivers',
      timezone: 'Europe/Lisbon',
      bio: ' Mum of two ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: parent.id,
      type: 'parent',
      first_name: 'Ann',
      last_name: 'Rivers',
      timezone: 'Europe/Lisbon',
      bio: 'Mum of two',
    });
  });

  it('rejects a time zone that is not an IANA name', async () => {
    const res = await update(parent, { timezone: 'Mars/Olympus' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/time zone/);
  });

  it('changes the email only with the current password', async () => {
    const missing = await update(parent, { email: 'new-anna@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toMatch(/current password/);
    const wrong = await update(parent, { email: 'new-anna@example.test', current_password: 'Wrong#Pass26' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('The current password is not correct.');
    const taken = await update(parent, { email: 'TAKEN@example.test', current_password: 'Current#Pass26' });
    expect(taken.statusCode).toBe(409);
    const ok = await update(parent, { email: 'new-anna@example.test', current_password: 'Current#Pass26' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe('new-anna@example.test');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/v1/auth/token/get',
      payload: { email: 'new-anna@example.test', password: 'Current#Pass26' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('is for parents only', async () => {
    expect((await update(child, { first_name: 'X' })).statusCode).toBe(403);
    expect((await update(instructor, { first_name: 'X' })).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/v1/parent_router/parent/update_profile',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

/** GET a picture as `user` (null: no token). */
async function fetchPicture(user: FixtureUser | null, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: user ? await authAs(ctx.app, user) : {} });
}

async function upload(user: FixtureUser | null, bytes: Buffer, type: string, name: string) {
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/parent_router/parent/avatar',
    headers: {
      ...(user ? await authAs(ctx.app, user) : {}),
      'content-type': req.headers.get('content-type') ?? '',
    },
    payload: Buffer.from(await req.arrayBuffer()),
  });
}

describe('POST /v1/parent_router/parent/avatar', () => {
  it('stores a PNG, serves it, and replaces it with a JPEG', async () => {
    const res = await upload(other, PNG_BYTES, 'image/png', 'me.png');
    expect(res.statusCode).toBe(200);
    const url = res.json().avatar as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f-]{36}\.png$/);
    const served = await fetchPicture(other, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_BYTES)).toBe(true);

    const next = await upload(other, JPEG_BYTES, 'image/jpeg', 'me.jpg');
    expect(next.statusCode).toBe(200);
    expect(next.json().avatar).toMatch(/\.jpg$/);
    expect((await fetchPicture(other, url)).statusCode).toBe(404);
    expect((await fetchPicture(admin, url)).statusCode).toBe(404);
  });

  it('serves the picture only to its parent and to admins, never cached; a stranger 404, no sign-in 401', async () => {
    const url = (await upload(other, PNG_BYTES, 'image/png', 'me.png')).json().avatar as string;
    const own = await fetchPicture(other, url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const byAdmin = await fetchPicture(admin, url);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['cache-control']).toBe('private, no-store');
    expect(byAdmin.rawPayload.equals(PNG_BYTES)).toBe(true);

    const stranger = await fetchPicture(parent, url);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ detail: 'There is no such picture.' });
    expect((await fetchPicture(null, url)).statusCode).toBe(401);
    expect((await fetchPicture(child, url)).statusCode).toBe(403);
    expect((await fetchPicture(instructor, url)).statusCode).toBe(403);
  });

  it('keeps pictures in the file store, and still serves one stored before it', async () => {
    const res = await upload(other, PNG_BYTES, 'image/png', 'me.png');
    const name = (res.json().avatar as string).split('/').at(-1) as string;
    expect(await ctx.app.files.size(PARENT_AVATAR_FOLDER, name)).toBe(PNG_BYTES.length);

    const legacy = '0b6f3c1e-2d4a-4f5b-8c7d-9e0f1a2b3c4d.jpg';
    fs.mkdirSync(legacyAvatarDir(ctx.app.config.dataDir), { recursive: true });
    fs.writeFileSync(path.join(legacyAvatarDir(ctx.app.config.dataDir), legacy), JPEG_BYTES);
    const served = await fetchPicture(admin, `/uploads/avatars/${legacy}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG_BYTES)).toBe(true);
  });

  it('refuses other formats with 415 and the spec’s message, judged by type and by the real bytes', async () => {
    const gif = await upload(other, Buffer.from('GIF89a....'), 'image/gif', 'a.gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json().detail).toBe('Only the following formats are accepted: .jpeg, .png');
    const disguised = await upload(
      other,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/png',
      'a.png',
    );
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().detail).toBe('Only the following formats are accepted: .jpeg, .png');
  });

  it('accepts an image of exactly 5 MB', async () => {
    const exact = Buffer.concat([PNG_BYTES, Buffer.alloc(5_242_880 - PNG_BYTES.length)]);
    const res = await upload(other, exact, 'image/png', 'exact.png');
    expect(res.statusCode).toBe(200);
    const again = await upload(other, JPEG_BYTES, 'image/jpeg', 'me.jpg');
    expect(again.statusCode).toBe(200);
  });

  it('refuses more than 5 MB with 413 and the spec’s message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(5_242_880)]);
    const res = await upload(other, big, 'image/png', 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toBe('The image size should be a maximum of 5 MB.');
    const [row] = await ctx.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, other.id));
    expect(row?.avatar).toMatch(/\.jpg$/);
  });

  it('is for parents only, and serves only files we wrote', async () => {
    expect((await upload(child, PNG_BYTES, 'image/png', 'a.png')).statusCode).toBe(403);
    expect((await upload(null, PNG_BYTES, 'image/png', 'a.png')).statusCode).toBe(401);
    expect((await fetchPicture(admin, '/uploads/avatars/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
