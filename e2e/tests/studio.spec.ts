import type { Locator, Page } from '@playwright/test';
import { expectFocused, playGame, screenshot, waitForPage } from './child-journey-helpers.ts';
import { expect, expectNoSeriousA11yViolations, signInWithApi, test } from './fixtures.ts';
import {
  apiGet,
  confirmDialog,
  courseWithContent,
  DIALOG,
  discardCourse,
  findStudioCourse,
  makePng,
  openStudioPage,
  type StudioCourseDetail,
  studioPages,
  uniqueTitle,
} from './studio-helpers.ts';

// The instructor studio at desktop size: the demo instructor builds a course in the browser (cover
// upload, two chapters, a text lesson and a quiz), reorders by keyboard, meets the spec's delete and
// publish dialogs, previews and publishes it; Mia (9) then finds it among her courses and plays it.
// A second test runs axe on every studio page. Screenshots are kept as test artefacts.

const TEXT_LESSON = {
  title: 'Strengths we all have',
  body: 'Everyone is good at something. Think of one thing you are good at.',
};
const QUIZ_LESSON = { title: 'Kindness quiz', prompt: 'A classmate drops their books. What could you do?' };
const QUIZ_ANSWER = 'Ask them if they are okay'; // the first option of the editor's starter quiz
const SPARE_LESSON = 'Spare page';

/** Presses a button with the keyboard: focus, then Enter (the way keyboard users reorder). */
async function pressByKeyboard(page: Page, button: Locator) {
  await button.focus();
  await expectFocused(button);
  await page.keyboard.press('Enter');
}

const lessonsOf = (page: Page, chapterLabel: string) =>
  page.getByRole('list', { name: `Lessons of ${chapterLabel}` }).getByRole('listitem');
const chapterHeadings = (page: Page) => page.getByRole('heading', { level: 2, name: /^Chapter \d+: / });

let createdId: string | undefined;

test.afterEach(async ({ page }) => {
  // The data dir is per run, but the demo should stay as the other specs know it.
  if (createdId) await discardCourse(page, createdId);
  createdId = undefined;
});

