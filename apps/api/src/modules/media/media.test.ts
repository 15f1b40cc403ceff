import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers.ts';
import { ASSETS_DIR, parseRange } from './routes.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const videoBytes = () => fs.readFileSync(path.join(ASSETS_DIR, 'videos', 'breathing-circle.webm'));

describe('GET /v1/media/covers/:file', () => {
  it('serves a cover as SVG to anyone, cached for long, with an ETag that revalidates', async () => {
    const res = await get('/v1/media/covers/brave-explorer-quest.svg');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.startsWith('<svg')).toBe(true);
    const again = await get('/v1/media/covers/brave-explorer-quest.svg', {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 in plain words for unknown names, other types and any path tricks', async () => {
    for (const url of [
      '/v1/media/covers/no-such-cover.svg',
      '/v1/media/covers/brave-explorer-quest.SVG',
      '/v1/media/covers/render-videos.sh',
      '/v1/media/covers/..%2Fvideos%2Fkind-words.webm',
      '/v1/media/covers/..%2F..%2Fpackage.json',
      '/v1/media/covers/%2Fetc%2Fpasswd',
      '/v1/media/covers/.svg',
      '/v1/media/videos/render-videos.sh',
      '/v1/media/videos/kind-words.svg',
      '/v1/media/videos/..%2F..%2Fsrc%2Fserver.ts',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail, url).toMatch(/There is no such (cover|video)\./);
    }
  });
});

describe('GET /v1/media/videos/:file', () => {
  it('serves a whole video as WebM and its captions as WebVTT', async () => {
    const res = await get('/v1/media/videos/breathing-circle.webm');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/webm');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.equals(videoBytes())).toBe(true);
    const vtt = await get('/v1/media/videos/breathing-circle.vtt');
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
  });

  it('serves byte ranges, so a player can seek', async () => {
    const bytes = videoBytes();
    const res = await get('/v1/media/videos/breathing-circle.webm', { range: 'bytes=100-199' });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(res.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await get('/v1/media/videos/breathing-circle.webm', { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const beyond = await get('/v1/media/videos/breathing-circle.webm', { range: `bytes=${bytes.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);
    expect(beyond.json().detail).toEqual(expect.any(String));
    const several = await get('/v1/media/videos/breathing-circle.webm', { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(bytes.length);
  });
});

describe('parseRange', () => {
  it('reads one range, refuses what it cannot satisfy and ignores other forms', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-5', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('bytes=50-10', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 100)).toBeNull();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
  });
});
