// One rate input per product (name `rates.<PRODUCT>`, the payload's field), with the limits in its
// hint and the problem under it. Used by the defaults, a downline's sheet and open a downline.
import type { AgentProductType } from '../../api/contract.generated';
import { TextField, type FieldMessage } from '../../ui/form-field';
import { formatRate } from './rate-rules';
import type { RateTexts } from './rate-rules';
import { PRODUCT_TYPES } from './rebates-api';
import { useProductLabel, useRebatesTranslation } from './rebates-parts';

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
  const { t } = useRebatesTranslation();
  const label = useProductLabel();
  return (
    <div className="rebates-rates">
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
