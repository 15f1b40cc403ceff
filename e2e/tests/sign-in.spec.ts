import { DEMO, type DemoUser, expect, expectGreeting, KEYS, storageItem, test } from './fixtures.ts';
import { expectPath, signInWithForm } from './sign-in-helpers.ts';

test.describe('sign-in through the form', () => {
  for (const who of Object.keys(DEMO) as DemoUser[]) {
    const u = DEMO[who];
    test(`${u.login} lands on ${u.landing} and is greeted by name`, async ({ page }) => {
      await signInWithForm(page, u.login, u.password);
      await expectPath(page, u.landing);
      await expectGreeting(page, u.firstName, { heading: u.landing !== '/users' });
      expect(await storageItem(page, KEYS.access)).toBeTruthy();
      expect(await storageItem(page, KEYS.role)).toBeTruthy();
    });
  }

  test("a wrong password shows the server's message and stays on /login", async ({ page }) => {
    // One failed attempt on one account: far below the throttle (5 per account, 20 per address).
    await signInWithForm(page, DEMO.instructor2.login, 'Not-The-Password-1');
    await expect(page.getByText('The email/username or password is incorrect.')).toBeVisible();
    await expectPath(page, '/login');
    expect(await storageItem(page, KEYS.access)).toBeNull();
  });
});
