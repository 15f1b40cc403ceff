import { describe, expect, it } from 'vitest';
import {
  ageBand,
  CreateLessonRequest,
  DEFAULT_MAX_VIDEO_BYTES,
  formatByteLimit,
  VIDEO_FORMAT_ERROR,
  validateVideo,
  videoSizeError,
} from './studio.ts';

describe('video rules', () => {
  it('accepts mp4 and webm by type, or by name when no type is given', () => {
    expect(validateVideo({ name: 'a.mp4', type: 'video/mp4', size: 10 }, 100)).toEqual({ ok: true });
    expect(validateVideo({ name: 'a.WEBM', type: '', size: 10 }, 100)).toEqual({ ok: true });
    expect(validateVideo({ name: 'a.mov', type: 'video/quicktime', size: 10 }, 100)).toEqual({
      ok: false,
      error: VIDEO_FORMAT_ERROR,
    });
    expect(validateVideo({ name: 'a.mp4', type: 'application/octet-stream', size: 10 }, 100).ok).toBe(false);
  });

  it('checks the size against the limit, in words', () => {
    expect(validateVideo({ name: 'a.mp4', type: 'video/mp4', size: 101 }, 100)).toEqual({
      ok: false,
      error: 'The video size should be a maximum of 100 bytes.',
    });
    expect(videoSizeError(DEFAULT_MAX_VIDEO_BYTES)).toBe('The video size should be a maximum of 1 GB.');
    expect(formatByteLimit(500 * 1_048_576)).toBe('500 MB');
    expect(formatByteLimit(1_610_612_736)).toBe('1.5 GB');
    expect(formatByteLimit(64 * 1024)).toBe('64 KB');
  });
});

describe('ageBand', () => {
  it('groups ages in bands of three', () => {
    expect([5, 6, 8, 9, 11, 12, 14, 15].map(ageBand)).toEqual([
      '4-5',
      '6-8',
      '6-8',
      '9-11',
      '9-11',
      '12-14',
      '12-14',
      '15-17',
    ]);
    expect(ageBand(null)).toBeNull();
  });
});

describe('CreateLessonRequest', () => {
  it('needs a game exactly for game lessons', () => {
    expect(CreateLessonRequest.safeParse({ title: 'G', kind: 'game' }).success).toBe(false);
    expect(
      CreateLessonRequest.safeParse({
        title: 'G',
        kind: 'game',
        game: {
          type: 'breathing',
          instructions: 'Breathe.',
          cycles: 3,
          inhale_seconds: 4,
          hold_seconds: 2,
          exhale_seconds: 4,
        },
      }).success,
    ).toBe(true);
    const text = CreateLessonRequest.parse({ title: 'T', kind: 'text' });
    expect(text).toMatchObject({ body: '', duration_minutes: 5 });
  });
});
