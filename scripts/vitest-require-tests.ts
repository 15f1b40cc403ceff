import type { Reporter, TestModule } from 'vitest/node';

/**
 * A vitest run in which no test executed (no file matched, every test skipped or filtered out)
 * proves nothing, so it fails: vitest alone exits 0 when every test is skipped. Used by
 * vitest.config.ts next to the default reporter.
 */
export default class RequireTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, _errors: unknown, reason: string): void {
    if (reason === 'interrupted') return;
    let ran = 0;
    for (const m of testModules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed' || state === 'failed') ran++;
      }
    }
    if (ran === 0) {
      console.error(
        '\nNo test ran: a test command that runs nothing fails (scripts/vitest-require-tests.ts).\n',
      );
      process.exitCode = 1;
    }
  }
}
