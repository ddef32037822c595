// Facebook and Google sign-in on the member login screen. An icon shows only when its flag
// (FACEBOOKLOGIN3 / GOOGLELOGIN3) is on and the merchant configured the provider (socialLogin). A
// tap saves a random state (and Google's nonce) for this tab and goes to the provider; the provider
// sends the player back to /m/login?provider=<name> with a token in the fragment, which is checked
// against the saved state and handed to the platform's login (type 'social') to verify.
// Agent login offers none: its return would land on the member login (docs/auth.md).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { flag } from '../../config/flags';
import { readMerchantConfig } from '../../config/merchant-config';
import { readStored, removeStored, storageKeys, writeStored } from '../../state/storage';
import { showAlert, showLoading } from '../../state/ui-store';
import { messageKeyForError } from '../../api/error-messages';
import { login } from './auth-api';
import { completeSignIn } from './auth-session';
import { authorizationUrl, checkProviderReturn, offeredProviders, randomUrlToken, readProviderReturn, type SocialProvider } from './social-sign-in';
import { useAuthTranslation } from './use-auth-translation';
import { PATHS } from '../../domain/paths';

export function SocialLogin({ agent = false }: { agent?: boolean }) {
  const { t } = useAuthTranslation();
  useProviderReturn(agent);
  const config = readMerchantConfig();
  const providers = agent ? [] : offeredProviders(config.socialLogin, flag);
  if (providers.length === 0) return null;

  const start = (provider: SocialProvider) => {
    const attempt = { provider, state: randomUrlToken(), nonce: randomUrlToken(), startedAt: Date.now() };
    const url = authorizationUrl(provider, config.socialLogin, window.location.origin, attempt);
    if (!url) return;
    writeStored(storageKeys.socialSignIn, attempt);
    window.location.assign(url);
  };

  return (
    <div className="social-login" data-testid="social-login">
      <p className="social-login__title">{t('social_title')}</p>
      <div className="social-login__icons">
        {providers.map((provider) => (
          <button
            key={provider}
            type="button"
            className={`social-login__icon social-login__icon--${provider}`}
            data-testid={`social-${provider}`}
            aria-label={t(`social_${provider}`)}
            onClick={() => start(provider)}
          >
            {provider === 'facebook' ? <FacebookIcon /> : <GoogleIcon />}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Back from the provider: check the state, drop the token from the address bar, sign in. */
function useProviderReturn(agent: boolean) {
  const { t } = useAuthTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  // Effects run twice in development's strict mode; the attempt is single-use, so handle it once.
  const handled = useRef(false);
  useEffect(() => {
    if (agent || handled.current) return;
    const ret = readProviderReturn(location.search, location.hash);
    if (!ret) return;
    handled.current = true;
    const verdict = checkProviderReturn(ret, readStored(storageKeys.socialSignIn), Date.now());
    removeStored(storageKeys.socialSignIn);
    // The token must not stay in the URL or the history entry.
    void navigate(PATHS.login, { replace: true });
    const providerName = t(`social_${ret.provider}_name`);
    if (!verdict.ok) {
      void showAlert({ key: 'auth:social_no_return', values: { provider: providerName } });
      return;
    }
    const hide = showLoading();
    void (async () => {
      try {
        const reply = await login({ type: 'social', provider: verdict.provider, providerToken: verdict.token, ...(verdict.provider === 'google' ? { nonce: verdict.nonce } : {}) }, false);
        hide();
        const destination = completeSignIn(reply, { agentMarker: 'clear', destination: PATHS.home });
        void navigate(destination, { replace: true });
      } catch (error) {
        hide();
        const message = messageKeyForError(error);
        void showAlert(message.values ? { key: message.key, values: message.values } : message.key);
      }
    })();
  }, [agent, location.search, location.hash, navigate, t]);
}

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.3-.5.6-.5z" />
    </svg>
  );
}

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10C7.2 7.8 9.4 6 12 6z" />
    </svg>
  );
}
