// One rate input per product (name `rates.<PRODUCT>`, the payload's field), with the limits in its
// hint and the problem under it. Used by the rebate defaults, a downline's rebate sheet
// (features/rebates) and open a downline (features/team). Its words are the rebates namespace's
// (product names, rate hints): a screen that draws it loads that namespace.
import { useTranslation } from 'react-i18next';
import type { AgentProductType } from '../api/contract.generated';
import { formatRate, PRODUCT_TYPES, type RateTexts } from '../domain/rebate-rates';
import type { Namespace } from '../i18n/i18n';
import { TextField, type FieldMessage } from './form-field';
import './rate-fields.css';

const NAMESPACES: readonly Namespace[] = ['rebates', 'errors', 'common'];

/** A product's name (rebates:product.*), as the rate fields and the rebate lists show it. */
export function useProductLabel(): (product: AgentProductType) => string {
  const { t } = useTranslation(NAMESPACES);
  return (product) => t(`rebates:product.${product}`);
}

export function RateFields({
  texts,
  max,
  min,
  problems,
  onChange,
}: {
  texts: RateTexts;
  max: Record<AgentProductType, number>;
  min?: Record<AgentProductType, number> | undefined;
  problems: Partial<Record<AgentProductType, FieldMessage | null>>;
  onChange: (product: AgentProductType, text: string) => void;
}) {
  const { t } = useTranslation(NAMESPACES);
  const label = useProductLabel();
  return (
    <div className="rate-fields">
      {PRODUCT_TYPES.map((product) => {
        const floor = min?.[product] ?? 0;
        const hint = floor > 0 ? t('rebates:rate.hint_between', { min: formatRate(floor), max: formatRate(max[product]) }) : t('rebates:rate.hint_max', { max: formatRate(max[product]) });
        return (
          <TextField
            key={product}
            name={`rates.${product}`}
            label={t('rebates:rate.label', { product: label(product) })}
            value={texts[product]}
            inputMode="decimal"
            maxLength={5}
            hint={hint}
            error={problems[product] ?? undefined}
            onChange={(text) => onChange(product, text)}
          />
        );
      })}
    </div>
  );
}
