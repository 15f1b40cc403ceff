import fs from 'node:fs';
import { expect, seeToast, test } from './fixtures.ts';
import {
  backToDashboard,
  confirmEmailFromMail,
  deleteParentAccount,
  fillAddChild,
  fillSignUp,
  newFamily,
} from './journeys-helpers.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// Issue 16's journey in one run, each step through its real form: a parent signs up, confirms the
// email from the mail file, adds a child with consent, turns boards on with a display name, downloads
// everything we hold about the child, and deletes the account; then neither can sign in.
const { parent, kid } = newFamily('privacy', { parent: 'Rosa', lastName: 'Lindqvist', child: 'Juno' });

test.afterAll(({ request }) => deleteParentAccount(request, parent));

test('a parent consents, turns boards on, exports and deletes the account; the child cannot sign in after', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  await fillSignUp(page, parent);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/dashboard');
  await confirmEmailFromMail(page, parent.email);
  await backToDashboard(page);

  // The child, with the parent's consent after the notice; the notice is mailed to the parent.
  await page.getByRole('button', { name: 'Add your first child' }).click();
  const add = page.getByRole('dialog', { name: 'Add a child' });
  await fillAddChild(add, kid);
  await add.getByRole('button', { name: 'Add child' }).click();
  await expect(add).toBeHidden();
  // Closed as a person would: the app shows one toast at a time, and this one would hold the next.
  await seeToast(page, `${kid.name} is part of your family now!`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: kid.name }) });
  await card
    .getByRole('link', { name: new RegExp(`^${kid.name}`) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(kid.name);

  // Boards are off until the parent turns them on, under a display name the parent approves.
  const boards = page.getByRole('region', { name: 'Class boards and live chat' });
  const toggle = boards.getByRole('switch', { name: new RegExp(`Let ${kid.name} post on class boards`) });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await boards.getByRole('textbox', { name: 'Display name other children see' }).fill('Quiet Comet');
  await boards.getByRole('button', { name: 'Save board choice' }).click();
  await seeToast(page, `${kid.name} can post on class boards now, as “Quiet Comet”.`);

  // Everything we hold about the child: the consent and the boards choice are in it.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data' }).click();
  const data = JSON.parse(fs.readFileSync((await (await download).path()) ?? '', 'utf8'));
  expect(data.Child).toMatchObject({ Name: kid.name, Username: kid.username });
  expect(data['Parental consent']).toHaveLength(1);
  expect(JSON.stringify(data['Boards and display name'])).toContain('Quiet Comet');
  await page.screenshot({ path: testInfo.outputPath('privacy-journey-child-page.png'), fullPage: true });

  // The parent deletes the account with their password; the family is gone.
  await page.goto('/my-account');
  const farewell = page.getByRole('form', { name: 'Delete your account' });
  await farewell.getByLabel(/^Your password/).fill(parent.password);
  await farewell.getByRole('button', { name: 'Delete my account' }).click();
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Yes, Delete' })
    .click();
  await expectPath(page, '/');
  await expect(page.getByText(/Your account and your children’s accounts are deleted/)).toBeVisible();
  const refused = 'The email/username or password is incorrect.';
  const child = await (await browser.newContext({ baseURL: testInfo.project.use.baseURL })).newPage();
  await signInWithForm(child, kid.username, kid.password);
  await expect(child.getByText(refused)).toBeVisible();
  await signInWithForm(page, parent.email, parent.password);
  await expect(page.getByText(refused)).toBeVisible();
});
