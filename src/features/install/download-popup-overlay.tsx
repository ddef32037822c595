// The app download popup on request (src/state/download-popup-request.ts), for screens that offer
// a download entry without the download bar (the member centre). Drawn by the route overlays.
import { useTranslation } from 'react-i18next';
import { closeDownloadPopup, useDownloadPopupRequest } from '../../state/download-popup-request';
import { DownloadPopup } from './download-popup';
import { readInstallEnvironment, useInstallPromptAvailable } from './install-environment';
import { useMerchantDownloads } from './install-links';
import './install.css';

export function DownloadPopupOverlay() {
  const { ready } = useTranslation(['install', 'common']);
  const open = useDownloadPopupRequest();
  const { links } = useMerchantDownloads();
  const promptAvailable = useInstallPromptAvailable();
  if (!ready || !open) return null;
  const env = { ...readInstallEnvironment(), installPromptAvailable: promptAvailable };
  return <DownloadPopup env={env} links={links} onClose={closeDownloadPopup} />;
}
