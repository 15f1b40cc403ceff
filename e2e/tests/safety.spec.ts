import { type APIRequestContext, test } from '@playwright/test';
import { createChild, type NewChild, removeChild } from './child-journey-helpers.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, mailsTo, type TokenResponse } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// The safety layer end to end (decision 046): a child writes words that worry us in the journal,
// sees the calm message with Childline, the parent gets the mail and the dashboard notice, and marks
// it seen. A fresh child of the demo parent, removed afterwards (its alerts go with it).

const COURSE = 'Kind Words for Me';
let child: NewChild;

interface CourseDetail {
  id: string;
  chapters: { id: string; lessons: { id: string; kind: string }[] }[];
}

async function as(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string) => {
      const res = await request.get(path, { headers });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as T;
    },
    post: async (path: string, data: unknown = {}) => {
      const res = await request.post(path, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
    },
  };
}

test.beforeAll(async ({ request }) => {
  child = await createChild(request, 'Robin');
});
test.afterAll(async ({ request }) => {
  if (child) await removeChild(request, child);
});

test('a worrying journal entry: a calm message for the child, a mail and a notice for the parent', async ({
  page,
  browser,
  request,
}) => {
  // Preparation through the API: the course's first text lesson done, so its reflection is open.
  const signIn = await request.post('/v1/auth/token/get', {
    data: { username: child.username, password: child.password },
  });
  const api = await as(request, ((await signIn.json()) as TokenResponse).token);
  const list = await api.get<{ results: { id: string; title: string }[] }>('/v1/course/list?page_size=100');
  const courseId = list.results.find((c) => c.title === COURSE)?.id as string;
  expect(courseId, `${COURSE} is in the catalogue`).toBeTruthy();
  const course = await api.get<CourseDetail>(`/v1/course/get/${courseId}`);
  const chapter = course.chapters[0] as CourseDetail['chapters'][number];
  const reading = chapter.lessons.find((l) => l.kind === 'text')?.id as string;
  const reflection = chapter.lessons.find((l) => l.kind === 'reflection')?.id as string;
  await api.post(`/v1/course/start/${courseId}`);
  await api.post(`/v1/course/content/start/${reading}`);
  await api.post(`/v1/course/content/complete/${reading}`, { score: 100, duration_seconds: 40 });

  // The child writes in the journal through the real page.
  const since = Date.now();
  await signInWithForm(page, child.username, child.password);
  await expect(page).toHaveURL((url) => !url.pathname.includes('login'));
  await page.goto(`/student/course/${courseId}/chapter/${chapter.id}/lesson/${reflection}`);
  await page.getByLabel('My journal').fill('evryone wud be better off without me');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'You are not alone' })).toBeVisible();
  await expect(page.getByText('Childline: 0800 1111')).toBeVisible();
  await expect(page.getByText(/You are not in trouble/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the calm message');

  // The mail went out in that request (the job queue delivers it to the dev mailer's folder).
  await expect
    .poll(
      () =>
        mailsTo(DEMO.parent.login).filter(
          (m) => m.subject === 'Please check in with Robin today' && Date.parse(m.date) >= since - 1000,
        ).length,
      { timeout: 30_000 },
    )
    .toBe(1);

  // The parent's dashboard shows the notice until it is marked seen.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  await signInWithForm(parent, DEMO.parent.login, DEMO.parent.password);
  const summary = 'Robin may be thinking about hurting themselves (in their journal).';
  await expect(parent.getByRole('heading', { name: 'Please check in with your child today' })).toBeVisible();
  await expect(parent.getByText(summary)).toBeVisible();
  await expectNoSeriousA11yViolations(parent, 'the safety notice');
  await parent.getByRole('button', { name: `I have seen this: ${summary}` }).click();
  await expect(parent.getByText(summary)).toBeHidden();
  await parentContext.close();
});
