// Settings (/m/set), spec section 2: a change-password row, the interface language (a signed-in
// player has no header picker) and sign out. Without a session the
// route sends the player home; the row itself sends a guest to /m/login and tells a trial user to
// use an actual account.
import { Navigate, useNavigate } from 'react-router-dom';
import { readMerchantConfig } from '../../config/merchant-config';
import { setLanguage, useLanguage } from '../../state/language-store';
import { LanguagePicker } from '../../ui/language-picker';
import { signOutWithFeedback, useSession } from '../../state/session-store';
import { toast } from '../../state/ui-store';
import { isTrialUser } from './auth-session';
import { useAuthTranslation } from './use-auth-translation';
import { authScreen } from './auth-ready';
import './auth.css';
import { PATHS } from '../../domain/paths';

export const SettingsScreen = authScreen('settings', SettingsView);

function SettingsView() {
  const { t } = useAuthTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const { code: language } = useLanguage();
  if (!session) return <Navigate to={PATHS.home} replace />;

  const openChangePassword = () => {
    if (!session) void navigate(PATHS.login);
    else if (isTrialUser()) toast.notice('errors:trial_denied');
    else void navigate(PATHS['change-password']);
  };

  const signOut = () => void signOutWithFeedback().then(() => navigate(PATHS.home, { replace: true }));

  return (
    <main className="screen auth-screen" data-screen="settings">
      <div className="page-column">
        <ul className="settings-list">
          <li>
            <button type="button" className="settings-row" data-testid="settings-change-password" onClick={openChangePassword}>
              <span>{t('change_password_row')}</span>
              <span aria-hidden="true">›</span>
            </button>
          </li>
          <li className="settings-row settings-row--static">
            <span>{t('language_row')}</span>
            <LanguagePicker languages={readMerchantConfig().languages} current={language} onSelect={(next) => void setLanguage(next)} />
          </li>
        </ul>
        <button type="button" className="button auth-form__submit settings-sign-out" data-testid="settings-sign-out" onClick={signOut}>
          {t('sign_out')}
        </button>
      </div>
    </main>
  );
}
