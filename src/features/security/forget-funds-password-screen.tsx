// /m/securityCenter/forgetFundsPass (upstream's path): a code goes to the bound e-mail or mobile
// (the player picks when both are bound), then the code and a new funds password set it. Without a
// funds password there is nothing to reset: the page sends to setting one; without a bound contact
// it says so.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SecurityOverview } from '../../api/contract.generated';
import { CodeField, useCodeSender } from './code-field';
import { NewFundPasswordFields } from './new-fund-password-fields';
import { loadOverview, resetFundPassword, sendFundPasswordCode, type CodeChannel } from './security-api';
import { SecurityFormElement, SecurityLoadScreen, SecuritySubmit, confirmMismatchOn, useSecurityForm, useSecuritySubmit } from './security-form';
import { codeRule, newFundPasswordRules } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';

export function ForgetFundsPasswordScreen() {
  return (
    <SecurityLoadScreen page="forget-fund-password" loader={loadOverview}>
      {(overview) => <ForgetContent overview={overview} />}
    </SecurityLoadScreen>
  );
}

function ForgetContent({ overview }: { overview: SecurityOverview }) {
  const { t } = useSecurityTranslation();
  if (!overview.fundPasswordSet) {
    return (
      <div className="security-state">
        <p>{t('fund_password_not_set_yet')}</p>
        <Link className="button button--primary" to={PATHS['security-funds-password']} data-testid="forget-set-instead">
          {t('set_fund_password')}
        </Link>
      </div>
    );
  }
  if (overview.email === null && overview.mobile === null) {
    return (
      <div className="security-state" data-testid="forget-no-contact">
        <p>{t('no_contact_bound')}</p>
        <Link className="button button--primary" to={PATHS['security-email']}>
          {t('bind_email')}
        </Link>
      </div>
    );
  }
  return <ForgetForm overview={overview} />;
}

type Field = 'verificationCode' | 'newFundPassword' | 'confirmFundPassword';

function ForgetForm({ overview }: { overview: SecurityOverview }) {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const channels: CodeChannel[] = [...(overview.email !== null ? (['email'] as const) : []), ...(overview.mobile !== null ? (['mobile'] as const) : [])];
  const [channel, setChannel] = useState<CodeChannel>(channels[0] ?? 'email');
  const form = useSecurityForm<Field>({ verificationCode: '', newFundPassword: '', confirmFundPassword: '' }, (current) => ({
    verificationCode: codeRule,
    ...newFundPasswordRules(current),
  }));
  const { values } = form.state;

  const { sentTo, send } = useCodeSender(form.refuse, () => sendFundPasswordCode(channel));

  const { busy, submit } = useSecuritySubmit(form, {
    fields: ['verificationCode', 'newFundPassword', 'confirmFundPassword'],
    send: () => resetFundPassword({ channel, verificationCode: values.verificationCode.trim(), newFundPassword: values.newFundPassword, confirmFundPassword: values.confirmFundPassword }),
    refused: confirmMismatchOn(form, 'confirmFundPassword'),
    saved: 'security:saved',
    then: () => void navigate(PATHS['security-center'], { replace: true }),
  });

  return (
    <>
      <h2 className="security-heading">{t('forgot_fund_password')}</h2>
      <SecurityFormElement formRef={form.formRef} testId="fund-password-reset-form" onSubmit={submit}>
        <fieldset className="security-choice">
          <legend className="field__label">{t('send_code_to')}</legend>
          {channels.map((c) => (
            <label key={c} className="security-choice__option">
              <input type="radio" name="channel" value={c} checked={channel === c} onChange={() => setChannel(c)} />
              <span>{c === 'email' ? t('channel_email', { destination: overview.email }) : t('channel_mobile', { destination: overview.mobile })}</span>
            </label>
          ))}
        </fieldset>
        <CodeField {...form.bind('verificationCode')} onSend={send} sentTo={sentTo} />
        <NewFundPasswordFields bind={form.bind} />
        <SecuritySubmit testId="fund-password-reset-submit" disabled={busy}>
          {t('save')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}
