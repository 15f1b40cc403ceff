import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, expect, type TokenResponse } from './fixtures.ts';

// Setup for the parent's course journey (parent-courses.spec.ts and its .mobile twin): a fresh child of
// the demo parent who completes the short course "Kind words for me" through the API, as that child.

export const SHORT_COURSE = /^kind words for me$/i;

export interface CompletedChild {
  parentToken: string;
  childId: string;
  /** The child's name as the parent typed it (the API keeps it as the first name). */
  name: string;
  /** The family name the child gets from the parent: together with `name`, the child's full name. */
  lastName: string;
  courseId: string;
  courseTitle: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenFor(request: APIRequestContext, body: Record<string, string>): Promise<string> {
  const res = await request.post('/v1/auth/token/get', { data: body });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as TokenResponse).token;
}

/** A first name no other test uses ('Nora' plus letters) and a username to match. */
function uniqueName(label: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const letters = suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? 'x');
  return { name: `${label}${letters}`, username: `pc_${suffix}`.slice(0, 20) };
}

interface LessonRef {
  id: string;
  kind: 'video' | 'text' | 'reflection' | 'game';
}

/**
 * The demo parent adds a child; the child signs in with their username and completes every lesson of the
 * short course (a reflection lesson gets a journal entry first). Completing the last lesson issues the
 * certificate and queues the parent's rating prompt.
 */
export async function childWhoCompletedTheShortCourse(
  request: APIRequestContext,
  label: string,
): Promise<CompletedChild> {
  const parentToken = await tokenFor(request, { email: DEMO.parent.login, password: DEMO.parent.password });
  const { name, username } = uniqueName(label);
  const password = 'Lantern#River#2026';
  const added = await request.post('/v1/family/child/add', {
    headers: bearer(parentToken),
    data: { name, username, password },
  });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { child_id: string }).child_id;

  const childToken = await tokenFor(request, { username, password });
  const list = await request.get('/v1/course/list?page_size=100', { headers: bearer(childToken) });
  expect(list.status(), await list.text()).toBe(200);
  const course = ((await list.json()) as { results: { id: string; title: string }[] }).results.find((c) =>
    SHORT_COURSE.test(c.title),
  );
  expect(course, 'the demo course "Kind words for me" is seeded').toBeTruthy();
  const courseId = (course as { id: string }).id;

  const detail = await request.get(`/v1/course/get/${courseId}`, { headers: bearer(childToken) });
  expect(detail.status(), await detail.text()).toBe(200);
  const { chapters, title } = (await detail.json()) as {
    title: string;
    chapters: { lessons: LessonRef[] }[];
  };
  const lessons = chapters.flatMap((c) => c.lessons);
  expect(lessons.length).toBeGreaterThan(0);

  for (const lesson of lessons) {
    if (lesson.kind === 'reflection') {
      const wrote = await request.put(`/v1/learning/journal/${lesson.id}`, {
        headers: bearer(childToken),
        data: { text: 'I can say kind words to myself when things feel hard.' },
      });
      expect(wrote.status(), await wrote.text()).toBe(200);
    }
    const done = await request.post(`/v1/course/content/complete/${lesson.id}`, {
      headers: bearer(childToken),
      data: { score: 100, duration_seconds: 90 },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  const last = await request.get(`/v1/course/get/${courseId}`, { headers: bearer(childToken) });
  const progress = ((await last.json()) as { progress: { status: string } | null }).progress;
  expect(progress?.status).toBe('completed');

  // A child takes the parent's family name.
  const parent = await request.get('/v1/router/user/profile', { headers: bearer(parentToken) });
  const lastName = ((await parent.json()) as { last_name: string }).last_name;

  return { parentToken, childId, name, lastName, courseId, courseTitle: title };
}

/** The fixture cleans up: the child's account and all their data go (certificate and prompt included). */
export async function removeChild(request: APIRequestContext, child: CompletedChild | undefined) {
  if (!child) return;
  const token = await tokenFor(request, { email: DEMO.parent.login, password: DEMO.parent.password });
  await request.post('/v1/family/child/remove', {
    headers: bearer(token),
    data: { child_id: child.childId },
  });
}

/**
 * Waits for the rating dialog about this child's course. Prompts other tests left for the demo parent come
 * first (oldest first); each of those is put away with "Not now" until ours shows.
 */
export async function ratingDialogFor(page: Page, child: CompletedChild): Promise<Locator> {
  const ours = `How was ${child.courseTitle} for ${child.name}?`;
  const dialog = page.getByRole('dialog', { name: /^How was / });
  for (let i = 0; i < 20; i++) {
    await expect(dialog).toBeVisible();
    const title = (await dialog.getByRole('heading').first().textContent())?.trim() ?? '';
    if (title === ours) return dialog;
    await dialog.getByRole('button', { name: 'Not now' }).click();
    await expect(dialog.getByRole('heading').first()).not.toHaveText(title);
  }
  throw new Error(`no rating prompt for ${child.name}`);
}
