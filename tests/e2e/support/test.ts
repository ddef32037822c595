// The one `test` and `expect` every spec imports (a lint rule keeps specs off '@playwright/test'
// itself), so fixtures that must hold for the whole suite live in one place.
//
// The CSP violation collector (docs/security.md): every browser context of every test — the
// default `context`/`page` and the ones specs make with `browser.newContext()`/`browser.newPage()`
// — gets an init script that listens to `securitypolicyviolation` in every frame and reports each
// one to the test runner. After each test the test fails with the list if any happened, unless
// the test declared it provokes them (`test.use({ cspViolations: 'expect' })`, csp.spec.ts).
import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Browser, BrowserContext, CDPSession, Locator, Page, Request, Route } from '@playwright/test';

/** One `securitypolicyviolation` event as the page saw it. */
export interface CspViolation {
  /** The page (frame document) the event fired in. */
  documentURI: string;
  effectiveDirective: string;
  violatedDirective: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  columnNumber: number;
  sample: string;
  disposition: string;
}

const BINDING = '__lobbyCspViolation';

/** Violations reported since the last test took them (a context made in beforeAll reports into the next test). */
let pending: CspViolation[] = [];
const instrumented = new WeakSet<BrowserContext>();
const open = new Set<BrowserContext>();

/** Runs in every frame before the page's own scripts. */
function listen(binding: string): void {
  const report = (window as unknown as Record<string, ((v: unknown) => void) | undefined>)[binding];
  if (typeof report !== 'function') return;
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      report({
        documentURI: e.documentURI,
        effectiveDirective: e.effectiveDirective,
        violatedDirective: e.violatedDirective,
        blockedURI: e.blockedURI,
        sourceFile: e.sourceFile,
        lineNumber: e.lineNumber,
        columnNumber: e.columnNumber,
        sample: e.sample,
        disposition: e.disposition,
      });
    },
    true,
  );
}

async function instrument(context: BrowserContext): Promise<void> {
  if (instrumented.has(context)) return;
  instrumented.add(context);
  open.add(context);
  context.on('close', () => open.delete(context));
  await context.exposeBinding(BINDING, (_source, violation: CspViolation) => {
    pending.push(violation);
  });
  await context.addInitScript(listen, BINDING);
}

const FLUSH_LIMIT_MS = 1_000;

/** Lets events queued in the open pages reach the runner before the verdict (a round trip per page). */
async function flush(): Promise<void> {
  const pages = [...open].flatMap((context) => context.pages());
  // A page whose scripts are off (javaScriptEnabled: false) never runs the round trip's timer: give up
  // on it after a moment (it ran no listener either, so it has nothing to report).
  const roundTrip = (page: Page) => page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0))).catch(() => undefined);
  await Promise.all(pages.map((page) => Promise.race([roundTrip(page), new Promise((resolve) => setTimeout(resolve, FLUSH_LIMIT_MS))])));
}

export function formatViolations(violations: readonly CspViolation[]): string {
  return violations
    .map((v, i) => {
      const where = v.sourceFile ? ` at ${v.sourceFile}:${v.lineNumber}:${v.columnNumber}` : '';
      const sample = v.sample ? ` sample "${v.sample}"` : '';
      return `${i + 1}. ${v.effectiveDirective} blocked ${v.blockedURI || '(inline)'} on ${v.documentURI}${where}${sample} [${v.disposition}]`;
    })
    .join('\n');
}

export interface CspCollector {
  /** The violations seen so far in this test (after letting queued events arrive). */
  violations(): Promise<CspViolation[]>;
}

export const test = base.extend<{ cspViolations: 'forbid' | 'expect'; csp: CspCollector }, { _cspBrowser: Browser }>({
  /** 'forbid' (default): any violation fails the test; 'expect': the test provokes them on purpose and reads them from `csp`. */
  cspViolations: ['forbid', { option: true }],
  // Every context the worker's browser makes (the default context fixture calls browser.newContext
  // too, and browser.newPage goes through it) is instrumented before the test can use it.
  _cspBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        await instrument(context);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker', auto: true },
  ],
  // The default context closes before the verdict: let its pages' queued events arrive first.
  context: async ({ context }, provide) => {
    await provide(context);
    await flush();
  },
  csp: [
    async ({ cspViolations }, use, testInfo) => {
      const mine: CspViolation[] = [];
      const take = (): void => {
        mine.push(...pending);
        pending = [];
      };
      take();
      await use({
        violations: async () => {
          await flush();
          take();
          return [...mine];
        },
      });
      await flush();
      take();
      if (mine.length > 0) {
        await testInfo.attach('csp-violations', { body: JSON.stringify(mine, null, 2), contentType: 'application/json' });
        if (cspViolations === 'forbid') throw new Error(`${mine.length} Content-Security-Policy violation(s):\n${formatViolations(mine)}`);
      }
    },
    { auto: true },
  ],
});
