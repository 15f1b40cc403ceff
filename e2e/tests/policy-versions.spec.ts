import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { screenshot } from './child-journey-helpers.ts';
import {
  DEMO,
  expect,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  mailsTo,
  seeToast,
  test,
} from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

// Versions of the privacy policy (issue 16, decision 043) with the real forms: an admin publishes a
// version on the Policy versions page; every parent is emailed by the job; a parent of our own opens
// the emailed link, signs in with the form and agrees. The version takes effect months ahead (and a
// random day, so two runs on one server do not collide): it asks nothing of the demo parents other
// specs sign in as, and their consents are untouched. The sign-in gate after the effective day needs
// the clock to move, so it is tested in the API (policy-versions.test.ts) and the web (policy-gate).

const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'Policy-Kite-2026';

async function atPhoneWidth(page: Page, testInfo: TestInfo, name: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshot(page, testInfo, name);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A parent of this test's own, with a confirmed email and a child (consent recorded), through the API. */
async function newParentWithChild(request: APIRequestContext, tag: string) {
  const email = `policy-${tag}@example.test`;
  const signUp = await request.post('/v1/auth/signup', {
    data: { email, password: PASSWORD, first_name: 'Petra', last_name: 'Policy' },
  });
  expect(signUp.status(), await signUp.text()).toBeLessThan(300);
  let token = '';
  await expect
    .poll(
      () => {
        const link = mailsTo(email)
          .filter((m) => m.subject.startsWith('Please confirm your email'))
          .at(-1)
          ?.text.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
        token = link ? (new URL(link).searchParams.get('token') ?? '') : '';
        return token;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');
  expect((await request.post('/v1/consent/email/verify', { data: { token } })).status()).toBe(200);
  const signIn = await request.post('/v1/auth/token/get', { data: { email, password: PASSWORD } });
  const auth = { Authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
  const child = await request.post('/v1/family/child/add', {
    headers: auth,
    data: { name: 'Pip', username: `pip_${tag}`, password: 'Pip-Kite-2026' },
  });
  expect(child.status(), await child.text()).toBeLessThan(300);
  return { email, auth };
}

test('an admin publishes a version; a parent reads the email, signs in and agrees', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const parent = await newParentWithChild(page.request, tag);

  // ---- the admin publishes, months ahead, after a confirmation
  const effective = new Date(Date.now() + (120 + Math.floor(Math.random() * 600)) * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const version = `e2e-${tag}`;
  await signInWithForm(page, DEMO.admin.login, DEMO.admin.password);
  await expectPath(page, DEMO.admin.landing);
  await page.getByRole('link', { name: 'Policy versions' }).first().click();
  await expectPath(page, '/policy-versions');
  await expect(page.getByRole('heading', { level: 1, name: 'Policy versions' })).toBeVisible();
  await page.getByLabel(/Version name/).fill(version);
  await page.getByLabel(/Takes effect on/).fill(effective);
  await page
    .getByLabel(/What changes/)
    .fill('We now name Sentry, our error monitoring, and what it never receives.');
  await page.getByRole('button', { name: 'Publish version' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Publish version ${version}?`);
  await confirm.getByRole('button', { name: 'Yes, Publish' }).click();
  await seeToast(page, `Version ${version} is published. Parents are being emailed.`);
  const item = page.getByRole('listitem').filter({ hasText: `Version ${version}` });
  await expect(item).toContainText('Coming');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'policy-01-admin-1280');
  await atPhoneWidth(page, testInfo, 'policy-02-admin-375');

  // ---- the job emails every parent, ours included, with the link to read and agree
  let link = '';
  await expect
    .poll(
      () => {
        link =
          mailsTo(parent.email)
            .filter((m) => m.subject.startsWith('Our privacy policy changes'))
            .find((m) => m.text.includes(version))
            ?.text.match(/https?:\/\/\S+\/policy-update/)?.[0] ?? '';
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBe('');

  // ---- signed out, the link asks for the sign-in first, then shows the version
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(new URL(link).pathname);
  await expectPath(page, '/login');
  await page.getByLabel('Email').fill(parent.email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expectPath(page, '/policy-update');
  await expect(page.getByRole('heading', { level: 1, name: 'Our privacy policy is changing' })).toBeVisible();
  await expect(page.getByText('We now name Sentry, our error monitoring')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, testInfo, 'policy-03-parent-1280');
  await atPhoneWidth(page, testInfo, 'policy-04-parent-375');

  await page.getByRole('button', { name: `I agree to version ${version}` }).click();
  await seeToast(page, 'Thank you. Your agreement is recorded.');
  await expectPath(page, '/dashboard');

  // The consent now stands on the new version.
  const status = await page.request.get('/v1/consent/policy', { headers: parent.auth });
  expect(await status.json()).toMatchObject({ accepted_version: version, must_accept: false });

  // The privacy policy names the coming version.
  await page.goto('/privacy-policy');
  await expect(page.getByRole('note')).toContainText(`A new version, `);
});
