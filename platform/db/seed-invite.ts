// Invite-friends and mission demo data per merchant. Every account signs in
// with Demo@1234.
// - inv_member: referral code INVMEM01, twelve invited friends (two pages of 10; every other one has
//   deposited and brought referral income), and settled valid bets of 6,200.00 in the current mission
//   period, so the first milestones are reached and unclaimed (demo M1+M2, atlas A1+A2).
// - inv_none: no code yet (the first visit makes one), no friends, no bets.
// - inv_lb01…inv_lb11: players with bets in the period, so the leaderboard has two pages.
// Every movement of money (opening balances, bets and payouts, the friends' deposits, the referral
// income) is a ledger row dated at its record's time, so the audit stays clean.
import type { Merchant } from '../merchants';
import { postMovement, TX } from '../ledger';
import { missionPeriod, referralConfig } from '../routes/invite';
import type { Db } from './database';

/** Fixed instant for registrations and deposits, so they read the same on every run. */
const SEED_EPOCH = Date.UTC(2024, 1, 1, 3, 0, 0);
const DAY = 86_400_000;

export const INVITE_ACCOUNTS = {
  member: { username: 'inv_member', password: 'Demo@1234', code: 'INVMEM01', friends: 12, validBets: 6_200 },
  none: { username: 'inv_none', password: 'Demo@1234' },
} as const;

/** Valid bets (whole units) of the leaderboard players in the current period. */
const BOARD = [20_000, 15_000, 12_000, 9_000, 7_500, 5_000, 4_000, 3_000, 2_500, 1_500, 800] as const;
/** inv_member's bets: valid amount and payout (whole units). */
const MEMBER_BETS = [
  [2_000, 1_500],
  [3_000, 3_600],
  [1_200, 0],
] as const;

export function seedInvite(db: Db, merchant: Merchant, hash: string | undefined, now: number): void {
  const code = merchant.code;
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, type, balance_cents, affiliate_code, reg_date) VALUES (?, ?, ?, 0, ?, ?, ?)`,
  );
  const add = (username: string, balanceCents: number, affiliate: string | null, regDate: number): number =>
    Number(insertUser.run(code, username, hash ?? null, balanceCents, affiliate, regDate).lastInsertRowid);

  const member = add(INVITE_ACCOUNTS.member.username, 1_000_000, INVITE_ACCOUNTS.member.code, SEED_EPOCH);
  add(INVITE_ACCOUNTS.none.username, 100_000, null, SEED_EPOCH);

  // Friends: registered one day apart; the odd ones deposited and paid their inviter the referral reward.
  const { rewardPerFriendCents, minFirstDepositCents } = referralConfig(code);
  const insertReferral = db.prepare('INSERT INTO referrals (merchant_code, inviter_id, invitee_id, created_at) VALUES (?, ?, ?, ?)');
  for (let i = 1; i <= INVITE_ACCOUNTS.member.friends; i += 1) {
    const regDate = SEED_EPOCH + i * DAY;
    const friend = add(`inv_f${String(i).padStart(2, '0')}`, 0, null, regDate);
    insertReferral.run(code, member, friend, regDate);
    if (i % 2 === 1) {
      const at = regDate + 3_600_000;
      postMovement(db, { userId: friend, merchantCode: code, txType: TX.DEPOSIT, amountCents: minFirstDepositCents * 2, refKind: 'deposit', refId: `INV-${code}-F${i}`, remark: 'first deposit', at });
      postMovement(db, { userId: member, merchantCode: code, txType: TX.REFERRAL_INCOME, amountCents: rewardPerFriendCents, refKind: 'referral', refId: String(friend), remark: 'friend first deposit', at });
    }
  }

  // Bets settled inside the current period (Monday to Monday UTC), spread between its start and now.
  const period = missionPeriod(now);
  const insertBet = db.prepare(
    `INSERT INTO bets (bet_id, user_id, merchant_code, vendor, game_type, game_name, bet_cents, valid_bet_cents, win_cents, settled, placed_at, settled_at)
     VALUES (?, ?, ?, 'JILI', 'RNG', 'Fortune Gems', ?, ?, ?, 1, ?, ?)`,
  );
  let n = 0;
  const bet = (userId: number, validUnits: number, winUnits: number, slot: number, slots: number): void => {
    n += 1;
    const at = period.start + Math.floor(((now - period.start) * slot) / (slots + 1));
    const betId = `INV-${code}-B${n}`;
    insertBet.run(betId, userId, code, validUnits * 100, validUnits * 100, winUnits * 100, at, at);
    postMovement(db, { userId, merchantCode: code, txType: TX.BET, amountCents: -validUnits * 100, refKind: 'bet', refId: betId, at });
    if (winUnits > 0) postMovement(db, { userId, merchantCode: code, txType: TX.PAYOUT, amountCents: winUnits * 100, refKind: 'bet', refId: betId, at });
  };
  MEMBER_BETS.forEach(([valid, win], i) => bet(member, valid, win, i + 1, MEMBER_BETS.length));
  BOARD.forEach((valid, i) => {
    const player = add(`inv_lb${String(i + 1).padStart(2, '0')}`, 3_000_000, null, SEED_EPOCH + i * 3_600_000);
    bet(player, valid, Math.floor(valid / 2), 1, 1);
  });
}
