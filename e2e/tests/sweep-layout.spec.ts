import { expect, test } from './fixtures.ts';
import { box, newChild, storeSession, textLines, tokensFor } from './sweep-layout-helpers.ts';

// Layout checks at 1280 px that the route sweep cannot make with the demo data alone.

test('a child with a long name: the six pages sit in the bar on one line each, and the name shows', async ({
  page,
  request,
}, testInfo) => {
  // 30 letters: long, but a name a parent may well type (the form takes 50).
  const name = 'Maximiliana-Josephine Augusta';
  const child = await newChild(request, name);
  await storeSession(page, await tokensFor(request, { login: child.username, password: child.password }));
  await page.goto('/student/home');
  // A new child is welcomed first.
  await page.getByRole('dialog').getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Maximiliana');

  const bar = page.locator('header');
  const nav = bar.getByRole('navigation', { name: 'Main' });
  const links = nav.getByRole('link');
  await expect(links).toHaveText([
    'Home',
    'My courses',
    'Games played',
    'My library',
    'Profile',
    'Talk together',
  ]);
  for (const link of await links.all()) {
    await expect(link).toBeVisible();
    expect(await textLines(link), `"${await link.textContent()}" wraps`).toBe(1);
  }
  // The bar keeps its one-row height; under it, the lasting grown-up sign (decision 042) is one line.
  const sign = bar.getByRole('note', { name: 'Your grown-up can see what you do here' });
  await expect(sign).toBeVisible();
  expect(await textLines(sign), 'the grown-up sign wraps').toBe(1);
  expect((await box(bar)).height - (await box(sign)).height).toBeLessThanOrEqual(72);

  // The account button shows the name (the full name is its accessible name), on one line, and at least
  // the first name is not cut.
  const account = bar.getByRole('button', { name: /^Account menu for Maximiliana-Josephine Augusta\b/ });
  await expect(account).toBeVisible();
  const shown = account.locator('span', { hasText: name });
  expect(await textLines(shown)).toBe(1);
  const { visible, first } = await shown.evaluate((el) => {
    const range = document.createRange();
    const text = el.firstChild ?? el;
    range.setStart(text, 0);
    range.setEnd(text, 'Maximiliana-Josephine'.length);
    return { visible: el.getBoundingClientRect().width, first: range.getBoundingClientRect().width };
  });
  expect(visible, 'the name box is narrower than the first name').toBeGreaterThanOrEqual(first);
  // Nothing in the bar overlaps: the last page link ends before the account button starts.
  expect((await box(links.last())).x + (await box(links.last())).width).toBeLessThanOrEqual(
    (await box(account)).x,
  );
  await page.screenshot({ path: testInfo.outputPath('desktop-child-long-name.png') });
});
