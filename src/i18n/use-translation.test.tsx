// @vitest-environment jsdom
// The app's i18next binding re-renders on a language change and loads namespaces on demand.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { changeI18nLanguage, initI18n } from './i18n';
import { useTranslation } from './use-translation';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(cleanup);

function Probe() {
  const { t, ready } = useTranslation(['common', 'errors']);
  return <p data-testid="probe">{ready ? `${t('footer.home')} / ${t('errors:unknown_error')}` : 'loading'}</p>;
}

it('loads a namespace it is asked for, and follows language changes', async () => {
  render(<Probe />);
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
