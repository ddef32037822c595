// A screen's strings: its feature's namespace (or the few it reads) with 'common' and 'errors', loaded beside its code
// (route-table.ts lazyScreen imports this lazily, so the route table stays free of i18n's set-up,
// which Node-side readers of the table cannot load). A failure resolves: the screen asks again.
import i18next from 'i18next';
import { FEEDBACK_NAMESPACES, type Namespace } from './i18n';

export function loadScreenStrings(strings: Namespace | readonly Namespace[]): Promise<void> {
  if (!i18next.isInitialized) return Promise.resolve();
  return i18next.loadNamespaces([...(typeof strings === 'string' ? [strings] : strings), ...FEEDBACK_NAMESPACES]).catch(() => undefined);
}
