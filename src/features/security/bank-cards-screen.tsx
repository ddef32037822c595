// /m/myBankCards: the member's bank cards (bank, masked number, payee), an add button while under
// the merchant's limit, and delete with a password — the funds password, or the login password
// when none is set. Loading, empty (no cards) and error-with-retry states.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SecurityBankCard, SecurityBankCards, SecurityOverview } from '../../api/contract.generated';
import { Dialog } from '../../ui/dialog';
import { deleteBankCard, loadBankCards, loadOverview } from './security-api';
import { SecurityFormElement, SecurityLoadScreen, SecurityPasswordField, SecuritySubmit, useSecurityForm, useSecuritySubmit } from './security-form';
import { deletePasswordRule } from './security-validation';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';
import { PATHS } from '../../domain/paths';
import { EmptyState } from '../../ui/screen-state';

interface CardsData {
  readonly cards: SecurityBankCards;
  readonly overview: SecurityOverview;
}

const loadCardsData = async (): Promise<CardsData> => {
  const [cards, overview] = await Promise.all([loadBankCards(), loadOverview()]);
  return { cards, overview };
};

export function BankCardsScreen() {
  return (
    <SecurityLoadScreen page="bank-cards" loader={loadCardsData}>
      {(data, reload) => <BankCardList data={data} onChanged={reload} />}
    </SecurityLoadScreen>
  );
}

function BankCardList({ data, onChanged }: { data: CardsData; onChanged: () => void }) {
  const { t } = useSecurityTranslation();
  const [deleting, setDeleting] = useState<SecurityBankCard | null>(null);
  const { bankCards, maxCardCount } = data.cards;
  const full = bankCards.length >= maxCardCount;
  return (
    <>
      <p className="security-note" data-testid="bank-card-count">
        {t('cards_count', { count: bankCards.length, max: maxCardCount })}
      </p>
      {bankCards.length === 0 ? (
        <EmptyState className="security-state" look="block">
          {t('no_cards')}
        </EmptyState>
      ) : (
        <ul className="bank-card-list">
          {bankCards.map((card) => (
            <li key={card.bankCardId} className="bank-card" data-testid="bank-card" data-card-id={card.bankCardId}>
              <div className="bank-card__text">
                <span className="bank-card__bank">{card.bankName}</span>
                <span className="bank-card__number" data-testid="bank-card-number">
                  {card.cardNumber}
                </span>
                <span className="bank-card__payee">{card.payeeName}</span>
              </div>
              <button
                type="button"
                className="button bank-card__delete"
                data-testid="bank-card-delete"
                aria-label={t('delete_card_named', { bank: card.bankName, number: card.cardNumber })}
                onClick={() => setDeleting(card)}
              >
                {t('delete')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="security-note" data-testid="bank-card-limit">
          {t('cards_full', { max: maxCardCount })}
        </p>
      ) : (
        <Link className="button button--primary security-form__submit" to={PATHS['security-add-bank-card']} data-testid="bank-card-add">
          {t('add_card')}
        </Link>
      )}
      {deleting && (
        <DeleteCardDialog
          card={deleting}
          withFundPassword={data.overview.fundPasswordSet}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            onChanged();
          }}
        />
      )}
    </>
  );
}

function DeleteCardDialog({ card, withFundPassword, onClose, onDeleted }: { card: SecurityBankCard; withFundPassword: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useSecurityTranslation();
  const form = useSecurityForm<'password'>({ password: '' }, { password: deletePasswordRule });
  const { busy, submit } = useSecuritySubmit(form, {
    fields: ['password'],
    send: () => deleteBankCard(card.bankCardId, form.state.values.password),
    saved: 'security:card_deleted',
    then: onDeleted,
  });
  return (
    <Dialog title={t('delete_card_title')} testId="bank-card-delete-dialog" onMaskClick={onClose}>
      <p>{t('delete_card_body', { bank: card.bankName, number: card.cardNumber })}</p>
      <SecurityFormElement formRef={form.formRef} testId="bank-card-delete-form" onSubmit={submit}>
        <SecurityPasswordField {...form.bind('password')} label={withFundPassword ? t('current_fund_password') : t('login_password')} autoComplete="current-password" />
        <div className="security-dialog-actions">
          <button type="button" className="button" data-testid="bank-card-delete-cancel" onClick={onClose}>
            {t('cancel')}
          </button>
          <SecuritySubmit testId="bank-card-delete-submit" disabled={busy}>
            {t('delete')}
          </SecuritySubmit>
        </div>
      </SecurityFormElement>
    </Dialog>
  );
}
