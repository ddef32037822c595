// Contracts and dividends seed, in every merchant:
// - agent01: a processed history beside its three pending offers (which stay pending for the
//   prompt tests): an accepted daily-salary contract in force and a declined dividend offer.
// - ct_agent (Agent@1234): a dividend contract accepted 13 weeks ago, one settled row per week since
//   (paid ones with their ledger row at their time, the last two payable, loss weeks with nothing
//   due), two downlines with settled bets this week (the current period's team profit), a declined
//   daily-salary offer in its history.
// - ct_prompt (Agent@1234): three pending offers (daily salary, dividend, hourly salary), used by the
//   accept test so agent01's stay pending for other specs.
// Times are counted back from `now` so the history falls in the record list's ranges.
import { ledgerKey, postMovement, TX } from '../ledger';
import type { Merchant } from '../merchants';
import { DIVIDEND_PERIOD_MS, dividendCents, dividendPeriod, dividendRate } from '../routes/contracts';
import type { Db } from './database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const CT_AGENT = 'ct_agent';
export const CT_PROMPT = 'ct_prompt';
export const CT_DOWNLINES = ['ct_down1', 'ct_down2'] as const;
/** Settled weekly periods in ct_agent's history. */
export const CT_AGENT_DIVIDEND_WEEKS = 13;
/** How many of the newest settled periods are still payable. */
export const CT_AGENT_PAYABLE = 2;

/** ct_agent's dividend tiers: the highest threshold the week's team profit reaches gives the rate. */
export const CT_DIVIDEND_TERMS = [
  { condition: 'Weekly team profit > 0', rate: 5, threshold: 0 },
  { condition: 'Weekly team profit ≥ 10,000.00', rate: 8, threshold: 10_000 },
  { condition: 'Weekly team profit ≥ 50,000.00', rate: 12, threshold: 50_000 },
];

/** Team profit per settled week, oldest first (cents; negative: the team won, nothing due). */
const WEEKLY_PROFIT_CENTS = [1_250_000, -300_000, 5_600_000, 820_000, 1_900_000, -45_000, 2_400_000, 6_150_000, 310_000, 1_075_000, -120_000, 1_580_000, 2_345_600];

const SALARY_TERMS = [
  { condition: 'Team turnover ≥ 1,000,000', rate: 0.5 },
  { condition: 'Team turnover ≥ 5,000,000', rate: 0.8 },
];
const HOURLY_TERMS = [{ condition: 'Active downlines ≥ 5 in the hour', rate: 0.2 }];

