// /m/securityCenter/addBankCard: binds a card — payee name (real name without diacritics, spaces
// allowed; read-only once bound), bank from the merchant's list, card number (digits, grouping
// spaces dropped). Refusals show under their field; nothing typed is lost.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SecurityBankCards, SecurityBankList } from '../../api/contract.generated';
import { BANK_CARD_NUMBER_MAX_LENGTH, PAYEE_NAME_MAX_LENGTH, TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { bindBankCard, loadBankCards, loadBanks } from './security-api';
import { LoadState, SecurityField, SecurityFormElement, SecurityScreen, SecuritySubmit, useSecurityForm, type SecurityForm } from './security-form';
import { BANK_CARDS_PATH } from './security-paths';
import { bankRule, cardDigits, cardNumberRule, payeeNameRule } from './security-validation';
import { useLoad } from './use-load';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';

interface AddCardData {
  readonly banks: SecurityBankList;
  readonly cards: SecurityBankCards;
}

const loadAddCardData = async (): Promise<AddCardData> => {
  const [banks, cards] = await Promise.all([loadBanks(), loadBankCards()]);
  return { banks, cards };
};

export function AddBankCardScreen() {
  const { ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loadAddCardData);
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page="add-bank-card">
      {!ready ? null : load.status !== 'ready' ? <LoadState load={load} onRetry={reload} /> : <AddCardForm data={load.data} />}
    </SecurityScreen>
  );
}

type Field = 'payeeName' | 'bankCode' | 'cardNumber';

function AddCardForm({ data }: { data: AddCardData }) {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const boundPayee = data.cards.payeeName;
  const form = useSecurityForm<Field>({ payeeName: boundPayee ?? '', bankCode: '', cardNumber: '' }, { payeeName: payeeNameRule, bankCode: bankRule, cardNumber: cardNumberRule });
  const { values } = form.state;
  const submit = async () => {
    if (busy || form.validate(['payeeName', 'bankCode', 'cardNumber']) !== null) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await bindBankCard({ payeeName: values.payeeName.trim(), bankCode: values.bankCode, cardNumber: cardDigits(values.cardNumber) });
    } catch (error) {
      hide();
      setBusy(false);
      await form.refuse(error);
      return;
    }
    hide();
    toast.success('security:card_added');
    void navigate(BANK_CARDS_PATH, { replace: true });
  };
  return (
    <>
      <SecurityFormElement formRef={form.formRef} testId="bank-card-form" onSubmit={submit}>
        <SecurityField
          {...form.bind('payeeName')}
          label={t('payee_name')}
          placeholder={t('payee_name_placeholder')}
          hint={boundPayee === null ? t('payee_name_hint') : t('payee_read_only')}
          readOnly={boundPayee !== null}
          maxLength={PAYEE_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <BankSelect form={form} banks={data.banks} />
        <SecurityField
          {...form.bind('cardNumber')}
          label={t('card_number')}
          placeholder={t('card_number_placeholder')}
          inputMode="numeric"
          // Room for the digits and the grouping spaces a player may type.
          maxLength={BANK_CARD_NUMBER_MAX_LENGTH + 6}
          autoComplete="cc-number"
        />
        <SecuritySubmit testId="bank-card-submit" disabled={busy}>
          {t('bind')}
        </SecuritySubmit>
      </SecurityFormElement>
    </>
  );
}

function BankSelect({ form, banks }: { form: SecurityForm<Field>; banks: SecurityBankList }) {
  const { t, message } = useSecurityTranslation();
  const id = useId();
  const bound = form.bind('bankCode');
  const errorId = `${id}-error`;
  return (
    <div className={`security-field${bound.error ? ' security-field--invalid' : ''}`}>
      <label className="security-field__label" htmlFor={id}>
        {t('bank')}
      </label>
      <div className="security-field__control">
        <select
          id={id}
          className="security-field__input security-field__select"
          name="bankCode"
          value={bound.value}
          aria-invalid={bound.error ? true : undefined}
          aria-describedby={bound.error ? errorId : undefined}
          onChange={(e) => bound.onChange(e.target.value)}
          onBlur={bound.onBlur}
        >
          <option value="">{t('choose_bank_option')}</option>
          {banks.map((bank) => (
            <option key={bank.bankCode} value={bank.bankCode}>
              {bank.bankName}
            </option>
          ))}
        </select>
      </div>
      {bound.error && (
        <p className="security-field__error" id={errorId} data-testid="field-error-bankCode">
          {message(bound.error)}
        </p>
      )}
    </div>
  );
}
