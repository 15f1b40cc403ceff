import { describe, expect, it } from 'vitest';
import { captionsUrlFor, paragraphs, secondsSince, vttTranscript } from './lesson-text.ts';

describe('paragraphs', () => {
  it('splits on blank lines, joins single line breaks and drops empty parts', () => {
    expect(paragraphs('One line\nstill one.\n\n\n  Two.  \r\n\r\nThree.\n \n')).toEqual([
      'One line still one.',
      'Two.',
      'Three.',
    ]);
    expect(paragraphs('   ')).toEqual([]);
  });
});

describe('captionsUrlFor', () => {
  it('finds the .vtt next to a .webm video, keeping a query string', () => {
    expect(captionsUrlFor('/v1/media/videos/breathing-circle.webm')).toBe(
      '/v1/media/videos/breathing-circle.vtt',
    );
    expect(captionsUrlFor('/media/a.WEBM?v=2')).toBe('/media/a.vtt?v=2');
  });

  it('has none for other videos or no video', () => {
    expect(captionsUrlFor('/media/a.mp4')).toBeNull();
    expect(captionsUrlFor('/media/webm/a.mp4')).toBeNull();
    expect(captionsUrlFor(null)).toBeNull();
  });
});

describe('vttTranscript', () => {
  it('keeps the words of each cue and drops header, notes, ids, timings and markup', () => {
    const vtt = [
      '\uFEFFWEBVTT - breathing',
      '',
      'NOTE written by us',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00:00.000 --> 00:00:04.000 line:80%',
      '<v Narrator>Breathe in slowly,</v>',
      'like smelling a flower.',
      '',
      '00:00:04.000 --> 00:00:08.000',
      'Breathe out &amp; <i>relax</i>.',
      '',
    ].join('\r\n');
    expect(vttTranscript(vtt)).toEqual([
      'Breathe in slowly, like smelling a flower.',
      'Breathe out & relax.',
    ]);
  });

  it('refuses text that is not WebVTT (an HTML page, for instance)', () => {
    expect(vttTranscript('<!doctype html><html></html>')).toBeNull();
    expect(vttTranscript('WEBVTTX\n\n00:00.000 --> 00:01.000\nHi')).toBeNull();
  });
});

describe('secondsSince', () => {
  it('rounds to whole seconds and stays within 0 and one day', () => {
    expect(secondsSince(1_000, 3_600)).toBe(3);
    expect(secondsSince(5_000, 1_000)).toBe(0);
    expect(secondsSince(0, 10 * 86_400_000)).toBe(86_400);
  });
});
