import { DEMO, type DemoUser, expect, expectGreeting, KEYS, storageItem, test } from './fixtures.ts';
import { expectPath } from './sign-in-helpers.ts';

for (const [who, loginPath] of [
  ['leo', '/student/login'],
  ['parent2', '/login'],
  ['instructor', '/login'],
] as [DemoUser, string][]) {
  test(`sign-out sends ${who} to ${loginPath} and clears storage`, async ({ page, signInAs }) => {
    const u = DEMO[who];
    await signInAs(who);
    await page.goto(u.landing);
    await expectGreeting(page, u.firstName);
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expectPath(page, loginPath);
    for (const key of [KEYS.access, KEYS.refresh, KEYS.role]) expect(await storageItem(page, key)).toBeNull();
    // The session really is over: the landing page now asks to sign in.
    await page.goto(u.landing);
    await expectPath(page, loginPath);
  });
}
