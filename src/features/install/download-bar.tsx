// The download bar (spec section 4) over home and login, and the app download popup it opens (the
// login screen's "install-steps popup"). Loaded lazily by the route overlays, so none of this is
// in the first load; it renders nothing until its strings are in.
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { readMerchantConfig } from '../../config/merchant-config';
import { storageKeys, writeStored } from '../../state/storage';
import { DownloadPopup, CloseGlyph } from './download-popup';
import { readInstallEnvironment, useInstallPromptAvailable } from './install-environment';
import { useMerchantDownloads } from './install-links';
import { downloadBarDecision } from './install-rules';
import './install.css';

/** The footer the bar sits on (its public test hook); absent on screens without one (login). */
const FOOTER_SELECTOR = '[data-testid="app-footer"], [data-testid="agent-footer"]';

/** The room the bar takes at the end of the page (app.css pads .page by it). */
const BAR_SPACE_PROPERTY = '--download-bar-space';

/**
 * Keeps the fixed bar just above the footer and the same room at the end of the page, following
 * both heights (the footer's labels wrap in some languages; the bar's too).
 */
function useBottomPlacement(shown: boolean) {
  const bar = useRef<HTMLElement | null>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    const footer = document.querySelector<HTMLElement>(FOOTER_SELECTOR);
    const measure = () => {
      setOffset(footer ? footer.getBoundingClientRect().height : 0);
      root.style.setProperty(BAR_SPACE_PROPERTY, `${bar.current ? bar.current.getBoundingClientRect().height : 0}px`);
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    if (footer) observer?.observe(footer);
    if (bar.current) observer?.observe(bar.current);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BAR_SPACE_PROPERTY);
    };
  }, [shown]);
  return { bar, style: { '--download-bar-offset': `${offset}px` } as CSSProperties };
}

export function DownloadBar() {
  const { t, ready } = useTranslation(['install', 'common']);
  const { links, icon } = useMerchantDownloads();
  const promptAvailable = useInstallPromptAvailable();
  const [dismissed, setDismissed] = useState(false);
  const [open, setOpen] = useState(false);
  const brand = readMerchantConfig().name;
  const env = { ...readInstallEnvironment(), installPromptAvailable: promptAvailable };
  const decision = downloadBarDecision(dismissed ? { ...env, barDismissed: true } : env, links);
  const placement = useBottomPlacement(ready && decision.show);
  if (!ready) return null;

  const dismiss = () => {
    writeStored(storageKeys.downloadBarDismissed, true);
    setDismissed(true);
  };

  return (
    <>
      {decision.show && (
        <aside ref={placement.bar} className="download-bar" data-testid="download-bar" aria-label={t('bar.label')} style={placement.style}>
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
