// Prints, at the end of a run, how many pages axe analysed (support/axe.ts records each analysis on
// its test): the accessibility coverage of the run, to compare between runs. A retried test counts
// its last attempt only.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The annotation type of one axe analysis on a test (its description is the page's address). */
export const AXE_ANALYSED = 'axe-analysed';

export default class AxeCountReporter implements Reporter {
  private readonly analysedByTest = new Map<string, number>();

  onTestEnd(test: TestCase, result: TestResult): void {
    this.analysedByTest.set(test.id, result.annotations.filter((a) => a.type === AXE_ANALYSED).length);
  }

  onEnd(_result: FullResult): void {
    let pages = 0;
    for (const count of this.analysedByTest.values()) pages += count;
    const tests = [...this.analysedByTest.values()].filter((count) => count > 0).length;
    console.log(`axe analysed ${pages} pages in ${tests} tests`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
