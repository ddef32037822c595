// Team betting (/m/teamBetting): the bets of the agent's whole team in the chosen range, optionally
// of one member (username, exact) and one game type, newest first, 10 a page; the footer sums the
// whole filtered range. The member filter is typed and applied on submit (it goes into the URL).
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { TeamBet, TeamBetTotals } from '../../api/contract.generated';
import { formatMoney } from '../../ui/format-money';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import type { RecordList, RecordQuery } from '../../ui/records/use-record-list';
import { TEAM_PARAMS, teamApi } from './team-api';
import { TEAM_GAME_TYPES, gameTypeLabel, signedFigure, useTeamTranslation } from './team-labels';
import { useCurrencySymbol } from '../../ui/currency';
import './team.css';

function MemberFilter({ list }: { list: RecordList<TeamBet, TeamBetTotals> }) {
  const { t } = useTeamTranslation();
  const current = list.filter(TEAM_PARAMS.member) ?? '';
  const [value, setValue] = useState(current);
  const inputId = useId();
  useEffect(() => setValue(current), [current]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    list.setFilter(TEAM_PARAMS.member, value.trim() || null);
  };
  return (
    <form className="team-filter team-filter--member" role="search" onSubmit={submit}>
      <label htmlFor={inputId}>{t('team:betting.member')}</label>
      <div className="team-filter__row">
        <input id={inputId} name="username" type="search" autoComplete="off" value={value} placeholder={t('team:betting.member_placeholder')} onChange={(e) => setValue(e.target.value)} data-testid="team-filter-member" />
        <button type="submit" className="button" data-testid="team-filter-apply">
          {t('team:betting.apply')}
        </button>
      </div>
    </form>
  );
}

export function TeamBettingScreen() {
  const { t, ready } = useTeamTranslation();
  const [params] = useSearchParams();
  const member = params.get(TEAM_PARAMS.member);
  const gameType = params.get(TEAM_PARAMS.gameType);
  const selectId = useId();
  const symbol = useCurrencySymbol();
  const money = (n: number) => formatMoney(n, symbol);

  const load = useCallback(async (q: RecordQuery, member: string | null, gameType: string | null) => {
    const page = await teamApi.bets({ startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size, ...(member ? { username: member } : {}), ...(gameType ? { gameType } : {}) });
    return { rows: page.content, totalElements: page.totalElements, footer: page.footer };
  }, []);

  if (!ready) return <main className="screen record-screen" data-screen="team-betting" aria-busy="true" />;
  return (
    <RecordListScreen<TeamBet, TeamBetTotals>
      screen="team-betting"
      label={t('team:betting.title')}
      className="team-screen"
      load={(q) => load(q, member, gameType)}
      emptyText={t('team:betting.empty')}
      filters={(list) => (
        <>
          <MemberFilter list={list} />
          <div className="team-filter">
            <label htmlFor={selectId}>{t('team:betting.game_type')}</label>
            <select id={selectId} name="gameType" data-testid="team-filter-game-type" value={list.filter(TEAM_PARAMS.gameType) ?? ''} onChange={(e) => list.setFilter(TEAM_PARAMS.gameType, e.target.value || null)}>
              <option value="">{t('team:betting.all_game_types')}</option>
              {TEAM_GAME_TYPES.map((type) => (
                <option key={type} value={type}>
                  {gameTypeLabel(t, type)}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      rowKey={(r) => r.betId}
      renderRow={(r) => (
        <>
          <div className="team-row__head">
            <span className="team-row__title">
              <bdi>{r.username}</bdi>
            </span>
            <span className="team-row__sub muted">
              {r.gameName} · {gameTypeLabel(t, r.gameType)}
            </span>
          </div>
          <p className="team-row__meta muted">
            <bdi dir="ltr">{formatRecordTime(r.betTime)}</bdi> · <bdi dir="ltr">{r.betId}</bdi>
          </p>
          <RecordFigures
            items={[
              { key: 'bet', label: t('team:betting.bet'), value: money(r.betAmount) },
              { key: 'valid', label: t('team:betting.valid'), value: money(r.validBetAmount) },
              { key: 'payout', label: t('team:betting.payout'), value: money(r.payoutAmount) },
              signedFigure('pnl', t('team:betting.pnl'), r.profitLoss, symbol),
            ]}
          />
        </>
      )}
      renderFooter={(f) => (
        <RecordFigures
          items={[
            { key: 'count', label: t('team:betting.total_count'), value: String(f.betCount) },
            { key: 'bet', label: t('team:betting.total_bet'), value: money(f.betAmount) },
            { key: 'valid', label: t('team:betting.total_valid'), value: money(f.validBetAmount) },
            { key: 'payout', label: t('team:betting.total_payout'), value: money(f.payoutAmount) },
            signedFigure('pnl', t('team:betting.total_pnl'), f.profitLoss, symbol),
          ]}
        />
      )}
    />
  );
}
