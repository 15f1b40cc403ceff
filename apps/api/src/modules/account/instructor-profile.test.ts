import fs from 'node:fs';
import { APP_IMAGE_FORMAT_ERROR, IMAGE_SIZE_ERROR } from '@ye/contracts/uploads';
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
import { AVATAR_NOT_YOURS } from './instructor-service.ts';

// PATCH /v1/instructor/profile and the photo's upload URL, through HTTP on a real database.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 7),
]);

let ctx: TestContext;
let instructor: FixtureUser;
let other: FixtureUser;
let provider: FixtureUser;
let external: FixtureUser;
let ely: FixtureUser;
let parent: FixtureUser;
let child: FixtureUser;

beforeAll(async () => {
  ctx = await createTestApp();
  instructor = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  provider = await createUser(ctx.db, { type: 'provider', firstName: 'Pia', lastName: 'Provider' });
  external = await createUser(ctx.db, { type: 'external_admin', firstName: 'Ed', lastName: 'External' });
  ely = await createUser(ctx.db, { type: 'ely_admin', firstName: 'Ela', lastName: 'Admin' });
  parent = await createParent(ctx.db);
  child = await createChild(ctx.db, parent);
});
afterAll(async () => {
  const dir = ctx?.app.config.dataDir;
  await ctx?.close();
  if (dir?.includes('test-files')) await fs.promises.rm(dir, { recursive: true, force: true });
});

const patch = async (who: FixtureUser | null, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/v1/instructor/profile',
    headers: who ? await authAs(ctx.app, who) : {},
    payload: payload as object,
  });

const uploadUrl = async (who: FixtureUser | null, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/v1/instructor/profile/generate-upload-url',
    headers: who ? await authAs(ctx.app, who) : {},
    payload,
  });

/** Uploads a PNG photo for `who` through the signed URL and returns its file_url. */
async function uploadPhoto(who: FixtureUser): Promise<string> {
  const link = await uploadUrl(who, { filename: 'me.png', content_type: 'image/png', size: PNG.length });
  expect(link.statusCode, link.body).toBe(200);
  const { upload_url, file_url } = link.json() as { upload_url: string; file_url: string };
  const u = new URL(upload_url);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: `${u.pathname}${u.search}`,
    headers: { 'content-type': 'image/png' },
    payload: PNG,
  });
  expect(put.statusCode, put.body).toBe(201);
  return file_url;
}

const stored = async (id: string) =>
  (
    await ctx.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        bio: users.bio,
        timezone: users.timezone,
        avatar: users.avatar,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0];

