import fs from 'node:fs';
import path from 'node:path';
import { COURSE_TOPICS } from '@ye/contracts/catalog';
import { GAME_TYPES, GameConfig } from '@ye/contracts/games';
import { describe, expect, it } from 'vitest';
import { ASSETS_DIR } from '../modules/media/routes.ts';
import { DEMO_BUNDLES, DEMO_COURSES } from './catalog-content.ts';

const published = DEMO_COURSES.filter((c) => c.state === 'published');
const allLessons = DEMO_COURSES.flatMap((c) =>
  c.chapters.flatMap((ch) => ch.lessons.map((l) => ({ course: c, l }))),
);
const gameCourses = published.filter((c) => c.kind === 'game');

/** The file in apps/api/assets that a /v1/media/... URL serves. */
const assetFile = (url: string) => {
  const match = /^\/v1\/media\/(covers|videos)\/([a-z0-9-]+\.(?:svg|webm))$/.exec(url);
  if (!match?.[1] || !match[2]) throw new Error(`not a media URL: ${url}`);
  return path.join(ASSETS_DIR, match[1], match[2]);
};

describe('demo catalogue content', () => {
  it('has every game configuration valid for the API and the players', () => {
    const games = allLessons.filter(({ l }) => l.kind === 'game');
    expect(games.length).toBeGreaterThan(10);
    for (const { course, l } of games) {
      const parsed = GameConfig.safeParse(l.game);
      expect(parsed.success, `${course.title} / ${l.title}: ${parsed.error?.message}`).toBe(true);
    }
    for (const { l } of allLessons.filter(({ l }) => l.kind !== 'game')) expect(l.game).toBeUndefined();
  });

  it('publishes at least six courses across the topics, with a draft and a few featured', () => {
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(new Set(published.map((c) => c.topic))).toEqual(new Set(COURSE_TOPICS));
    expect(DEMO_COURSES.filter((c) => c.state === 'draft')).toHaveLength(1);
    const featured = published.filter((c) => c.featured).length;
    expect(featured).toBeGreaterThanOrEqual(2);
    expect(featured).toBeLessThanOrEqual(3);
    expect(published.filter((c) => c.instructor === 'instructor2').length).toBeGreaterThanOrEqual(1);
    expect(new Set(DEMO_COURSES.map((c) => c.slug)).size).toBe(DEMO_COURSES.length);
    expect(new Set(DEMO_COURSES.map((c) => c.title)).size).toBe(DEMO_COURSES.length);
    for (const c of DEMO_COURSES) {
      expect(c.learningGoals.length, c.title).toBeGreaterThanOrEqual(2);
      expect(c.ageMin).toBeGreaterThanOrEqual(6);
      expect(c.ageMax).toBeLessThanOrEqual(12);
    }
  });

  it('has one game course of three or more levels that uses every game type, short enough for a test', () => {
    expect(gameCourses).toHaveLength(1);
    const game = gameCourses[0];
    expect(game?.chapters.length).toBeGreaterThanOrEqual(3);
    const types = (game?.chapters ?? []).map((ch) =>
      ch.lessons.map((l) => {
        expect(l.kind).toBe('game');
        return GameConfig.parse(l.game).type;
      }),
    );
    expect(new Set(types.flat())).toEqual(new Set(GAME_TYPES));
    // An end-to-end test plays quiz, sort and match in level 1, then affirmation and breathing in level 2.
    expect(types[0]).toEqual(['quiz', 'sort', 'match']);
    expect(types[1]?.slice(0, 2)).toEqual(['affirmation', 'breathing']);
    for (const ch of game?.chapters ?? []) {
      expect(ch.lessons.length).toBeGreaterThanOrEqual(2);
      expect(ch.lessons.length).toBeLessThanOrEqual(3);
      for (const l of ch.lessons) {
        const g = GameConfig.parse(l.game);
        if (g.type === 'quiz') expect(g.questions).toHaveLength(3);
        if (g.type === 'sort') expect(g.items.length).toBeLessThanOrEqual(6);
        if (g.type === 'match') expect(g.pairs.length).toBeLessThanOrEqual(4);
        if (g.type === 'affirmation') expect(g.sentences_required).toBe(2);
        if (g.type === 'breathing')
          expect([g.cycles, g.inhale_seconds, g.hold_seconds, g.exhale_seconds]).toEqual([2, 2, 0, 2]);
      }
    }
  });

  it('has ordinary courses of 2-3 chapters of 2-4 lessons, and one quick course of two lessons', () => {
    const ordinary = published.filter((c) => c.kind === 'course');
    const quick = ordinary.filter((c) => c.chapters.length === 1);
    expect(quick).toHaveLength(1);
    expect(quick[0]?.chapters[0]?.lessons.map((l) => l.kind)).toEqual(['text', 'reflection']);
    for (const c of ordinary.filter((c) => c.chapters.length > 1)) {
      expect(c.chapters.length, c.title).toBeLessThanOrEqual(3);
      for (const ch of c.chapters) {
        expect(ch.lessons.length, `${c.title} / ${ch.title}`).toBeGreaterThanOrEqual(2);
        expect(ch.lessons.length, `${c.title} / ${ch.title}`).toBeLessThanOrEqual(4);
      }
    }
    const kinds = new Set(ordinary.flatMap((c) => c.chapters.flatMap((ch) => ch.lessons.map((l) => l.kind))));
    expect(kinds).toEqual(new Set(['text', 'reflection', 'video', 'game']));
  });

  it('gives every lesson real body text, and text lessons a few paragraphs', () => {
    for (const { course, l } of allLessons) {
      expect(l.body.trim().length, `${course.title} / ${l.title}`).toBeGreaterThan(40);
      expect(l.body).not.toMatch(/lorem|ipsum|TODO|TBD/i);
      if (l.kind === 'text') expect(l.body.split('\n\n').length, l.title).toBeGreaterThanOrEqual(2);
      if (l.kind === 'reflection') expect(l.body, l.title).toContain('?');
      if (l.kind === 'video') expect(l.videoUrl, l.title).toMatch(/^\/v1\/media\/videos\/.+\.webm$/);
      else expect(l.videoUrl).toBeUndefined();
    }
  });

  it('has two bundles of three or four published courses, in order and without repeats', () => {
    expect(DEMO_BUNDLES).toHaveLength(2);
    const publishedSlugs = new Set(published.map((c) => c.slug));
    for (const b of DEMO_BUNDLES) {
      expect(b.courses.length).toBeGreaterThanOrEqual(3);
      expect(b.courses.length).toBeLessThanOrEqual(4);
      expect(new Set(b.courses).size).toBe(b.courses.length);
      for (const slug of b.courses) expect(publishedSlugs.has(slug), slug).toBe(true);
      expect(b.description.length).toBeGreaterThan(40);
    }
  });

  it('refers only to cover and video files that exist, with captions beside each video', () => {
    for (const slug of [...DEMO_COURSES.map((c) => c.slug), ...DEMO_BUNDLES.map((b) => b.slug)]) {
      const file = assetFile(`/v1/media/covers/${slug}.svg`);
      const svg = fs.readFileSync(file, 'utf8');
      expect(svg, slug).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/<script|on\w+=|href=/i);
      expect(fs.statSync(file).size).toBeLessThan(10 * 1024);
    }
    const videoLessons = allLessons.filter(({ l }) => l.videoUrl);
    const videos = new Set(videoLessons.map(({ l }) => l.videoUrl ?? ''));
    expect(videos.size).toBeGreaterThanOrEqual(2);
    for (const url of videos) {
      const file = assetFile(url);
      const bytes = fs.readFileSync(file);
      // WebM is Matroska: the EBML magic number, then the "webm" doc type in the header.
      expect(bytes.subarray(0, 4).toString('hex'), url).toBe('1a45dfa3');
      expect(bytes.subarray(0, 64).includes('webm')).toBe(true);
      expect(bytes.length).toBeLessThan(600 * 1024);
      const vtt = fs.readFileSync(file.replace(/\.webm$/, '.vtt'), 'utf8');
      expect(vtt.startsWith('WEBVTT')).toBe(true);
      expect(vtt).toMatch(/\d\d:\d\d:\d\d\.\d{3} --> \d\d:\d\d:\d\d\.\d{3}/);
      // The lesson body is the transcript: it holds every caption of its video.
      const cues = vtt
        .split('\n\n')
        .slice(1)
        .map((cue) => cue.split('\n').slice(1).join(' ').trim());
      expect(cues.length).toBeGreaterThanOrEqual(3);
      for (const { l } of videoLessons.filter(({ l }) => l.videoUrl === url))
        for (const cue of cues) expect(l.body.replace(/\s+/g, ' '), l.title).toContain(cue);
    }
  });
});
