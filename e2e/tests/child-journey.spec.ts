import {
  childGet,
  createChild,
  expectFocused,
  focusWithKeyboard,
  type Game,
  type NewChild,
  playGame,
  pressWithKeyboard,
  removeChild,
  screenshot,
  waitForPage,
} from './child-journey-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInWithApi, test } from './fixtures.ts';

// The child journey at desktop size: a brand-new child (made by the demo parent, removed afterwards)
// meets the welcome, opens the game course, plays one mission of each of the five games with the
// keyboard only, sees stars and XP, continues from the home page, finds the plays on /student/games-played
// and bookmarks the course. axe checks every student page; screenshots are kept as test artefacts.

interface CourseCard {
  id: string;
  title: string;
}
interface LessonContent {
  id: string;
  title: string;
  kind: string;
  chapter_id: string;
  game: Game | null;
}

const ALL_GAMES = ['quiz', 'sort', 'match', 'affirmation', 'breathing'];
const lessonIdOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

let child: NewChild | undefined;

test.afterEach(async ({ request }) => {
  if (child) await removeChild(request, child);
  child = undefined;
});

test('a new child plays a mission of every game with the keyboard, earns stars and XP, and keeps a course', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  child = await createChild(page.request, 'Robin');
  await signInWithApi(page, { login: child.username, password: child.password });

  // ---- home: the welcome on the first visit, closed with Escape
  await page.goto('/student/home');
  const welcome = page.getByRole('dialog', { name: 'Welcome, Robin!' });
  await expect(welcome).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'welcome dialog');
  await screenshot(page, testInfo, 'desktop-01-welcome', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(welcome).toBeHidden();
  await waitForPage(page);
  // Streaks are off until the parent turns them on (decision 042): no day count, no 'play today'.
  await expect(page.getByRole('heading', { name: 'Level 1' })).toBeVisible();
  await expect(page.getByText(/streak/i)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/student/home');
  await screenshot(page, testInfo, 'desktop-02-home');

  // ---- my courses -> the game course, by keyboard
  const games = await childGet<CourseCard[]>(page, '/v1/course/list/game');
  const course = games.find((c) => /Brave Explorer/i.test(c.title)) ?? games[0];
  if (!course) throw new Error('the demo has no game course');
  await page.goto('/student/courses');
  await waitForPage(page);
  await expectNoSeriousA11yViolations(page, '/student/courses');
  await screenshot(page, testInfo, 'desktop-03-courses');
  await pressWithKeyboard(page, page.getByRole('link', { name: course.title, exact: true }).first());
  await expect(page).toHaveURL(new RegExp(`/student/course/${course.id}$`));
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
  await expect(page.getByText('Finish level 1 to open this').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/student/course/:id');
  await screenshot(page, testInfo, 'desktop-04-course-map');

  // ---- play: Start the course, then mission after mission until every game type was played
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Start the course' }));
  await expect(page).toHaveURL(/\/level\/[^/]+\/mission\/[^/]+$/);

  const played = new Set<string>();
  const playedTitles: string[] = [];
  let totalXp = 0;
  let firstLevelId = '';
  for (let mission = 1; mission <= 9 && played.size < ALL_GAMES.length; mission++) {
    await waitForPage(page);
    const content = await childGet<LessonContent>(page, `/v1/course/content/get/${lessonIdOf(page.url())}`);
    if (!content.game) throw new Error(`${content.title} is not a game`);
    firstLevelId ||= content.chapter_id;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.title);
    if (mission === 1) {
      await expectNoSeriousA11yViolations(page, 'mission page');
      await screenshot(page, testInfo, 'desktop-05-mission');
    }

    await playGame(page, content.game);
    played.add(content.game.type);
    playedTitles.push(content.title);

    // The result: stars in words, XP, and (the very first time) the first badge.
    const result = page.getByRole('dialog');
    await expect(result).toBeVisible({ timeout: 15_000 });
    await expect(result.getByText(/^[123] of 3 stars$/)).toBeVisible();
    const xpText = await result.getByText(/^\+\d+ XP$/).textContent();
    totalXp += Number(xpText?.replace(/\D/g, ''));
    if (mission === 1) {
      await expect(result.getByText('First step')).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'result dialog');
      await screenshot(page, testInfo, 'desktop-06-result', { fullPage: false });
    }
    if (played.size === ALL_GAMES.length) break;

    if (mission === 2) {
      // Continue where you left off, from the home page.
      await page.goto('/student/home');
      await waitForPage(page);
      const place = page.getByRole('region', { name: 'Continue where you left off' });
      await expect(place.getByText(course.title)).toBeVisible();
      await pressWithKeyboard(page, place.getByRole('link', { name: 'Continue' }));
      await expect(page).toHaveURL(/\/mission\/[^/]+$/);
      continue;
    }
    const next = result.getByRole('link', { name: 'Next mission' });
    await expectFocused(next);
    const before = page.url();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(before);
  }
  expect([...played].sort()).toEqual([...ALL_GAMES].sort());

  // ---- games played: every play, with its course
  await page.goto('/student/games-played');
  await waitForPage(page);
  const table = page.getByRole('table', { name: 'Games I played' });
  await expect(table.getByRole('row')).toHaveCount(playedTitles.length + 1);
  for (const title of playedTitles)
    await expect(table.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(table.getByText(course.title).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/student/games-played');
  await screenshot(page, testInfo, 'desktop-07-games-played');

  // ---- profile: the XP of every play adds up; badges earned and to come
  await page.goto('/student/profile');
  await waitForPage(page);
  await expect(page.getByText(`${totalXp} XP in all`)).toBeVisible();
  await expect(page.getByText('Not yet').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/student/profile');
  await screenshot(page, testInfo, 'desktop-08-profile');

  // ---- bookmark the course by keyboard; it waits in the library
  await page.goto(`/student/course/${course.id}`);
  await waitForPage(page);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Save to my library' }));
  await expect(page.getByRole('button', { name: 'In my library' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/student/chapter/${firstLevelId}`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Level 1');
  await expectNoSeriousA11yViolations(page, '/student/chapter/:id');
  await screenshot(page, testInfo, 'desktop-09-chapter');

  await page.goto('/student/my-library');
  await waitForPage(page);
  const saved = page.getByRole('region', { name: 'Saved by me' });
  await expect(saved.getByRole('link', { name: course.title, exact: true })).toBeVisible();
  await expect(page.getByText('Webinars you join will appear here.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/student/my-library');
  await screenshot(page, testInfo, 'desktop-10-library');
});

interface CourseDetail {
  id: string;
  kind: 'course' | 'game';
  chapters: { id: string; position: number; lessons: { id: string; kind: string; position: number }[] }[];
}

test('reading, video and reflection lessons: finished by keyboard, the journal kept private; axe on each', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  child = await createChild(page.request, 'Noor');
  await signInWithApi(page, { login: child.username, password: child.password });

  // The first lesson of each kind in the open first chapter of an ordinary course.
  const mine = await childGet<{ not_started: CourseCard[] }>(page, '/v1/learning/courses');
  const found = new Map<string, string>();
  for (const card of mine.not_started) {
    const course = await childGet<CourseDetail>(page, `/v1/course/get/${card.id}`);
    if (course.kind !== 'course') continue;
    const first = [...course.chapters].sort((a, b) => a.position - b.position)[0];
    for (const lesson of first?.lessons ?? [])
      if (!found.has(lesson.kind) && first)
        found.set(lesson.kind, `/student/course/${course.id}/chapter/${first.id}/lesson/${lesson.id}`);
  }
  for (const kind of ['text', 'video', 'reflection'])
    expect(found.get(kind), `a ${kind} lesson`).toBeTruthy();

  const finish = async (button: string, label: string) => {
    await pressWithKeyboard(page, page.getByRole('button', { name: button }));
    const result = page.getByRole('dialog');
    await expect(result.getByText('3 of 3 stars')).toBeVisible();
    await expect(result.getByText('+30 XP')).toBeVisible();
    await screenshot(page, testInfo, `${label}-result`, { fullPage: false });
    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
  };

  // Reading: paragraphs to read (or hear), then "I read it".
  await page.goto(found.get('text') ?? '');
  await waitForPage(page);
  await expect(page.getByText('Reading', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'text lesson');
  await screenshot(page, testInfo, 'desktop-11-text-lesson');
  await finish('I read it', 'desktop-12-text');

  // Video: captions next to a WebM become the <track> and the transcript.
  await page.goto(found.get('video') ?? '');
  await waitForPage(page);
  const video = page.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  if ((await video.getAttribute('src'))?.endsWith('.webm')) {
    await expect(page.locator('video track[kind="captions"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'What the video says' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page, 'video lesson');
  await screenshot(page, testInfo, 'desktop-13-video-lesson');
  await finish('I watched it', 'desktop-14-video');

  // Reflection: a private journal, saved, then Done.
  await page.goto(found.get('reflection') ?? '');
  await waitForPage(page);
  await expect(page.getByText('Only you and your grown-up can see this.')).toBeVisible();
  const journal = page.getByRole('textbox', { name: 'My journal' });
  await focusWithKeyboard(page, journal);
  const words = 'I would like to know the new girl in my class. I could ask her about her drawing.';
  await page.keyboard.type(words);
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByText('Saved in your journal.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'reflection lesson');
  await screenshot(page, testInfo, 'desktop-15-reflection-lesson');
  await finish('Done', 'desktop-16-reflection');
  const entries = await childGet<{ text: string }[]>(page, '/v1/learning/journal');
  expect(entries.map((e) => e.text)).toContain(words);
});