test('an instructor builds, previews and publishes a course with a cover; a child finds and plays it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const title = uniqueTitle('Brave Hearts');
  const chapterOne = 'Knowing myself';
  const chapterTwo = 'Being kind';
  await signInWithApi(page, 'instructor');

  await test.step('create the course with a cover upload', async () => {
    await page.goto('/instructor/courses');
    await waitForPage(page);
    await page.getByRole('link', { name: 'Create course' }).first().click();
    await expect(page).toHaveURL(/\/instructor\/courses\/create-course$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a course');

    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Small steps to feel brave and kind, for ages 8 to 10.');
    // Mia is 9: the course is for 8 to 10.
    await page.getByRole('spinbutton', { name: 'Youngest age' }).fill('8');
    await page.getByRole('spinbutton', { name: 'Oldest age' }).fill('10');
    await page.getByRole('textbox', { name: 'Goal 1' }).fill('Name one of my strengths');

    const cover = page.getByRole('group', { name: 'Cover image' });
    const chooser = page.waitForEvent('filechooser');
    await cover.getByRole('button', { name: 'Choose a file' }).click();
    await (await chooser).setFiles({
      name: 'brave-cover.png',
      mimeType: 'image/png',
      buffer: makePng(64, 40),
    });
    await expect(cover.getByRole('status')).toHaveText('brave-cover.png is uploaded.');
    const preview = cover.getByRole('img', { name: 'The course cover' });
    await expect(preview).toBeVisible();
    // The stored file comes back as the same picture.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    await screenshot(page, testInfo, 'desktop-studio-01-create-course');

    await page.getByRole('button', { name: 'Create course' }).click();
    await expect(page).toHaveURL(/\/instructor\/courses\/course-content\?id=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const course = await findStudioCourse(page, title);
    expect(course, 'the new course is listed for its instructor').toBeTruthy();
    createdId = course?.id;
    expect(course).toMatchObject({ status: 'draft', kind: 'course', age_min: 8, age_max: 10 });
    expect(course?.cover_url).toBeTruthy();
  });

  await test.step('two chapters', async () => {
    await page.getByRole('link', { name: 'Add your first chapter' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a chapter');
    await page.getByRole('textbox', { name: 'Title' }).fill(chapterOne);
    await page.getByRole('textbox', { name: 'Description' }).fill('What I am good at.');
    await screenshot(page, testInfo, 'desktop-studio-02-add-chapter');
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await expect(chapterHeadings(page)).toHaveText([`Chapter 1: ${chapterOne}`]);

    await page.getByRole('link', { name: 'Add a chapter' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Add a chapter');
    await page.getByRole('textbox', { name: 'Title' }).fill(chapterTwo);
    await page.getByRole('button', { name: 'Add chapter' }).click();
    await expect(chapterHeadings(page)).toHaveText([`Chapter 1: ${chapterOne}`, `Chapter 2: ${chapterTwo}`]);
  });

  await test.step('a text lesson, and a spare one moved by keyboard and deleted', async () => {
    await page.getByRole('button', { name: `Add the first lesson to Chapter 1: ${chapterOne}` }).click();
    let editor = page.getByRole('dialog', { name: /^New lesson/ });
    await expect(editor).toBeVisible();
    await expect(editor.getByRole('radio', { name: 'Text' })).toBeChecked();
    await editor.getByRole('textbox', { name: 'Title' }).fill(TEXT_LESSON.title);
    await editor.getByRole('textbox', { name: 'Lesson text' }).fill(TEXT_LESSON.body);
    await editor.getByRole('button', { name: 'Add lesson' }).click();
    await expect(editor).toBeHidden();
    const lessons = lessonsOf(page, `Chapter 1: ${chapterOne}`);
    await expect(lessons).toHaveText([new RegExp(`^1\\. ${TEXT_LESSON.title}`)]);

    await page.getByRole('button', { name: `Add a lesson to Chapter 1: ${chapterOne}` }).click();
    editor = page.getByRole('dialog', { name: /^New lesson/ });
    await editor.getByRole('textbox', { name: 'Title' }).fill(SPARE_LESSON);
    await editor.getByRole('textbox', { name: 'Lesson text' }).fill('To be moved and then deleted.');
    await editor.getByRole('button', { name: 'Add lesson' }).click();
    await expect(editor).toBeHidden();
    await expect(lessons).toHaveText([/^1\. Strengths we all have/, /^2\. Spare page/]);

    // Keyboard reorder: the spare lesson up, then the focus stays on its move buttons.
    await pressByKeyboard(page, page.getByRole('button', { name: `Move “${SPARE_LESSON}” up` }));
    await expect(lessons).toHaveText([/^1\. Spare page/, /^2\. Strengths we all have/]);
    await expect(page.getByRole('status').filter({ hasText: 'is now lesson 1 of 2' })).toHaveText(
      `“${SPARE_LESSON}” is now lesson 1 of 2 in chapter 1.`,
    );
    const down = page.getByRole('button', { name: `Move “${SPARE_LESSON}” down` });
    await expectFocused(down);
    await page.keyboard.press('Enter');
    await expect(lessons).toHaveText([/^1\. Strengths we all have/, /^2\. Spare page/]);

    // 'Delete Lesson?': cancelled first (nothing changes), then confirmed.
    const deleteSpare = page.getByRole('button', { name: `Delete lesson “${SPARE_LESSON}”` });
    await deleteSpare.click();
    let dialog = confirmDialog(page, 'Delete Lesson?');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`“${SPARE_LESSON}” will be deleted. This cannot be undone.`);
    await expect(dialog.getByRole('button', { name: 'Yes, Delete' })).toBeVisible();
    await screenshot(page, testInfo, 'desktop-studio-03-delete-lesson', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(lessons).toHaveCount(2);
    await deleteSpare.click();
    dialog = confirmDialog(page, 'Delete Lesson?');
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(lessons).toHaveText([/^1\. Strengths we all have/]);
    await expect(page.getByRole('button', { name: `Delete lesson “${SPARE_LESSON}”` })).toHaveCount(0);
  });

  await test.step('a quiz lesson written in the game editor, with its live preview', async () => {
    await page.getByRole('button', { name: `Add the first lesson to Chapter 2: ${chapterTwo}` }).click();
    const editor = page.getByRole('dialog', { name: /^New lesson/ });
    await editor.getByRole('textbox', { name: 'Title' }).fill(QUIZ_LESSON.title);
    await editor.getByRole('radio', { name: 'Game' }).check();
    await editor.getByRole('radio', { name: 'Quiz' }).check();
    const question = editor
      .getByRole('group', { name: 'Question 1' })
      .getByRole('textbox', { name: 'Question' });
    await expect(question).toHaveValue(/.+/); // the starter quiz
    await question.fill(QUIZ_LESSON.prompt);
    // The preview plays what was written, a moment after typing stops.
    const livePreview = editor.getByRole('region', { name: 'Preview' });
    await expect(livePreview.getByText(QUIZ_LESSON.prompt)).toBeVisible();
    await expect(
      livePreview.getByRole('group', { name: 'Answers' }).getByRole('button', { name: QUIZ_ANSWER }),
    ).toBeVisible();
    await screenshot(page, testInfo, 'desktop-studio-04-game-editor', { fullPage: false });
    await editor.getByRole('button', { name: 'Add lesson' }).click();
    await expect(editor).toBeHidden();
    await expect(lessonsOf(page, `Chapter 2: ${chapterTwo}`)).toHaveText([
      /^1\. Kindness quiz.*Game: Quiz · 5 min/,
    ]);
  });

  await test.step('chapters reorder by keyboard; the chapter dialog is cancelled', async () => {
    await pressByKeyboard(page, page.getByRole('button', { name: `Move chapter “${chapterOne}” down` }));
    await expect(chapterHeadings(page)).toHaveText([`Chapter 1: ${chapterTwo}`, `Chapter 2: ${chapterOne}`]);
    const up = page.getByRole('button', { name: `Move chapter “${chapterOne}” up` });
    await expectFocused(up);
    await page.keyboard.press('Enter');
    await expect(chapterHeadings(page)).toHaveText([`Chapter 1: ${chapterOne}`, `Chapter 2: ${chapterTwo}`]);

    await page.getByRole('button', { name: `Delete chapter “${chapterTwo}”` }).click();
    const dialog = confirmDialog(page, 'Delete Chapter?');
    await expect(dialog).toContainText(
      `“${chapterTwo}” and its 1 lesson will be deleted. This cannot be undone.`,
    );
    await expect(dialog.getByRole('button', { name: 'Yes, Delete' })).toBeVisible();
    await screenshot(page, testInfo, 'desktop-studio-05-delete-chapter', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(chapterHeadings(page)).toHaveCount(2);
    await expect(page.getByText('2 chapters · 2 lessons')).toBeVisible();
    await screenshot(page, testInfo, 'desktop-studio-06-course-content');

    // What was built is stored in this order.
    const stored = await apiGet<StudioCourseDetail>(page, `/v1/instructor/course/get/${createdId}`);
    expect(stored.chapters.map((c) => [c.title, c.lessons.map((l) => `${l.kind}:${l.title}`)])).toEqual([
      [chapterOne, [`text:${TEXT_LESSON.title}`]],
      [chapterTwo, [`game:${QUIZ_LESSON.title}`]],
    ]);
  });

  await test.step('preview: the child’s view, nothing saved, the text lesson opens', async () => {
    await page.getByRole('link', { name: 'Preview', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/preview\\?id=${createdId}`));
    const banner = page.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText('Preview — nothing you do here is saved');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await screenshot(page, testInfo, 'desktop-studio-07-preview');
    await page.getByRole('link', { name: new RegExp(TEXT_LESSON.title) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT_LESSON.title);
    await expect(page.getByText(TEXT_LESSON.body)).toBeVisible();
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Back to the editor' }).click();
    await expect(page).toHaveURL(/\/instructor\/courses\/course-content\?id=/);
  });

  await test.step('publish: the spec’s dialog, then the course is published', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = confirmDialog(page, DIALOG.publishCourse.title);
    await expect(dialog).toContainText(DIALOG.publishCourse.message);
    await screenshot(page, testInfo, 'desktop-studio-08-publish', { fullPage: false });
    await dialog.getByRole('button', { name: 'Yes, Publish' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('This course is published: children see each change as soon as you save it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
    expect((await findStudioCourse(page, title))?.status).toBe('published');
  });

  await test.step('my courses: duplicate, then the copy meets the Delete Course dialog', async () => {
    await page.goto('/instructor/courses');
    await waitForPage(page);
    await page.getByRole('button', { name: `Duplicate ${title}` }).click();
    const copy = `Copy of ${title}`;
    const deleteCopy = page.getByRole('button', { name: `Delete ${copy}` });
    await expect(deleteCopy).toBeVisible();
    await deleteCopy.click();
    let dialog = confirmDialog(page, DIALOG.deleteCourse.title);
    await expect(dialog).toContainText(DIALOG.deleteCourse.message);
    await screenshot(page, testInfo, 'desktop-studio-09-delete-course', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteCopy).toBeVisible();
    await deleteCopy.click();
    dialog = confirmDialog(page, DIALOG.deleteCourse.title);
    await dialog.getByRole('button', { name: 'Yes, Delete' }).click();
    await expect(dialog).toBeHidden();
    await expect(deleteCopy).toHaveCount(0);
    expect(await findStudioCourse(page, copy)).toBeUndefined();
    await expect(page.getByRole('button', { name: `Delete ${title}` })).toBeVisible();
  });

  await test.step('Mia finds the course among every published course for her age, and plays it', async () => {
    const child = await browser.newContext({ baseURL });
    try {
      const kid = await child.newPage();
      await signInWithApi(kid, 'mia');
      const forAge = await apiGet<{ count: number; results: { title: string }[] }>(
        kid,
        '/v1/course/list?age=9&page_size=100',
      );
      expect(forAge.results.map((c) => c.title)).toContain(title);
      expect(forAge.results, 'every course for her age fits in one answer').toHaveLength(forAge.count);

      await kid.goto('/student/courses');
      await waitForPage(kid);
      for (const { title: t } of forAge.results)
        await expect(kid.getByRole('link', { name: t, exact: true }).first(), `${t} is listed`).toBeVisible();
      const ready = kid.getByRole('region', { name: /^Ready to start/ });
      await ready.getByRole('link', { name: title, exact: true }).click();
      await expect(kid).toHaveURL(new RegExp(`/student/course/${createdId}$`));
      await waitForPage(kid);
      await expect(kid.getByRole('heading', { level: 1 })).toHaveText(title);
      await screenshot(kid, testInfo, 'desktop-studio-10-child-course');

      await kid.getByRole('button', { name: 'Start the course' }).click();
      await waitForPage(kid);
      await expect(kid.getByRole('heading', { level: 1 })).toHaveText(TEXT_LESSON.title);
      await expect(kid.getByText(TEXT_LESSON.body)).toBeVisible();
      await kid.getByRole('button', { name: 'I read it' }).click();
      let result = kid.getByRole('dialog');
      await expect(result.getByText('3 of 3 stars')).toBeVisible();
      await result.getByRole('link', { name: 'Next lesson' }).click();

      await waitForPage(kid);
      await expect(kid.getByRole('heading', { level: 1 })).toHaveText(QUIZ_LESSON.title);
      await expect(kid.getByText(QUIZ_LESSON.prompt)).toBeVisible();
      await playGame(kid, {
        type: 'quiz',
        questions: [{ options: [QUIZ_ANSWER, 'Walk away', 'Laugh at them'], answer: 0 }],
      });
      result = kid.getByRole('dialog');
      await expect(result).toBeVisible({ timeout: 15_000 });
      await expect(result.getByText(/^[123] of 3 stars$/)).toBeVisible();
      await expect(result.getByText(/^\+\d+ XP$/)).toBeVisible();
      await screenshot(kid, testInfo, 'desktop-studio-11-child-result', { fullPage: false });
    } finally {
      await child.close();
    }
  });
});

// Every studio page itself is checked by the route sweep (sweep.spec.ts); the editor is a dialog the
// sweep never opens.
test('axe finds no serious or critical violation in the lesson editor', async ({
  page,
  signInAs,
}, testInfo) => {
  await signInAs('instructor');
  const course = await courseWithContent(page);
  await test.step('lesson editor dialog (a text lesson, then a new quiz)', async () => {
    const chapter = [...course.chapters].sort((a, b) => a.position - b.position)[0];
    const lesson = chapter?.lessons[0];
    if (!chapter || !lesson) throw new Error('the course has no lesson');
    const content = studioPages(course).find((p) => p.name === 'course-content');
    if (!content) throw new Error('no course-content page');
    await openStudioPage(page, content);
    await page.getByRole('button', { name: `Edit lesson “${lesson.title}”` }).click();
    let editor = page.getByRole('dialog', { name: /^Edit lesson/ });
    await expect(editor.getByRole('textbox', { name: 'Title' })).toHaveValue(lesson.title);
    await expectNoSeriousA11yViolations(page, 'lesson editor (edit)');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();

    await page.getByRole('button', { name: /^Add a lesson to Chapter 1: / }).click();
    editor = page.getByRole('dialog', { name: /^New lesson/ });
    await editor.getByRole('radio', { name: 'Game' }).check();
    await editor.getByRole('radio', { name: 'Quiz' }).check();
    await expect(
      editor.getByRole('region', { name: 'Preview' }).getByRole('group', { name: 'Answers' }),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'lesson editor (new quiz)');
    await screenshot(page, testInfo, 'desktop-axe-lesson-editor', { fullPage: false });
    // Unsaved: closing asks first.
    await editor.getByRole('button', { name: 'Cancel' }).click();
    const ask = confirmDialog(page, 'Close without saving?');
    await ask.getByRole('button', { name: 'Close without saving' }).click();
    await expect(editor).toBeHidden();
  });
});
