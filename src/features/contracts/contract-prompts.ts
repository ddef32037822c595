// Agent contract prompts (spec section 4): after home loads, a signed-in member whose type is not
// 4, 40, 41 or 42 is asked about pending daily-salary, dividend and hourly-salary contracts; each
// pending one gets an alert with cancel and go. Pure rules here; the component wires them.
import type { PendingContractOffer, PendingContractOffers } from '../../api/reader-types';

// Free/trial and the other types that have no contracts to sign (shared with the dividend pages).
import { hasContracts } from '../../domain/customer-types';
import { CONTRACT_PAGES, type ContractKind } from '../../domain/contracts';

export interface ContractPrompt {
  readonly kind: ContractKind;
  readonly offer: PendingContractOffer;
  readonly path: string;
}

export function promptsApply(session: { readonly type: number } | null | undefined): boolean {
  return !!session && hasContracts(session.type);
}

/**
 * One prompt per pending contract, in the spec's order: daily salary, dividend, hourly salary. No
 * dividend prompt where the merchant has dividends off (the platform offers none there either).
 */
export function pendingPrompts(offers: PendingContractOffers, options: { readonly dividends: boolean } = { dividends: true }): ContractPrompt[] {
  const all: [ContractKind, PendingContractOffer | null][] = [
    ['salary', offers.salary],
    ['dividend', options.dividends ? offers.dividend : null],
    ['hourly', offers.hourly],
  ];
  return all.flatMap(([kind, offer]) => (offer ? [{ kind, offer, path: CONTRACT_PAGES[kind] }] : []));
}
