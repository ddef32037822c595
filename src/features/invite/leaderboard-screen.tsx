// Mission activity (/m/leaderBoard, MISSION): the period and the member's progress (settled valid
// bets), the milestones with progress bars and claim buttons (a claim credits the wallet once; the
// balance reloads after it), the period's leaderboard with the member's own rank, and the rules.
import { useEffect, useState } from 'react';
import type { MissionLeaderboardEntry, MissionMilestones, MissionRules, MissionSummary } from '../../api/contract.generated';
import { INVITE } from '../../config/constants';
import { callLazily } from '../../state/endpoint-call';
import { toast } from '../../state/ui-store';
import { loadWallet } from '../../state/wallet-store';
import { EmptyState } from '../../ui/screen-state';
import { ErrorState } from '../../ui/error-state';
import { useLoad } from '../../ui/use-load';
import { WalletBalance } from '../../ui/wallet-balance';
import { milestonePercent, periodLastDay, utcDate } from './invite-model';
import { PagedList, usePaged, type Page } from './paged-list';
import { useInviteTranslation } from './use-invite-translation';
import './invite.css';
import { useMoney } from '../../ui/currency';

interface Data {
  summary: MissionSummary;
  milestones: MissionMilestones;
  rules: MissionRules;
}

interface Board extends Page<MissionLeaderboardEntry> {
  readonly myRank: number | null;
}

function loadMission(): Promise<Data> {
  return Promise.all([callLazily('missionSummary', {}), callLazily('missionMilestones', {}), callLazily('missionRules', {})]).then(([summary, milestones, rules]) => ({ summary, milestones, rules }));
}

function loadBoard(page: number): Promise<Board> {
  return callLazily('missionLeaderboard', { query: { page, size: INVITE.pageSize } }).then((r) => ({ items: r.list, total: r.total, myRank: r.myRank }));
}

