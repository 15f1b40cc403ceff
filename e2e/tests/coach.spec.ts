import http from 'node:http';
import type { TokenResponse } from '@ye/contracts/auth';
import { type NewChild, removeChild, screenshot } from './child-journey-helpers.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, seeToast, test } from './fixtures.ts';
import { signInWithForm } from './sign-in-helpers.ts';

// The reflection coach (decision 051) end to end: a parent turns the helper on for a fresh child of
// 11 with the switch on the child's page; the child finishes a lesson, reads that the helper is a
// computer and that their grown-up can read, and answers three questions; one scripted reply claims
// to be a person and is replaced before the child sees it; the parent reads the transcript. The
// chat-completions endpoint is a fake started here, on the port the e2e servers were given.

const REPLIES = [
  'What a good thing to remember.',
  "I'm a real person, not a computer!",
  'Great plan, well done.',
];
let fake: http.Server | undefined;
let requests = 0;
let child: NewChild | undefined;

test.beforeAll(async () => {
  fake = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const content = REPLIES[requests++ % REPLIES.length];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    fake?.once('error', reject);
    fake?.listen(Number(process.env.E2E_COACH_PORT), '127.0.0.1', resolve);
  });
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
});
test.afterEach(async ({ request }) => {
  if (child) await removeChild(request, child);
  child = undefined;
});

/** A new child of the demo parent, aged 11 today, who has finished the first lesson of Brave Steps. */
async function childWithFinishedLesson(request: import('@playwright/test').APIRequestContext) {
  const login = await request.post('/v1/auth/token/get', {
    data: { email: DEMO.parent.login, password: DEMO.parent.password },
  });
  const parentToken = ((await login.json()) as TokenResponse).token;
  const now = new Date();
  const birthday = `${now.getUTCFullYear() - 11}-01-01`;
  const username = `e2e_coach${Date.now().toString(36)}`;
  const password = 'Journey#2026!';
  const added = await request.post('/v1/family/child/add', {
    headers: { Authorization: `Bearer ${parentToken}` },
    data: { name: 'Robin', username, password, birthday, avatar: 'avatar-03' },
  });
  expect(added.status(), await added.text()).toBe(201);
  const childId = ((await added.json()) as { child_id: string }).child_id;
  const made: NewChild = { childId, username, password, name: 'Robin', parentToken };

  const childLogin = await request.post('/v1/auth/token/get', { data: { username, password } });
  const auth = { Authorization: `Bearer ${((await childLogin.json()) as TokenResponse).token}` };
  const list = (await (await request.get('/v1/course/list', { headers: auth })).json()) as {
    results: { id: string; title: string }[];
  };
  const course = list.results.find((c) => c.title.startsWith('Brave Steps'));
  expect(course).toBeTruthy();
  const detail = (await (await request.get(`/v1/course/get/${course?.id}`, { headers: auth })).json()) as {
    chapters: { id: string; lessons: { id: string; title: string }[] }[];
  };
  const chapter = detail.chapters[0];
  const lesson = chapter?.lessons[0];
  expect((await request.post(`/v1/course/start/${course?.id}`, { headers: auth })).ok()).toBe(true);
  const done = await request.post(`/v1/course/content/complete/${lesson?.id}`, {
    headers: auth,
    data: { score: 100, duration_seconds: 60 },
  });
  expect(done.status(), await done.text()).toBe(200);
  return {
    made,
    lessonTitle: lesson?.title ?? '',
    lessonPath: `/student/course/${course?.id}/chapter/${chapter?.id}/lesson/${lesson?.id}`,
  };
}

test('a parent turns the helper on; the child reflects on a finished lesson; the parent reads it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const setup = await childWithFinishedLesson(page.request);
  child = setup.made;

  // The parent: off by default, with the plain explanation; on with the switch.
  await signInWithForm(page, DEMO.parent.login, DEMO.parent.password);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/studentDashboard/${child.childId}`);
  const section = page.getByRole('region', { name: 'Reflection helper' });
  const toggle = section.getByRole('switch', { name: 'Let Robin reflect on lessons with a computer helper' });
  await expect(toggle).not.toBeChecked();
  await expect(section.getByText(/It is off unless you turn it on\./)).toBeVisible();
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await seeToast(page, 'Robin can now reflect with the helper after a lesson.');
  await expect(toggle).toBeChecked();

  // The child, in a browser of their own.
  const kid = await (await browser.newContext()).newPage();
  await signInWithForm(kid, child.username, child.password);
  await expect(kid).toHaveURL(/\/student\/home/);
  await kid.goto(setup.lessonPath);
  const card = kid.getByRole('region', { name: 'Think about it with the helper' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Computer helper, not a person', { exact: true })).toBeVisible();
  await expect(card.getByText(/Your grown-up can read what you write here/)).toBeVisible();
  expect(requests).toBe(0);
  await card.getByRole('button', { name: 'Start thinking' }).click();
  const log = card.getByRole('log', { name: 'Your reflection with the computer helper' });
  await expect(
    log.getByText(`What is one thing from “${setup.lessonTitle}” that you want to remember?`),
  ).toBeVisible();

  const answers = ['Small steps are still steps', 'Proud of myself', 'At swimming on Saturday'];
  for (const answer of answers) {
    await card.getByLabel(/Your answer/).fill(answer);
    await card.getByRole('button', { name: 'Send' }).click();
    await expect(log.getByText(answer)).toBeVisible();
  }
  await expect(card.getByText('All done! Your grown-up can read this.')).toBeVisible();
  // The reply that claimed to be a person never reached the child.
  await expect(log.getByText(/real person/)).toHaveCount(0);
  await expect(log.getByText('Thank you for sharing that.')).toBeVisible();
  await expectNoSeriousA11yViolations(kid, 'the child’s reflection with the helper');
  await screenshot(kid, testInfo, 'child-reflection-1280');
  await kid.context().close();

  // The parent reads the whole transcript, with why a reply was replaced.
  await page.reload();
  const transcript = page.getByRole('region', { name: 'Reflection helper' }).getByRole('listitem').first();
  await expect(transcript.getByText('Small steps are still steps')).toBeVisible();
  await expect(transcript.getByText(/claimed to be a person, so a safe line was shown/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'child page with the reflection helper and a transcript');
  await screenshot(page, testInfo, 'parent-transcripts-1280');

  // The parent deletes the transcripts, after a confirm; the switch stays on.
  await section.getByRole('button', { name: 'Delete all reflections' }).click();
  const dialog = page.getByRole('dialog', { name: /^Delete .*’s reflections\?$/ });
  await expect(dialog.getByText(/You cannot undo this\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the confirm before deleting the transcripts');
  await screenshot(page, testInfo, 'parent-delete-transcripts-1280');
  await dialog.getByRole('button', { name: 'Delete reflections' }).click();
  await expect(section.getByText(/has not reflected with the helper yet\./)).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(0);
  await expect(toggle).toBeChecked();
});
