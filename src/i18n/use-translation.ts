// The app's React binding for i18next: `const { t, ready } = useTranslation()` re-renders on a
// language change and when a namespace arrives, and loads namespaces it is asked for. It stands in
// for react-i18next (about 2.8 KB gzip on every first page, against a 135 KB budget); eslint keeps
// react-i18next out of the app.
import i18next, { type TFunction } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();
let wired = false;

function changed(): void {
  version += 1;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  if (!wired) {
    wired = true;
    i18next.on('languageChanged', changed);
    i18next.on('loaded', changed);
    i18next.store?.on('added', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getVersion = () => version;

export interface Translation {
  readonly t: TFunction;
  /** False until every requested namespace is loaded in the current language. */
  readonly ready: boolean;
  readonly i18n: typeof i18next;
}

/**
 * `ns` defaults to 'common' (several: the first is the default, the others are fallbacks); a key
 * of another namespace can also be written with its prefix, namespace colon key.
 */
export function useTranslation(ns: string | readonly string[] = 'common'): Translation {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  const key = typeof ns === 'string' ? ns : ns.join(',');
  const ready = i18next.isInitialized && key.split(',').every((n) => i18next.hasLoadedNamespace(n));
  useEffect(() => {
    if (!ready && i18next.isInitialized) void i18next.loadNamespaces(key.split(','));
  }, [ready, key]);
  // A new function per language or resource change, so memoised children re-render with it.
  const t = useMemo(() => {
    void current;
    return i18next.getFixedT(null, key.split(',')) as TFunction;
  }, [current, key]);
  return { t, ready, i18n: i18next };
}
