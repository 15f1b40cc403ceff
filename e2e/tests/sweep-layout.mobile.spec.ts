import type { Locator } from '@playwright/test';
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
    data: { user_id: parent?.id, reason: 'Layout sweep' },
  });
  expect(minted.status(), await minted.text()).toBe(201);
  const { auth_token } = (await minted.json()) as { auth_token: string };
  await storeSession(page, admin);
  // The program login of an impersonation link (what the Impersonate button does after its dialog).
  await page.goto(`/users?auth_token=${auth_token}`);
  await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  await openPage(page, '/dashboard');

  const banner = page.getByTestId('impersonation-banner');
  // The reason shows from md up; on a phone the line keeps the email, the time left and Stop.
  await expect(banner).toHaveText(/^Impersonating parent@demo\.test\s*\d+ min left\s*Stop$/);
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

/** The visible x-axis tick labels of a chart section: their text and boxes. */
async function xTickLabels(section: Locator) {
  const labels = section.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  const out: { text: string; x: number; y: number; width: number; height: number }[] = [];
  for (const label of await labels.all()) {
    const b = await label.boundingBox();
    const text = ((await label.textContent()) ?? '').trim();
    if (b && text) out.push({ text, ...b });
  }
  return out;
}

function expectReadableTicks(ticks: Awaited<ReturnType<typeof xTickLabels>>, what: string) {
  expect(ticks.length, `${what}: no date on the axis`).toBeGreaterThan(0);
  const texts = ticks.map((t) => t.text);
  expect(new Set(texts).size, `${what}: a label repeats: ${texts.join(' | ')}`).toBe(texts.length);
  const sorted = [...ticks].sort((a, b) => a.x - b.x);
  for (let i = 1; i < sorted.length; i++) {
    const [prev, next] = [sorted[i - 1], sorted[i]];
    if (prev && next)
      expect(prev.x + prev.width, `${what}: "${prev.text}" overlaps "${next.text}"`).toBeLessThanOrEqual(
        next.x,
      );
  }
  for (const t of ticks)
    expect(t.x + t.width, `${what}: "${t.text}" leaves the screen`).toBeLessThanOrEqual(375);
}

test('the child’s charts at 375 px: dates that do not overlap, one label per survey day, a calm colour', async ({
  page,
  request,
}, testInfo) => {
  const parent = await tokensFor(request, 'parent');
  const children = (await (
    await request.get('/v1/family/child/list', { headers: bearer(parent.token) })
  ).json()) as { child_id: string; child_name: string }[];
  const mia = children.find((c) => c.child_name === 'Mia');
  expect(mia).toBeDefined();
  // Sparse data as a new family sees it: six surveys on one day, and the red colour the API may give.
  await page.route('**/v1/family/metrics?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    const times = ['09:00', '09:20', '11:00', '14:05', '16:00', '18:45'];
    body.color = '#B3261E';
    body.survey_scores = times.map((t, i) => ({
      score: 14 + i,
      percent: Math.round(((14 + i) / 30) * 100),
      complete_date: `2026-03-14T${t}:00`,
    }));
    await route.fulfill({ response, json: body });
  });
  await storeSession(page, parent);
  await openPage(page, `/studentDashboard/${mia?.child_id}`);

  const daily = page.locator('section', { has: page.getByRole('heading', { name: 'Day by day' }) });
  for (const range of ['30 days', '90 days']) {
    await daily.getByRole('button', { name: range }).click();
    await expect(daily.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first()).toBeVisible();
    expectReadableTicks(await xTickLabels(daily), `Day by day, ${range}`);
  }
  await daily.scrollIntoViewIfNeeded();
  await daily.screenshot({ path: testInfo.outputPath('mobile-day-by-day.png') });

  const esteem = page.locator('section', {
    has: page.getByRole('heading', { name: 'Self-esteem over time' }),
  });
  await expect(esteem.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel').first()).toBeVisible();
  const ticks = await xTickLabels(esteem);
  expectReadableTicks(ticks, 'Self-esteem over time');
  expect(ticks.length, 'the surveys of one day are told apart').toBeGreaterThan(1);
  // The day is said once, as the axis label.
  await expect(esteem.locator('.MuiChartsAxis-directionX .MuiChartsAxis-label')).toHaveText('Mar 14, 2026');
  const stroke = await esteem
    .locator('.MuiLineChart-line')
    .first()
    .evaluate((el) => getComputedStyle(el).stroke);
  const [r, g, b] = (stroke.match(/\d+/g) ?? []).map(Number) as [number, number, number];
  expect(r > 150 && g < 90 && b < 120, `the child's line is red (${stroke})`).toBe(false);
  await esteem.scrollIntoViewIfNeeded();
  await esteem.screenshot({ path: testInfo.outputPath('mobile-self-esteem.png') });
});
