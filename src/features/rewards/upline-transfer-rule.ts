// The transfer form's own checks before anything is sent: an amount above 0 with at most two
// decimals, within the balance, and a funds password. The platform checks the same again.
import type { FieldMessage } from '../../ui/form-field';

export type TransferField = 'amount' | 'fundPassword';

export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value > 0 ? value : null;
}

export function transferProblems(values: Readonly<Record<TransferField, string>>, balance: number | null): Partial<Record<TransferField, FieldMessage>> {
  const problems: Partial<Record<TransferField, FieldMessage>> = {};
  const amount = parseAmount(values.amount);
  if (values.amount.trim() === '') problems.amount = { key: 'rewards:upline.amount_required' };
  else if (amount === null) problems.amount = { key: 'rewards:upline.amount_invalid' };
  else if (balance !== null && amount > balance) problems.amount = { key: 'rewards:upline.amount_over_balance' };
  if (values.fundPassword === '') problems.fundPassword = { key: 'rewards:upline.fund_password_required' };
  return problems;
}
