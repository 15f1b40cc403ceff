import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APP_IMAGE_FORMAT_ERROR,
  COURSE_IMAGE_FORMAT_ERROR,
  IMAGE_SIZE_ERROR,
  MAX_IMAGE_BYTES,
  validateAppImage,
  validateCourseImage,
} from './uploads.ts';

describe('MAX_IMAGE_BYTES', () => {
  it('is 5 MB in bytes', () => {
    expect(MAX_IMAGE_BYTES).toBe(5242880);
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe('validateAppImage', () => {
  it('accepts jpeg and png', () => {
    expect(validateAppImage({ name: 'me.jpeg', type: 'image/jpeg', size: 1000 })).toEqual({ ok: true });
    expect(validateAppImage({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toEqual({ ok: true });
    expect(validateAppImage({ name: 'me.png', type: 'image/png', size: 1000 })).toEqual({ ok: true });
    expect(validateAppImage({ type: 'image/PNG', size: 10 })).toEqual({ ok: true });
  });

  it('accepts exactly 5242880 bytes and refuses one more', () => {
    expect(validateAppImage({ name: 'a.png', type: 'image/png', size: 5242880 })).toEqual({ ok: true });
    expect(validateAppImage({ name: 'a.png', type: 'image/png', size: 5242881 })).toEqual({
      ok: false,
      error: 'The image size should be a maximum of 5 MB.',
    });
  });

  it('refuses other formats with the exact message', () => {
    for (const [name, type] of [
      ['a.gif', 'image/gif'],
      ['a.svg', 'image/svg+xml'],
      ['a.webp', 'image/webp'],
      ['a.pdf', 'application/pdf'],
      ['a.png', 'image/gif'],
    ] as const) {
      expect(validateAppImage({ name, type, size: 10 })).toEqual({
        ok: false,
        error: 'Only the following formats are accepted: .jpeg, .png',
      });
    }
  });

  it('falls back to the extension only when the browser gives no type', () => {
    expect(validateAppImage({ name: 'PHOTO.JPG', type: '', size: 10 })).toEqual({ ok: true });
    expect(validateAppImage({ name: 'photo.gif', type: '', size: 10 }).ok).toBe(false);
    expect(validateAppImage({ type: '', size: 10 }).ok).toBe(false);
  });

  it('checks the format before the size', () => {
    expect(validateAppImage({ name: 'big.gif', type: 'image/gif', size: MAX_IMAGE_BYTES + 1 })).toEqual({
      ok: false,
      error: APP_IMAGE_FORMAT_ERROR,
    });
  });

  it('refuses nonsense sizes', () => {
    expect(validateAppImage({ type: 'image/png', size: -1 })).toEqual({ ok: false, error: IMAGE_SIZE_ERROR });
    expect(validateAppImage({ type: 'image/png', size: Number.NaN })).toEqual({
      ok: false,
      error: IMAGE_SIZE_ERROR,
    });
  });

  it('property: a png is accepted exactly when its size is 0..5242880', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_IMAGE_BYTES * 2 }), (size) => {
        expect(validateAppImage({ name: 'x.png', type: 'image/png', size }).ok).toBe(size <= MAX_IMAGE_BYTES);
      }),
    );
  });
});

describe('validateCourseImage', () => {
  it('accepts jpeg, jpg, png and svg by MIME type', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/svg+xml']) {
      expect(validateCourseImage({ name: 'cover', type, size: 10 })).toEqual({ ok: true });
    }
  });

  it('accepts the extensions in any case', () => {
    for (const name of ['a.jpeg', 'a.JPG', 'a.Jpg', 'a.PNG', 'a.svg', 'a.SVG', 'my.cover.JPEG']) {
      expect(validateCourseImage({ name, type: '', size: 10 })).toEqual({ ok: true });
    }
    expect(validateCourseImage({ name: 'cover.JPG', type: 'image/jpeg', size: 10 })).toEqual({ ok: true });
  });

  it('refuses gif, webp and files without a known type or extension', () => {
    for (const [name, type] of [
      ['a.gif', 'image/gif'],
      ['a.webp', 'image/webp'],
      ['a', ''],
      ['svg', ''],
      ['a.svg.exe', 'application/octet-stream'],
    ] as const) {
      expect(validateCourseImage({ name, type, size: 10 })).toEqual({
        ok: false,
        error: COURSE_IMAGE_FORMAT_ERROR,
      });
    }
  });

  it('has the same 5242880-byte limit', () => {
    expect(validateCourseImage({ name: 'a.svg', type: 'image/svg+xml', size: 5242880 })).toEqual({
      ok: true,
    });
    expect(validateCourseImage({ name: 'a.svg', type: 'image/svg+xml', size: 5242881 })).toEqual({
      ok: false,
      error: IMAGE_SIZE_ERROR,
    });
  });

  it('property: anything the app rule accepts, the course rule accepts too', () => {
    const types = fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', '', 'text/plain');
    const names = fc.constantFrom('a.png', 'a.JPG', 'a.jpeg', 'a.gif', 'a.svg', 'a', undefined);
    fc.assert(
      fc.property(types, names, fc.integer({ min: 0, max: MAX_IMAGE_BYTES + 10 }), (type, name, size) => {
        const file = name === undefined ? { type, size } : { name, type, size };
        if (validateAppImage(file).ok) expect(validateCourseImage(file).ok).toBe(true);
      }),
    );
  });
});
