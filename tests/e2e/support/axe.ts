// axe, the accessibility engine, as every spec runs it: WCAG 2.0/2.1 A and AA rules over the page
// and its frames, only the violations read. Each analysis is recorded on the test (an annotation
// the axe reporter counts, support/axe-reporter.ts), so a run says how many pages axe looked at.
import AxeBuilder from '@axe-core/playwright';
import { test, type Page } from '@playwright/test';
import { AXE_ANALYSED } from './axe-reporter';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function sameOriginFrames(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => frame.url().startsWith('about:') || frame.url() === '' || new URL(frame.url()).origin === origin);
}

/**
 * axe's WCAG A/AA violations of the page and its frames (or of `include`, a selector, only).
 *
 * With every frame on the page's origin (all the app's screens: the game and chat frames are the
 * platform's own pages), axe runs in the page itself with each frame injected (legacy mode): the
 * same rules on the same nodes, without the blank page the partial mode opens in the context for
 * every analysis (that page roughly doubled the time of each check). A frame on another origin
 * keeps the partial mode, which reaches it.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<AxeViolations> {
  const builder = new AxeBuilder({ page });
  if (sameOriginFrames(page)) builder.setLegacyMode();
  // Only violations are read: axe then skips gathering the nodes of every passing and inapplicable check.
  builder.withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  if (options.include !== undefined) builder.include(options.include);
  const { violations } = await builder.analyze();
  test.info().annotations.push({ type: AXE_ANALYSED, description: page.url() });
  return violations;
}
