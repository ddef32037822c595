// Records seed: per merchant, rec_hist has a history of settled rounds over several
// vendors spread across today, yesterday, the last 7 days and older (every round posts its ledger
// rows at its own time, so the audit stays clean), a reward and a rebate for the profit-and-loss
// cards; rec_empty has nothing at all; rec_play has money and no history, for simulated play.
// Times are counted back from `now` in whole UTC days, so the date tabs always find them.
import type { Merchant } from '../merchants';
import { TX, postMovement } from '../ledger';
import { playRound } from '../records';
import type { Db } from './database';
import { prng } from './seed-catalogue';

export const RECORDS_ACCOUNTS = [
  { username: 'rec_hist', password: 'Demo@1234', type: 0, note: 'records: 25 settled rounds (6 today, 5 yesterday, 8 in the 5 days before, 6 older), a reward and a rebate; opening balance 50,000.00' },
  { username: 'rec_empty', password: 'Demo@1234', type: 0, note: 'records: no rounds, no movements, balance 0 (every record list is empty)' },
  { username: 'rec_play', password: 'Demo@1234', type: 0, note: 'records: balance 1,000.00 and no history, for simulated play (/__dev/play)' },
] as const;

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Rounds per day back from today: [days ago, rounds]. */
export const REC_HIST_DAYS: readonly (readonly [number, number])[] = [
  [0, 6], [1, 5], [2, 2], [3, 2], [4, 1], [5, 2], [6, 1], [9, 2], [15, 2], [30, 2],
];
const VENDORS = ['PG', 'EVO', 'SABA', 'JILIF', 'KM', 'PP'];

function userId(db: Db, code: string, username: string): number {
  return (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number }).id;
}

export function seedRecords(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const today = Math.floor(now / DAY) * DAY;
  const opened = today - 60 * DAY;
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, club_label, reg_date)
     VALUES (?, ?, ?, NULL, NULL, NULL, 0, ?, 'VIP0', ?)`,
  );
  const hash = hashes.get('Demo@1234') ?? null;
  insertUser.run(code, 'rec_hist', hash, 5_000_000, opened);
  insertUser.run(code, 'rec_empty', hash, 0, opened);
  insertUser.run(code, 'rec_play', hash, 100_000, opened);

  const hist = userId(db, code, 'rec_hist');
  const random = prng(`records:${code}`);
  // Oldest first, so every balance-after follows the time order.
  const rounds: { at: number; vendor: string; bet: number; valid: number; win: number }[] = [];
  let n = 0;
  for (const [daysAgo, count] of [...REC_HIST_DAYS].reverse()) {
    const dayStart = today - daysAgo * DAY;
    // Today's rounds fall between midnight and now; other days' through the day.
    const span = daysAgo === 0 ? Math.max(0, now - dayStart) : DAY - HOUR;
    for (let i = 0; i < count; i += 1) {
      const vendor = VENDORS[n % VENDORS.length] ?? 'PG';
      const bet = 1_000 + Math.round(random() * 490) * 100 + (n % 7) * 25;
      const won = random() < 0.55;
      const win = won ? Math.round(bet * (0.4 + random() * 2)) : 0;
      const valid = vendor === 'SABA' && n % 2 === 0 ? Math.round(bet / 2) : bet;
      rounds.push({ at: dayStart + Math.floor((span * (i + 1)) / (count + 1)), vendor, bet, valid, win });
      n += 1;
    }
  }
  // A claimed reward and a rebate early yesterday, so the profit-and-loss cards show them; posted
  // in time order with the rounds, so every balance-after follows the time order.
  const early = today - DAY + HOUR / 2;
  const extras = [
    { at: early, txType: TX.REWARD, amountCents: code === 'demo' ? 8_800 : 5_000, refId: 'rec-reward' },
    { at: early + 60_000, txType: TX.REBATE, amountCents: code === 'demo' ? 1_234 : 2_100, refId: 'rec-rebate' },
  ];
  for (const r of rounds) {
    while (extras[0] && extras[0].at <= r.at) {
      const e = extras.shift();
      if (e) postMovement(db, { userId: hist, merchantCode: code, txType: e.txType, amountCents: e.amountCents, refKind: 'seed', refId: e.refId, remark: 'records seed', at: e.at });
    }
    playRound(db, { userId: hist, merchantCode: code, vendor: r.vendor, betCents: r.bet, validBetCents: r.valid, winCents: r.win, at: r.at });
  }
}