export function LeaderboardScreen() {
  const { t, ready } = useInviteTranslation();
  const [claiming, setClaiming] = useState<string | null>(null);
  // After a claim the progress reloads under the figures already shown.
  const { load, reload } = useLoad(loadMission, { keepData: true });
  useEffect(() => {
    loadWallet().catch(() => undefined);
  }, []);
  const board = usePaged(loadBoard);

  const money = useMoney();

  if (!ready || load.status === 'loading') return <main className="screen invite-screen" data-screen="leaderboard" aria-busy="true" />;
  if (load.status === 'error') {
    return (
      <main className="screen invite-screen" data-screen="leaderboard">
        <ErrorState message={t('invite:mission.load_failed')} error={load.error} onRetry={reload} testIdPrefix="mission" compact />
      </main>
    );
  }

  const { summary, milestones, rules } = load.data;
  const claim = (id: string) => {
    setClaiming(id);
    callLazily('missionClaim', { body: { milestoneId: id } })
      .then(
        (result) => {
          if (result.replayed) toast.short('invite:mission.already_claimed');
          else toast.success({ key: 'invite:mission.claimed_toast', values: { amount: money(result.reward) } }, true);
          reload();
          board.reload();
          return loadWallet();
        },
        (error: unknown) => toast.apiError(error),
      )
      .catch(() => undefined)
      .finally(() => setClaiming(null));
  };
  const boardData = board.load.status === 'ready' ? (board.load.data as Board) : null;
  const myRank = boardData?.myRank ?? null;

  return (
    <main className="screen invite-screen" data-screen="leaderboard">
      <section className="invite-card mission-summary" data-testid="mission-summary" aria-labelledby="mission-progress-label">
        <p className="muted" data-testid="mission-period">
          {t('invite:mission.period', { start: utcDate(summary.period.start), end: periodLastDay(summary.period.end) })}
        </p>
        <p id="mission-progress-label">{t('invite:mission.progress_label')}</p>
        <strong className="mission-progress" data-testid="mission-progress">
          <bdi dir="ltr">{money(summary.progress)}</bdi>
        </strong>
        <p data-testid="mission-claimable">{t('invite:mission.claimable', { count: summary.claimable })}</p>
        <p className="muted">{t('invite:mission.claimed_total', { amount: money(summary.claimedTotal) })}</p>
        <WalletBalance label={t('invite:mission.balance')} refreshTestId="mission-balance-refresh" />
      </section>

      <section className="invite-section" aria-labelledby="mission-milestones-title">
        <h2 id="mission-milestones-title" className="invite-title">
          {t('invite:mission.milestones_title')}
        </h2>
        {milestones.milestones.length === 0 ? (
          <EmptyState className="invite-empty">{t('invite:mission.milestones_empty')}</EmptyState>
        ) : (
          <ol className="invite-list">
            {milestones.milestones.map((m) => {
              const percent = milestonePercent(milestones.progress, m.target);
              const label = t('invite:mission.milestone_target', { target: money(m.target) });
              return (
                <li key={m.id} className="invite-row mission-milestone" data-testid="mission-milestone" data-milestone-id={m.id} data-status={m.status}>
                  <div className="mission-milestone__head">
                    <strong>{label}</strong>
                    <span className={`invite-tag invite-tag--${m.status.toLowerCase().replace('_', '-')}`}>{t(`invite:mission.status_${m.status}`)}</span>
                  </div>
                  <div className="mission-bar" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                    <div className="mission-bar__fill" style={{ inlineSize: `${percent}%` }} />
                  </div>
                  <div className="mission-milestone__foot">
                    <bdi dir="ltr" className="muted">
                      {t('invite:mission.milestone_progress', { actual: money(Math.min(milestones.progress, m.target)), target: money(m.target) })}
                    </bdi>
                    <span>{t('invite:mission.milestone_reward', { reward: money(m.reward) })}</span>
                    {m.status === 'REACHED' && (
                      <button
                        type="button"
                        className="button button--small button--primary"
                        data-testid="mission-claim"
                        aria-label={t('invite:mission.claim_named', { reward: money(m.reward) })}
                        disabled={claiming !== null}
                        onClick={() => claim(m.id)}
                      >
                        {t('invite:mission.claim')}
                      </button>
                    )}
                  </div>
                </li>
              );
            })}
          </ol>
        )}
      </section>

      <section className="invite-section" aria-labelledby="mission-board-title">
        <h2 id="mission-board-title" className="invite-title">
          {t('invite:mission.board_title')}
        </h2>
        {boardData && (
          <p className="invite-card" data-testid="leaderboard-mine" data-rank={myRank ?? ''}>
            {myRank === null ? t('invite:mission.board_unranked') : t('invite:mission.board_mine', { rank: myRank })}
          </p>
        )}
        <PagedList
          state={board}
          size={INVITE.pageSize}
          testId="leaderboard-list"
          labelledBy="mission-board-title"
          empty={t('invite:mission.board_empty')}
          failed={t('invite:mission.board_failed')}
          renderItem={(entry) => (
            <li key={entry.rank} className={entry.mine ? 'invite-row leaderboard-row leaderboard-row--mine' : 'invite-row leaderboard-row'} data-testid="leaderboard-row" data-rank={entry.rank} data-mine={entry.mine ? 'true' : undefined} aria-current={entry.mine ? 'true' : undefined}>
              <span className="leaderboard-row__rank" aria-label={`${t('invite:mission.board_rank')} ${entry.rank}`}>
                {entry.rank}
              </span>
              <span className="leaderboard-row__name" dir="ltr">
                {entry.username}
                {entry.mine && <strong> ({t('invite:mission.you')})</strong>}
              </span>
              <bdi dir="ltr" className="leaderboard-row__score">
                {money(entry.score)}
              </bdi>
            </li>
          )}
        />
      </section>

      <section className="invite-card invite-rules" aria-labelledby="mission-rules-title" data-testid="mission-rules">
        <h2 id="mission-rules-title" className="invite-title">
          {t('invite:mission.rules_title')}
        </h2>
        <ol>
          <li>{t('invite:mission.rule_metric', { minBet: money(rules.minBet) })}</li>
          <li>{t('invite:mission.rule_period', { count: rules.periodDays })}</li>
          <li>{t('invite:mission.rule_claim')}</li>
        </ol>
      </section>
    </main>
  );
}
