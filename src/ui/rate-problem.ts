// A platform refusal of rates, placed where the agent looks: under the product's input when the
// error names one (value.field = rates.<PRODUCT>), with the product's name in the message.
import type { AgentProductType } from '../api/contract.generated';
import { fieldForError, messageKeyForError } from '../api/error-messages';
import { PRODUCT_TYPES } from '../domain/rebate-rates';
import type { FieldMessage } from './field-message';

export function productProblem(error: unknown, label: (product: AgentProductType) => string): { product: AgentProductType | null; message: FieldMessage } {
  const message = messageKeyForError(error);
  const field = fieldForError(error) ?? '';
  const product = PRODUCT_TYPES.find((p) => field === `rates.${p}`) ?? null;
  if (product && message.values) return { product, message: { key: message.key, values: { ...message.values, productType: label(product) } } };
  return { product, message };
}
