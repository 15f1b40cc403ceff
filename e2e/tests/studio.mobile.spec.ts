import type { Locator } from '@playwright/test';
import { screenshot } from './child-journey-helpers.ts';
import { expect, expectNoHorizontalScroll, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { confirmDialog, courseWithContent, openStudioPage, studioPages } from './studio-helpers.ts';

// The instructor studio's lesson editor on a 375 px phone (full screen, with the game editor and its
// preview) fits the screen without scrolling sideways and passes axe. Screenshots are kept as test
// artefacts. Every studio page at 375 px is checked by the route sweep (sweep.mobile.spec.ts).

/** Nothing inside `box` is wider than it (a full-screen dialog scrolls on its own, not the page). */
async function expectNoSideScrollIn(box: Locator, label: string) {
  const { scrollWidth, clientWidth } = await box.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth, `${label} is wider than the screen`).toBeLessThanOrEqual(clientWidth);
}

test('375 px: the lesson editor is full screen, fits, and passes axe with the quiz editor open', async ({
  page,
  signInAs,
}, testInfo) => {
  test.setTimeout(90_000);
  await signInAs('instructor');
  const course = await courseWithContent(page);
  const content = studioPages(course).find((p) => p.name === 'course-content');
  if (!content) throw new Error('no course-content page');
  await openStudioPage(page, content);

  await page.getByRole('button', { name: /^Add a lesson to Chapter 1: / }).click();
  const editor = page.getByRole('dialog', { name: /^New lesson/ });
  await expect(editor).toBeVisible();
  const box = await editor.boundingBox();
  expect(box?.width, 'the editor fills the phone screen').toBe(375);
  await editor.getByRole('radio', { name: 'Game' }).check();
  await editor.getByRole('radio', { name: 'Quiz' }).check();
  await expect(
    editor.getByRole('region', { name: 'Preview' }).getByRole('group', { name: 'Answers' }),
  ).toBeVisible();

  await expectNoHorizontalScroll(page);
  await expectNoSideScrollIn(editor.locator('.MuiDialogContent-root'), 'the lesson editor');
  await expectNoSeriousA11yViolations(page, 'lesson editor at 375 px');
  await screenshot(page, testInfo, 'mobile-studio-lesson-editor', { fullPage: false });
  // The quiz form and its preview, further down the dialog.
  await editor.getByRole('group', { name: 'Question 1' }).scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'mobile-studio-lesson-editor-quiz', { fullPage: false });

  await editor.getByRole('button', { name: 'Close the editor' }).click();
  await confirmDialog(page, 'Close without saving?')
    .getByRole('button', { name: 'Close without saving' })
    .click();
  await expect(editor).toBeHidden();
});
