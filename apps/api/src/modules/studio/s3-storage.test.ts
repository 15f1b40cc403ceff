import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fake-s3.ts';
import { authAs, createInstructor, createParent, type FixtureUser } from '../../test/fixtures.ts';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { uploadsRoot } from './uploads.ts';

// With S3_BUCKET set, checked uploads are stored in S3-compatible storage and served from there
// (decision 010). A local fake S3 server stands in for the real one.

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 9),
]);
const NOT_PNG = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(202, 1)]);

let s3: FakeS3;
let ctx: TestContext;
let owner: FixtureUser;

const local = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

async function signedCoverUrl(size: number) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/instructor/course/generate-upload-url',
    headers: await authAs(ctx.app, owner),
    payload: { purpose: 'cover', filename: 'sun.png', content_type: 'image/png', size },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { upload_url: string; file_url: string };
}

beforeAll(async () => {
  s3 = await startFakeS3();
  ctx = await createTestApp({ ...s3.env('ye-test'), S3_PREFIX: 'studio/' });
  owner = await createInstructor(ctx.db);
});
afterAll(async () => {
  const dir = ctx?.app.config.dataDir;
  await ctx?.close();
  await s3?.close();
  if (dir?.includes('test-files')) await fs.promises.rm(dir, { recursive: true, force: true });
});

describe('uploads with S3-compatible storage', () => {
  it('stores a checked cover in the bucket, not on local disk, and serves it back whole and in ranges', async () => {
    const { upload_url, file_url } = await signedCoverUrl(PNG.length);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: local(upload_url),
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode, put.body).toBe(201);

    const name = path.basename(file_url);
    const stored = s3.objects.get(`ye-test/studio/covers/${name}`);
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(s3.requests.every((r) => r.authorized)).toBe(true);
    expect(fs.existsSync(path.join(uploadsRoot(ctx.app.config.dataDir), 'covers', name))).toBe(false);
    // The temporary file the bytes were checked in is gone too.
    const tmp = path.join(uploadsRoot(ctx.app.config.dataDir), 'tmp');
    expect(fs.existsSync(tmp) ? fs.readdirSync(tmp) : []).toEqual([]);

    const whole = await ctx.app.inject({ method: 'GET', url: file_url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(PNG)).toBe(true);

    const part = await ctx.app.inject({ method: 'GET', url: file_url, headers: { range: 'bytes=0-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(0, 8))).toBe(true);
  });

  it("keeps a parent's profile picture in the bucket too, and deletes the one it replaces", async () => {
    const parent = await createParent(ctx.db);
    const send = async (bytes: Buffer, type: string, name: string) => {
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
      const req = new Request('http://localhost/', { method: 'POST', body: fd });
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/parent_router/parent/avatar',
        headers: {
          ...(await authAs(ctx.app, parent)),
          'content-type': req.headers.get('content-type') ?? '',
        },
        payload: Buffer.from(await req.arrayBuffer()),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().avatar as string;
    };
    const first = await send(PNG, 'image/png', 'me.png');
    const key = `ye-test/studio/parent-avatars/${path.basename(first)}`;
    expect(s3.objects.get(key)?.body.equals(PNG)).toBe(true);
    // The picture is private (decision 043): served from the bucket to its parent, not to anyone.
    expect((await ctx.app.inject({ method: 'GET', url: first })).statusCode).toBe(401);
    const served = await ctx.app.inject({
      method: 'GET',
      url: first,
      headers: await authAs(ctx.app, parent),
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
    const second = await send(jpeg, 'image/jpeg', 'me.jpg');
    expect(s3.objects.has(key)).toBe(false);
    expect(s3.objects.get(`ye-test/studio/parent-avatars/${path.basename(second)}`)?.contentType).toBe(
      'image/jpeg',
    );
  });

  it('never sends a file that fails the magic-byte check to the bucket', async () => {
    const before = s3.objects.size;
    const { upload_url } = await signedCoverUrl(NOT_PNG.length);
    const put = await ctx.app.inject({
      method: 'PUT',
      url: local(upload_url),
      headers: { 'content-type': 'image/png' },
      payload: NOT_PNG,
    });
    expect(put.statusCode).toBe(415);
    expect(put.json()).toMatchObject({ detail: 'The file is not a PNG image.' });
    expect(s3.objects.size).toBe(before);
  });

  it('answers 404 for a file the bucket does not have', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/files/covers/00000000-0000-4000-8000-000000000000.png',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'There is no such file.' });
  });
});
