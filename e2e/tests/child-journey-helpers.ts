import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { DEMO, expect, type TokenResponse } from './fixtures.ts';

// Helpers of the child journey (child-journey.spec.ts and its 375 px twin): a fresh child made by the
// demo parent for each test, keyboard-only controls, the five games played from their configuration.

export interface NewChild {
  childId: string;
  username: string;
  password: string;
  name: string;
  parentToken: string;
}

async function parentToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/v1/auth/token/get', {
    data: { email: DEMO.parent.login, password: DEMO.parent.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as TokenResponse).token;
}

/**
 * A new child of the demo parent (age 9), so the test starts from nothing and changes no demo child.
 * Remove it with removeChild when done.
 */
export async function createChild(request: APIRequestContext, name = 'Robin'): Promise<NewChild> {
  const token = await parentToken(request);
  const username = `e2e_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const password = 'Journey#2026!';
  const res = await request.post('/v1/family/child/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, username, password, birthday: '2017-03-14', avatar: 'avatar-03' },
  });
  expect(res.status(), await res.text()).toBe(201);
  const child = (await res.json()) as { child_id: string };
  return { childId: child.child_id, username, password, name, parentToken: token };
}

export async function removeChild(request: APIRequestContext, child: NewChild): Promise<void> {
  const res = await request.post('/v1/family/child/remove', {
    headers: { Authorization: `Bearer ${child.parentToken}` },
    data: { child_id: child.childId },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** GET with the child's own token (read from the page's storage, where the app keeps it). */
export async function childGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('ye.access_token'));
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Moves focus with Tab (no mouse) until `target` has it. Fails when Tab never reaches it: the control
 * is then not keyboard-accessible.
 */
export async function focusWithKeyboard(page: Page, target: Locator, maxTabs = 90): Promise<void> {
  await expect(target).toBeVisible();
  for (let i = 0; i <= maxTabs; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to `target` and presses Enter on it. */
export async function pressWithKeyboard(page: Page, target: Locator, maxTabs = 90): Promise<void> {
  await focusWithKeyboard(page, target, maxTabs);
  await page.keyboard.press('Enter');
}

export async function expectFocused(target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { message: `${target} should have focus` }).toBe(true);
}

/** Waits until the page's content (not a skeleton) shows: one visible h1 with words in it. */
export async function waitForPage(page: Page): Promise<void> {
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toBeVisible();
  await expect(h1).not.toHaveText('');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A screenshot kept with the test's results; the whole page, or only the screen while a dialog is open. */
export async function screenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true } = {},
): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  // From the top, so the sticky app bar is drawn where it belongs in a whole-page picture.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

// ---- the five games, from their JSON configuration (contracts/games.ts), keyboard only ----------

type Quiz = { type: 'quiz'; questions: { options: string[]; answer: number }[] };
type Sort = {
  type: 'sort';
  groups: { id: string; label: string }[];
  items: { id: string; label: string; group: string }[];
};
type Match = { type: 'match'; pairs: { feeling: string; face_label: string }[] };
type Affirmation = { type: 'affirmation'; starters: string[]; words: string[]; sentences_required: number };
type Breathing = {
  type: 'breathing';
  cycles: number;
  inhale_seconds: number;
  hold_seconds: number;
  exhale_seconds: number;
};
export type Game = Quiz | Sort | Match | Affirmation | Breathing;

const tile = (scope: Page | Locator, name: string) => scope.getByRole('button', { name, exact: true });

async function playQuiz(page: Page, game: Quiz) {
  for (const question of game.questions) {
    const right = question.options[question.answer] ?? '';
    await pressWithKeyboard(
      page,
      page.getByRole('group', { name: 'Answers' }).getByRole('button', { name: right, exact: true }),
    );
    // A right answer moves focus to Next: Enter goes on.
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expectFocused(next);
    await page.keyboard.press('Enter');
  }
}

async function playSort(page: Page, game: Sort) {
  const cards = page.getByRole('group', { name: 'Cards to sort' });
  const groups = page.getByRole('group', { name: 'Groups' });
  for (let placed = 0; placed < game.items.length; placed++) {
    // One card is always picked (aria-pressed); find which, and send it to its group.
    let picked: Sort['items'][number] | undefined;
    await expect
      .poll(async () => {
        for (const item of game.items)
          if (
            (await cards.getByRole('button', { name: item.label, exact: true, pressed: true }).count()) > 0
          ) {
            picked = item;
            return item.label;
          }
        return null;
      })
      .not.toBeNull();
    const group = game.groups.find((g) => g.id === picked?.group);
    if (!group) throw new Error(`no group for ${picked?.label}`);
    await pressWithKeyboard(page, tile(groups, group.label));
    // The last card ends the game; before that, the card shows in its group.
    if (placed < game.items.length - 1)
      await expect(
        page.getByRole('list', { name: `In ${group.label}` }).getByText(picked?.label ?? '', { exact: true }),
      ).toBeVisible();
  }
}

async function playMatch(page: Page, game: Match) {
  // More than 4 pairs play in rounds whose pairs the API names: match whichever feeling is showing.
  const feelings = page.getByRole('group', { name: 'Feelings' });
  const done = new Set<string>();
  while (done.size < game.pairs.length) {
    let next: Match['pairs'][number] | undefined;
    await expect
      .poll(async () => {
        for (const pair of game.pairs) {
          const feeling = tile(feelings, pair.feeling);
          if (done.has(pair.feeling) || (await feeling.count()) === 0) continue;
          if ((await feeling.getAttribute('aria-disabled')) === 'true') continue;
          next = pair;
          return pair.feeling;
        }
        return null;
      })
      .not.toBeNull();
    if (!next) throw new Error('no feeling to match');
    await pressWithKeyboard(page, tile(feelings, next.feeling));
    await pressWithKeyboard(page, tile(page.getByRole('group', { name: 'Faces' }), next.face_label));
    done.add(next.feeling);
  }
}

async function playAffirmation(page: Page, game: Affirmation) {
  for (let i = 0; i < game.sentences_required; i++) {
    const starter = game.starters[i % game.starters.length] ?? '';
    const word = game.words[i % game.words.length] ?? '';
    await pressWithKeyboard(page, tile(page.getByRole('group', { name: 'Sentence starts' }), starter));
    await pressWithKeyboard(page, tile(page.getByRole('group', { name: 'Words' }), word));
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Add my sentence' }));
  }
}

async function playBreathing(page: Page, game: Breathing) {
  await pressWithKeyboard(page, page.getByRole('button', { name: 'Start', exact: true }));
  const seconds = game.cycles * (game.inhale_seconds + game.hold_seconds + game.exhale_seconds);
  // Real timers: the exercise finishes by itself after its breaths.
  await expect(page.getByRole('heading', { name: 'All done!' })).toBeVisible({
    timeout: (seconds + 10) * 1000,
  });
}

/** Plays the game on the page to its end with the keyboard, then waits for "All done!". */
export async function playGame(page: Page, game: Game): Promise<void> {
  if (game.type === 'quiz') await playQuiz(page, game);
  else if (game.type === 'sort') await playSort(page, game);
  else if (game.type === 'match') await playMatch(page, game);
  else if (game.type === 'affirmation') await playAffirmation(page, game);
  else await playBreathing(page, game);
  await expect(page.getByRole('heading', { name: 'All done!' })).toBeVisible();
}
