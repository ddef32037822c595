// Small page helpers shared by the end-to-end specs.
import { expect, type Page } from '@playwright/test';

/** Waits until a screen (or the boot splash's successor) is on the page. */
export async function screenReady(page: Page): Promise<void> {
  await expect(page.locator('main[data-screen]').first()).toBeVisible();
}

/**
 * Navigates inside the running app without a page load, as a link would (the platform only serves
 * the app under / and /m/, so a root path such as /register.html can only be reached this way).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname;
}
