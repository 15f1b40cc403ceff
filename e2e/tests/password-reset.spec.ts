import { expect, expectGreeting, mailsTo, test } from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

test('forgot → mail file → reset → sign in with the new password; the link works once', async ({ page }) => {
  // A fresh parent, so the demo logins stay intact.
  const email = `reset-${Date.now()}@example.test`;
  const signup = await page.request.post('/v1/auth/signup', {
    data: { email, password: 'Old-Kite-2026', first_name: 'Rosa', last_name: 'Reset' },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  // The dev mailer writes one JSON file per message; the link is in the text.
  let link = '';
  await expect
    .poll(() => {
      link =
        mailsTo(email)
          .at(-1)
          ?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
      return link;
    })
    .toContain('/forgot-password?token=');
  const url = new URL(link);
  const resetPath = `${url.pathname}${url.search}`;

  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill('New-Kite-2026');
  await page.getByLabel(/^Type it again/).fill('New-Kite-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();

  await signInWithForm(page, email, 'New-Kite-2026');
  await expectPath(page, '/dashboard');
  await expectGreeting(page, 'Rosa');

  // The same link again: refused, with the way to a new link.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(resetPath);
  await page.getByLabel(/^New password/).fill('Other-Kite-2026');
  await page.getByLabel(/^Type it again/).fill('Other-Kite-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('This link may have expired or been used already.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toHaveCount(0);
});
