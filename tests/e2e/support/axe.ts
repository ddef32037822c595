// axe, the accessibility engine, as every spec runs it: WCAG 2.0/2.1 A and AA rules over the page
// and its frames, only the violations read. Each analysis is recorded on the test (an annotation
// the axe reporter counts, support/axe-reporter.ts), so a run says how many pages axe looked at.
import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { test, type Frame, type Page } from '@playwright/test';
import { AXE_ANALYSED } from './axe-reporter';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];


export type AxeViolations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

/**
 * What the wrapper evaluates where it would put axe's source in the page again: nothing, the frames
 * already hold axe (see injectOnce).
 */
const AXE_ALREADY_IN_FRAMES = 'undefined';

/**
 * Puts axe's engine (half a megabyte of script, compiled anew on every evaluation) in a frame's
 * document unless an earlier analysis of the same document already did: a screen analysed again
 * after a tap (a dialog open, field errors) reuses it, and a new page load starts without it.
 */
async function injectOnce(frame: Frame): Promise<void> {
  const present = await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await frame.evaluate(axe.source);
}

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
 * every analysis (that page roughly doubled the time of each check). The wrapper evaluates axe's
 * source twice per analysis in that mode (once to look for runPartial, once per frame); here each
 * document gets it once, before the wrapper runs, which took a second or more off every check on a
 * busy machine. A frame on another origin keeps the partial mode, which reaches it.
 */
export async function axeViolations(page: Page, options: { include?: string } = {}): Promise<AxeViolations> {
  let builder: AxeBuilder;
  if (sameOriginFrames(page)) {
    await injectOnce(page.mainFrame());
    // A child frame that goes away meanwhile is not analysed (as the wrapper's own injection skips it).
    await Promise.all(page.frames().filter((frame) => frame !== page.mainFrame()).map((frame) => injectOnce(frame).catch(() => undefined)));
    builder = new AxeBuilder({ page, axeSource: AXE_ALREADY_IN_FRAMES }).setLegacyMode();
  } else {
    builder = new AxeBuilder({ page });
  }
  // Only violations are read: axe then skips gathering the nodes of every passing and inapplicable check.
  builder.withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  if (options.include !== undefined) builder.include(options.include);
  const { violations } = await builder.analyze();
  test.info().annotations.push({ type: AXE_ANALYSED, description: page.url() });
  return violations;
}
