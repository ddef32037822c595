// The download bar (spec section 4) over home and login, and the app download popup it opens (the
// login screen's "install-steps popup"). Loaded lazily by the route overlays, so none of this is
// in the first load; it renders nothing until its strings are in.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readMerchantConfig } from '../../config/merchant-config';
import { storageKeys, writeStored } from '../../state/storage';
import { DownloadPopup, CloseGlyph } from './download-popup';
import { readInstallEnvironment, useInstallPromptAvailable } from './install-environment';
import { useMerchantDownloads } from './install-links';
import { downloadBarDecision } from './install-rules';
import './install.css';

export function DownloadBar() {
  const { t, ready } = useTranslation(['install', 'common']);
  const { links, icon } = useMerchantDownloads();
  const promptAvailable = useInstallPromptAvailable();
  const [dismissed, setDismissed] = useState(false);
  const [open, setOpen] = useState(false);
  const brand = readMerchantConfig().name;
  const env = { ...readInstallEnvironment(), installPromptAvailable: promptAvailable };
  const decision = downloadBarDecision(dismissed ? { ...env, barDismissed: true } : env, links);
  if (!ready) return null;

  const dismiss = () => {
    writeStored(storageKeys.downloadBarDismissed, true);
    setDismissed(true);
  };

  return (
    <>
      {decision.show && (
        <aside className="download-bar" data-testid="download-bar" aria-label={t('bar.label')}>
          <button type="button" className="icon-button download-bar__close" data-testid="download-bar-close" aria-label={t('bar.close')} onClick={dismiss}>
            <CloseGlyph />
          </button>
          <img className="download-bar__icon" src={icon ?? '/icons/logo.svg'} alt={t('bar.icon_alt', { brand })} width={40} height={40} />
          <div className="download-bar__text">
            <strong className="download-bar__title">{t('bar.title', { brand })}</strong>
            <span className="download-bar__tagline">{t('bar.tagline')}</span>
          </div>
          <button type="button" className="button button--primary button--small download-bar__cta" data-testid="download-bar-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t('bar.cta')}
          </button>
        </aside>
      )}
      {open && <DownloadPopup env={env} links={links} onClose={() => setOpen(false)} />}
    </>
  );
}
