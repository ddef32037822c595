// The app download popup (spec section 2): the options the rules allow for this device, each with
// a Download button; the nested add-to-home-screen instructions and the iOS / Android install
// guides replace the list while open; the mask and the close icon close it.
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IOS_WEB_APP_MIN_VERSION, TOAST } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { promptInstall } from '../../state/install-prompt';
import { showAlert, showToast, toast } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/screen-state';
import {
  detectDevice,
  legacyIosTip,
  needsSafariAlert,
  supportsIosWebApp,
  visibleDownloadOptions,
  type DownloadLinkSet,
  type DownloadOptionKind,
  type HiddenOptions,
  type InstallEnvironment,
} from './install-rules';

type View = 'list' | 'a2hs' | 'guide-ios' | 'guide-android';

const OPTION_KEYS: Record<DownloadOptionKind, string> = { a2hs: 'a2hs', android: 'android', 'ios-profile': 'ios_profile', 'ios-app': 'ios_app' };

function linkOf(kind: DownloadOptionKind, links: DownloadLinkSet): string | undefined {
  if (kind === 'android') return links.android;
  if (kind === 'ios-app') return links.ios;
  if (kind === 'ios-profile') return links.profile;
  return undefined;
}

export interface DownloadPopupProps {
  readonly env: InstallEnvironment;
  readonly links: DownloadLinkSet;
  readonly hidden?: HiddenOptions;
  readonly onClose: () => void;
}

export function DownloadPopup({ env, links, hidden, onClose }: DownloadPopupProps) {
  const { t } = useTranslation(['install', 'common']);
  const brand = readMerchantConfig().name;
  const [view, setView] = useState<View>('list');
  const options = visibleDownloadOptions(env, links, hidden);
  const device = detectDevice(env);

  const onDownload = (kind: DownloadOptionKind, event: { preventDefault(): void }) => {
    if (needsSafariAlert(env, kind)) {
      event.preventDefault();
      void showAlert('install:use_safari');
      return;
    }
    if (kind === 'a2hs') {
      event.preventDefault();
      if (env.installPromptAvailable) {
        void promptInstall().then((outcome) => {
          if (outcome === 'accepted') {
            toast.success('install:a2hs.installed', true);
            onClose();
          }
        });
      } else setView('a2hs');
      return;
    }
    // The link itself opens (new tab / download); the next step stays on screen for 4 s.
    showToast(`install:toast.${OPTION_KEYS[kind]}`, { durationMs: TOAST.installStepMs });
  };

  return (
    <Dialog title={t('popup.title')} testId="download-popup" onMaskClick={onClose}>
      <button type="button" className="icon-button download-popup__close" data-testid="download-popup-close" aria-label={t('popup.close')} onClick={onClose}>
        <CloseGlyph />
      </button>
      {view === 'list' && (
        <ul className="download-options" data-testid="download-options">
          {options.length === 0 && (
            <EmptyState className="download-options__empty" look="block" as="li">
              {t('popup.empty')}
            </EmptyState>
          )}
          {options.map((kind) => {
            const key = OPTION_KEYS[kind];
            const href = linkOf(kind, links);
            const guide: View | null = kind === 'android' ? 'guide-android' : kind === 'a2hs' ? null : 'guide-ios';
            return (
              <li key={kind} className="download-option" data-option={kind}>
                <div className="download-option__text">
                  <strong>{t(`option.${key}.title`)}</strong>
                  <span className="muted">{t(`option.${key}.body`, { brand })}</span>
                </div>
                <div className="download-option__actions">
                  {guide && (
                    <button type="button" className="download-option__guide" data-testid={`download-guide-${kind}`} onClick={() => setView(guide)}>
                      {t('popup.guide')}
                    </button>
                  )}
                  {href ? (
                    <a
                      className="button button--primary button--small"
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`download-option-${kind}`}
                      aria-label={`${t('popup.download')}: ${t(`option.${key}.title`)}`}
                      onClick={(e) => onDownload(kind, e)}
                    >
                      {t('popup.download')}
                    </a>
                  ) : (
                    <button
                      type="button"
                      className="button button--primary button--small"
                      data-testid={`download-option-${kind}`}
                      aria-label={`${t('popup.download')}: ${t(`option.${key}.title`)}`}
                      onClick={(e) => onDownload(kind, e)}
                    >
                      {t('popup.download')}
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {view === 'a2hs' && (
        <Sheet name="a2hs" title={t('a2hs.title')} back={t('a2hs.back')} onBack={() => setView('list')}>
          <ol className="install-steps">
            <li>{t('a2hs.step1')}</li>
            <li>{t('a2hs.step2')}</li>
            <li>{t('a2hs.step3', { brand })}</li>
          </ol>
          {!supportsIosWebApp(device.iosVersion) && <p className="install-tip">{t('a2hs.needs_version', { version: IOS_WEB_APP_MIN_VERSION })}</p>}
          <LegacyTip version={device.iosVersion} />
        </Sheet>
      )}
      {view === 'guide-ios' && (
        <Sheet name="guide-ios" title={t('guide.ios_title')} back={t('guide.back')} onBack={() => setView('list')}>
          <ol className="install-steps">
            <li>{t('guide.ios_step1')}</li>
            <li>{t('guide.ios_step2')}</li>
            <li>{t('guide.ios_step3')}</li>
            <li>{t('guide.ios_step4', { brand })}</li>
          </ol>
        </Sheet>
      )}
      {view === 'guide-android' && (
        <Sheet name="guide-android" title={t('guide.android_title')} back={t('guide.back')} onBack={() => setView('list')}>
          <ol className="install-steps">
            <li>{t('guide.android_step1')}</li>
            <li>{t('guide.android_step2')}</li>
            <li>{t('guide.android_step3')}</li>
            <li>{t('guide.android_step4', { brand })}</li>
          </ol>
        </Sheet>
      )}
    </Dialog>
  );
}

function LegacyTip({ version }: { version: readonly [number, number] | undefined }) {
  const { t } = useTranslation('install');
  const tip = legacyIosTip(version);
  if (!tip) return null;
  return (
    <p className="install-tip" data-testid="install-legacy-tip" data-tip={tip}>
      {tip === 'ios11' ? t('legacy.ios11') : t('legacy.ios12_early')}
    </p>
  );
}

/** A nested panel that takes the list's place (testing hook `sheet`, named by data-sheet). */
function Sheet({ name, title, back, onBack, children }: { name: string; title: string; back: string; onBack: () => void; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="install-sheet" data-testid="sheet" data-sheet={name} aria-labelledby={titleId}>
      <h3 id={titleId} className="install-sheet__title">
        {title}
      </h3>
      {children}
      <button type="button" className="button install-sheet__back" data-testid="sheet-back" onClick={onBack}>
        {back}
      </button>
    </section>
  );
}

export function CloseGlyph() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
