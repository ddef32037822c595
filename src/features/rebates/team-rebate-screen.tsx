// Team rebate income (/m/member/teamRebate, AGEREBINC3; upstream ODSFE2_agentRebate) on the shared
// records list: date tabs, an optional product filter kept in the URL, pages of 10 newest first;
// each row names the product, the direct downline the team's bets came through, the valid bets, the
// rate difference earned and the income; the footer totals the whole filtered range.
import { useCallback, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AgentProductType, RebateIncomeRow } from '../../api/contract.generated';
import { RecordFigures, RecordListScreen } from '../../ui/records/record-list';
import { formatRecordTime } from '../../ui/records/record-range';
import type { RecordQuery } from '../../ui/records/use-record-list';
import { formatRate, PRODUCT_TYPES } from '../../domain/rebate-rates';
import { useProductLabel } from '../../ui/rate-fields';
import { rebatesApi } from './rebates-api';
import { money, RebatesScreen, useRebatesTranslation } from './rebates-parts';

/** The URL parameter of the product filter. */
export const PRODUCT_PARAM = 'product';

interface IncomeFooter {
  teamValidBet: number;
  income: number;
}

const asProduct = (value: string | null): AgentProductType | undefined => PRODUCT_TYPES.find((p) => p === value);

export function TeamRebateScreen() {
  const { t, ready } = useRebatesTranslation();
  const label = useProductLabel();
  const [params] = useSearchParams();
  const product = asProduct(params.get(PRODUCT_PARAM));
  const selectId = useId();

  const load = useCallback(async (q: RecordQuery, productType: AgentProductType | undefined) => {
    const page = await rebatesApi.income({ startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size, ...(productType ? { productType } : {}) });
    return { rows: page.content, totalElements: page.totalElements, footer: page.footer };
  }, []);

  if (!ready) return <RebatesScreen screen="team-rebate" busy />;
  return (
    <RecordListScreen<RebateIncomeRow, IncomeFooter>
      screen="team-rebate"
      label={t('rebates:income.title')}
      className="rebates-income"
      load={(q) => load(q, product)}
      emptyText={t('rebates:income.empty')}
      filters={(list) => (
        <label className="rebates-filter" htmlFor={selectId}>
          <span>{t('rebates:income.product')}</span>
          <select id={selectId} data-testid="rebate-filter-product" value={list.filter(PRODUCT_PARAM) ?? ''} onChange={(e) => list.setFilter(PRODUCT_PARAM, e.target.value || null)}>
            <option value="">{t('rebates:income.all_products')}</option>
            {PRODUCT_TYPES.map((p) => (
              <option key={p} value={p}>
                {label(p)}
              </option>
            ))}
          </select>
        </label>
      )}
      rowKey={(r) => String(r.id)}
      renderRow={(r) => (
        <>
          <div className="rebates-row__head">
            <span className="rebates-row__title" data-testid="record-product" data-product={r.productType}>
              {label(r.productType)}
            </span>
            <span className="muted">
              <bdi dir="ltr">{formatRecordTime(r.time)}</bdi>
            </span>
          </div>
          <RecordFigures
            items={[
              { key: 'via', label: t('rebates:income.via'), value: r.via },
              { key: 'validBet', label: t('rebates:income.valid_bet'), value: money(r.teamValidBet) },
              { key: 'rateDiff', label: t('rebates:income.rate_diff'), value: `${formatRate(r.rateDiff)}%` },
              { key: 'income', label: t('rebates:income.income'), value: money(r.income) },
            ]}
          />
        </>
      )}
      renderFooter={(f) => (
        <RecordFigures
          items={[
            { key: 'validBet', label: t('rebates:income.total_valid_bet'), value: money(f.teamValidBet) },
            { key: 'income', label: t('rebates:income.total_income'), value: money(f.income) },
          ]}
        />
      )}
    />
  );
}
