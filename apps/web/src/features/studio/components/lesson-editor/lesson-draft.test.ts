import { unitWords } from '@ye/contracts/catalog';
import type { StudioLesson } from '@ye/contracts/studio';
import { describe, expect, it } from 'vitest';
import { check, draftOf, requestOf } from './lesson-draft.ts';

const words = unitWords('course');
const video = {
  id: 'l1',
  title: 'Watch',
  kind: 'video',
  body: '',
  video_url: 'https://v/1.mp4',
  duration_minutes: 7,
  game: null,
} as unknown as StudioLesson;

describe('lesson draft', () => {
  it('starts a new lesson as text, and a new mission in a game course as a game', () => {
    expect(draftOf(null, 'course')).toMatchObject({ kind: 'text', minutes: '5' });
    expect(draftOf(null, 'game').kind).toBe('game');
    expect(draftOf(video, 'course')).toMatchObject({
      kind: 'video',
      minutes: '7',
      videoUrl: 'https://v/1.mp4',
    });
  });

  it('says what is missing, in the course’s words', () => {
    const errors = check({ ...draftOf(null, 'course'), minutes: '0' }, words);
    expect(errors).toEqual({
      title: 'Please give the lesson a title.',
      minutes: 'Please give the minutes as a whole number from 1 to 240.',
      body: 'Please write the text of the lesson.',
    });
    expect(check({ ...draftOf(null, 'game'), title: 'Play' }, unitWords('game'))).toEqual({
      game: 'Please choose which game this is.',
    });
  });

  it('sends the video only when it changed', () => {
    const draft = draftOf(video, 'course');
    expect(requestOf(draft, video)).not.toHaveProperty('video_url');
    expect(requestOf({ ...draft, videoUrl: null }, video)).toMatchObject({ video_url: null });
    expect(requestOf({ ...draft, title: ' New ' }, null)).toMatchObject({
      title: 'New',
      video_url: 'https://v/1.mp4',
    });
  });
});
