// Boot: read the injected merchant config, configure the API client, then start i18n (in the
// remembered or default language) and ask the platform for the startup mode in parallel; render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configure } from './api/client';
import { readMerchantConfig, type MerchantConfig } from './config/merchant-config';
import i18next from 'i18next';
import { initI18n } from './i18n/i18n';
import { currentLanguageCode, initialLanguage, startLanguage } from './state/language-store';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error-screen';
import { monitoredFetch, startConnectionMonitor } from './app/connection-monitor';
import { existingRouter } from './app/router';
import { startSessionServices } from './app/session-services';
import { applyConfiguredStartup, loadStartupStatus } from './app/startup';
import './app/app.css';
import './ui/ui.css';

async function boot(): Promise<void> {
  const rootElement = document.getElementById('root');
  if (!rootElement) return;
  const root = createRoot(rootElement);
  let config: MerchantConfig;
  try {
    config = readMerchantConfig();
  } catch (error) {
    await initI18n('EN');
    root.render(
      <I18nextProvider i18n={i18next}>
        <ConfigErrorScreen detail={(error as Error).message} />
      </I18nextProvider>,
    );
    return;
  }
  configure({
    baseUrl: config.apiBaseUrl,
    merchantCode: config.code,
    encryptionScheme: config.encryption.scheme,
    publicKeyPem: config.encryption.publicKeyPem,
    getLanguage: currentLanguageCode,
    fetch: monitoredFetch(),
  });
  const language = initialLanguage(config.languages, config.defaultLanguage);
  startLanguage(language);
  applyConfiguredStartup(config);
  startConnectionMonitor();
  await Promise.all([initI18n(language), loadStartupStatus(config)]);
  startSessionServices(config, (to) => void existingRouter()?.navigate(to, { replace: true }));
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <App config={config} />
      </I18nextProvider>
    </StrictMode>,
  );
}

void boot();
