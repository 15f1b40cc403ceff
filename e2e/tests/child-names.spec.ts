import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { saveScreen } from './pages.ts';

// Other children see a child's name on the class boards, so a parent cannot give a child a name the
// word filter would hold in a post (e.g. "Text me 5551234567 stupid"). The parent learns why,
// in plain words, under the name field of the real form.

const BAD_NAME = 'Text me 5551234567 stupid';
const REFUSAL = /^Please choose another name: other children can see it\. .*phone number/;

test('a parent cannot rename a child to a phone number and a rude word; the form says why', async ({
  page,
  signInAs,
}) => {
  // axe, two screenshots and a resize: more than the default 45 s on a busy 2-core machine.
  test.slow();
  const { token } = await signInAs('parent');
  const list = await page.request.get('/v1/family/child/list', {
    headers: { authorization: `Bearer ${token}` },
  });
  const [child] = (await list.json()) as { child_id: string; child_name: string }[];
  if (!child) throw new Error('the demo parent has no child');

  await page.goto(`/studentDashboard/${child.child_id}`);
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${child.child_name}’s profile` });
  const name = dialog.getByLabel('First name');
  await name.fill(BAD_NAME);
  await dialog.getByRole('button', { name: 'Save changes' }).click();

  await expect(dialog.getByText(REFUSAL)).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'edit child with a refused name');
  await saveScreen(page, 'desktop', '/child-name-refused');
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dialog.getByText(REFUSAL)).toBeVisible();
  await saveScreen(page, 'mobile', '/child-name-refused');

  const after = await page.request.get(`/v1/family/child/get-profile?child_id=${child.child_id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await after.json()) as { name: string }).name).toBe(child.child_name);
});

test('a new child cannot be added with a disguised rude name', async ({ page, signInAs }) => {
  await signInAs('parent');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add a child' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel("Child's first name").fill('St*pid Sam');
  await dialog.getByLabel('Username').fill(`sam${Date.now() % 1_000_000}`);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Kids#2026-ok');
  await dialog.getByRole('checkbox', { name: /parent or guardian and I agree/ }).check();
  await dialog.getByRole('button', { name: 'Add child' }).click();
  await expect(
    dialog.getByText(/^Please choose another name: .*unkind or rude word \(“stupid”\)/),
  ).toBeVisible();
  await saveScreen(page, 'desktop', '/add-child-name-refused');
});
