import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type {
  GenerateUploadUrlRequest,
  StoredUpload,
  UploadPurpose,
  UploadUrlResponse,
} from '@ye/contracts/studio';
import { UPLOAD_URL_TTL_SECONDS, validateVideo } from '@ye/contracts/studio';
import {
  COURSE_IMAGE_TYPES,
  IMAGE_SIZE_ERROR,
  validateAppImage,
  validateCourseImage,
} from '@ye/contracts/uploads';
import { clock } from '../../clock.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  AppError,
  Conflict,
  Forbidden,
  Invalid,
  PayloadTooLarge,
  UnsupportedMediaType,
} from '../../errors.ts';
import { type FileStore, filesRoot } from '../../storage/file-store.ts';
import * as q from './queries.ts';
import { sanitizeSvg } from './svg.ts';

// Uploads through signed URLs on our own API (decision 010). generate-upload-url checks what the
// browser says about the file, records a pending upload and signs a URL that binds the upload's id,
// purpose, owner, type, size and expiry; PUT on that URL streams the bytes to disk with a size cap,
// checks the magic bytes (and sanitises an SVG) and only then moves the file where it is served.
// Where a checked file then lives is the FileStore's business (file-store.ts): local disk, or
// S3-compatible storage when configured.

export type FileKind = 'jpeg' | 'png' | 'svg' | 'mp4' | 'webm';

const KIND_EXTENSION: Record<FileKind, string> = {
  jpeg: 'jpg',
  png: 'png',
  svg: 'svg',
  mp4: 'mp4',
  webm: 'webm',
};
const EXTENSION_KIND: Record<string, FileKind> = {
  jpg: 'jpeg',
  png: 'png',
  svg: 'svg',
  mp4: 'mp4',
  webm: 'webm',
};
export const KIND_MIME: Record<FileKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
};
const MIME_KIND: Record<string, FileKind> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};
const NAME_KIND: Record<string, FileKind> = {
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  svg: 'svg',
  mp4: 'mp4',
  webm: 'webm',
};

/** Where each purpose is kept and served: /v1/files/<folder>/<uuid>.<ext>. */
export const PURPOSE_FOLDER: Record<UploadPurpose, string> = {
  avatar: 'avatars',
  cover: 'covers',
  video: 'videos',
};
export const FILES_PREFIX = '/v1/files/';
export const STORED_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|svg|mp4|webm)$/;

export const UPLOAD_LINK_INVALID = 'This upload link is not valid. Please start the upload again.';
export const UPLOAD_LINK_EXPIRED = 'This upload link has expired. Please start the upload again.';
export const UPLOAD_ALREADY_DONE = 'This file was already uploaded. Please start a new upload.';
export const UPLOAD_IN_PROGRESS = 'This file is already being uploaded.';
export const UPLOAD_TOO_LARGE = 'The file is bigger than the size given when the upload started.';
export const UPLOAD_INCOMPLETE = 'The upload ended before the whole file arrived. Please try again.';
export const UPLOAD_TYPE_CHANGED = 'The file type does not match the upload link.';

const KIND_MISMATCH: Record<FileKind, string> = {
  jpeg: 'The file is not a JPEG image.',
  png: 'The file is not a PNG image.',
  svg: 'The file is not an SVG image we can accept',
  mp4: 'The file is not an MP4 video.',
  webm: 'The file is not a WebM video.',
};

/** The local store's folder; temporary files of uploads being checked live in its tmp/ either way. */
export const uploadsRoot = filesRoot;
const tempFolder = (dataDir: string) => path.join(uploadsRoot(dataDir), 'tmp');
export const fileUrl = (purpose: UploadPurpose, storedName: string) =>
  `${FILES_PREFIX}${PURPOSE_FOLDER[purpose]}/${storedName}`;

const mimeOf = (type: string) => type.split(';')[0]?.trim().toLowerCase() ?? '';
const extensionOf = (name: string) =>
  name.includes('.') ? (name.split('.').pop()?.toLowerCase() ?? '') : '';

/**
 * What the file must turn out to be, from the purpose and what the browser said, with the product's
 * messages when it cannot be accepted: 415 for the format, 413 for the size.
 */
export function expectedKind(
  input: { purpose: UploadPurpose; filename: string; content_type: string; size: number },
  maxVideoBytes: number,
): FileKind {
  const file = { name: input.filename, type: input.content_type, size: input.size };
  const check =
    input.purpose === 'avatar'
      ? validateAppImage(file)
      : input.purpose === 'cover'
        ? validateCourseImage(file)
        : validateVideo(file, maxVideoBytes);
  if (!check.ok) {
    const isSize = check.error === IMAGE_SIZE_ERROR || check.error.startsWith('The video size');
    throw isSize ? new PayloadTooLarge(check.error) : new UnsupportedMediaType(check.error);
  }
  const mime = mimeOf(input.content_type);
  const byMime = MIME_KIND[mime];
  const byName = NAME_KIND[extensionOf(input.filename)];
  // The validators accepted the file by its MIME type or (covers, or no type given) by its name.
  if (input.purpose === 'cover') {
    const kind = (COURSE_IMAGE_TYPES as readonly string[]).includes(mime) ? byMime : byName;
    if (kind === 'jpeg' || kind === 'png' || kind === 'svg') return kind;
  } else if (input.purpose === 'avatar') {
    const kind = byMime ?? byName;
    if (kind === 'jpeg' || kind === 'png') return kind;
  } else {
    const kind = byMime ?? byName;
    if (kind === 'mp4' || kind === 'webm') return kind;
  }
  throw new Error(`validator accepted a file of no known kind: ${mime} ${input.filename}`);
}

