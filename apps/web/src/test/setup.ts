import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// findBy*/waitFor give up after 5 s instead of 1 s: a busy 2-core CI machine (or a debounced search)
// can take longer than a second to render, and a wait ends as soon as the element is there, so a
// passing run is no slower. A test that needs longer says so itself.
configure({ asyncUtilTimeout: 5_000 });

// Set-up shared by every test of the web project (vitest.config.ts), which runs in jsdom. Each test
// starts on an empty page: what it rendered is unmounted after it. Globals stubbed with
// vi.stubGlobal are restored before the next test by the project's `unstubGlobals` option, so they
// are still in place while the page unmounts.
afterEach(() => {
  cleanup();
});

// Web test files share one module graph and one jsdom window (vitest.config.ts), so what one test
// stored (a session, a role) would still be there for the next file's first test. Each test starts
// signed out and sets what it needs.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
