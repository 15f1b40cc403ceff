import {
  childGet,
  createChild,
  type Game,
  type NewChild,
  playGame,
  pressWithKeyboard,
  removeChild,
  screenshot,
  waitForPage,
} from './child-journey-helpers.ts';
import {
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  signInWithApi,
  test,
} from './fixtures.ts';

// The child journey on a 375 px phone: every student page fits the screen without sideways scrolling,
// passes axe, and a mission can be played to its stars with the keyboard. Screenshots are artefacts.

interface CourseCard {
  id: string;
  title: string;
}
interface LessonContent {
  title: string;
  chapter_id: string;
  game: Game | null;
}

let child: NewChild | undefined;

test.afterEach(async ({ request }) => {
  if (child) await removeChild(request, child);
  child = undefined;
});

async function check(page: import('@playwright/test').Page, label: string) {
  await waitForPage(page);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, label);
}

test('375 px: every student page fits, passes axe, and a mission plays to its stars', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  child = await createChild(page.request, 'Kai');
  await signInWithApi(page, { login: child.username, password: child.password });

  await page.goto('/student/home');
  const welcome = page.getByRole('dialog', { name: 'Welcome, Kai!' });
  await expect(welcome).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, 'mobile-01-welcome', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await check(page, '/student/home');
  await screenshot(page, testInfo, 'mobile-02-home');

  await page.goto('/student/courses');
  await check(page, '/student/courses');
  await screenshot(page, testInfo, 'mobile-03-courses');

  const games = await childGet<CourseCard[]>(page, '/v1/course/list/game');
  const course = games.find((c) => /Brave Explorer/i.test(c.title)) ?? games[0];
  if (!course) throw new Error('the demo has no game course');
  await page.goto(`/student/course/${course.id}`);
  await check(page, '/student/course/:id');
  await screenshot(page, testInfo, 'mobile-04-course-map');

  await pressWithKeyboard(page, page.getByRole('button', { name: 'Start the course' }));
  await expect(page).toHaveURL(/\/mission\/[^/]+$/);
  await check(page, 'mission page');
  await screenshot(page, testInfo, 'mobile-05-mission');
  const lessonId = new URL(page.url()).pathname.split('/').at(-1);
  const content = await childGet<LessonContent>(page, `/v1/course/content/get/${lessonId}`);
  if (!content.game) throw new Error(`${content.title} is not a game`);
  await playGame(page, content.game);
  const result = page.getByRole('dialog');
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expect(result.getByText(/^[123] of 3 stars$/)).toBeVisible();
  await expect(result.getByText(/^\+\d+ XP$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'result dialog');
  await screenshot(page, testInfo, 'mobile-06-result', { fullPage: false });

  await page.goto(`/student/chapter/${content.chapter_id}`);
  await check(page, '/student/chapter/:id');
  await screenshot(page, testInfo, 'mobile-07-chapter');

  await page.goto('/student/games-played');
  await check(page, '/student/games-played');
  // At 375 px each play is a card in a list (a table would scroll sideways).
  await expect(
    page.getByRole('list', { name: 'Games I played' }).getByRole('link', { name: content.title }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'mobile-08-games-played');

  await page.goto('/student/profile');
  await check(page, '/student/profile');
  await screenshot(page, testInfo, 'mobile-09-profile');

  await page.goto(`/student/course/${course.id}`);
  await waitForPage(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Save to my library' }));
  await expect(page.getByRole('button', { name: 'In my library' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/student/my-library');
  await check(page, '/student/my-library');
  await expect(page.getByRole('link', { name: course.title, exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'mobile-10-library');
});
