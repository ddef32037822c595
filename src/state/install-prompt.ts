// The browser's own install offer (`beforeinstallprompt`, Chromium) is fired once, early, and only
// to listeners present at that moment. This tiny module is imported by the boot code so the event
// is caught before the install feature (a lazy chunk) exists; the feature reads it from here.
// It also knows whether the app runs as an installed (standalone) web app, and records a launch
// from the iOS configuration profile's web clip (its URL carries ?webclip=1).
import { storageKeys, writeStored } from './storage';

/** The part of BeforeInstallPromptEvent this needs (not in TypeScript's DOM library). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ readonly outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return typeof (event as Partial<InstallPromptEvent>).prompt === 'function';
}

/** Starts listening (idempotent). Called from main.tsx before the first render. */
let started = false;
export function captureInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  if (started) return;
  started = true;
  target.addEventListener('beforeinstallprompt', (event: Event) => {
    if (!isInstallPromptEvent(event)) return;
    // Keep the browser's mini-infobar away: the app offers it in its own download popup.
    event.preventDefault();
    deferred = event;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function installPromptAvailable(): boolean {
  return deferred !== null;
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog; an event can be used once, so it is forgotten afterwards. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome;
}

/** For tests: forget any captured event and listener state. */
export function resetInstallPrompt(event: InstallPromptEvent | null = null): void {
  deferred = event;
  notify();
}

/** Installed web app: display-mode standalone/fullscreen, or iOS's navigator.standalone. */
export function isStandaloneDisplay(): boolean {
  try {
    if (typeof matchMedia === 'function' && (matchMedia('(display-mode: standalone)').matches || matchMedia('(display-mode: fullscreen)').matches)) return true;
  } catch {
    /* old WebViews without display-mode media queries */
  }
  return typeof navigator !== 'undefined' && (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/** The web clip the iOS profile installs opens the app with ?webclip=1: remember it (spec: flag '1'). */
export function recordWebClipLaunch(search: string = typeof location === 'undefined' ? '' : location.search): void {
  if (new URLSearchParams(search).get('webclip') === '1') writeStored(storageKeys.webClip, true);
}