// ---- signing -------------------------------------------------------------------------------------

/** A key of its own for upload URLs, derived from the JWT secret (a leaked URL reveals nothing of it). */
const uploadKey = (secret: string) =>
  crypto.createHmac('sha256', secret).update('ye/studio-upload-url/v1').digest();

function signature(
  secret: string,
  upload: { id: string; purpose: string; ownerId: string; contentType: string; size: number },
  expires: number,
): string {
  const payload = [upload.id, upload.purpose, upload.ownerId, upload.contentType, upload.size, expires].join(
    '\n',
  );
  return crypto.createHmac('sha256', uploadKey(secret)).update(payload).digest('base64url');
}

export const uploadPath = (uploadId: string) => `/v1/instructor/course/upload/${uploadId}`;

/**
 * Records a pending upload and returns where to PUT it (an absolute URL on the origin the caller
 * used, so it works behind the web app's proxy too), where it will be served, and until when.
 */
export async function createUploadUrl(
  db: DbOrTx,
  params: {
    secret: string;
    origin: string;
    ownerId: string;
    courseId: string | null;
    input: GenerateUploadUrlRequest;
    maxVideoBytes: number;
    now?: Date;
  },
): Promise<UploadUrlResponse> {
  const { input } = params;
  const kind = expectedKind(input, params.maxVideoBytes);
  const storedName = `${crypto.randomUUID()}.${KIND_EXTENSION[kind]}`;
  const row = await q.insertUpload(db, {
    ownerId: params.ownerId,
    courseId: params.courseId,
    purpose: input.purpose,
    filename: input.filename,
    contentType: KIND_MIME[kind],
    size: input.size,
    storedName,
  });
  const now = params.now ?? clock.now();
  const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_TTL_SECONDS;
  const sig = signature(params.secret, row, expires);
  return {
    upload_url: `${params.origin}${uploadPath(row.id)}?expires=${expires}&signature=${sig}`,
    file_url: fileUrl(input.purpose, storedName),
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

/**
 * The upload a PUT is for, when its signature is right and it has not expired; 403 otherwise. A
 * signature made for other values (another upload, owner, type, size or expiry) never matches.
 */
export async function verifyUploadUrl(
  db: DbOrTx,
  params: {
    secret: string;
    uploadId: string;
    expires: string | undefined;
    signature: string | undefined;
    now?: Date;
  },
): Promise<q.UploadRow> {
  const expires = Number(params.expires);
  if (!params.signature || !/^\d{1,12}$/.test(params.expires ?? '')) throw new Forbidden(UPLOAD_LINK_INVALID);
  const row = await q.findUpload(db, params.uploadId);
  if (!row) throw new Forbidden(UPLOAD_LINK_INVALID);
  const expected = Buffer.from(signature(params.secret, row, expires));
  const given = Buffer.from(params.signature);
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    throw new Forbidden(UPLOAD_LINK_INVALID);
  const nowSeconds = Math.floor((params.now ?? clock.now()).getTime() / 1000);
  if (nowSeconds > expires) throw new Forbidden(UPLOAD_LINK_EXPIRED, 'upload_link_expired');
  return row;
}

// ---- bytes ---------------------------------------------------------------------------------------

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** ISO base media brands of MP4 video (major or compatible); QuickTime, HEIF and AVIF are not among them. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  'msnv',
  'f4v ',
]);

const startsWith = (head: Uint8Array, sig: number[]) => sig.every((b, i) => head[i] === b);

/** Whether the first bytes of a file are those of `kind` (SVG is judged by sanitizeSvg instead). */
export function headMatches(head: Uint8Array, kind: Exclude<FileKind, 'svg'>): boolean {
  switch (kind) {
    case 'jpeg':
      return startsWith(head, JPEG);
    case 'png':
      return startsWith(head, PNG);
    case 'webm': {
      // An EBML document whose DocType (in the header, within the first bytes) is "webm".
      if (!startsWith(head, EBML)) return false;
      return Buffer.from(head.subarray(0, 64)).includes('webm', 0, 'latin1');
    }
    case 'mp4': {
      // An ftyp box first: size (4 bytes), "ftyp", major brand, minor version, compatible brands.
      const b = Buffer.from(head);
      if (b.length < 16 || b.toString('latin1', 4, 8) !== 'ftyp') return false;
      const boxSize = Math.min(b.readUInt32BE(0), b.length);
      const brands = [b.toString('latin1', 8, 12)];
      for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(b.toString('latin1', at, at + 4));
      return brands.some((brand) => MP4_BRANDS.has(brand));
    }
  }
}

