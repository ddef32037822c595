// After the whole end-to-end run: the books of every worker's platform must hold. Every account's
// reported balance equals the sum of its ledger, and no ledger is below zero, whatever the specs did
// with deposits, withdrawals, play, rewards and transfers (the ledger never loses a
// cent), and every order reconciles with its own rows.
import type { DevLedgerAudit } from '../../src/api/contract.generated';
import { E2E_WORKERS, workerPort } from './support/platform';

export default async function globalTeardown(): Promise<void> {
  const problems: string[] = [];
  for (let index = 0; index < E2E_WORKERS; index += 1) {
    const response = await fetch(`http://localhost:${workerPort(index)}/__dev/ledger/audit`);
    const envelope = (await response.json()) as { success: boolean; value: DevLedgerAudit };
    if (!envelope.success) {
      problems.push(`worker ${index}: the ledger audit failed`);
      continue;
    }
    const audit = envelope.value;
    for (const m of audit.mismatches) problems.push(`worker ${index}: ${m.merchantCode}/${m.username} reports ${m.balance} but its ledger sums to ${m.ledger}`);
    for (const o of audit.orders) problems.push(`worker ${index}: ${o.kind} ${o.id} should have moved ${o.expected} but its ledger rows sum to ${o.ledger}`);
    if (audit.negative > 0) problems.push(`worker ${index}: ${audit.negative} ledgers below zero`);
    console.log(`ledger audit (worker ${index}): ${audit.accounts} accounts, ${audit.mismatches.length} mismatches, ${audit.negative} below zero, ${audit.orders.length} orders that do not reconcile`);
  }
  if (problems.length > 0) throw new Error(`The books do not hold after the run:\n${problems.join('\n')}`);
}
