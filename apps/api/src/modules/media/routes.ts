import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { ErrorBody } from '@ye/contracts/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound } from '../../errors.ts';

// The platform's own media, shipped with the code in apps/api/assets: course and bundle covers
// (SVG) and the demo lesson videos (WebM) with their captions (WebVTT). Public, like the catalogue.
// Only names matching a strict pattern are looked up, so no path can leave the folder.

export const ASSETS_DIR = fileURLToPath(new URL('../../../assets/', import.meta.url));

const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
const COVER_FILE = new RegExp(`^${NAME}\\.svg$`);
const VIDEO_FILE = new RegExp(`^${NAME}\\.(?:webm|vtt)$`);

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
};

// Not content-hashed names, so a month rather than "immutable"; the ETag makes a revalidation cheap.
const CACHE_CONTROL = 'public, max-age=2592000';

const FileParams = z.object({ file: z.string().max(80) });

/**
 * `bytes=a-b`, `bytes=a-` or `bytes=-n` against `size`. Any other form (several ranges, other units)
 * is ignored, null, and the whole file is sent, as HTTP allows; a range past the end is 'unsatisfiable'.
 */
export function parseRange(
  header: string,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * Sends the file at `full` (of `size` bytes, headers other than length already set): the byte range
 * asked for (206), 416 for a range past the end, or the whole file.
 */
export function sendFileBody(request: FastifyRequest, reply: FastifyReply, full: string, size: number) {
  return sendBody(request, reply, size, async (range) => fs.createReadStream(full, range));
}

/** Sends a body of `size` bytes, or the byte range the request asked for (206), from `open`. */
export async function sendBody(
  request: FastifyRequest,
  reply: FastifyReply,
  size: number,
  open: (range?: { start: number; end: number }) => Promise<Readable>,
) {
  const range = request.headers.range ? parseRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable')
    return reply
      .status(416)
      .type('application/json; charset=utf-8')
      .header('content-range', `bytes */${size}`)
      .send({ detail: 'That part of the file does not exist.' });
  if (range)
    return reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(await open({ start: range.start, end: range.end }));
  return reply.header('content-length', size).send(await open());
}

async function sendAsset(
  request: FastifyRequest,
  reply: FastifyReply,
  folder: 'covers' | 'videos',
  file: string,
  pattern: RegExp,
  missing: string,
) {
  if (!pattern.test(file)) throw new NotFound(missing);
  const full = path.join(ASSETS_DIR, folder, file);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw new NotFound(missing);

  const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .type(CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream')
    .header('cache-control', CACHE_CONTROL)
    .header('etag', etag)
    .header('accept-ranges', 'bytes');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return sendFileBody(request, reply, full, stat.size);
}

export default async function mediaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/media/covers/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A course or bundle cover (SVG)',
        security: [],
        params: FileParams,
        response: { 200: z.unknown().describe('image/svg+xml'), 404: ErrorBody },
      },
    },
    async (request, reply) =>
      sendAsset(request, reply, 'covers', request.params.file, COVER_FILE, 'There is no such cover.'),
  );

  app.get(
    '/v1/media/videos/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A lesson video (WebM, byte ranges supported) or its captions (WebVTT)',
        security: [],
        params: FileParams,
        response: {
          200: z.unknown().describe('video/webm or text/vtt'),
          206: z.unknown().describe('part of a video/webm'),
          404: ErrorBody,
          416: ErrorBody,
        },
      },
    },
    async (request, reply) =>
      sendAsset(request, reply, 'videos', request.params.file, VIDEO_FILE, 'There is no such video.'),
  );
}