describe('PATCH /v1/instructor/profile', () => {
  it('updates names, bio and time zone and answers with the profile', async () => {
    const res = await patch(instructor, {
      first_name: ' Iris ',
      last_name: 'Ng',
      bio: '  I teach calm breathing to children.  ',
      timezone: 'Europe/London',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: instructor.id,
      type: 'instructor',
      first_name: 'Iris',
      last_name: 'Ng',
      bio: 'I teach calm breathing to children.',
      timezone: 'Europe/London',
    });
    // Other fields are left alone when only one is sent; an empty bio clears it.
    const again = await patch(instructor, { bio: '' });
    expect(again.json()).toMatchObject({ first_name: 'Iris', timezone: 'Europe/London', bio: null });
  });

  it('saves a photo the caller uploaded, and removes it with null', async () => {
    const fileUrl = await uploadPhoto(instructor);
    expect(fileUrl).toMatch(/^\/v1\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    const res = await patch(instructor, { avatar_url: fileUrl });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().avatar).toBe(fileUrl);
    // The profile everyone reads shows it too.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/v1/router/user/profile',
      headers: await authAs(ctx.app, instructor),
    });
    expect(me.json().avatar).toBe(fileUrl);
    const served = await ctx.app.inject({ method: 'GET', url: fileUrl });
    expect(served.statusCode).toBe(200);

    const removed = await patch(instructor, { avatar_url: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().avatar).toBeNull();
  });

  it('works for ely_admins, providers and external admins, who can upload a photo too', async () => {
    for (const who of [ely, provider, external]) {
      const fileUrl = await uploadPhoto(who);
      const res = await patch(who, { first_name: 'Sam', avatar_url: fileUrl, timezone: 'Asia/Kolkata' });
      expect(res.statusCode, `${who.type}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({ type: who.type, first_name: 'Sam', avatar: fileUrl });
    }
  });

  it('refuses someone else’s upload, a pending upload, a cover and an address elsewhere (400), changing nothing', async () => {
    const before = await stored(other.id);
    const theirs = await uploadPhoto(instructor);
    const pending = (
      await uploadUrl(other, { filename: 'me.png', content_type: 'image/png', size: PNG.length })
    ).json().file_url as string;
    const coverLink = await ctx.app.inject({
      method: 'POST',
      url: '/v1/instructor/course/generate-upload-url',
      headers: await authAs(ctx.app, other),
      payload: { purpose: 'cover', filename: 'c.png', content_type: 'image/png', size: PNG.length },
    });
    const cover = coverLink.json().file_url as string;
    for (const url of [
      theirs,
      pending,
      cover,
      'https://evil.example/me.png',
      `/v1/files/avatars/../covers/${cover.split('/').pop()}`,
      '/v1/files/avatars/not-a-file.png',
    ]) {
      const res = await patch(other, { first_name: 'Changed', avatar_url: url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ detail: AVATAR_NOT_YOURS, code: 'avatar_not_yours' });
    }
    expect(await stored(other.id)).toEqual(before);
  });

  it('takes the browser’s name of a zone the server lists under another (Asia/Kolkata, Europe/Kyiv)', async () => {
    for (const timezone of ['Asia/Kolkata', 'Europe/Kyiv']) {
      const res = await patch(other, { timezone });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().timezone).toBe(timezone);
    }
  });

  it('refuses a time zone that is not one, empty names and a bio that is too long (400)', async () => {
    const before = await stored(other.id);
    const tz = await patch(other, { timezone: 'Mars/Olympus' });
    expect(tz.statusCode).toBe(400);
    expect(tz.json().detail).toMatch(/Please choose a time zone from the list/);
    const name = await patch(other, { first_name: '   ' });
    expect(name.statusCode).toBe(400);
    expect(name.json().detail).toMatch(/Please enter your first name/);
    const bio = await patch(other, { bio: 'x'.repeat(601) });
    expect(bio.statusCode).toBe(400);
    expect(bio.json().detail).toMatch(/at most 600 characters/);
    const broken = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/instructor/profile',
      headers: { ...(await authAs(ctx.app, other)), 'content-type': 'application/json' },
      payload: '{"bio": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().detail).toBe('string');
    expect(await stored(other.id)).toEqual(before);
  });

  it('is refused to parents and children (403) and to the signed out (401)', async () => {
    const parentBefore = await stored(parent.id);
    for (const who of [parent, child]) {
      const res = await patch(who, { first_name: 'Hacked', bio: 'nope' });
      expect(res.statusCode).toBe(403);
      expect(typeof res.json().detail).toBe('string');
    }
    expect(await stored(parent.id)).toEqual(parentBefore);
    const anon = await patch(null, { first_name: 'Nobody' });
    expect(anon.statusCode).toBe(401);
    expect(typeof anon.json().detail).toBe('string');
  });
});

describe('POST /v1/instructor/profile/generate-upload-url', () => {
  it('takes only JPEG or PNG up to 5 MB, with the spec’s messages', async () => {
    const gif = await uploadUrl(instructor, { filename: 'me.gif', content_type: 'image/gif', size: 100 });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().detail).toBe(APP_IMAGE_FORMAT_ERROR);
    const svg = await uploadUrl(instructor, { filename: 'me.svg', content_type: 'image/svg+xml', size: 100 });
    expect(svg.statusCode).toBe(415);
    const big = await uploadUrl(instructor, {
      filename: 'me.jpg',
      content_type: 'image/jpeg',
      size: 5_242_881,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe(IMAGE_SIZE_ERROR);
    const ok = await uploadUrl(instructor, {
      filename: 'me.jpg',
      content_type: 'image/jpeg',
      size: 5_242_880,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().file_url).toMatch(/^\/v1\/files\/avatars\/[0-9a-f-]{36}\.jpg$/);
  });

  it('is refused to parents and children (403) and to the signed out (401)', async () => {
    const body = { filename: 'me.png', content_type: 'image/png', size: 100 };
    expect((await uploadUrl(parent, body)).statusCode).toBe(403);
    expect((await uploadUrl(child, body)).statusCode).toBe(403);
    expect((await uploadUrl(null, body)).statusCode).toBe(401);
  });
});
