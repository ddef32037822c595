// A bank card as security (binding) and withdraw (choosing the account) show it.

/** The last four digits only: the card list and the withdraw form never show the whole number. */
export function maskCardNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}
