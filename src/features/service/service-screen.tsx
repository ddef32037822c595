// /m/service (spec sections 2, 3, 7): the merchant's customer-service channels by csType, each with
// its icon and label, from the consolidated settings (else the merchant file). Paths arrive
// encrypted and are decrypted here (service-path.ts); the file's entries are plain URLs. LIVECHAT gets
// a verify token first and opens in a 440x750 window or in an in-app frame (chat.ts); a failed token
// shows 'Error: {message}' for 3 s (spec section 8). Other channels are plain external links.
import { useCallback, useEffect, useRef, useState } from 'react';
import { translateError } from '../../api/error-messages';
import { CHAT_ERROR_TOAST_MS } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { callLazily } from '../../state/endpoint-call';
import { loadServiceLinks } from '../../state/service-links';
import { showLoading, showToast } from '../../state/ui-store';
import { CHAT_WINDOW_NAME, chatEmbedUrl, chatWindowFeatures, currentChatPresentation } from './chat';
import { ServiceTypeIcon } from './service-icons';
import { EmptyState } from '../../ui/screen-state';
import { ServiceLoadScreen } from './service-load';
import { decryptServicePathLazily, safeServiceUrl } from './service-path';
import { useServiceTranslation } from './use-service-translation';
import './service.css';

export interface ServiceEntry {
  readonly csType: string;
  readonly url: URL;
}

async function loadEntries(renew: boolean): Promise<ServiceEntry[]> {
  const links = await loadServiceLinks({ renew });
  const entries = await Promise.all(
    links.map(async (link) => {
      try {
        // The platform's paths are encrypted; the merchant file's fallback entries are plain URLs.
        const target = link.path !== undefined ? await decryptServicePathLazily(link.path) : link.url;
        const url = safeServiceUrl(target, window.location.origin);
        return url ? { csType: link.csType, url } : null;
      } catch {
        // One garbled path hides that channel only.
        return null;
      }
    }),
  );
  return entries.filter((e): e is ServiceEntry => e !== null);
}

export function ServiceScreen() {
  const { t } = useServiceTranslation();
  const [chatUrl, setChatUrl] = useState<string | null>(null);

  const openChat = useCallback(
    async (entry: ServiceEntry) => {
      const presentation = currentChatPresentation();
      // Opened inside the tap (a window opened after the reply would be blocked), filled once the token arrives.
      const win = presentation === 'window' ? window.open('about:blank', CHAT_WINDOW_NAME, chatWindowFeatures(window.screen)) : null;
      const hide = showLoading();
      try {
        const token = await callLazily('chatVerifyToken', {});
        const url = chatEmbedUrl(entry.url, token);
        if (win) {
          win.opener = null;
          win.location.href = url;
        } else {
          setChatUrl(url);
        }
      } catch (error) {
        win?.close();
        showToast({ key: 'service:chat_error', values: { message: translateError(error, t) } }, { kind: 'error', durationMs: CHAT_ERROR_TOAST_MS });
      } finally {
        hide();
      }
    },
    [t],
  );

  return (
    <ServiceLoadScreen
      screen="service"
      loader={loadEntries}
      errorKey="service_error"
      testIdPrefix="service"
      after={chatUrl && <ChatFrame url={chatUrl} brand={readMerchantConfig().name} onClose={() => setChatUrl(null)} />}
    >
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState>{t('service_empty')}</EmptyState>
        ) : (
          <>
            <p className="service__intro">{t('service_intro')}</p>
            <ul className="service__list" aria-label={t('service_list')}>
              {entries.map((entry, index) => {
                const label = t(`type.${entry.csType}`, { defaultValue: t('type.OTHER') });
                const hint = t(`type_hint.${entry.csType}`, { defaultValue: t('type_hint.OTHER') });
                const content = (
                  <>
                    <span className="service-entry__icon" aria-hidden="true">
                      <ServiceTypeIcon csType={entry.csType} />
                    </span>
                    <span className="service-entry__text">
                      <span className="service-entry__label">{label}</span>
                      <span className="service-entry__hint">{hint}</span>
                    </span>
                  </>
                );
                return (
                  <li key={`${entry.csType}-${index}`}>
                    {entry.csType === 'LIVECHAT' ? (
                      <button type="button" className="service-entry" data-testid="service-entry" data-cs-type={entry.csType} onClick={() => void openChat(entry)}>
                        {content}
                      </button>
                    ) : (
                      <a className="service-entry" data-testid="service-entry" data-cs-type={entry.csType} href={entry.url.href} target="_blank" rel="noopener noreferrer">
                        {content}
                        <span className="visually-hidden">({t('service_external')})</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        )
      }
    </ServiceLoadScreen>
  );
}

function ChatFrame({ url, brand, onClose }: { url: string; brand: string; onClose: () => void }) {
  const { t } = useServiceTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    // A modal: focus moves in (to its close button) and back to what opened it afterwards.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => opener?.focus();
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="service-chat" role="dialog" aria-modal="true" aria-label={t('chat_title')} data-testid="service-chat">
      <div className="service-chat__bar">
        <span className="service-chat__title">
          {t('chat_title')} · {brand}
        </span>
        <button ref={closeRef} type="button" className="service-chat__close" data-testid="service-chat-close" aria-label={t('chat_close')} onClick={onClose}>
          ×
        </button>
      </div>
      <iframe
        className="service-chat__frame"
        data-testid="service-chat-frame"
        src={url}
        title={t('chat_title')}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  );
}
