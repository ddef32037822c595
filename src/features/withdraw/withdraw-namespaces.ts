import type { Namespace } from '../../i18n/i18n';

/** The withdraw screens read their own namespace first, then 'common' and the error table's 'errors'. */
export const WITHDRAW_NAMESPACES: readonly Namespace[] = ['withdraw', 'common', 'errors'];
