import { expect, expectGreeting, KEYS, storageItem, test } from './fixtures.ts';
import { expectPath } from './sign-in-helpers.ts';

/** A well-formed HS256 JWT that expired long ago and is signed with a key the server does not know. */
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const BAD_ACCESS = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: '1', exp: 1_000_000_000, iat: 999_999_000 })}.${Buffer.from('not-the-server-signature-at-all!').toString('base64url')}`;

test('an expired access token is refreshed silently mid-session', async ({ page, signInAs }) => {
  await signInAs('parent');
  await page.goto('/dashboard');
  await expectGreeting(page, 'Emma');
  const refreshBefore = await storageItem(page, KEYS.refresh);

  await page.evaluate(([k, t]) => window.localStorage.setItem(k, t), [KEYS.access, BAD_ACCESS] as const);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/auth/token/refresh'));
  // The account menu's profile call fails with the bad token while the refresh runs; it must go out
  // again with the new token. Waiting for that response (within the test's time, not a UI timeout)
  // is the proof, and the menu below only has to render it.
  const profileRetried = page.waitForResponse(
    (r) =>
      r.url().endsWith('/v1/router/user/profile') &&
      r.request().headers().authorization !== `Bearer ${BAD_ACCESS}`,
  );
  await page.reload();
  expect((await refreshed).status()).toBe(200);
  expect((await profileRetried).status()).toBe(200);

  await expectPath(page, '/dashboard');
  await expectGreeting(page, 'Emma');
  const accessAfter = await storageItem(page, KEYS.access);
  expect(accessAfter).toBeTruthy();
  expect(accessAfter).not.toBe(BAD_ACCESS);
  const refreshAfter = await storageItem(page, KEYS.refresh);
  expect(refreshAfter).toBeTruthy();
  expect(refreshAfter).not.toBe(refreshBefore);
});

for (const [who, loginPath] of [
  ['mia', '/student/login'],
  ['parent', '/login'],
] as const) {
  test(`when the refresh token is invalid too, ${who} is signed out to ${loginPath}`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(who);
    await page.evaluate(
      ([k, t]) => {
        window.localStorage.setItem(k.access, t);
        window.localStorage.setItem(k.refresh, 'revoked-or-made-up-refresh-token');
      },
      [KEYS, BAD_ACCESS] as const,
    );
    await page.goto(who === 'mia' ? '/student/home' : '/dashboard');
    await expectPath(page, loginPath);
    expect(await storageItem(page, KEYS.access)).toBeNull();
    expect(await storageItem(page, KEYS.refresh)).toBeNull();
    expect(await storageItem(page, KEYS.role)).toBeNull();
  });
}
