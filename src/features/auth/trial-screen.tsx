// Free trial (/m/trail, FREEPLAY3), spec section 4: a loading message while the platform opens a
// trial account on the merchant's trial merchant, then home with the trial session stored.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { startTestPlay } from './auth-api';
import { completeTrialSignIn } from './auth-session';
import { useAuthTranslation } from './use-auth-translation';
import { authScreen } from './auth-ready';
import './auth.css';
import { PATHS } from '../../domain/paths';

export const TrialScreen = authScreen('trial', TrialView);

function TrialView() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const start = async () => {
    if (busy) return;
    setBusy(true);
    // Spec section 9: test play keeps its loading message up until the platform answers.
    const hide = showLoading('auth:trial_loading', TOAST.loadingLongMs);
    try {
      const reply = await startTestPlay();
      completeTrialSignIn(reply);
      hide();
      toast.success('auth:trial_started', true);
      void navigate(PATHS.home, { replace: true });
    } catch (error) {
      hide();
      setBusy(false);
      void toast.apiError(error);
    }
  };

  return (
    <main className="screen auth-screen" data-screen="trial">
      <div className="page-column auth-trial">
        <h2 className="auth-trial__title">{t('trial_title')}</h2>
        <p className="muted">{t('trial_body')}</p>
        <button type="button" className="button button--primary auth-form__submit" data-testid="trial-start" disabled={busy} onClick={() => void start()}>
          {t('trial_button')}
        </button>
      </div>
    </main>
  );
}
