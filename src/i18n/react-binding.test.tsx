// @vitest-environment jsdom
// The app binds i18next to React with react-i18next: components re-render on a language change,
// load the namespaces they ask for, and messages with markup are rendered through <Trans> (tag
// names must not be HTML void elements such as 'link', which the parser would leave empty).
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { changeI18nLanguage, initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(cleanup);

function Probe() {
  const { t, ready } = useTranslation(['common', 'errors']);
  return <p data-testid="probe">{ready ? `${t('footer.home')} / ${t('errors:unknown_error')}` : 'loading'}</p>;
}

it('loads a namespace it is asked for without suspending, and follows language changes', async () => {
  render(
    <I18nextProvider i18n={i18next}>
      <Probe />
    </I18nextProvider>,
  );
  // Not ready yet: the component renders its own loading state instead of suspending.
  expect(screen.getByTestId('probe').textContent).toBe('loading');
  await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('Home / Unknown error'));
  await act(async () => {
    await changeI18nLanguage('VI');
  });
  await waitFor(() => expect(screen.getByTestId('probe').textContent).toMatch(/^Trang chủ \/ /));
  expect(document.documentElement.lang).toBe('vi');
  await act(async () => {
    await changeI18nLanguage('AR');
  });
  expect(document.documentElement.dir).toBe('rtl');
  await act(async () => {
    await changeI18nLanguage('EN');
  });
  expect(document.documentElement.dir).toBe('ltr');
});

function Agreement() {
  const { t, ready } = useTranslation('auth');
  if (!ready) return null;
  return (
    <p data-testid="agreement">
      <Trans t={t} i18nKey="agreement_text" components={{ terms: <a href="/m/useragreement" /> }} />
    </p>
  );
}

it('renders the agreement sentence with its link in each language, word order included', async () => {
  render(
    <I18nextProvider i18n={i18next}>
      <Agreement />
    </I18nextProvider>,
  );
  const link = await screen.findByRole('link');
  expect(link.textContent).toBe('user agreement');
  expect(screen.getByTestId('agreement').textContent).toBe('I have read and agree to the user agreement');
  await act(async () => {
    await changeI18nLanguage('CN');
  });
  await waitFor(() => expect(screen.getByRole('link').textContent).toBe('用户协议'));
  expect(screen.getByTestId('agreement').textContent).toBe('我已阅读并同意用户协议');
  await act(async () => {
    await changeI18nLanguage('EN');
  });
});