export function seedContracts(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const id = (username: string): number | undefined =>
    (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number } | undefined)?.id;
  const contract = db.prepare('INSERT INTO contracts (user_id, contract_type, status, from_user, terms_json, created_at, processed_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, must_change_password, upline_id, affiliate_code, club_label, reg_date, last_login_at, has_bet)
     VALUES (?, ?, ?, ?, NULL, NULL, ?, ?, 0, ?, ?, 'VIP1', ?, NULL, ?)`,
  );
  const agentHash = hashes.get('Agent@1234') ?? '';
  const downHash = hashes.get('Down@1234') ?? '';
  const registered = now - 200 * DAY;

  // agent01's processed history (its pending offers come from seed.ts).
  const agent01 = id('agent01');
  if (agent01 !== undefined) {
    contract.run(agent01, 'DAILY_SALARY', 'ACCEPTED', code, JSON.stringify(SALARY_TERMS), now - 120 * DAY, now - 118 * DAY);
    contract.run(agent01, 'DIVIDEND', 'DECLINED', code, JSON.stringify([{ condition: 'Monthly team profit ≥ 20,000,000', rate: 8, threshold: 20_000_000 }]), now - 100 * DAY, now - 99 * DAY);
  }

  // ct_prompt: one pending offer of each kind.
  const prompt = Number(insertUser.run(code, CT_PROMPT, agentHash, '0933330001', 1, 100_000, null, 'CTPROMPT', registered, 0).lastInsertRowid);
  contract.run(prompt, 'DAILY_SALARY', 'PENDING', code, JSON.stringify(SALARY_TERMS), now - 3 * DAY, null);
  contract.run(prompt, 'DIVIDEND', 'PENDING', code, JSON.stringify(CT_DIVIDEND_TERMS), now - 2 * DAY, null);
  contract.run(prompt, 'HOURLY_SALARY', 'PENDING', code, JSON.stringify(HOURLY_TERMS), now - DAY, null);

  // ct_agent: the dividend contract in force and its weekly history.
  const agent = Number(insertUser.run(code, CT_AGENT, agentHash, '0933330002', 1, 1_000_000, null, 'CTAGENT', registered, 1).lastInsertRowid);
  const current = dividendPeriod(now).start;
  const firstWeek = current - CT_AGENT_DIVIDEND_WEEKS * DIVIDEND_PERIOD_MS;
  contract.run(agent, 'DAILY_SALARY', 'DECLINED', code, JSON.stringify(SALARY_TERMS), firstWeek - 10 * DAY, firstWeek - 9 * DAY);
  const dividendContract = Number(contract.run(agent, 'DIVIDEND', 'ACCEPTED', code, JSON.stringify(CT_DIVIDEND_TERMS), firstWeek - DAY, firstWeek + HOUR).lastInsertRowid);
  const insertDividend = db.prepare(
    `INSERT INTO dividends (user_id, merchant_code, contract_id, period_start, period_end, team_profit_cents, rate, amount_cents, state, paid_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  WEEKLY_PROFIT_CENTS.forEach((profit, week) => {
    const start = firstWeek + week * DIVIDEND_PERIOD_MS;
    const end = start + DIVIDEND_PERIOD_MS - 1;
    const rate = dividendRate(CT_DIVIDEND_TERMS, profit / 100);
    const amount = dividendCents(profit, rate);
    const payable = week >= CT_AGENT_DIVIDEND_WEEKS - CT_AGENT_PAYABLE;
    const state = amount === 0 ? 'NONE' : payable ? 'PENDING' : 'PAID';
    const paidAt = state === 'PAID' ? end + 1 + DAY : null;
    const row = Number(insertDividend.run(agent, code, dividendContract, start, end, profit, rate, amount, state, paidAt).lastInsertRowid);
    if (paidAt !== null) {
      postMovement(db, { userId: agent, merchantCode: code, txType: TX.DIVIDEND_PAYOUT, amountCents: amount, refKind: 'dividend', refId: String(row), key: ledgerKey('dividend', row), remark: 'dividend payout', at: paidAt });
    }
  });

  // Two downlines with bets settled this week: the current period's team profit.
  let betNo = 0;
  const insertBet = db.prepare(
    `INSERT INTO bets (bet_id, user_id, merchant_code, vendor, game_type, game_name, bet_cents, valid_bet_cents, win_cents, settled, placed_at, settled_at)
     VALUES (?, ?, ?, 'SEED', 'RNG', ?, ?, ?, ?, 1, ?, ?)`,
  );
  CT_DOWNLINES.forEach((username, i) => {
    const downline = Number(insertUser.run(code, username, downHash, `093333001${i}`, 0, 500_000, agent, null, registered, 1).lastInsertRowid);
    const settledAt = Math.max(current, now - (i + 1) * HOUR);
    const placedAt = Math.max(current, settledAt - HOUR / 2);
    const stake = 200_000 + i * 50_000;
    const win = 60_000 * i;
    betNo += 1;
    const betId = `CTB-${code}-${betNo}`;
    insertBet.run(betId, downline, code, `RNG round ${betNo}`, stake, stake, win, placedAt, settledAt);
    postMovement(db, { userId: downline, merchantCode: code, txType: TX.BET, amountCents: -stake, refKind: 'bet', refId: betId, key: ledgerKey('bet', betId), at: placedAt });
    if (win > 0) postMovement(db, { userId: downline, merchantCode: code, txType: TX.PAYOUT, amountCents: win, refKind: 'bet', refId: betId, key: ledgerKey('payout', betId), at: settledAt });
  });
}
