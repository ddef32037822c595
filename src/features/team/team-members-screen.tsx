// Team members (/m/member/team): the agent's direct downlines, newest registration first, 10 a
// page; a username search over the whole team (debounced); drill-down into any member with its own
// downlines (a breadcrumb back up; the URL holds the member and the search, so a reload keeps
// them); each row with type, level, balance, last login (or never), registration date and rebate
// (the highest rate, every product in its details); promote a plain direct downline to agent where
// the merchant allows it (confirmation; the row updates in place). Never cached: a downline opened
// a moment ago shows at once.
import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TeamMember } from '../../api/contract.generated';
import { TEAM_SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { flag } from '../../config/flags';
import { showConfirm, toast } from '../../state/ui-store';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures } from '../../ui/records/record-list';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { formatRecordTime, totalPages } from '../../ui/records/record-range';
import { TEAM_PARAMS, teamApi } from './team-api';
import { formatDay, formatRate, highestRate, useTeamTranslation } from './team-labels';
import { useCurrencySymbol } from '../../ui/currency';
import './team.css';

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get(TEAM_PARAMS.page));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function TeamMembersScreen() {
  const { t, ready } = useTeamTranslation();
  const [params, setParams] = useSearchParams();
  const parent = params.get(TEAM_PARAMS.parent);
  const search = params.get(TEAM_PARAMS.search) ?? '';
  const page = pageOf(params);
  const [typed, setTyped] = useState(search);
  const { load: state, reload, update } = useLoad(() => teamApi.members({ page, size: 10, ...(search ? { username: search } : parent ? { parent } : {}) }), { deps: [parent, search, page] });
  const searchId = useId();
  const symbol = useCurrencySymbol();
  const promoteOn = flag('AGEPROMOTE3');

  // The search follows the typing after a pause; it replaces the drill-down (it spans the whole team).
  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(TEAM_PARAMS.page);
          next.delete(TEAM_PARAMS.parent);
          if (typed.trim()) next.set(TEAM_PARAMS.search, typed.trim());
          else next.delete(TEAM_PARAMS.search);
          return next;
        },
        { replace: true },
      );
    }, TEAM_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, setParams]);

  const goTo = useCallback(
    (member: string | null) => {
      setTyped('');
      setParams(() => {
        const next = new URLSearchParams();
        if (member) next.set(TEAM_PARAMS.parent, member);
        return next;
      });
    },
    [setParams],
  );
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next > 1) copy.set(TEAM_PARAMS.page, String(next));
        else copy.delete(TEAM_PARAMS.page);
        return copy;
      },
      { replace: true },
    );

  const promote = async (member: TeamMember) => {
    const go = await showConfirm({ key: 'team:members.promote_confirm', values: { username: member.username } }, { title: 'team:members.promote_title', go: 'team:members.promote' });
    if (!go) return;
    try {
      const updated = await teamApi.promote({ username: member.username });
      update((shown) => ({ ...shown, content: shown.content.map((m) => (m.username === updated.username ? updated : m)) }));
      toast.success({ key: 'team:members.promoted', values: { username: member.username } }, true);
    } catch (error) {
      await toast.apiError(error);
    }
  };

  if (!ready) return <main className="screen team-members" data-screen="team-members" aria-busy="true" />;
  const data = state.status === 'ready' ? state.data : null;
  const pages = data ? totalPages(data.totalElements, 10) : 1;

  return (
    <main className="screen team-screen team-members" data-screen="team-members" aria-busy={state.status === 'loading' && !data ? 'true' : undefined}>
      <form className="team-filter team-members__search" role="search" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor={searchId}>{t('team:members.search')}</label>
        <input id={searchId} name="username" type="search" autoComplete="off" value={typed} placeholder={t('team:members.search_placeholder')} onChange={(e) => setTyped(e.target.value)} data-testid="team-members-search" />
      </form>
      {!search && (
        <nav className="team-breadcrumb" aria-label={t('team:members.breadcrumb')} data-testid="team-breadcrumb">
          <ol>
            <li>
              {parent ? (
                <button type="button" className="team-breadcrumb__link" onClick={() => goTo(null)} data-testid="team-breadcrumb-root">
                  {t('team:members.my_team')}
                </button>
              ) : (
                <span aria-current="page">{t('team:members.my_team')}</span>
              )}
            </li>
            {(data?.path ?? (parent ? [parent] : [])).map((name, i, all) => (
              <li key={name}>
                {i === all.length - 1 ? (
                  <span aria-current="page">
                    <bdi>{name}</bdi>
                  </span>
                ) : (
                  <button type="button" className="team-breadcrumb__link" onClick={() => goTo(name)}>
                    <bdi>{name}</bdi>
                  </button>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="record-list" aria-busy={state.status === 'loading' ? 'true' : undefined}>
        {state.status === 'loading' ? (
          <ul className="record-list__rows record-list__rows--skeleton" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <li key={i} className="record-row record-row--placeholder" />
            ))}
          </ul>
        ) : state.status === 'error' ? (
          <ErrorState error={state.error} onRetry={reload} testIdPrefix="record" />
        ) : data && data.content.length === 0 ? (
          <EmptyState>{search ? t('team:members.no_match', { search }) : t('team:members.empty')}</EmptyState>
        ) : data ? (
          <ul className="record-list__rows" aria-label={t('team:members.title')}>
            {data.content.map((m) => (
              <li key={m.username} className="record-row team-member" data-testid="downline-row" data-username={m.username} data-agent={m.isAgent ? 'true' : 'false'}>
                <div className="team-row__head">
                  <span className="team-row__title">
                    <bdi>{m.username}</bdi>
                  </span>
                  <span className="team-row__sub muted">
                    <span className={`team-badge${m.isAgent ? ' team-badge--agent' : ''}`} data-testid="downline-type">
                      {m.isAgent ? t('team:members.agent') : t('team:members.member')}
                    </span>{' '}
                    {t('team:level', { level: m.level })}
                    {m.frozen && <> · {t('team:members.frozen')}</>}
                  </span>
                </div>
                <RecordFigures
                  items={[
                    { key: 'balance', label: t('team:members.balance'), value: formatMoney(m.balance, symbol) },
                    { key: 'last-login', label: t('team:members.last_login'), value: m.lastLoginAt === null ? t('team:members.never') : formatRecordTime(m.lastLoginAt) },
                    { key: 'registered', label: t('team:members.registered'), value: formatDay(m.regDate) },
                    { key: 'rebate', label: t('team:members.rebate'), value: formatRate(highestRate(m.rebateRates)) },
                    { key: 'downlines', label: t('team:members.downlines'), value: String(m.downlineCount) },
                  ]}
                />
                <details className="team-member__rates">
                  <summary>{t('team:members.rates')}</summary>
                  <RecordFigures items={m.rebateRates.map((r) => ({ key: r.productType, label: t(`team:game_type.${r.productType}`), value: formatRate(r.rate) }))} />
                </details>
                {(m.downlineCount > 0 || (promoteOn && m.canPromote)) && (
                  <div className="team-member__actions">
                    {m.downlineCount > 0 && (
                      <button type="button" className="button" data-testid="downline-drill" onClick={() => goTo(m.username)}>
                        {t('team:members.open_team', { username: m.username })}
                      </button>
                    )}
                    {promoteOn && m.canPromote && (
                      <button type="button" className="button button--primary" data-testid="downline-promote" onClick={() => void promote(m)}>
                        {t('team:members.promote')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        ) : null}
        {data && data.content.length > 0 && pages > 1 && (
          <nav className="record-pager" aria-label={t('common:record_list.pages')}>
            <button type="button" className="button record-pager__step" data-testid="record-page-prev" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('common:record_list.previous')}
            </button>
            <span className="record-pager__where" data-testid="record-page" aria-live="polite">
              {t('common:record_list.page_of', { page, pages })}
            </span>
            <button type="button" className="button record-pager__step" data-testid="record-page-next" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('common:record_list.next')}
            </button>
          </nav>
        )}
      </div>
    </main>
  );
}
