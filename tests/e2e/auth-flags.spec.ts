// The flag matrix of the sign-in screens across the three merchants, read from merchants/*.json
// (over the registry defaults, as the platform resolves them): the header's register button, the
// login tabs and social icons (flag and configured provider), the registration tabs, default tab, SMS and password fields and
// minimum age, and the forgot-password toggle.
import { expect, test } from './support/test';
import { FLAG_REGISTRY, type FlagKey } from '../../src/config/flag-registry';
import { freshContext, open } from './support/auth';
import { loadMerchant } from './support/merchants';
import type { MerchantCode } from './support/platform';

const MERCHANTS: readonly MerchantCode[] = ['demo', 'mono', 'atlas'];

function flagsOf(code: MerchantCode): (key: FlagKey) => boolean {
  const features = (loadMerchant(code).features ?? {}) as Partial<Record<FlagKey, boolean>>;
  return (key) => features[key] ?? FLAG_REGISTRY[key].default;
}

const shown = (on: boolean) => (on ? 1 : 0);

for (const code of MERCHANTS) {
  test(`${code}: header, login, registration and forgot password follow the merchant's flags`, async ({ browser }) => {
    const on = flagsOf(code);
    const merchant = loadMerchant(code);
    const context = await freshContext(browser);
    const page = await context.newPage();

    await open(page, code, '/m/home');
    await expect(page.getByTestId('header-register')).toHaveCount(shown(on('DIRECTREG3')));

    await open(page, code, '/m/login');
    await expect(page.getByTestId('login-tab-username')).toHaveCount(shown(on('MOBILEVERCODELOGIN3')));
    await expect(page.getByTestId('login-tab-mobile')).toHaveCount(shown(on('MOBILEVERCODELOGIN3')));
    // A social icon needs its flag and its provider in the merchant config (atlas: flag on, no provider).
    await expect(page.getByTestId('social-facebook')).toHaveCount(shown(on('FACEBOOKLOGIN3') && merchant.socialLogin?.facebook !== undefined));
    await expect(page.getByTestId('social-google')).toHaveCount(shown(on('GOOGLELOGIN3') && merchant.socialLogin?.google !== undefined));
    const registers = on('REG3') && (on('USERNAMEREG3') || on('MOBILENUMREG3'));
    await expect(page.getByTestId('login-register-link')).toHaveCount(shown(registers));

    // Registration opens from the login link whatever DIRECTREG3 says (it only rules the header button).
    await page.getByTestId('login-register-link').click();
    await expect(page.locator('main[data-screen="register"]')).toBeVisible();
    const form = page.getByTestId('register-form');
    const both = on('USERNAMEREG3') && on('MOBILENUMREG3');
    await expect(page.getByTestId('register-tab-username')).toHaveCount(shown(both));
    await expect(page.getByTestId('register-tab-mobile')).toHaveCount(shown(both));
    await expect(form).toHaveAttribute('data-method', on('USERNAMEREG3') ? 'username' : 'mobile');
    await expect(form.locator('input[name="confirmedAge"]')).toHaveAttribute('value', String(merchant.minimumAge));
    await expect(form.getByText(`at least ${merchant.minimumAge} years old`)).toBeVisible();
    if (on('USERNAMEREG3')) {
      if (both) await page.getByTestId('register-tab-username').click();
      await expect(form.locator('input[name="username"]')).toBeVisible();
      await expect(form.locator('input[name="verificationCode"]')).toHaveCount(shown(on('REGMOBVERF3')));
      await expect(form.locator('input[name="mobileNum"]')).toHaveCount(shown(on('REGMOBVERF3')));
    }
    if (on('MOBILENUMREG3')) {
      if (both) await page.getByTestId('register-tab-mobile').click();
      await expect(form.locator('input[name="mobileNum"]')).toBeVisible();
      await expect(form.locator('input[name="verificationCode"]')).toBeVisible();
      await expect(form.locator('input[name="username"]')).toHaveCount(0);
      await expect(form.locator('input[name="password"]')).toHaveCount(shown(on('MOBILENUMPASSREG3')));
    }

    await open(page, code, '/m/forget');
    await expect(page.getByTestId('forget-tab-phone')).toHaveCount(shown(on('CHNGPASSVERIF3')));
    await expect(page.getByTestId('forget-tab-email')).toHaveCount(shown(on('CHNGPASSVERIF3')));
    // Phone first when the toggle is there, else e-mail only.
    await expect(page.getByTestId('set-password-form')).toHaveCount(shown(on('CHNGPASSVERIF3')));
    await expect(page.getByTestId('forget-email-form')).toHaveCount(shown(!on('CHNGPASSVERIF3')));
    await context.close();
  });
}
