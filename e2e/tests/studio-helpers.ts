import { deflateSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, type TokenResponse } from './fixtures.ts';

// Helpers of the instructor studio specs (studio.spec.ts and its 375 px twin): a real PNG made in the
// test, the spec's confirm dialogs, the instructor's API for looking things up, and the studio pages.

// ---- a small, real PNG (the server checks the magic bytes of an upload) ----------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG with a purple-to-yellow gradient (a cover in the 16:10 shape). */
export function makePng(width = 64, height = 40): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then the pixels
    for (let x = 0; x < width; x++) {
      const t = x / Math.max(1, width - 1);
      row[1 + x * 3] = Math.round(106 + (255 - 106) * t);
      row[2 + x * 3] = Math.round(27 + (193 - 27) * t);
      row[3 + x * 3] = Math.round(154 - 147 * t);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A title no other run has used, so a run never finds the course of an earlier one. */
export const uniqueTitle = (prefix: string) =>
  `${prefix} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`;

// ---- the spec's confirm dialogs (apps/web/src/lib/dialogs.ts, product spec section 2) ---------------

export const DIALOG = {
  deleteCourse: {
    title: 'Delete Course?',
    message: 'The course and all its content will be deleted. This cannot be undone.',
  },
  publishCourse: {
    title: 'Publish Course?',
    message: 'Once published, the course is visible on the platform.',
  },
} as const;

/** The open confirm dialog with this title (its accessible name). */
export const confirmDialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog', { name: title });

// ---- the instructor's API, for finding what the UI made ---------------------------------------------

export interface StudioLesson {
  id: string;
  title: string;
  kind: string;
  position: number;
  chapter_id: string;
}
export interface StudioChapter {
  id: string;
  title: string;
  position: number;
  lessons: StudioLesson[];
}
export interface StudioCourse {
  id: string;
  title: string;
  status: string;
  kind: 'course' | 'game';
  age_min: number;
  age_max: number;
  cover_url: string | null;
  chapter_count: number;
  lesson_count: number;
}
export type StudioCourseDetail = StudioCourse & { chapters: StudioChapter[] };

/** GET with the token the page keeps in its storage (the signed-in user's own). */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('ye.access_token'));
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** The demo instructor's course with this exact title (drafts included), or undefined. */
export async function findStudioCourse(page: Page, title: string): Promise<StudioCourse | undefined> {
  const list = await apiGet<{ results: StudioCourse[] }>(
    page,
    `/v1/instructor/course/list?q=${encodeURIComponent(title)}&page_size=100`,
  );
  return list.results.find((c) => c.title === title);
}

/** A course of the instructor with at least one chapter and lesson, to open the content pages on. */
export async function courseWithContent(page: Page): Promise<StudioCourseDetail> {
  const list = await apiGet<{ results: StudioCourse[] }>(page, '/v1/instructor/course/list?page_size=100');
  const withLessons = list.results.find((c) => c.kind === 'course' && c.lesson_count > 0);
  if (!withLessons) throw new Error('the demo instructor has no course with lessons');
  return apiGet<StudioCourseDetail>(page, `/v1/instructor/course/get/${withLessons.id}`);
}

/** Discards a course with the demo instructor's own token (a cleanup that needs no page). */
export async function discardCourse(page: Page, courseId: string): Promise<void> {
  const signIn = await page.request.post('/v1/auth/token/get', {
    data: { email: DEMO.instructor.login, password: DEMO.instructor.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token } = (await signIn.json()) as TokenResponse;
  const res = await page.request.post(`/v1/instructor/course/discard/${courseId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([200, 404], await res.text()).toContain(res.status());
}

// ---- the studio pages ------------------------------------------------------------------------------

export interface StudioPage {
  /** A short name, used for the axe label and the screenshot's file name. */
  name: string;
  path: string;
  /** The page's h1 once it has loaded. */
  heading: string | RegExp;
}

/** Every studio page of the issue, with the content pages opened on `course`. */
export function studioPages(course: Pick<StudioCourse, 'id' | 'title'>): StudioPage[] {
  return [
    { name: 'dashboard', path: '/instructor/', heading: /, Grace!$/ },
    { name: 'courses', path: '/instructor/courses', heading: 'My courses' },
    { name: 'create-course', path: '/instructor/courses/create-course', heading: 'Create a course' },
    {
      name: 'course-content',
      path: `/instructor/courses/course-content?id=${course.id}`,
      heading: course.title,
    },
    { name: 'add-chapter', path: `/instructor/courses/add-chapter?id=${course.id}`, heading: /^Add a / },
    { name: 'preview', path: `/courses/preview?id=${course.id}`, heading: course.title },
    { name: 'students', path: '/instructor/students', heading: 'Students' },
    { name: 'assignments', path: '/instructor/assignments', heading: 'Assignments' },
    { name: 'quiz-survey', path: '/instructor/quiz-survey', heading: 'Quizzes & surveys' },
    { name: 'group-discussion', path: '/instructor/group_discussion', heading: 'Discussions' },
    { name: 'impact-analysis', path: '/instructor/impact-analysis', heading: 'Impact on self-esteem' },
    { name: 'profile', path: '/instructor/profile', heading: 'Hello, Grace' },
  ];
}

/**
 * Opens a studio page and waits until it has loaded: its one h1, no skeleton (aria-busy) and no
 * progress bar of a query still running.
 */
export async function openStudioPage(page: Page, target: StudioPage): Promise<void> {
  await page.goto(target.path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1, `${target.path} has one h1`).toHaveCount(1);
  await expect(h1).toHaveText(target.heading);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Charts and lists that load after the heading (dashboard, impact) settle once the network is quiet;
  // bounded, so a page that polls cannot hang the test (the checks that follow still wait on their own).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}
