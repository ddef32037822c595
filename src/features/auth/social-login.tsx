// Facebook and Google sign-in icons (FACEBOOKLOGIN3 / GOOGLELOGIN3). No merchant configures a
// provider (app id, Firebase project) yet, so a tap says plainly that this sign-in is not set up
// for the site instead of failing silently or opening a broken popup.
import { flag } from '../../config/flags';
import { showAlert } from '../../state/ui-store';
import { useAuthTranslation } from './use-auth-translation';

type Provider = 'facebook' | 'google';

export function SocialLogin() {
  const { t } = useAuthTranslation();
  const providers: Provider[] = [...(flag('FACEBOOKLOGIN3') ? (['facebook'] as const) : []), ...(flag('GOOGLELOGIN3') ? (['google'] as const) : [])];
  if (providers.length === 0) return null;
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
            onClick={() => void showAlert({ key: 'auth:social_not_configured', values: { provider: t(`social_${provider}_name`) } })}
          >
            {provider === 'facebook' ? <FacebookIcon /> : <GoogleIcon />}
          </button>
        ))}
      </div>
    </div>
  );
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