const HEAD_BYTES = 256;

/**
 * Writes the body to `file`, never more than `limit` bytes (413 past it), and returns how many bytes
 * came and the first of them. The body is read with its own iterator so that stopping early leaves
 * the request open: the 413 can still be answered (the route then closes the connection).
 */
async function writeCapped(
  body: Readable,
  file: string,
  limit: number,
): Promise<{ received: number; head: Buffer }> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o640 });
  let received = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      received += bytes.length;
      if (received > limit) throw new PayloadTooLarge(UPLOAD_TOO_LARGE);
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, bytes]).subarray(0, HEAD_BYTES);
      if (!out.write(bytes)) await once(out, 'drain');
    }
  } finally {
    out.end();
    await finished(out).catch(() => {});
  }
  return { received, head };
}

/**
 * Receives the bytes of a verified upload: streams them to a temporary file (never more than the
 * signed size), checks they are what was signed for, and moves the file where it is served. Only one
 * PUT per upload can run; a failed one leaves the upload pending so the same link can be retried.
 */
export async function receiveUpload(
  db: DbOrTx,
  params: {
    dataDir: string;
    store: FileStore;
    upload: q.UploadRow;
    body: Readable;
    contentType: string | undefined;
    contentLength: string | undefined;
  },
): Promise<StoredUpload> {
  const { upload } = params;
  const kind = EXTENSION_KIND[extensionOf(upload.storedName)];
  if (!kind) throw new Error(`stored name without a known kind: ${upload.storedName}`);
  if (upload.status === 'stored') throw new Conflict(UPLOAD_ALREADY_DONE, 'upload_done');
  const sent = params.contentType ? mimeOf(params.contentType) : '';
  if (sent && sent !== 'application/octet-stream' && sent !== upload.contentType)
    throw new UnsupportedMediaType(UPLOAD_TYPE_CHANGED);
  if (params.contentLength !== undefined && Number(params.contentLength) > upload.size)
    throw new PayloadTooLarge(UPLOAD_TOO_LARGE);

  const claimed = await q.moveUploadStatus(db, upload.id, 'pending', 'receiving');
  if (!claimed) {
    const now = await q.findUpload(db, upload.id);
    throw now?.status === 'stored'
      ? new Conflict(UPLOAD_ALREADY_DONE, 'upload_done')
      : new Conflict(UPLOAD_IN_PROGRESS, 'upload_in_progress');
  }

  const temp = tempFolder(params.dataDir);
  await fs.promises.mkdir(temp, { recursive: true });
  const partial = path.join(temp, `${upload.storedName}.${crypto.randomBytes(6).toString('hex')}.part`);
  try {
    const written = await writeCapped(params.body, partial, upload.size);
    if (written.received < upload.size) throw new Invalid(UPLOAD_INCOMPLETE, 'upload_incomplete');
    if (kind === 'svg') {
      const result = sanitizeSvg(await fs.promises.readFile(partial));
      if (!result.ok) throw new UnsupportedMediaType(`${KIND_MISMATCH.svg}: ${result.reason}.`);
      await fs.promises.writeFile(partial, result.svg, { mode: 0o640 });
    } else if (!headMatches(written.head, kind)) {
      throw new UnsupportedMediaType(KIND_MISMATCH[kind]);
    }
    await params.store.put(
      PURPOSE_FOLDER[upload.purpose as UploadPurpose],
      upload.storedName,
      partial,
      upload.contentType,
    );
  } catch (err) {
    await fs.promises.rm(partial, { force: true });
    await q.moveUploadStatus(db, upload.id, 'receiving', 'pending');
    if (err instanceof AppError) throw err;
    // The client went away or the stream broke: nothing was stored.
    if (
      (err as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      (err as { code?: string }).code === 'ECONNRESET'
    )
      throw new Invalid(UPLOAD_INCOMPLETE, 'upload_incomplete');
    throw err;
  }
  const stored = await q.moveUploadStatus(db, upload.id, 'receiving', 'stored');
  if (!stored) throw new Error('upload changed state while it was being received');
  return toStoredUpload(stored);
}

export function toStoredUpload(row: q.UploadRow): StoredUpload {
  return {
    id: row.id,
    purpose: row.purpose as UploadPurpose,
    filename: row.filename,
    file_url: fileUrl(row.purpose as UploadPurpose, row.storedName),
    content_type: row.contentType,
    size: Number(row.size),
    course_id: row.courseId,
    uploaded_at: (row.storedAt ?? row.createdAt).toISOString(),
  };
}

// ---- serving ------------------------------------------------------------------------------------

export const SERVED_FOLDERS = new Set(Object.values(PURPOSE_FOLDER));

/** Whether a served path names a file we could have stored (anything else is 404 without a lookup). */
export const isServableName = (folder: string, file: string) =>
  SERVED_FOLDERS.has(folder) && STORED_NAME.test(file);

export function servedContentType(file: string): string {
  const kind = EXTENSION_KIND[extensionOf(file)];
  return kind ? KIND_MIME[kind] : 'application/octet-stream';
}
