// The new funds password and its confirmation, as the set/change and the forgotten-password forms
// both ask for them (rules: newFundPasswordRules in security-validation.ts).
import { SecurityPasswordField, type BoundField } from './security-form';
import { FUND_PASSWORD_BOUNDS } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';

const HINT_VALUES = { min: FUND_PASSWORD_BOUNDS.min, max: FUND_PASSWORD_BOUNDS.max };

export function NewFundPasswordFields({ bind }: { bind: (name: 'newFundPassword' | 'confirmFundPassword') => BoundField }) {
  const { t } = useSecurityTranslation();
  return (
    <>
      <SecurityPasswordField
        {...bind('newFundPassword')}
        label={t('new_fund_password')}
        placeholder={t('new_fund_password_placeholder')}
        hint={t('fund_password_hint', HINT_VALUES)}
        maxLength={FUND_PASSWORD_BOUNDS.max}
        autoComplete="new-password"
      />
      <SecurityPasswordField {...bind('confirmFundPassword')} label={t('confirm_fund_password')} placeholder={t('confirm_fund_password_placeholder')} autoComplete="new-password" />
    </>
  );
}
