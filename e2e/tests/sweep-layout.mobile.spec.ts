import { expect, expectNoHorizontalScroll, test } from './fixtures.ts';
import { openPage } from './pages.ts';
import { bearer, box, storeSession, textLines, tokensFor } from './sweep-layout-helpers.ts';

// Layout checks at 375 px that the route sweep cannot make with the demo data alone.

test('the impersonation banner at 375 px: one compact red line at the bottom centre that covers no content', async ({
  page,
  request,
}, testInfo) => {
  const admin = await tokensFor(request, 'admin');
  const found = await request.get('/v1/admin/users?q=parent%40demo.test', { headers: bearer(admin.token) });
  const parent = ((await found.json()) as { results: { id: string; email: string }[] }).results.find(
    (u) => u.email === 'parent@demo.test',
  );
  expect(parent).toBeDefined();
  const minted = await request.post('/v1/admin/impersonate', {
    headers: bearer(admin.token),
    data: { user_id: parent?.id },
  });
  expect(minted.status(), await minted.text()).toBe(201);
  const { auth_token } = (await minted.json()) as { auth_token: string };
  await storeSession(page, admin);
  // The program login of an impersonation link (what the Impersonate button does after its dialog).
  await page.goto(`/users?auth_token=${auth_token}`);
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await openPage(page, '/dashboard');

  const banner = page.getByTestId('impersonation-banner');
  await expect(banner).toHaveText(/^Impersonating parent@demo\.test\s*Stop$/);
  const b = await box(banner);
  const viewport = page.viewportSize() ?? { width: 375, height: 740 };
  expect(b.height, 'one line, not a tall block').toBeLessThanOrEqual(48);
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(viewport.width);
  expect(Math.abs(b.x + b.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(2);
  expect(Math.abs(viewport.height - (b.y + b.height) - 10)).toBeLessThanOrEqual(1);
  expect(await textLines(banner.locator('span').first())).toBe(1);
  await expect(banner.getByRole('button', { name: 'Stop' })).toBeInViewport({ ratio: 1 });
  const [r, g, bl] = await banner.evaluate((el) =>
    (getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []).map(Number),
  );
  expect(r).toBeGreaterThan(150);
  expect(g).toBeLessThan(80);
  expect(bl).toBeLessThan(80);
  await expectNoHorizontalScroll(page);

  // At the very end of the page, the last content (the footer) ends above the banner.
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement?.scrollHeight ?? 0));
  const footer = page.locator('footer').last();
  const f = await box(footer);
  const top = (await box(banner)).y;
  expect(f.y + f.height, 'the banner covers the end of the page').toBeLessThanOrEqual(top);
  await page.screenshot({ path: testInfo.outputPath('mobile-impersonation-banner.png') });
});

test('/users at 375 px: every Impersonate button on screen, names and emails on one line each', async ({
  page,
  request,
}, testInfo) => {
  await storeSession(page, await tokensFor(request, 'admin'));
  await openPage(page, '/users');
  const buttons = page.getByRole('button', { name: /^Impersonate / });
  await expect(buttons.first()).toBeVisible();
  for (const button of await buttons.all()) {
    const b = await box(button);
    expect(b.x + b.width, (await button.getAttribute('aria-label')) ?? '').toBeLessThanOrEqual(375);
  }
  for (const cell of await page.getByRole('rowheader').all()) {
    for (const line of await cell.locator('div:not(:has(div))').all()) {
      if (await line.isVisible())
        expect(await textLines(line), (await line.textContent()) ?? '').toBeLessThanOrEqual(1);
    }
  }
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: testInfo.outputPath('mobile-users.png'), fullPage: true });
});
