// No secrets in storage: 'remember password' keeps the user name only, the password is
// left to the browser's password manager. After a remembered login, a reload and a sign-out, no
// storage area (localStorage, sessionStorage, every IndexedDB store) and no cookie holds the
// password, in clear, URI-encoded or base64; the name is prefilled on the login screen. With
// remember off the name is not kept. A remembered login an older version stored with its password
// is rewritten at start. Two merchants (demo: default encryption, mono: legacy scheme).
import { expect, test, type BrowserContext, type Page } from './support/test';
import { pathOf } from './support/app';
import { fillLogin, freshContext, open, resetPlatform, submitLogin } from './support/auth';
import type { MerchantCode } from './support/platform';

const ACCOUNT = { username: 'demo01', password: 'Demo@1234' } as const;

test.beforeEach(async () => {
  await resetPlatform();
});

/** Every form the password could take in storage. */
function secretForms(password: string): string[] {
  return [password, encodeURIComponent(password), Buffer.from(password).toString('base64'), Buffer.from(JSON.stringify(password)).toString('base64')];
}

/** Everything the page's origin keeps: both storage areas, every IndexedDB store's records, and the cookies. */
async function everythingStored(page: Page, context: BrowserContext): Promise<string> {
  const inPage = await page.evaluate(async () => {
    const dump = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
    const databases: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const name = info.name;
      const records = await new Promise<string[]>((resolve) => {
        const request = indexedDB.open(name);
        request.onerror = () => resolve([`${name}: cannot open`]);
        request.onsuccess = () => {
          const db = request.result;
          const stores = Array.from(db.objectStoreNames);
          if (stores.length === 0) {
            db.close();
            resolve([]);
            return;
          }
          const tx = db.transaction(stores, 'readonly');
          const out: string[] = [];
          for (const store of stores) {
            const all = tx.objectStore(store).getAll();
            const keys = tx.objectStore(store).getAllKeys();
            all.onsuccess = () => out.push(`${name}/${store}=${JSON.stringify(all.result)}`);
            keys.onsuccess = () => out.push(`${name}/${store} keys=${JSON.stringify(keys.result)}`);
          }
          tx.oncomplete = () => {
            db.close();
            resolve(out);
          };
        };
      });
      databases.push(...records);
    }
    return { local: dump(localStorage), session: dump(sessionStorage), databases };
  });
  const cookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`);
  return JSON.stringify({ ...inPage, cookies });
}

async function expectNoSecret(page: Page, context: BrowserContext, when: string): Promise<void> {
  const stored = await everythingStored(page, context);
  for (const form of secretForms(ACCOUNT.password)) expect(stored, `${when}: ${form}`).not.toContain(form);
}

async function signOutFromSettings(page: Page, code: MerchantCode): Promise<void> {
  await open(page, code, '/m/set');
  await page.getByTestId('settings-sign-out').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

for (const code of ['demo', 'mono'] as const) {
  test(`${code}: remember keeps the name only; nothing stored holds the password after login, reload and sign-out; remember off keeps nothing`, async ({ browser }) => {
    const context = await freshContext(browser);
    const page = await context.newPage();
    await open(page, code, '/m/login');
    // A real form the password manager understands.
    const form = page.getByTestId('login-form');
    await expect(form).toHaveJSProperty('tagName', 'FORM');
    await expect(form.locator('input[name="username"]')).toHaveAttribute('autocomplete', 'username');
    await expect(form.locator('input[name="password"]')).toHaveAttribute('autocomplete', 'current-password');
    await expect(form.locator('button[type="submit"]')).toHaveCount(1);

    await fillLogin(page, ACCOUNT.username, ACCOUNT.password);
    await page.getByLabel('Remember password').check();
    await submitLogin(page);
    await expect(page.getByTestId('header-name')).toBeVisible();
    expect(pathOf(page)).toBe('/m/home');
    await expectNoSecret(page, context, 'signed in');
    const remembered = await page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN'));
    expect(JSON.parse(remembered ?? 'null')).toEqual({ userName: ACCOUNT.username });

    await page.reload();
    await expect(page.getByTestId('header-name')).toBeVisible();
    await expectNoSecret(page, context, 'after reload');

    await signOutFromSettings(page, code);
    await expectNoSecret(page, context, 'after sign-out');
    // The token went with the sign-out.
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();

    // The name is prefilled (also after a reload), the password is not ours to fill.
    await open(page, code, '/m/login');
    await expect(form.locator('input[name="username"]')).toHaveValue(ACCOUNT.username);
    await expect(page.getByLabel('Remember password')).toBeChecked();
    await page.reload();
    await expect(page.locator('main[data-screen="login"]')).toBeVisible();
    await expect(form.locator('input[name="username"]')).toHaveValue(ACCOUNT.username);
    await expect(form.locator('input[name="password"]')).toHaveValue('');

    // Remember off: the name is forgotten at the next sign-in.
    await form.locator('input[name="password"]').fill(ACCOUNT.password);
    await page.getByLabel('Remember password').uncheck();
    await submitLogin(page);
    await expect(page.getByTestId('header-name')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN'))).toBeNull();
    await signOutFromSettings(page, code);
    await open(page, code, '/m/login');
    await expect(form.locator('input[name="username"]')).toHaveValue('');
    await expect(page.getByLabel('Remember password')).not.toBeChecked();
    await expectNoSecret(page, context, 'remember off');
    await context.close();
  });
}

test('mono: a remembered login an older version stored with its password (and PSW) is rewritten at start', async ({ browser }) => {
  const context = await freshContext(browser);
  await context.addInitScript((account) => {
    if (localStorage.getItem('__e2e_legacy_seeded')) return;
    localStorage.setItem('__e2e_legacy_seeded', '1');
    // The shape older versions wrote: { userName, password }.
    localStorage.setItem('MC_REMEMBERED_LOGIN', JSON.stringify({ userName: account.username, password: account.password }));
    sessionStorage.setItem('PSW', JSON.stringify(account.password));
  }, ACCOUNT);
  const page = await context.newPage();
  await open(page, 'mono', '/m/login');
  await expect(page.getByTestId('login-form').locator('input[name="username"]')).toHaveValue(ACCOUNT.username);
  await expect(page.getByTestId('login-form').locator('input[name="password"]')).toHaveValue('');
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN'))) ?? 'null')).toEqual({ userName: ACCOUNT.username });
  await expectNoSecret(page, context, 'after the purge');
  await context.close();
});
