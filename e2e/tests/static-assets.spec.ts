import { expect, test } from './fixtures.ts';

// The built app never hands its source maps to the browser (they would give away the source): the
// scripts carry no sourceMappingURL, and asking for a .map next to any of them answers 404 {detail}.
test('no source map is served under /assets', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const src of scripts) {
    const js = await request.get(src);
    expect(js.status()).toBe(200);
    expect(await js.text()).not.toContain('sourceMappingURL=');
    const map = await request.get(`${src}.map`);
    expect(map.status(), `${src}.map`).toBe(404);
    expect(await map.json()).toMatchObject({ detail: expect.any(String) });
  }
});
