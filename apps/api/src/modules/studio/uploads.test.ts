import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { UserType } from '@ye/contracts/roles';
import { APP_IMAGE_FORMAT_ERROR, COURSE_IMAGE_FORMAT_ERROR, IMAGE_SIZE_ERROR } from '@ye/contracts/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clock } from '../../clock.ts';
import {
  authAs,
  createChild,
  createInstructor,
  createParent,
  type FixtureUser,
} from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { studioUploads } from './tables.ts';

// Uploads end to end through HTTP: the signed URL, the PUT of the bytes and the file served back.

const MAX_VIDEO = 3 * 1_048_576;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(120, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 3)]);
const WEBM = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm'),
  Buffer.alloc(300, 1),
]);
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp41'),
  Buffer.alloc(400, 2),
]);
const QUICKTIME = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  '),
  Buffer.alloc(200, 2),
]);
const AVI = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('AVI '), Buffer.alloc(100)]);

let ctx: TestContext;
let owner: FixtureUser;
let other: FixtureUser;
let parent: FixtureUser;
let child: FixtureUser;

async function generate(who: { id: string; type: UserType }, body: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/instructor/course/generate-upload-url',
    headers: await authAs(ctx.app, who),
    payload: body,
  });
  return { status: res.statusCode, body: res.json() };
}

async function uploadUrlFor(who: FixtureUser, body: Record<string, unknown>) {
  const res = await generate(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { upload_url: string; file_url: string; expires_at: string };
}

/** The path and query of an absolute upload URL, as inject takes it. */
const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function put(
  url: string,
  payload: Buffer | Readable,
  contentType?: string,
  extra: Record<string, string> = {},
) {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: local(url),
    headers: { ...(contentType ? { 'content-type': contentType } : {}), ...extra },
    payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function get(url: string, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'GET', url, headers });
}

beforeAll(async () => {
  ctx = await createTestApp({ MAX_VIDEO_UPLOAD_BYTES: String(MAX_VIDEO) });
  owner = await createInstructor(ctx.db);
  other = await createInstructor(ctx.db);
  parent = await createParent(ctx.db);
  child = await createChild(ctx.db, parent);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  const dir = ctx?.app.config.dataDir;
  await ctx?.close();
  if (dir?.includes('test-files')) await fs.promises.rm(dir, { recursive: true, force: true });
});

