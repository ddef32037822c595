// Boot: read the injected merchant config, configure the API client, start the router (its
// landing screen loads now) and ask the platform for the startup mode, then render as soon as
// the strings of the remembered or default language are in — without waiting for the status
// (the shell stays inert until it is known, see app.tsx). The HTML carries the default strings and
// has painted the brand's boot screen (and, for a guest on home, its first banner) meanwhile.
import { StrictMode, useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { configure } from './api/client-config';
import { readMerchantConfig, type MerchantConfig } from './config/merchant-config';
import i18next from 'i18next';
import { initI18n, loadStartDateLocale } from './i18n/i18n';
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
import { applyCachedPlatformSettings, refreshPlatformSettings } from './state/platform-settings';
import { purgeStoredSecrets } from './state/storage';
import { afterFirstBanner, bootBannerPainted, FIRST_RENDER_MARK } from './ui/first-banner-paint';
import './app/app.css';
import './ui/ui.css';

// Chromium fires beforeinstallprompt once, early: listen before anything else can delay us.
captureInstallPrompt();
recordWebClipLaunch();
// No password is kept in storage: one an older version left there (remembered login, PSW) goes first.
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
  // The platform's boot settings as last seen (menu tree, module flags, templates …): applied before
  // the first render, so guards and menus start on them; the merchant file stands in for the rest.
  applyCachedPlatformSettings();
  applyConfiguredStartup(config);
  startConnectionMonitor();
  expectStartupStatus();
  // A visitor landing on home needs the banners first: ask now, in parallel with the strings and
  // the home chunk, so the banner picture is not at the end of a waterfall.
  const landsOnHome = pathsOf(routeById('home')).includes(window.location.pathname);
  if (landsOnHome) void loadHomeAnnouncements();
  // The work so far ran in the task that evaluated this script; building the router and i18next
  // goes in a task of its own, and the first render in another, so no one task blocks a slow
  // phone's main thread for long (the boot screen is already painted: a player could tap meanwhile).
  await nextTask();
  // The landing screen loads while the strings do (the default ones are in the page); the first
  // render waits for both so it is the screen itself, not a fallback.
  await Promise.all([initI18n(language), routerReady(appRouter(config))]);
  await bootBannerPainted();
  // And the first render in a task of its own again, after the router's.
  await nextTask();
  startSessionServices(config, (to) => void existingRouter()?.navigate(to, { replace: true }));
  const firstCommit = once(() => {
    // The app's screen is in the page: a user timing the Lighthouse bench reads (docs/benchmarks.md).
    performance.mark(FIRST_RENDER_MARK);
    // The status call goes out once the screen is painted: it never holds the first paint back, and
    // the shell stays inert until it answers. The guards first ran on the merchant config's flags;
    // the platform's reported flags win.
    afterNextPaint(() => void checkStartupStatus(config).then(() => existingRouter()?.revalidate()));
    // The consolidated settings are asked for again on every start, in the background, and add no
    // request before home's first banner paints (on any other screen, once it is painted). When
    // they answer, menus re-render and the guards run again (a module switched off refuses its route).
    const refreshSettings = () =>
      void refreshPlatformSettings().then(
        () => existingRouter()?.revalidate(),
        () => undefined,
      );
    if (landsOnHome) afterFirstBanner(refreshSettings);
    else afterNextPaint(refreshSettings);
    // The screens a tap can open next: their code and strings, once the network is idle after the
    // first paint (home: after its first banner), never under Save-Data (docs/tap-speed.md).
    const router = existingRouter();
    const firstPaint = new Promise<void>((resolve) => (landsOnHome ? afterFirstBanner(resolve) : afterNextPaint(resolve)));
    // dayjs's names for the language then too (the page's 'load' came before a slow banner).
    void firstPaint.then(() => loadStartDateLocale(language));
    // Their code (route-prefetch.ts, sign-in-warmup.ts) is itself fetched then, not in the entry.
    if (router) {
      void firstPaint
        .then(() => Promise.all([import('./app/route-prefetch'), import('./app/sign-in-warmup')]))
        .then(([prefetch, warmup]) => prefetch.startRoutePrefetch(router, { firstPaint: Promise.resolve(), warmUp: warmup.warmUpFor }))
        .catch(() => undefined);
    }
  });
  // One synchronous render, committed at once. (A transition would render in slices, but any update
  // meanwhile restarts it — the header's stores, the session services — and a first screen that can
  // be put off for seconds is worse than one long task.)
  flushSync(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <App config={config} />
          <Committed onCommit={firstCommit} />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
  // The service worker (docs/pwa.md), a chunk of its own, once nothing of the first paint waits.
  if (import.meta.env.PROD) afterFirstBanner(() => void import('./ui/service-worker/start').then((m) => m.startServiceWorker({ killSwitch: config.serviceWorker?.killSwitch === true })));
}

/** Calls `onCommit` once the tree it sits in is in the page (before the browser paints it). */
function Committed({ onCommit }: { onCommit: () => void }): null {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

function once(run: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/**
 * A new task: what follows runs after the browser has had the main thread back (to paint, to take a
 * tap). scheduler.yield() where the browser has it, else a message to ourselves; not a timer, which a
 * tab opened in the background would hold back for up to a second.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}

void boot();
