// The auth screens read their own namespace ('auth') first, then the shell's 'common' and the
// error table's 'errors' (keys of those two are written 'common:...' / 'errors:...').
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';

const AUTH_NAMESPACES: readonly Namespace[] = ['auth', 'common', 'errors'];

export function useAuthTranslation() {
  const translation = useTranslation(AUTH_NAMESPACES);
  return { t: translation.t, ready: translation.ready, i18n: translation.i18n };
}