describe('POST /v1/instructor/course/generate-upload-url', () => {
  it('refuses avatars that are not JPEG or PNG (415) or over 5 MB (413) with the exact messages', async () => {
    const gif = await generate(owner, {
      purpose: 'avatar',
      filename: 'me.gif',
      content_type: 'image/gif',
      size: 10,
    });
    expect(gif).toEqual({
      status: 415,
      body: { detail: APP_IMAGE_FORMAT_ERROR, code: 'unsupported_media_type' },
    });
    expect(gif.body.detail).toBe('Only the following formats are accepted: .jpeg, .png');
    const svg = await generate(owner, {
      purpose: 'avatar',
      filename: 'me.svg',
      content_type: 'image/svg+xml',
      size: 10,
    });
    expect(svg.status).toBe(415);
    const big = await generate(owner, {
      purpose: 'avatar',
      filename: 'me.png',
      content_type: 'image/png',
      size: 5_242_881,
    });
    expect(big).toMatchObject({ status: 413, body: { detail: IMAGE_SIZE_ERROR } });
    expect(big.body.detail).toBe('The image size should be a maximum of 5 MB.');
    const exactly = await generate(owner, {
      purpose: 'avatar',
      filename: 'me.png',
      content_type: 'image/png',
      size: 5_242_880,
    });
    expect(exactly.status).toBe(200);
  });

  it('takes covers as jpeg, jpg (any case), png and svg, and nothing else', async () => {
    for (const [filename, type] of [
      ['cover.JPG', ''],
      ['cover.Jpeg', ''],
      ['cover.png', 'image/png'],
      ['cover.svg', 'image/svg+xml'],
      ['COVER.SVG', 'application/octet-stream'],
    ]) {
      const res = await generate(owner, { purpose: 'cover', filename, content_type: type, size: 100 });
      expect(res.status, filename).toBe(200);
      expect(res.body.file_url, filename).toMatch(/^\/v1\/files\/covers\/[0-9a-f-]{36}\.(jpg|png|svg)$/);
    }
    const gif = await generate(owner, {
      purpose: 'cover',
      filename: 'c.gif',
      content_type: 'image/gif',
      size: 10,
    });
    expect(gif).toMatchObject({ status: 415, body: { detail: COURSE_IMAGE_FORMAT_ERROR } });
    const big = await generate(owner, {
      purpose: 'cover',
      filename: 'c.svg',
      content_type: 'image/svg+xml',
      size: 6_000_000,
    });
    expect(big).toMatchObject({ status: 413, body: { detail: IMAGE_SIZE_ERROR } });
  });

  it('takes videos as mp4 and webm up to the configured size', async () => {
    const mkv = await generate(owner, {
      purpose: 'video',
      filename: 'v.mkv',
      content_type: 'video/x-matroska',
      size: 10,
    });
    expect(mkv).toMatchObject({
      status: 415,
      body: { detail: 'Only the following formats are accepted: .mp4, .webm' },
    });
    const big = await generate(owner, {
      purpose: 'video',
      filename: 'v.mp4',
      content_type: 'video/mp4',
      size: MAX_VIDEO + 1,
    });
    expect(big).toMatchObject({
      status: 413,
      body: { detail: 'The video size should be a maximum of 3 MB.' },
    });
    const ok = await generate(owner, {
      purpose: 'video',
      filename: 'v.webm',
      content_type: 'video/webm',
      size: MAX_VIDEO,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.file_url).toMatch(/^\/v1\/files\/videos\/[0-9a-f-]{36}\.webm$/);
  });

  it('answers a signed URL on our API that expires in 15 minutes', async () => {
    const before = clock.now().getTime();
    const res = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'c.png',
      content_type: 'image/png',
      size: 10,
    });
    expect(Object.keys(res).sort()).toEqual(['expires_at', 'file_url', 'upload_url']);
    const url = new URL(res.upload_url);
    expect(url.pathname).toMatch(/^\/v1\/instructor\/course\/upload\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    const expires = Date.parse(res.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 15 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(clock.now().getTime() + 15 * 60_000);
    expect(Number(url.searchParams.get('expires')) * 1000).toBe(expires);
  });

  it('is for the studio only, and a course named must be the caller’s', async () => {
    const body = { purpose: 'cover', filename: 'c.png', content_type: 'image/png', size: 10 };
    expect((await generate(parent, body)).status).toBe(403);
    expect((await generate(child, body)).status).toBe(403);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/v1/instructor/course/create',
      headers: await authAs(ctx.app, owner),
      payload: { title: 'Mine', kind: 'course' },
    });
    const courseId = created.json().id;
    expect((await generate(other, { ...body, course_id: courseId })).status).toBe(404);
    expect((await generate(owner, { ...body, course_id: courseId })).status).toBe(200);
  });
});

