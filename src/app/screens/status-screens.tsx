// The startup-mode pages: maintenance (mode 1, also when region-restricted) and region-restricted
// (mode 2). Both re-check the platform status on demand; the app resumes when it says normal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NAMESPACES } from '../../i18n/i18n';
import { readMerchantConfig } from '../../config/merchant-config';
import { startupStore } from '../../state/startup-store';
import { WarningIcon } from '../../ui/icons';
import { loadStartupStatus } from '../startup';

interface StatusScreenProps {
  readonly screen: string;
  readonly titleKey: string;
  readonly bodyKey: string;
  /** Inside the app (the /m/maintenance route) the header already holds the page's h1. */
  readonly inApp?: boolean;
  readonly onRecovered?: () => void;
}

function StatusScreen({ screen, titleKey, bodyKey, inApp = false, onRecovered }: StatusScreenProps) {
  // The body is the catalogued error message, from the lazily loaded 'errors' namespace.
  const { t, ready } = useTranslation(FEEDBACK_NAMESPACES);
  const config = readMerchantConfig();
  const [checking, setChecking] = useState(false);
  const recheck = async () => {
    setChecking(true);
    try {
      await loadStartupStatus(config);
    } finally {
      setChecking(false);
    }
    if (startupStore.mode === 0) onRecovered?.();
  };
  if (!ready) return null;
  return (
    <main className="screen screen--centered status-screen" data-screen={screen}>
      <img className="status-screen__logo" src="/icons/logo.svg" alt={t('home.logo_alt', { brand: config.name })} width={64} height={64} />
      <WarningIcon width={40} height={40} />
      {inApp ? <h2>{t(titleKey)}</h2> : <h1>{t(titleKey)}</h1>}
      <p className="muted">{t(bodyKey)}</p>
      <button type="button" className="button button--primary" data-testid="status-retry" disabled={checking} onClick={() => void recheck()}>
        {t('feedback.retry')}
      </button>
    </main>
  );
}

/** Startup mode 1: replaces the whole app until the platform is back. */
export function MaintenanceScreen({ inApp, onRecovered }: { inApp?: boolean; onRecovered?: () => void }) {
  return <StatusScreen screen="maintenance" titleKey="status.maintenance_title" bodyKey="errors:system_maintenance" inApp={inApp} onRecovered={onRecovered} />;
}

/** Startup mode 2. */
export function RestrictedScreen() {
  return <StatusScreen screen="restricted" titleKey="status.restricted_title" bodyKey="errors:region_restricted" />;
}
