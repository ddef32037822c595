// /m/member/rebateReport (PLYRBT): the member's rebate records (ODSFE2_MemberRebate) through the
// shared records list pattern: date tabs, paging of 10, the range's total in the footer.
import type { RewardsRebateRecord } from '../../api/contract.generated';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import { loadRebateReport } from './rewards-api';
import { RewardsScreen } from './rewards-parts';
import { useRewardsTranslation } from './use-rewards-translation';
import { useMoney } from '../../ui/currency';

interface RebateFooter {
  amount: number;
  validBet: number;
}

export function RebateReportScreen() {
  const { t, ready } = useRewardsTranslation();
  const money = useMoney();
  if (!ready) return <RewardsScreen screen="rebate-report" busy />;
  return (
    <RecordListScreen<RewardsRebateRecord, RebateFooter>
      screen="rebate-report"
      label={t('report.title')}
      load={async (query) => {
        const reply = await loadRebateReport(query);
        return { rows: reply.records, totalElements: reply.total, footer: reply.footer };
      }}
      rowKey={(row) => row.rebateId}
      emptyText={t('report.empty')}
      renderRow={(row) => (
        <RecordFigures
          items={[
            { key: 'claimedAt', label: t('report.claimed_at'), value: formatRecordTime(row.claimedAt) },
            { key: 'validBet', label: t('report.valid_bet'), value: money(row.validBet) },
            { key: 'amount', label: t('report.amount'), value: money(row.amount) },
          ]}
        />
      )}
      renderFooter={(footer) => (
        <RecordFigures
          items={[
            { key: 'validBet', label: t('report.footer_valid_bet'), value: money(footer.validBet) },
            { key: 'amount', label: t('report.footer_amount'), value: money(footer.amount) },
          ]}
        />
      )}
    />
  );
}
