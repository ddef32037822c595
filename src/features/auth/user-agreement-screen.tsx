// /m/useragreement (spec section 2): the brand's user agreement in the interface language, from
// the merchant config or the built-in default, and a link to the full document when the merchant
// publishes one. The route table draws the header with its back arrow (history back, so the
// registration form the player came from is still filled in).
import { readMerchantConfig } from '../../config/merchant-config';
import { useLanguage } from '../../state/language-store';
import { authScreen } from './auth-ready';
import { resolveUserAgreement } from './user-agreement';
import { useAuthTranslation } from './use-auth-translation';
import './user-agreement.css';

const DEFAULT_PARAGRAPH_KEYS = ['agreement_default_1', 'agreement_default_2', 'agreement_default_3', 'agreement_default_4', 'agreement_default_5'] as const;

export const UserAgreementScreen = authScreen('user-agreement', UserAgreementView);

function UserAgreementView() {
  const { t } = useAuthTranslation();
  const { code } = useLanguage();
  const config = readMerchantConfig();
  const agreement = resolveUserAgreement(config, code);
  const values = { brand: config.name, age: config.minimumAge };
  return (
    <main className="screen user-agreement" data-screen="user-agreement">
      <article className="user-agreement__text" data-testid="agreement-text" data-source={agreement.source} lang={agreement.source === 'merchant' ? agreement.locale : undefined}>
        <h2 className="user-agreement__heading">{t('agreement_heading', values)}</h2>
        {agreement.source === 'merchant'
          ? agreement.paragraphs.map((paragraph, i) => <p key={i}>{paragraph}</p>)
          : DEFAULT_PARAGRAPH_KEYS.map((key) => <p key={key}>{t(key, values)}</p>)}
      </article>
      {agreement.url && (
        <div className="user-agreement__external">
          <p className="muted">{t('agreement_external_note')}</p>
          {/* A new tab keeps the app (and a half-filled registration) where it was; noopener stops the document reaching back into it. */}
          <a className="button button--primary user-agreement__link" href={agreement.url} target="_blank" rel="noopener noreferrer" data-testid="agreement-external-link">
            {t('agreement_external_link')}
          </a>
        </div>
      )}
    </main>
  );
}
