// /m/myBankCards: the member's bank cards (bank, masked number, payee), an add button while under
// the merchant's limit, and delete with a password — the funds password, or the login password
// when none is set. Loading, empty (no cards) and error-with-retry states.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SecurityBankCard, SecurityBankCards, SecurityOverview } from '../../api/contract.generated';
import { TOAST } from '../../config/constants';
import { showLoading, toast } from '../../state/ui-store';
import { Dialog } from '../../ui/dialog';
import { deleteBankCard, loadBankCards, loadOverview } from './security-api';
import { LoadState, SecurityFormElement, SecurityPasswordField, SecurityScreen, SecuritySubmit, useSecurityForm } from './security-form';
import { ADD_BANK_CARD_PATH } from './security-paths';
import { deletePasswordRule } from './security-validation';
import { useLoad } from './use-load';
import { useSecurityTranslation } from './use-security-translation';
import './security.css';

interface CardsData {
  readonly cards: SecurityBankCards;
  readonly overview: SecurityOverview;
}

const loadCardsData = async (): Promise<CardsData> => {
  const [cards, overview] = await Promise.all([loadBankCards(), loadOverview()]);
  return { cards, overview };
};

export function BankCardsScreen() {
  const { ready } = useSecurityTranslation();
  const { load, reload } = useLoad(loadCardsData);
  return (
    <SecurityScreen busy={!ready || load.status === 'loading'} page="bank-cards">
      {!ready ? null : load.status !== 'ready' ? <LoadState load={load} onRetry={reload} /> : <BankCardList data={load.data} onChanged={reload} />}
    </SecurityScreen>
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
        <p className="security-state muted" data-testid="empty-state">
          {t('no_cards')}
        </p>
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
              <button type="button" className="button bank-card__delete" data-testid="bank-card-delete" aria-label={t('delete_card_named', { bank: card.bankName, number: card.cardNumber })} onClick={() => setDeleting(card)}>
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
        <Link className="button button--primary security-form__submit" to={ADD_BANK_CARD_PATH} data-testid="bank-card-add">
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
  const [busy, setBusy] = useState(false);
  const form = useSecurityForm<'password'>({ password: '' }, { password: deletePasswordRule });
  const submit = async () => {
    if (busy || form.validate(['password']) !== null) return;
    setBusy(true);
    const hide = showLoading(null, TOAST.loadingMs);
    try {
      await deleteBankCard(card.bankCardId, form.state.values.password);
    } catch (error) {
      hide();
      setBusy(false);
      await form.refuse(error);
      return;
    }
    hide();
    toast.success('security:card_deleted');
    onDeleted();
  };
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
