import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Set-up shared by every test of the web project (vitest.config.ts), which runs in jsdom. Each test
// starts on an empty page: what it rendered is unmounted after it. Globals stubbed with
// vi.stubGlobal are restored before the next test by the project's `unstubGlobals` option, so they
// are still in place while the page unmounts.
afterEach(() => {
  cleanup();
});