describe('PUT <upload_url>', () => {
  it('stores the bytes (201) and serves them back with nosniff', async () => {
    const link = await uploadUrlFor(owner, {
      purpose: 'avatar',
      filename: 'me.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    const res = await put(link.upload_url, PNG, 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      purpose: 'avatar',
      filename: 'me.png',
      file_url: link.file_url,
      content_type: 'image/png',
      size: PNG.length,
      course_id: null,
    });
    const served = await get(link.file_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses a tampered signature, another upload’s signature or a changed expiry (403)', async () => {
    const a = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'a.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    const b = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'b.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    const ua = new URL(a.upload_url);
    const ub = new URL(b.upload_url);
    const flipped = new URL(a.upload_url);
    const sig = flipped.searchParams.get('signature') ?? '';
    flipped.searchParams.set('signature', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    const later = new URL(a.upload_url);
    later.searchParams.set('expires', String(Number(ua.searchParams.get('expires')) + 3600));
    const swapped = new URL(a.upload_url);
    swapped.searchParams.set('signature', ub.searchParams.get('signature') ?? '');
    const unsigned = new URL(a.upload_url);
    unsigned.search = '';
    for (const url of [flipped, later, swapped, unsigned]) {
      const res = await put(url.toString(), PNG, 'image/png');
      expect(res, url.search).toEqual({
        status: 403,
        body: { detail: 'This upload link is not valid. Please start the upload again.', code: 'forbidden' },
      });
    }
    // The genuine link still works after all that.
    expect((await put(a.upload_url, PNG, 'image/png')).status).toBe(201);
  });

  it('refuses an expired link (403)', async () => {
    const link = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'a.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    // The API's clock, not Date: under YE_TEST_NOW the clock runs at an offset from the real date.
    clock.set(new Date(Date.parse(link.expires_at) + 1000), { frozen: true });
    let res: Awaited<ReturnType<typeof put>>;
    try {
      res = await put(link.upload_url, PNG, 'image/png');
    } finally {
      clock.reset();
    }
    expect(res).toMatchObject({
      status: 403,
      body: { detail: 'This upload link has expired. Please start the upload again.' },
    });
    const [row] = await ctx.db
      .select({ status: studioUploads.status })
      .from(studioUploads)
      .where(eq(studioUploads.storedName, link.file_url.split('/').pop() ?? ''));
    expect(row?.status).toBe('pending');
  });

  it('refuses bytes that are not what the link was signed for (415), and the link can be retried', async () => {
    const link = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'a.png',
      content_type: 'image/png',
      size: JPEG.length,
    });
    expect(await put(link.upload_url, JPEG, 'image/png')).toMatchObject({
      status: 415,
      body: { detail: 'The file is not a PNG image.' },
    });
    expect((await get(link.file_url)).statusCode).toBe(404);
    expect(await put(link.upload_url, JPEG, 'image/jpeg')).toMatchObject({
      status: 415,
      body: { detail: 'The file type does not match the upload link.' },
    });

    const jpeg = await uploadUrlFor(owner, {
      purpose: 'avatar',
      filename: 'a.jpg',
      content_type: 'image/jpeg',
      size: PNG.length,
    });
    expect((await put(jpeg.upload_url, PNG, 'image/jpeg')).body.detail).toBe('The file is not a JPEG image.');
    const retry = await uploadUrlFor(owner, {
      purpose: 'avatar',
      filename: 'a.jpg',
      content_type: 'image/jpeg',
      size: JPEG.length,
    });
    expect((await put(retry.upload_url, JPEG)).status).toBe(201);

    const mp4 = await uploadUrlFor(owner, {
      purpose: 'video',
      filename: 'v.mp4',
      content_type: 'video/mp4',
      size: AVI.length,
    });
    expect((await put(mp4.upload_url, AVI, 'video/mp4')).body.detail).toBe('The file is not an MP4 video.');
    const mov = await uploadUrlFor(owner, {
      purpose: 'video',
      filename: 'v.mp4',
      content_type: 'video/mp4',
      size: QUICKTIME.length,
    });
    expect((await put(mov.upload_url, QUICKTIME, 'video/mp4')).status).toBe(415);
    const webm = await uploadUrlFor(owner, {
      purpose: 'video',
      filename: 'v.webm',
      content_type: 'video/webm',
      size: MP4.length,
    });
    expect((await put(webm.upload_url, MP4, 'video/webm')).body.detail).toBe('The file is not a WebM video.');
  });

  it('refuses more bytes than signed for (413) and fewer (400), streamed or not', async () => {
    const link = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'a.png',
      content_type: 'image/png',
      size: PNG.length - 10,
    });
    expect(await put(link.upload_url, PNG, 'image/png')).toMatchObject({
      status: 413,
      body: { detail: 'The file is bigger than the size given when the upload started.' },
    });
    // Without a Content-Length the cap stops the stream itself.
    expect(
      await put(link.upload_url, Readable.from([PNG.subarray(0, 50), PNG.subarray(50)]), 'image/png'),
    ).toMatchObject({
      status: 413,
      body: { detail: 'The file is bigger than the size given when the upload started.' },
    });
    expect(await put(link.upload_url, PNG.subarray(0, 20), 'image/png')).toMatchObject({
      status: 400,
      body: { detail: 'The upload ended before the whole file arrived. Please try again.' },
    });
    const folder = `${ctx.app.config.dataDir}/uploads/studio/covers`;
    const leftovers = fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith('.part')) : [];
    expect(leftovers).toEqual([]);
    expect((await put(link.upload_url, PNG.subarray(0, PNG.length - 10), 'image/png')).status).toBe(201);
  });

  it('works once: the same link again is 409', async () => {
    const link = await uploadUrlFor(owner, {
      purpose: 'video',
      filename: 'v.webm',
      content_type: 'video/webm',
      size: WEBM.length,
    });
    expect((await put(link.upload_url, WEBM, 'video/webm')).status).toBe(201);
    expect(await put(link.upload_url, WEBM, 'video/webm')).toMatchObject({
      status: 409,
      body: { detail: 'This file was already uploaded. Please start a new upload.' },
    });
  });

  it('serves videos with byte ranges', async () => {
    const link = await uploadUrlFor(owner, {
      purpose: 'video',
      filename: 'v.mp4',
      content_type: 'video/mp4',
      size: MP4.length,
    });
    expect((await put(link.upload_url, MP4, 'video/mp4')).status).toBe(201);
    const part = await get(link.file_url, { range: 'bytes=4-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
    expect(part.headers['content-range']).toBe(`bytes 4-11/${MP4.length}`);
    expect(part.body).toBe('ftypisom');
    expect((await get(link.file_url, { range: `bytes=${MP4.length + 5}-` })).statusCode).toBe(416);
    expect((await get('/v1/files/videos/..%2F..%2Fsecret.mp4')).statusCode).toBe(404);
    expect((await get('/v1/files/other/x.png')).statusCode).toBe(404);
    expect((await get(`/v1/files/covers/${link.file_url.split('/').pop()}`)).statusCode).toBe(404);
  });
});

