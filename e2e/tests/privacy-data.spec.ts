import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, seeToast, test } from './fixtures.ts';
import { saveScreen } from './pages.ts';

// Data rights with the real forms (issue 16): the parent downloads everything we hold about Leo as
// one file, then corrects Leo's username in Edit profile; Leo signs in with the new one, and the
// test puts the demo username back through the same form.

test.describe.configure({ mode: 'serial' });

async function leoPage(page: Page, token: string) {
  const list = await page.request.get('/v1/family/child/list', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const leo = ((await list.json()) as { child_id: string; child_name: string }[]).find(
    (c) => c.child_name === 'Leo',
  );
  if (!leo) throw new Error('the demo parent has no Leo');
  await page.goto(`/studentDashboard/${leo.child_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Leo' })).toBeVisible();
  return leo.child_id;
}

async function setUsername(page: Page, username: string) {
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Leo’s profile' });
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await seeToast(page, `Let Leo know the new username, ${username}.`);
  await expect(dialog).toBeHidden();
}

test('the parent downloads Leo’s data and corrects Leo’s username', async ({ page, signInAs }) => {
  // Two pages' worth of work with two axe runs, on a shared machine.
  test.setTimeout(120_000);
  const { token } = await signInAs('parent');
  const leoId = await leoPage(page, token);

  // The export: one JSON file with every section, about Leo alone.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('child-leo-data.json');
  const data = JSON.parse(fs.readFileSync((await file.path()) ?? '', 'utf8'));
  expect(data.Child).toMatchObject({ Name: 'Leo', Username: 'leo' });
  for (const section of [
    'Discussion board posts',
    'Quiz and survey answers',
    'Work set by instructors',
    'Failed sign-ins with this username',
    'Audit records',
  ])
    expect(Array.isArray(data[section]), section).toBe(true);
  expect(JSON.stringify(data)).not.toContain('"Mia"');

  // The username, corrected in Edit profile; a taken one is refused at the field.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Leo’s profile' });
  const username = dialog.getByRole('textbox', { name: 'Username' });
  await username.fill(DEMO.mia.login);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog.getByText('This username is already taken. Please choose another.')).toBeVisible();
  await username.fill('leo_star');
  await saveScreen(page, 'desktop', '/studentDashboard-edit-username');
  await expectNoSeriousA11yViolations(page, 'Edit profile with a new username');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await seeToast(page, 'Let Leo know the new username, leo_star.');
  await expect(page.getByText('leo_star', { exact: false }).first()).toBeVisible();

  // Leo signs in with the new username; the old one no longer opens anything.
  const signIn = (login: string) =>
    page.request.post('/v1/auth/token/get', { data: { username: login, password: DEMO.leo.password } });
  expect((await signIn('leo_star')).status()).toBe(200);
  expect((await signIn('leo')).status()).toBe(401);

  // At 375 px: the same form, then the demo username goes back.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/studentDashboard/${leoId}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Leo’s profile' })).toBeVisible();
  await saveScreen(page, 'mobile', '/studentDashboard-edit-username');
  await expectNoSeriousA11yViolations(page, 'Edit profile at 375 px');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await setUsername(page, 'leo');
  expect((await signIn('leo')).status()).toBe(200);
});
