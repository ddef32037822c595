// 'A new version is available' with a Reload button: shown while a new service worker waits.
// The tap hands over to the new worker, which reloads the page (register-service-worker.ts).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './update-toast.css';

export function UpdateToast({ onReload }: { onReload: () => void }) {
  const { t, ready } = useTranslation('pwa');
  const [reloading, setReloading] = useState(false);
  if (!ready) return null;
  return (
    <div className="update-toast" role="status" aria-live="polite" data-testid="update-toast">
      <span className="update-toast__message">{t('update.message')}</span>
      <button
        type="button"
        className="update-toast__reload"
        data-testid="update-reload"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          onReload();
        }}
      >
        {t('update.reload')}
      </button>
    </div>
  );
}
