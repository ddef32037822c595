// The auth screens read their own namespace ('auth') first, then the shell's 'common' and the
// error table's 'errors' (keys of those two are written 'common:...' / 'errors:...').
import { useTranslation, type Translation } from '../../i18n/use-translation';
import type { Namespace } from '../../i18n/i18n';
import type { FieldMessage } from './field-validation';

const AUTH_NAMESPACES: readonly Namespace[] = ['auth', 'common', 'errors'];

export function useAuthTranslation(): Translation & { message: (m: FieldMessage) => string } {
  const translation = useTranslation(AUTH_NAMESPACES);
  const { t } = translation;
  return { ...translation, message: (m: FieldMessage) => (m.values ? t(m.key, { ...m.values }) : t(m.key)) };
}
