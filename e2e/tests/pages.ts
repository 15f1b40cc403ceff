import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const screensDir = path.resolve(import.meta.dirname, '..', 'test-results', 'screens');
const slug = (p: string) => (p === '/' ? 'home' : p.replace(/^\/|\/$/g, '').replaceAll('/', '-'));

/** Opens a page and waits until its (lazily loaded) content shows: one visible h1, no skeleton in it. */
export async function openPage(page: Page, pathname: string) {
  await page.goto(pathname);
  await expect(page).toHaveURL((u) => u.pathname === pathname);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).not.toHaveText('');
}

export async function saveScreen(page: Page, width: 'desktop' | 'mobile', pathname: string) {
  await page.screenshot({ path: path.join(screensDir, `${width}-${slug(pathname)}.png`), fullPage: true });
}
