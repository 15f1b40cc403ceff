/**
 * The two image rules of the product (spec section 5), shared by the web forms and the API so a
 * file is judged the same way on both sides. The API additionally checks the real bytes (magic
 * numbers) of what arrives; these validators look only at what the browser reports.
 */

/** 5 MB: the largest image accepted anywhere, in bytes. */
export const MAX_IMAGE_BYTES = 5_242_880;

export const IMAGE_SIZE_ERROR = 'The image size should be a maximum of 5 MB.';
export const APP_IMAGE_FORMAT_ERROR = 'Only the following formats are accepted: .jpeg, .png';
export const COURSE_IMAGE_FORMAT_ERROR = 'Only the following formats are accepted: .jpeg, .jpg, .png, .svg';

export const APP_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const COURSE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml'] as const;
export const COURSE_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'svg'] as const;

/** What both a browser File and a multipart part can describe. */
export interface ImageFileInfo {
  name?: string;
  type: string;
  size: number;
}

export type ImageCheck = { ok: true } | { ok: false; error: string };

function extensionOf(name: string | undefined): string {
  if (!name) return '';
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

function mimeOf(type: string): string {
  // 'image/PNG; charset=…' → 'image/png'
  return (type ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function sizeIsAllowed(size: number): boolean {
  return Number.isFinite(size) && size >= 0 && size <= MAX_IMAGE_BYTES;
}

/**
 * Images uploaded in the app shell (avatars, profile pictures): JPEG or PNG, at most 5242880 bytes.
 * The format is judged by MIME type; only when the browser reports no type at all does the file
 * name's extension (.jpeg, .jpg, .png) decide. The format is checked before the size.
 */
export function validateAppImage(file: ImageFileInfo): ImageCheck {
  const mime = mimeOf(file.type);
  const formatOk = mime
    ? (APP_IMAGE_TYPES as readonly string[]).includes(mime)
    : ['jpeg', 'jpg', 'png'].includes(extensionOf(file.name));
  if (!formatOk) return { ok: false, error: APP_IMAGE_FORMAT_ERROR };
  if (!sizeIsAllowed(file.size)) return { ok: false, error: IMAGE_SIZE_ERROR };
  return { ok: true };
}

/**
 * Course artwork (course and bundle covers in the instructor studio): JPEG, PNG or SVG, accepted
 * when either the MIME type (image/jpeg, image/png, image/svg+xml) or the file name's extension
 * (.jpeg, .jpg, .png, .svg in any case) says so. Same 5242880-byte limit as every other image: the
 * spec gives one image maximum and a cover has no reason to be larger. An SVG can carry script,
 * so whoever stores one must serve it as an image file (never inline it into a page).
 */
export function validateCourseImage(file: ImageFileInfo): ImageCheck {
  const mime = mimeOf(file.type);
  const formatOk =
    (COURSE_IMAGE_TYPES as readonly string[]).includes(mime) ||
    (COURSE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!formatOk) return { ok: false, error: COURSE_IMAGE_FORMAT_ERROR };
  if (!sizeIsAllowed(file.size)) return { ok: false, error: IMAGE_SIZE_ERROR };
  return { ok: true };
}
