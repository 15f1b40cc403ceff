import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { openPage, saveScreen } from './pages.ts';
import {
  type CompletedChild,
  childWhoCompletedTheShortCourse,
  ratingDialogFor,
  removeChild,
} from './parent-courses.helpers.ts';

// The parent's side of a finished course: a fresh child of the demo parent completes "Kind words for me"
// through the API; the parent rates it in the prompt, finds and downloads the certificate, checks it on
// the public page and sees the course as completed on the dashboard and on the child's page.

test.describe.configure({ mode: 'serial' });

let child: CompletedChild;

test.beforeAll(async ({ request }) => {
  child = await childWhoCompletedTheShortCourse(request, 'Nora');
});

test.afterAll(async ({ request }) => {
  await removeChild(request, child);
});

test('the rating prompt names the course and the child; stars chosen with the keyboard are sent', async ({
  page,
  signInAs,
}) => {
  await signInAs('parent');
  await page.goto('/dashboard');
  const dialog = await ratingDialogFor(page, child);
  await expect(
    dialog.getByRole('heading', { name: `How was ${child.courseTitle} for ${child.name}?` }),
  ).toBeVisible();
  await saveScreen(page, 'desktop', '/dashboard-rating');
  await expectNoSeriousA11yViolations(page, '/dashboard with the rating prompt');

  // Send without stars: a plain message, the prompt stays.
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please choose 1 to 5 stars.')).toBeVisible();

  // The stars are a labelled radio group worked with the arrow keys.
  const stars = dialog.getByRole('group', { name: 'Your rating (1 to 5 stars)' });
  await stars.getByRole('radio', { name: '1 star, Not for us' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await dialog
    .getByLabel('A comment (optional)')
    .fill('Short and kind. We now say one kind sentence at breakfast.');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(
    page.getByText(`Thank you! Your rating of ${child.courseTitle} helps other parents choose.`),
  ).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: `How was ${child.courseTitle} for ${child.name}?` }),
  ).toHaveCount(0);

  // Stored: the prompt is answered for good, and the course's ratings count it.
  const pending = await page.request.get('/v1/parent/course/complete', {
    headers: { Authorization: `Bearer ${child.parentToken}` },
  });
  const prompts = ((await pending.json()) as { pending: { child_id: string }[] }).pending;
  expect(prompts.filter((p) => p.child_id === child.childId)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: `How was ${child.courseTitle} for ${child.name}?` }),
  ).toHaveCount(0);
});

test('the dashboard card shows the course as completed', async ({ page, signInAs }) => {
  await signInAs('parent');
  await openPage(page, '/dashboard');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: child.name }) });
  await expect(card).toContainText('1 course completed');
  await expect(card.getByText(child.courseTitle)).toHaveText(`${child.courseTitle}, completed`);
  await expect(card.getByRole('link', { name: `Assign a course to ${child.name}` })).toHaveAttribute(
    'href',
    `/studentDashboard/${child.childId}?assign=1`,
  );
  await expectNoSeriousA11yViolations(page, '/dashboard');
  await saveScreen(page, 'desktop', '/dashboard-courses');
});

test("the child's page lists the course as completed, with the journal entry", async ({ page, signInAs }) => {
  await signInAs('parent');
  await openPage(page, `/studentDashboard/${child.childId}`);
  const completed = page.getByRole('region', { name: 'Completed (1)' });
  await expect(completed.getByRole('link', { name: child.courseTitle })).toBeVisible();
  const journal = page.getByRole('region', { name: 'Journal' });
  await expect(journal).toContainText(`private between ${child.name} and you`);
  await expect(journal).toContainText('I can say kind words to myself when things feel hard.');
  await expect(page.getByRole('region', { name: 'Recently played games' })).toContainText(
    `${child.name} has not played a game yet.`,
  );
  await expectNoSeriousA11yViolations(page, '/studentDashboard');
  await saveScreen(page, 'desktop', '/studentDashboard-completed');
});

test('/certificates lists the certificate; the PDF downloads with the child’s first name', async ({
  page,
  signInAs,
}) => {
  await signInAs('parent');
  await openPage(page, '/certificates');
  const section = page.getByRole('region', { name: child.name });
  const row = section
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: child.courseTitle }) });
  await expect(row).toContainText(/Date[A-Z][a-z]{2} \d{2}, \d{4}/);
  const serial = ((await row.textContent()) ?? '').match(/YE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}/)?.[0];
  expect(serial).toBeTruthy();
  await expect(row.getByRole('link', { name: `Check certificate ${serial}` })).toHaveAttribute(
    'href',
    `/verify/${serial}`,
  );
  await expectNoSeriousA11yViolations(page, '/certificates');
  await saveScreen(page, 'desktop', '/certificates');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF for ${child.courseTitle}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^certificate-.+-YE-[A-Z0-9-]+\.pdf$/);
  const bytes = fs.readFileSync((await download.path()) as string);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getTitle()).toContain(child.name);
  expect(pdf.getTitle()).toContain(child.courseTitle);
  await expect(row.getByRole('status')).toHaveText(`The certificate for ${child.courseTitle} is downloaded.`);
});

test('/verify/<serial> confirms the certificate with the course but never the child’s name', async ({
  page,
}) => {
  const list = await page.request.get('/v1/course/parent/certificate', {
    headers: { Authorization: `Bearer ${child.parentToken}` },
  });
  const family = (await list.json()) as { child_id: string; certificates: { serial: string }[] }[];
  const serial = family.find((c) => c.child_id === child.childId)?.certificates[0]?.serial ?? '';
  expect(serial).toMatch(/^YE-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

  // Anyone may check it: this page is signed out. A number typed in lower case is upper-cased.
  await page.goto(`/verify/${serial.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This certificate is real');
  await expect(page).toHaveURL((u) => u.pathname === `/verify/${serial}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(child.courseTitle);
  await expect(main).toContainText(serial);
  await expect(main).toContainText(`${child.name.charAt(0).toUpperCase()}.`);
  const text = (await main.textContent()) ?? '';
  expect(text).not.toContain(child.name);
  expect(text).not.toContain(child.lastName);
  await expectNoSeriousA11yViolations(page, '/verify');
  await saveScreen(page, 'desktop', '/verify');

  await page.getByRole('textbox', { name: 'Certificate number' }).fill('ye-zzzz-zzzz-zzzz');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'We could not find a certificate with this number.',
  );
  await expect(page).toHaveURL((u) => u.pathname === '/verify/YE-ZZZZ-ZZZZ-ZZZZ');
  await expectNoSeriousA11yViolations(page, '/verify unknown');
});
