// The banner for a lost or unstable connection (spec section 8 catalogue wording). Its strings
// are in the boot namespace, not 'errors': once offline, nothing more can be loaded.
import { useTranslation } from 'react-i18next';
import { useUi, type ConnectionState } from '../state/ui-store';

function Banner({ state }: { state: Exclude<ConnectionState, 'online'> }) {
  const { t } = useTranslation();
  return (
    <div className={`connection-banner connection-banner--${state}`} data-testid="connection-banner" data-state={state} role="status">
      {t(state === 'offline' ? 'connection.offline' : 'connection.unstable')}
    </div>
  );
}

export function ConnectionBanner() {
  const { connection } = useUi();
  return connection === 'online' ? null : <Banner state={connection} />;
}
