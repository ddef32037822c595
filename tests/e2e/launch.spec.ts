// Launching games against the real platform: a guest goes to log in; a member
// gets the game in an in-app frame with its own back (pageBack=home honoured), the interface
// language passed on and the game recorded as recent; each refusal is explained: a short balance
// offers the deposit screen, a vendor in maintenance says until when (FC on demo, CQ9 on mono),
// a trial account is told to log in with an actual account.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test';
import { pathOf } from './support/app';
import { resetPlatform } from './support/auth';
import { ACCOUNTS, E2E_PORT, apiLogin, merchantUrl, type E2eSession, type MerchantCode } from './support/platform';

async function contextFor(browser: Browser, session: E2eSession | null): Promise<BrowserContext> {
  const context = await browser.newContext({ ...test.info().project.use });
  await context.addInitScript((value) => {
    if (value && !sessionStorage.getItem('__e2e_seeded')) {
      sessionStorage.setItem('__e2e_seeded', '1');
      sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(value));
    }
    if (!localStorage.getItem('__e2e_language_seeded')) {
      localStorage.setItem('__e2e_language_seeded', '1');
      localStorage.setItem('MC_LANGUAGE', JSON.stringify('EN'));
    }
  }, session);
  return context;
}

async function openVendor(page: Page, code: MerchantCode, gameType: string, vendor: string): Promise<void> {
  await page.goto(merchantUrl(code, `/m/gameLobby?gameType=${gameType}&vendor=${vendor}`));
  await expect(page.locator('main[data-screen="game-list"]')).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
}

async function startFirst(page: Page): Promise<string> {
  const tile = page.getByTestId('game-tile').first();
  const nodeId = (await tile.getAttribute('data-node-id')) ?? '';
  await tile.locator('.game-tile__start').click();
  return nodeId;
}

const launchScreen = (page: Page) => page.locator('main[data-screen="launch-game"]');

test.beforeEach(async () => {
  await resetPlatform();
});

test('a guest starting a game goes to the login screen (and /m/launchGame itself needs a session)', async ({ browser }) => {
  const context = await contextFor(browser, null);
  const page = await context.newPage();
  await openVendor(page, 'demo', 'FISH', 'JILIF');
  await startFirst(page);
  await expect.poll(() => pathOf(page)).toBe('/m/login');
  await page.goto(merchantUrl('mono', '/m/launchGame?nodeId=1010'));
  await expect.poll(() => pathOf(page)).toBe('/m/login');
  await context.close();
});

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: a member plays in the in-app frame and comes back with its own back`, async ({ browser }) => {
    const session = await apiLogin(code, ACCOUNTS.member);
    const context = await contextFor(browser, session);
    const page = await context.newPage();
    await openVendor(page, code, 'FISH', 'JILIF');
    const launched = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
    const nodeId = await startFirst(page);
    const query = new URL((await launched).url()).searchParams;
    expect(query.get('nodeId')).toBe(nodeId);
    expect(query.get('language')).toBe('EN');
    // Upstream's launch query: a game launch in real money (without launchMode upstream answers #727).
    expect(query.get('launchMode')).toBe('GLS');
    expect(query.get('accountType')).toBe('1');
    expect(query.get('vassalage')).toBe('JILIF');
    await expect(launchScreen(page)).toBeVisible();
    await expect.poll(() => pathOf(page)).toBe('/m/launchGame');
    const frame = page.getByTestId('launch-frame');
    await expect(frame).toBeVisible();
    await expect(page.frameLocator('[data-testid="launch-frame"]').getByTestId('demo-game-title')).toBeVisible();
    // Full screen: no app header or footer around the game.
    await expect(page.getByTestId('app-header')).toHaveCount(0);
    await expect(page.getByTestId('app-footer')).toHaveCount(0);
    const box = await frame.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(500);

    // Recorded as a recent game by the platform.
    const recent = await fetch(`http://localhost:${E2E_PORT}/wps/relay/GCS_recentGame`, { headers: { Merchant: code, Authorization: session.token } });
    const body = (await recent.json()) as { value: { content: { nodeId: number }[] } };
    expect(body.value.content[0]?.nodeId).toBe(Number(nodeId));

    // Its own back: history back to the list.
    await page.getByTestId('launch-back').click();
    await expect.poll(() => pathOf(page)).toBe('/m/gameLobby');

    // pageBack=home goes home.
    await page.goto(merchantUrl(code, `/m/launchGame?nodeId=${nodeId}&pageBack=home`));
    await expect(page.getByTestId('launch-frame')).toBeVisible();
    await page.getByTestId('launch-back').click();
    await expect.poll(() => pathOf(page)).toBe('/m/home');
    await context.close();
  });
}

