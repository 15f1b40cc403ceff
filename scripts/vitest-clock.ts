import { vi } from 'vitest';

// Unit tests run on the real date unless YE_TEST_NOW sets another (scripts/clock-matrix.ts): then
// every test file starts with Date at that instant, running at normal speed from there. Only Date is
// faked, so timers and waits behave as usual; a test's own vi.useFakeTimers() still takes over.
const at = process.env.YE_TEST_NOW;
if (at) {
  const start = new Date(at);
  if (Number.isNaN(start.getTime())) throw new Error(`YE_TEST_NOW is not a date-time: ${at}`);
  vi.useFakeTimers({ now: start, toFake: ['Date'], shouldAdvanceTime: true });
}
