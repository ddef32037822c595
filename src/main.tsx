// Boot: read the injected merchant config, configure the API client, start the router (its
// landing screen loads now) and ask the platform for the startup mode, then render as soon as
// the strings of the remembered or default language are in — without waiting for the status
// (the shell stays inert until it is known, see app.tsx). The HTML has preloaded the landing
// screen and the default strings, and painted the brand's boot screen meanwhile.
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configure } from './api/client-config';
import { readMerchantConfig, type MerchantConfig } from './config/merchant-config';
import i18next from 'i18next';
import { initI18n } from './i18n/i18n';
import { captureInstallPrompt, recordWebClipLaunch } from './state/install-prompt';
import { currentLanguageCode, initialLanguage, startLanguage } from './state/language-store';
import { App } from './app/app';
import { ConfigErrorScreen } from './app/config-error-screen';
import { monitoredFetch, startConnectionMonitor } from './app/connection-monitor';
import { appRouter, existingRouter, routerReady } from './app/router';
import { startSessionServices } from './app/session-services';
import { applyConfiguredStartup, checkStartupStatus, expectStartupStatus } from './app/startup';
import { pathsOf, routeById } from './app/route-table';
import { loadHomeAnnouncements } from './state/announcements-store';
import { purgeStoredSecrets } from './state/storage';
import { afterFirstBanner, bootBannerPainted, FIRST_RENDER_MARK } from './ui/first-banner-paint';
import './app/app.css';
import './ui/ui.css';

// Chromium fires beforeinstallprompt once, early: listen before anything else can delay us.
captureInstallPrompt();
recordWebClipLaunch();
// Issue 13: a password an older version left in storage (remembered login, PSW) goes first.
purgeStoredSecrets();

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
  expectStartupStatus();
  // A visitor landing on home needs the banners first: ask now, in parallel with the strings and
  // the home chunk, so the banner picture is not at the end of a waterfall.
  if (pathsOf(routeById('home')).includes(window.location.pathname)) void loadHomeAnnouncements();
  // The landing screen (preloaded by the HTML) loads while the strings do; the first render waits
  // for both so it is the screen itself, not a fallback, and it commits at once (flushSync).
  await Promise.all([initI18n(language), routerReady(appRouter(config))]);
  await bootBannerPainted();
  startSessionServices(config, (to) => void existingRouter()?.navigate(to, { replace: true }));
  flushSync(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <App config={config} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
  // The app's screen is in the page: a user timing the Lighthouse bench reads (docs/benchmarks.md).
  performance.mark(FIRST_RENDER_MARK);
  // The status call goes out once the screen is painted: it never holds the first paint back, and
  // the shell stays inert until it answers. The guards first ran on the merchant config's flags;
  // the platform's reported flags win.
  afterNextPaint(() => void checkStartupStatus(config).then(() => existingRouter()?.revalidate()));
  // The service worker (docs/pwa.md), a chunk of its own, once nothing of the first paint waits.
  if (import.meta.env.PROD) afterFirstBanner(() => void import('./ui/service-worker/start').then((m) => m.startServiceWorker({ killSwitch: config.serviceWorker?.killSwitch === true })));
}

function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

void boot();