test('demo: a balance under the vendor minimum is explained and offers the deposit screen', async ({ browser }) => {
  const context = await contextFor(browser, await apiLogin('demo', ACCOUNTS.member));
  const page = await context.newPage();
  await openVendor(page, 'demo', 'LIVE', 'EVO');
  await startFirst(page);
  const error = page.getByTestId('launch-error');
  await expect(error).toHaveAttribute('data-kind', 'insufficient');
  await expect(error).toContainText('at least');
  await expect(error).toContainText('20,000.00');
  await expect(page.getByTestId('launch-frame')).toHaveCount(0);
  await page.getByTestId('launch-deposit').click();
  await expect.poll(() => pathOf(page)).toBe('/m/voucherCenter');
  await context.close();
});

test('an agent with enough balance plays the same vendor', async ({ browser }) => {
  const context = await contextFor(browser, await apiLogin('demo', ACCOUNTS.agent));
  const page = await context.newPage();
  await openVendor(page, 'demo', 'LIVE', 'EVO');
  await startFirst(page);
  await expect(page.getByTestId('launch-frame')).toBeVisible();
  await context.close();
});

for (const [code, vendor, open] of [
  ['demo', 'FC', 'PG'],
  ['mono', 'CQ9', 'FC'],
] as const) {
  test(`${code}: ${vendor} under maintenance says until when (${open} plays)`, async ({ browser }) => {
    const context = await contextFor(browser, await apiLogin(code, ACCOUNTS.member));
    const page = await context.newPage();
    await openVendor(page, code, 'RNG', vendor);
    await startFirst(page);
    const error = page.getByTestId('launch-error');
    await expect(error).toHaveAttribute('data-kind', 'maintenance');
    await expect(error).toContainText(`${vendor} is under maintenance until`);
    await expect(error).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await page.getByTestId('launch-back').click();
    await expect.poll(() => pathOf(page)).toBe('/m/gameLobby');
    await openVendor(page, code, 'RNG', open);
    await startFirst(page);
    await expect(page.getByTestId('launch-frame')).toBeVisible();
    await context.close();
  });
}

test('a trial (type 4) account is told to log in with an actual account', async ({ browser }) => {
  const context = await contextFor(browser, await apiLogin('mono', ACCOUNTS.free));
  const page = await context.newPage();
  await openVendor(page, 'mono', 'FISH', 'FCF');
  await startFirst(page);
  const error = page.getByTestId('launch-error');
  await expect(error).toHaveAttribute('data-kind', 'trial');
  await expect(error).toHaveText('Please login an actual account to use this function');
  await context.close();
});

test('any other failure is worded and can be retried', async ({ browser }) => {
  const context = await contextFor(browser, await apiLogin('demo', ACCOUNTS.member));
  const page = await context.newPage();
  await page.goto(merchantUrl('demo', '/m/launchGame?nodeId=999999'));
  const error = page.getByTestId('launch-error');
  await expect(error).toHaveAttribute('data-kind', 'other');
  const again = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page.getByTestId('launch-retry').click();
  await again;
  await expect(error).toBeVisible();
  await context.close();
});