describe('SVG covers', () => {
  const HOSTILE = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(2)</script>
  <circle cx="5" cy="5" r="4" fill="#0a5"/>
  <a xlink:href="javascript:alert(3)"><rect width="2" height="2"/></a>
  <a href=" JaVa&#x09;script:alert(4)"><rect width="1" height="1"/></a>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><script>alert(5)</script></body></foreignObject>
  <set attributeName="onmouseover" to="alert(6)"/>
  <use href="#c"/>
</svg>`;

  it('are sanitised and served as an image that cannot run anything', async () => {
    const bytes = Buffer.from(HOSTILE);
    const link = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'cover.svg',
      content_type: 'image/svg+xml',
      size: bytes.length,
    });
    expect((await put(link.upload_url, bytes, 'image/svg+xml')).status).toBe(201);
    const served = await get(link.file_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const svg = served.body;
    expect(svg).toContain('<circle cx="5" cy="5" r="4" fill="#0a5"/>');
    expect(svg).toContain('<use href="#c"/>');
    for (const bad of ['<script', 'alert', 'onload', 'javascript', 'foreignObject', '<set', 'xhtml'])
      expect(svg.toLowerCase()).not.toContain(bad.toLowerCase());
  });

  it('refuses files that are not SVG images (415)', async () => {
    for (const text of [
      'just some text',
      '<html><body>hi</body></html>',
      '<!DOCTYPE svg [<!ENTITY x "boom">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><g></svg>',
    ]) {
      const bytes = Buffer.from(text);
      const link = await uploadUrlFor(owner, {
        purpose: 'cover',
        filename: 'c.svg',
        content_type: 'image/svg+xml',
        size: bytes.length,
      });
      const res = await put(link.upload_url, bytes, 'image/svg+xml');
      expect(res.status, text).toBe(415);
      expect(res.body.detail, text).toMatch(/^The file is not an SVG image we can accept: .+\.$/);
    }
  });
});

describe('uploaded files in courses and the video list', () => {
  it('a course takes the caller’s uploaded cover but not another instructor’s', async () => {
    const mine = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'm.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    await put(mine.upload_url, PNG, 'image/png');
    const theirs = await uploadUrlFor(other, {
      purpose: 'cover',
      filename: 't.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    await put(theirs.upload_url, PNG, 'image/png');
    const pending = await uploadUrlFor(owner, {
      purpose: 'cover',
      filename: 'p.png',
      content_type: 'image/png',
      size: PNG.length,
    });

    const headers = await authAs(ctx.app, owner);
    const withCover = async (cover: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/v1/instructor/course/create',
        headers,
        payload: { title: 'C', kind: 'course', cover_url: cover },
      });
    const ok = await withCover(mine.file_url);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().cover_url).toBe(mine.file_url);
    const absolute = await withCover(`http://localhost:3000${mine.file_url}`);
    expect(absolute.json().cover_url).toBe(mine.file_url);
    for (const refused of [theirs.file_url, pending.file_url, mine.file_url.replace('covers', 'videos')]) {
      const res = await withCover(refused);
      expect(res.statusCode, refused).toBe(400);
      expect(res.json().detail).toBe('The cover must be an image uploaded in the studio.');
    }
  });

  it('GET /content/list/video lists the caller’s stored videos only', async () => {
    const me = await createInstructor(ctx.db);
    const headers = await authAs(ctx.app, me);
    const course = (
      await ctx.app.inject({
        method: 'POST',
        url: '/v1/instructor/course/create',
        headers,
        payload: { title: 'Videos', kind: 'course' },
      })
    ).json();
    const first = await uploadUrlFor(me, {
      purpose: 'video',
      filename: 'first.webm',
      content_type: 'video/webm',
      size: WEBM.length,
      course_id: course.id,
    });
    await put(first.upload_url, WEBM, 'video/webm');
    const second = await uploadUrlFor(me, {
      purpose: 'video',
      filename: 'second.mp4',
      content_type: 'video/mp4',
      size: MP4.length,
    });
    await put(second.upload_url, MP4, 'video/mp4');
    await uploadUrlFor(me, {
      purpose: 'video',
      filename: 'never-sent.mp4',
      content_type: 'video/mp4',
      size: 10,
    });
    const cover = await uploadUrlFor(me, {
      purpose: 'cover',
      filename: 'c.png',
      content_type: 'image/png',
      size: PNG.length,
    });
    await put(cover.upload_url, PNG, 'image/png');

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/v1/instructor/course/content/list/video',
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 2, page: 1, page_size: 20 });
    expect(list.json().results.map((v: { filename: string }) => v.filename)).toEqual([
      'second.mp4',
      'first.webm',
    ]);
    expect(list.json().results[1]).toMatchObject({
      purpose: 'video',
      file_url: first.file_url,
      content_type: 'video/webm',
      size: WEBM.length,
      course_id: course.id,
    });
    const forCourse = await ctx.app.inject({
      method: 'GET',
      url: `/v1/instructor/course/content/list/video?course_id=${course.id}`,
      headers,
    });
    expect(forCourse.json().results.map((v: { filename: string }) => v.filename)).toEqual(['first.webm']);
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: '/v1/instructor/course/content/list/video',
      headers: await authAs(ctx.app, other),
    });
    expect(theirs.json().results.map((v: { filename: string }) => v.filename)).not.toContain('first.webm');

    // A lesson takes the caller's uploaded video.
    const chapter = (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/instructor/course/chapter/${course.id}`,
        headers,
        payload: { title: 'One' },
      })
    ).json();
    const lesson = await ctx.app.inject({
      method: 'POST',
      url: `/v1/instructor/course/chapter/lesson/${chapter.id}`,
      headers,
      payload: { title: 'Watch', kind: 'video', video_url: first.file_url },
    });
    expect(lesson.statusCode).toBe(201);
    expect(lesson.json().video_url).toBe(first.file_url);
  });
});
