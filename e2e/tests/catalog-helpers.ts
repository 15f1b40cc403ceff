import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Opens a catalogue page and waits until its content (not a skeleton) shows under one h1. */
export async function openCatalogPage(page: Page, path: string, h1: string | RegExp) {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toHaveText(h1);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A full-page screenshot kept with the test's results (an artefact of the run). */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

interface CourseRef {
  id: string;
  title: string;
}
interface BundleRef extends CourseRef {
  courses: CourseRef[];
}

/** The seeded catalogue, read through the API with the signed-in user's token (ids differ per run). */
export async function seededCatalog(page: Page, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const list = await page.request.get('/v1/course/list?page_size=100', { headers });
  expect(list.status()).toBe(200);
  const bundles = await page.request.get('/v1/course/bundles/', { headers });
  expect(bundles.status()).toBe(200);
  const courses = ((await list.json()) as { results: CourseRef[] }).results;
  const byTitle = (title: string) => {
    const found = courses.find((c) => c.title === title);
    if (!found) throw new Error(`The demo course "${title}" is not seeded`);
    return found;
  };
  return { courses, byTitle, bundles: (await bundles.json()) as BundleRef[] };
}
