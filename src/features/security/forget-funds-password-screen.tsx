// /m/securityCenter/forgetFundsPass (upstream's path): a code goes to the bound e-mail or mobile
// (the player picks when both are bound), then the code and a new funds password set it. Without a
// funds password there is nothing to reset: the page sends to setting one; without a bound contact
// it says so.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SecurityOverview } from '../../api/contract.generated';
import { isApiError } from '../../api/api-error';
import { TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { CodeField } from './code-field';
import { loadOverview, resetFundPassword, sendFundPasswordCode, type CodeChannel } from './security-api';
import { LoadState, SecurityFormElement, SecurityPasswordField, SecurityScreen, SecuritySubmit, useSecurityForm } from './security-form';
import { EMAIL_PATH, FUNDS_PASSWORD_PATH, SECURITY_CENTER_PATH } from './security-paths';
import { FUND_PASSWORD_BOUNDS, codeRule, confirmRule, fundPasswordRule } from './security-validation';
import { useLoad } from './use-load';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';

export function ForgetFundsPasswordScreen() {
  const { t, ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loadOverview);
  let content = null;
  if (ready && load.status !== 'ready') content = <LoadState load={load} onRetry={reload} />;
  else if (ready && load.status === 'ready') {
    const o = load.data;
    if (!o.fundPasswordSet) {
      content = (
        <div className="security-state">
          <p>{t('fund_password_not_set_yet')}</p>
          <Link className="button button--primary" to={FUNDS_PASSWORD_PATH} data-testid="forget-set-instead">
            {t('set_fund_password')}
          </Link>
        </div>
      );
    } else if (o.email === null && o.mobile === null) {
      content = (
        <div className="security-state" data-testid="forget-no-contact">
          <p>{t('no_contact_bound')}</p>
          <Link className="button button--primary" to={EMAIL_PATH}>
            {t('bind_email')}
          </Link>
        </div>
      );
    } else content = <ForgetForm overview={o} />;
  }
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page="forget-fund-password">
      {content}
    </SecurityScreen>
  );
}

type Field = 'verificationCode' | 'newFundPassword' | 'confirmFundPassword';

function ForgetForm({ overview }: { overview: SecurityOverview }) {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const channels: CodeChannel[] = [...(overview.email !== null ? (['email'] as const) : []), ...(overview.mobile !== null ? (['mobile'] as const) : [])];
  const [channel, setChannel] = useState<CodeChannel>(channels[0] ?? 'email');
  const [sentTo, setSentTo] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const form = useSecurityForm<Field>({ verificationCode: '', newFundPassword: '', confirmFundPassword: '' }, (current) => ({
    verificationCode: codeRule,
    newFundPassword: fundPasswordRule('enter_new_fund_password'),
    confirmFundPassword: confirmRule(current.newFundPassword),
  }));
  const { values } = form.state;

  const send = async (): Promise<number | null> => {
    try {
      const sent = await sendFundPasswordCode(channel);
      setSentTo(sent.destination);
      return sent.cooldownSeconds;
    } catch (error) {
      await form.refuse(error);
      return null;
    }
  };

  const submit = async () => {
    if (busy || form.validate(['verificationCode', 'newFundPassword', 'confirmFundPassword']) !== null) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await resetFundPassword({ channel, verificationCode: values.verificationCode.trim(), newFundPassword: values.newFundPassword, confirmFundPassword: values.confirmFundPassword });
    } catch (error) {
      hide();
      setBusy(false);
      if (isApiError(error) && error.code === 'modify.new.confirm.diff') form.fail('confirmFundPassword', { key: 'security:confirm_mismatch' });
      else await form.refuse(error);
      return;
    }
    hide();
    toast.success('security:saved');
    void navigate(SECURITY_CENTER_PATH, { replace: true });
  };

  return (
    <>
      <h2 className="security-heading">{t('forgot_fund_password')}</h2>
      <SecurityFormElement formRef={form.formRef} testId="fund-password-reset-form" onSubmit={submit}>
        <fieldset className="security-choice">
          <legend className="security-field__label">{t('send_code_to')}</legend>
          {channels.map((c) => (
            <label key={c} className="security-choice__option">
              <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              <span>{c === 'email' ? t('channel_email', { destination: overview.email }) : t('channel_mobile', { destination: overview.mobile })}</span>
            </label>
          ))}
        </fieldset>
        <CodeField {...form.bind('verificationCode')} onSend={send} sentTo={sentTo} />
        <SecurityPasswordField
          {...form.bind('newFundPassword')}
          label={t('new_fund_password')}
          placeholder={t('new_fund_password_placeholder')}
          hint={t('fund_password_hint', { min: FUND_PASSWORD_BOUNDS.min, max: FUND_PASSWORD_BOUNDS.max })}
          maxLength={FUND_PASSWORD_BOUNDS.max}
          autoComplete="new-password"
        />
        <SecurityPasswordField {...form.bind('confirmFundPassword')} label={t('confirm_fund_password')} placeholder={t('confirm_fund_password_placeholder')} autoComplete="new-password" />
        <SecuritySubmit testId="fund-password-reset-submit" disabled={busy}>
          {t('save')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}
