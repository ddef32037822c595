// /m/securityCenter/addBankCard: binds a card — payee name (real name without diacritics, spaces
// allowed; read-only once bound), bank from the merchant's list, card number (digits, grouping
// spaces dropped). Refusals show under their field; nothing typed is lost.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SecurityBankCards, SecurityBankList } from '../../api/contract.generated';
import { BANK_CARD_NUMBER_MAX_LENGTH, PAYEE_NAME_MAX_LENGTH } from '../../config/constants';
import { FieldFrame, TextField, describedBy } from '../../ui/form-field';
import { bindBankCard, loadBankCards, loadBanks } from './security-api';
import { SecurityFormElement, SecurityLoadScreen, SecuritySubmit, useSecurityForm, useSecuritySubmit, type SecurityForm } from './security-form';
import { bankRule, cardDigits, cardNumberRule, payeeNameRule } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';

interface AddCardData {
  readonly banks: SecurityBankList;
  readonly cards: SecurityBankCards;
}

const loadAddCardData = async (): Promise<AddCardData> => {
  const [banks, cards] = await Promise.all([loadBanks(), loadBankCards()]);
  return { banks, cards };
};

export function AddBankCardScreen() {
  return (
    <SecurityLoadScreen page="add-bank-card" loader={loadAddCardData}>
      {(data) => <AddCardForm data={data} />}
    </SecurityLoadScreen>
  );
}

type Field = 'payeeName' | 'bankCode' | 'cardNumber';

function AddCardForm({ data }: { data: AddCardData }) {
  const { t } = useSecurityTranslation();
  const navigate = useNavigate();
  const boundPayee = data.cards.payeeName;
  const form = useSecurityForm<Field>({ payeeName: boundPayee ?? '', bankCode: '', cardNumber: '' }, { payeeName: payeeNameRule, bankCode: bankRule, cardNumber: cardNumberRule });
  const { values } = form.state;
  const { busy, submit } = useSecuritySubmit(form, {
    fields: ['payeeName', 'bankCode', 'cardNumber'],
    send: () => bindBankCard({ payeeName: values.payeeName.trim(), bankCode: values.bankCode, cardNumber: cardDigits(values.cardNumber) }),
    saved: 'security:card_added',
    then: () => void navigate(PATHS['security-bank-cards'], { replace: true }),
  });
  return (
    <>
      <SecurityFormElement formRef={form.formRef} testId="bank-card-form" onSubmit={submit}>
        <TextField
          {...form.bind('payeeName')}
          label={t('payee_name')}
          placeholder={t('payee_name_placeholder')}
          hint={boundPayee === null ? t('payee_name_hint') : t('payee_read_only')}
          readOnly={boundPayee !== null}
          maxLength={PAYEE_NAME_MAX_LENGTH}
          autoComplete="name"
        />
        <BankSelect form={form} banks={data.banks} />
        <TextField
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
  const { t } = useSecurityTranslation();
  const id = useId();
  const bound = form.bind('bankCode');
  return (
    <FieldFrame id={id} name="bankCode" label={t('bank')} error={bound.error}>
      <select
        id={id}
        className="field__input field__select"
        name="bankCode"
        value={bound.value}
        aria-invalid={bound.error ? true : undefined}
        aria-describedby={describedBy(id, bound.error, undefined)}
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
    </FieldFrame>
  );
}
