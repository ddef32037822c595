// Invite friends (/m/inviteFriends, REFERRAL): the member's invitation code and share links (copy,
// and the Web Share API where the browser has it), how many friends registered with the code and the
// income they brought, the friends page by page, and the merchant's referral rules. The code comes
// from MCSFE_getReferralDetails?autoGenerate=true: made once on the first visit, the same afterwards.
// No QR code: no maintained QR library is installed, and the project does not hand-roll one.
import type { InviteReferral, InviteReferralDetails, InviteReferralIncome, InviteReferralRules } from '../../api/contract.generated';
import { INVITE } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { callLazily } from '../../state/endpoint-call';
import { toast } from '../../state/ui-store';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { localDate, shareLinks } from './invite-model';
import { PagedList, usePaged, type Page } from './paged-list';
import { useInviteTranslation } from './use-invite-translation';
import './invite.css';
import { useMoney } from '../../ui/currency';

interface Data {
  details: InviteReferralDetails;
  rules: InviteReferralRules;
  income: InviteReferralIncome;
}

function loadFriends(page: number): Promise<Page<InviteReferral>> {
  return callLazily('inviteReferralList', { query: { page, size: INVITE.pageSize } }).then((r) => ({ items: r.content, total: r.total }));
}

function loadInvite(): Promise<Data> {
  return Promise.all([
    callLazily('inviteReferralDetails', { query: { autoGenerate: true } }),
    callLazily('inviteReferralRules', {}),
    callLazily('inviteReferralIncome', {}),
  ]).then(([details, rules, income]) => ({ details, rules, income }));
}

function copyText(text: string, done: string, failed: string): void {
  const write = navigator.clipboard?.writeText(text);
  if (!write) return toast.error(failed);
  write.then(
    () => toast.success(done),
    () => toast.error(failed),
  );
}

export function InviteFriendsScreen() {
  const { t, ready } = useInviteTranslation();
  const { load, reload } = useLoad(loadInvite);
  const friends = usePaged(loadFriends);

  const config = readMerchantConfig();
  const money = useMoney();

  if (!ready || load.status === 'loading') return <main className="screen invite-screen" data-screen="invite-friends" aria-busy="true" />;
  if (load.status === 'error') {
    return (
      <main className="screen invite-screen" data-screen="invite-friends">
        <ErrorState message={t('invite:friends.load_failed')} error={load.error} onRetry={reload} testIdPrefix="invite" compact />
      </main>
    );
  }

  const { details, rules, income } = load.data;
  const code = details.referralCode ?? '';
  const links = details.registerPath ? shareLinks(window.location.origin, details.registerPath, details.promotionDomains) : [];
  const [primary, ...others] = links;
  const canShare = typeof navigator.share === 'function';
  const share = () => {
    if (!primary) return;
    navigator.share({ title: config.name, text: t('invite:friends.share_text', { brand: config.name, code }), url: primary.url }).catch(() => undefined);
  };

  return (
    <main className="screen invite-screen" data-screen="invite-friends">
      <section className="invite-card" aria-labelledby="invite-code-title">
        <h2 id="invite-code-title" className="invite-title">
          {t('invite:friends.code_title')}
        </h2>
        <div className="invite-code-row">
          <span className="visually-hidden">{t('invite:friends.code_label')}</span>
          <strong className="invite-code" data-testid="invite-code" dir="ltr">
            {code}
          </strong>
          <button type="button" className="button button--small" data-testid="invite-copy-code" onClick={() => copyText(code, 'invite:friends.copied_code', 'invite:friends.copy_failed')}>
            {t('invite:friends.copy_code')}
          </button>
        </div>
        {primary && (
          <div className="invite-link">
            <span className="muted">{t('invite:friends.link_label')}</span>
            <bdi dir="ltr" className="invite-link__url" data-testid="invite-link">
              {primary.url}
            </bdi>
            <div className="invite-link__actions">
              <button type="button" className="button button--small button--primary" data-testid="invite-copy-link" onClick={() => copyText(primary.url, 'invite:friends.copied_link', 'invite:friends.copy_failed')}>
                {t('invite:friends.copy_link')}
              </button>
              {canShare && (
                <button type="button" className="button button--small" data-testid="invite-share" onClick={share}>
                  {t('invite:friends.share')}
                </button>
              )}
            </div>
          </div>
        )}
        {others.length > 0 && (
          <details className="invite-domains">
            <summary>{t('invite:friends.other_domains')}</summary>
            <ul>
              {others.map((link) => (
                <li key={link.domain} data-testid="invite-domain-link" data-domain={link.domain}>
                  <bdi dir="ltr" className="invite-link__url">
                    {link.url}
                  </bdi>
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={t('invite:friends.copy_domain_link', { domain: link.domain })}
                    onClick={() => copyText(link.url, 'invite:friends.copied_link', 'invite:friends.copy_failed')}
                  >
                    {t('invite:friends.copy_link')}
                  </button>
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>

      <dl className="invite-card invite-stats">
        <div>
          <dt>{t('invite:friends.invitations')}</dt>
          <dd data-testid="invite-count">{details.totalInvitations}</dd>
        </div>
        <div>
          <dt>{t('invite:friends.income')}</dt>
          <dd data-testid="invite-income">
            <bdi dir="ltr">{money(income.totalIncome)}</bdi>
          </dd>
        </div>
      </dl>

      <section className="invite-section" aria-labelledby="invite-list-title">
        <h2 id="invite-list-title" className="invite-title">
          {t('invite:friends.list_title')}
        </h2>
        <PagedList
          state={friends}
          size={INVITE.pageSize}
          testId="invite-list"
          labelledBy="invite-list-title"
          empty={t('invite:friends.list_empty')}
          failed={t('invite:friends.list_failed')}
          renderItem={(friend) => (
            <li key={friend.id} className="invite-row" data-testid="invite-row" data-deposited={friend.firstDeposit ? 'yes' : 'no'}>
              <div className="invite-row__main">
                <strong dir="ltr">{friend.username}</strong>
                <span className="muted">{t('invite:friends.registered', { date: localDate(friend.registeredAt) })}</span>
              </div>
              <div className="invite-row__side">
                <span className={friend.firstDeposit ? 'invite-tag invite-tag--yes' : 'invite-tag'}>{t(friend.firstDeposit ? 'invite:friends.deposited' : 'invite:friends.not_deposited')}</span>
                <bdi dir="ltr">{t('invite:friends.reward', { amount: money(friend.reward) })}</bdi>
              </div>
            </li>
          )}
        />
      </section>

      <section className="invite-card invite-rules" aria-labelledby="invite-rules-title" data-testid="invite-rules">
        <h2 id="invite-rules-title" className="invite-title">
          {t('invite:friends.rules_title')}
        </h2>
        <ol>
          <li>{t('invite:friends.rule_share')}</li>
          <li>{t('invite:friends.rule_reward', { minimum: money(rules.minFirstDeposit), reward: money(rules.rewardPerFriend) })}</li>
          <li>{t('invite:friends.rule_wallet')}</li>
        </ol>
      </section>
    </main>
  );
}
