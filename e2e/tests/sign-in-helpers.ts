import { expect, type Page } from '@playwright/test';
import { isChildLogin } from './fixtures.ts';

/** Signs in through the real form: /student/login for children (username), /login for everyone else. */
export async function signInWithForm(page: Page, login: string, password: string) {
  if (isChildLogin(login)) {
    await page.goto('/student/login');
    await page.getByLabel('Username').fill(login);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: "Let's go!" }).click();
  } else {
    await page.goto('/login');
    await page.getByLabel('Email').fill(login);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
  }
}

export async function expectPath(page: Page, pathname: string) {
  await expect(page).toHaveURL((url) => url.pathname === pathname);
}
