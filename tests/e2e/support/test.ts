// The one `test` and `expect` every spec imports (a lint rule keeps specs off '@playwright/test'
// itself), so fixtures that must hold for the whole suite live in one place.
export { expect, test } from '@playwright/test';
export type { Browser, BrowserContext, CDPSession, Locator, Page, Request, Route } from '@playwright/test';
