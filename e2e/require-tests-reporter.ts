import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * A Playwright run in which no test executed (every test skipped or filtered out) proves nothing,
 * so it fails; Playwright alone fails only when no test is found at all.
 */
export default class RequireTestsReporter implements Reporter {
  private ran = 0;

  onTestEnd(_test: TestCase, result: TestResult): void {
    if (result.status !== 'skipped') this.ran++;
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (result.status === 'passed' && this.ran === 0) {
      console.error(
        '\nNo test ran: a test command that runs nothing fails (e2e/require-tests-reporter.ts).\n',
      );
      return { status: 'failed' };
    }
    return undefined;
  }
}
