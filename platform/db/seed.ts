// Deterministic demo data per merchant; seedMissing() runs at every start, resetDatabase() restores it.
import type { Merchant } from '../merchants';
import { hashPassword } from '../passwords';
import type { Db } from './database';
import { DATA_TABLES } from './migrations';
import { BANNER_DEFAULT_WIDTH, bannerUrl } from '../banner-images';
import { seedMemberCentre } from './seed-member';
import { seedPromotions } from './seed-promotions';
import { CATEGORIES, categoryOrder, gameCatalogue, lotteryCatalogue, vendorsOf } from './seed-catalogue';
import { seedService } from './seed-service';
import { seedMessages } from './seed-messages';
import { seedSecurity } from './seed-security';
import { seedDeposits } from './seed-deposit';
import { seedRecords } from './seed-records';
import { seedInvite } from './seed-invite';
import { seedWithdraw } from './seed-withdraw';
import { seedRewards } from './seed-rewards';
import { seedAgentTree } from './seed-agent';
import { seedAgentHome } from './seed-agent-home';
import { seedTeam } from './seed-team';
import { seedContracts } from './seed-contracts';
import { seedRedRain } from './seed-redrain';
import { seedRebates } from './seed-rebates';

export interface DemoAccount {
  username: string;
  password: string;
  type: number;
  note: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demo01', password: 'Demo@1234', type: 0, note: 'member, mobile 0901234567, balance 12,345.67' },
  { username: 'agent01', password: 'Agent@1234', type: 1, note: 'agent with downlines and pending daily-salary, dividend and hourly-salary contracts; affiliate code AGENT01' },
  { username: 'free01', password: 'Free@1234', type: 4, note: 'free/trial type, refused from member centre' },
  { username: 'fresh01', password: 'Fresh@1234', type: 0, note: 'must change password at first login' },
  { username: 'master01', password: 'Master@1234', type: 2, note: 'agent-only account: agent login only (member login answers login.not.member)' },
];

const DOWNLINE_PASSWORD = 'Down@1234';
const DOWNLINES = 8;
/** Fixed instant so the seed is identical on every run (registration dates, message times). */
const SEED_EPOCH = Date.UTC(2024, 0, 15, 3, 0, 0);
const DAY = 86_400_000;

// Hashing is the slow part of seeding; every merchant and every test platform reuses the same hashes.
const hashCache = new Map<string, Promise<string>>();
function demoHash(password: string): Promise<string> {
  let hash = hashCache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashCache.set(password, hash);
  }
  return hash;
}

export async function prepareSeedHashes(): Promise<Map<string, string>> {
  const passwords = [...DEMO_ACCOUNTS.map((a) => a.password), DOWNLINE_PASSWORD];
  const hashes = await Promise.all(passwords.map(demoHash));
  return new Map(passwords.map((p, i) => [p, hashes[i] ?? '']));
}

function seedMerchant(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  db.prepare('INSERT INTO merchants (code, name, parent_code) VALUES (?, ?, NULL)').run(code, merchant.name);
  db.prepare('INSERT OR IGNORE INTO merchants (code, name, parent_code) VALUES (?, ?, ?)').run(merchant.trialMerchantCode, `${merchant.name} (trial)`, code);

  const insertVendor = db.prepare('INSERT INTO vendors (merchant_code, category, code, display_name, sort) VALUES (?, ?, ?, ?, ?)');
  // Vendors sort by the merchant's category order first, then catalogue order within a category.
  const order = categoryOrder(code);
  vendorsOf(code).forEach((v, i) => insertVendor.run(code, v.category, v.code, v.displayName, order.indexOf(v.category) * 1000 + i));
  const insertGame = db.prepare(
    'INSERT INTO games (merchant_code, node_id, game_id, name, vendor, category, room_id, hot, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const games = gameCatalogue(code);
  for (const g of games) insertGame.run(code, g.nodeId, g.gameId, g.name, g.vendor, g.category, g.roomId, g.hot ? 1 : 0, g.sort);

  const insertLottery = db.prepare(
    'INSERT INTO lotteries (merchant_code, game_id, game_code, group_code, group_name, group_id, prize_modes, name, cycle_seconds, tag, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  lotteryCatalogue(code).forEach((l, i) =>
    insertLottery.run(code, l.gameId, l.gameCode, l.groupCode, l.groupName, l.groupId, l.prizeModes, l.name, l.cycleSeconds, l.tag, i),
  );

  seedAnnouncements(db, merchant);
  const sportsbook = games.find((g) => g.vendor === 'SABA');
  const insertMatch = db.prepare(
    'INSERT INTO hot_matches (merchant_code, league, league_id, home_team, away_team, home_odds, away_odds, day_offset, minute_of_day, node_id, vendor) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const matches: [string, string, string, string, number, number][] = [
    ['V.League 1', 'VL1', 'Hanoi FC', 'Viettel FC', 1.95, 1.85],
    ['Premier League', 'EPL', 'Arsenal', 'Liverpool', 2.1, 1.75],
    ['La Liga', 'LALIGA', 'Barcelona', 'Sevilla', 1.6, 2.4],
    ['AFF Cup', 'AFF', 'Vietnam', 'Thailand', 2.05, 1.8],
  ];
  // mono has no hot matches (home's empty state).
  if (code !== 'mono') matches.forEach(([league, leagueId, home, away, homeOdds, awayOdds], i) =>
    insertMatch.run(code, league, leagueId, home, away, homeOdds, awayOdds, 1 + (i % 2), 18 * 60 + i * 45, sportsbook?.nodeId ?? 1001, 'SABA'),
  );

  seedAccounts(db, merchant, hashes);
  seedAgentTree(db, merchant, hashes.get(DOWNLINE_PASSWORD) ?? '');
  seedAgentHome(db, merchant, hashes);
  seedContracts(db, merchant, hashes, now);
  seedRedRain(db, merchant, hashes, now);
  seedRebates(db, merchant, hashes, now);
  seedService(db, merchant);
  seedMemberCentre(db, merchant, hashes);
  seedPromotions(db, merchant);
  seedMessages(db, merchant, hashes.get('Demo@1234'), now);
  seedSecurity(db, merchant);
  seedDeposits(db, merchant, hashes, now);
  seedRecords(db, merchant, hashes, now);
  seedInvite(db, merchant, hashes.get('Demo@1234'), now);
  seedWithdraw(db, merchant, now);
  seedRewards(db, merchant, hashes, now);
  seedTeam(db, merchant, hashes, now);
}

function seedAnnouncements(db: Db, merchant: Merchant): void {
  const insert = db.prepare(
    'INSERT INTO announcements (merchant_code, kind, group_name, title, content, execution, promotion_type, redirect, image_url, created_at, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const code = merchant.code;
  const links = `<p>Read the <a href="https://www.example.com/rules">full rules</a> or open <a href="/m/activity">the activity centre</a>.</p>`;
  let sort = 0;
  const add = (kind: string, group: string, title: string, content: string, extra: { execution?: string; promotionType?: string; redirect?: string; image?: string } = {}): void => {
    sort += 1;
    insert.run(code, kind, group, title, content, extra.execution ?? null, extra.promotionType ?? null, extra.redirect ?? null, extra.image ?? null, SEED_EPOCH + sort * 3_600_000, sort);
  };
  // mono shows the single-banner, empty-ticker and no-match states of home; demo and atlas the full ones.
  const sparse = code === 'mono';
  add('B', 'm_home', `${merchant.name} welcome bonus`, '', { image: bannerUrl(1, BANNER_DEFAULT_WIDTH), redirect: '/m/activity' });
  if (!sparse) {
    add('B', 'm_home', 'Weekend cashback', '', { image: bannerUrl(2, BANNER_DEFAULT_WIDTH), redirect: 'https://www.example.com/cashback' });
    add('B', 'm_home', 'Lottery every minute', '', { image: bannerUrl(3, BANNER_DEFAULT_WIDTH) });
  }
  add('B', 'm_reg', 'Register and play', '', { image: bannerUrl(4, BANNER_DEFAULT_WIDTH), redirect: '/m/register' });
  for (let i = 1; i <= (sparse ? 0 : 6); i += 1) {
    add('PL', 'm_home', `Player notice ${i}: ${['maintenance window', 'new slots', 'deposit channels', 'VIP upgrade', 'lottery schedule', 'security tips'][i - 1]}`, `<p>Notice ${i} for ${merchant.name} players.</p>${links}`);
  }
  for (let i = 1; i <= 3; i += 1) add('A', 'm_home', `Agent notice ${i}`, `<p>Commission update ${i}.</p>${links}`);
  add('PU', 'm_home', 'Welcome back', `<p>Good to see you again.</p>${links}`, { execution: 'A', promotionType: 'DEPOSIT' });
  add('PU', 'm_home', 'Daily mission', `<p>Finish today's mission for a bonus.</p>`, { execution: 'A', promotionType: 'MISSION', redirect: '/m/rewardCenter' });
  add('PU', 'm_home', 'Welcome, guest', `<p>Register now for a welcome bonus.</p>${links}`, { execution: 'B', promotionType: 'REGISTER', redirect: '/m/register' });
  add('PU', 'm_home', 'Your first login', `<p>Thank you for joining ${merchant.name}.</p>${links}`, { execution: 'F', promotionType: 'APP_DOWNLOAD' });
  add('PU', 'm_reg', 'Before you register', `<p>You must be ${merchant.minimumAge} or older.</p>${links}`, { execution: 'B' });
  for (let i = 1; i <= 3; i += 1) add('PR', 'm_home', `Promotion ${i}`, `<p>Promotion ${i} details.</p>${links}`, { image: `/platform-assets/banners/${i}.svg` });
}

function seedAccounts(db: Db, merchant: Merchant, hashes: Map<string, string>): void {
  const code = merchant.code;
  const insertUser = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, must_change_password, upline_id, affiliate_code, club_label, reg_date, last_login_at, has_bet)
     VALUES (@merchant, @username, @hash, @mobile, @email, @nickname, @type, @balance, @mustChange, @upline, @affiliate, @club, @regDate, @lastLogin, @hasBet)`,
  );
  const base = { merchant: code, email: null, nickname: null, mustChange: 0, upline: null, affiliate: null, club: 'VIP0', lastLogin: null, hasBet: 0 };
  const demoId = Number(
    insertUser.run({ ...base, username: 'demo01', hash: hashes.get('Demo@1234'), mobile: '0901234567', email: 'demo01@example.com', nickname: 'Demo Player', type: 0, balance: 1_234_567, club: 'VIP1', regDate: SEED_EPOCH }).lastInsertRowid,
  );
  const agentId = Number(
    insertUser.run({ ...base, username: 'agent01', hash: hashes.get('Agent@1234'), mobile: '0901234568', email: 'agent01@example.com', nickname: 'Agent One', type: 1, balance: 5_000_000, affiliate: 'AGENT01', club: 'VIP3', regDate: SEED_EPOCH - 30 * DAY }).lastInsertRowid,
  );
  insertUser.run({ ...base, username: 'free01', hash: hashes.get('Free@1234'), mobile: null, type: 4, balance: 200_000, regDate: SEED_EPOCH });
  insertUser.run({ ...base, username: 'fresh01', hash: hashes.get('Fresh@1234'), mobile: '0901234569', type: 0, balance: 0, mustChange: 1, regDate: SEED_EPOCH + DAY });
  insertUser.run({ ...base, username: 'master01', hash: hashes.get('Master@1234'), mobile: null, type: 2, balance: 0, affiliate: 'MASTER01', regDate: SEED_EPOCH - 60 * DAY });
  for (let i = 1; i <= DOWNLINES; i += 1) {
    insertUser.run({
      ...base,
      username: `down${String(i).padStart(2, '0')}`,
      hash: hashes.get(DOWNLINE_PASSWORD),
      mobile: `09111111${String(i).padStart(2, '0')}`,
      type: i === 8 ? 1 : 0,
      balance: i * 10_000,
      upline: agentId,
      regDate: SEED_EPOCH + i * DAY,
      lastLogin: i <= 6 ? SEED_EPOCH + 40 * DAY : null,
      hasBet: i <= 4 ? 1 : 0,
    });
  }
  // demo01 is agent01's downline too, so the member sees a toUpline value.
  db.prepare('UPDATE users SET upline_id = ? WHERE id = ?').run(agentId, demoId);

  // One pending offer of each kind, so the home screen's contract prompts are all exercised.
  const insertContract = db.prepare('INSERT INTO contracts (user_id, contract_type, status, from_user, terms_json, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  insertContract.run(
    agentId,
    'DAILY_SALARY',
    'PENDING',
    code,
    JSON.stringify([
      { condition: 'Team turnover ≥ 1,000,000', rate: 0.5 },
      { condition: 'Team turnover ≥ 5,000,000', rate: 0.8 },
    ]),
    SEED_EPOCH + 40 * DAY,
  );
  insertContract.run(agentId, 'DIVIDEND', 'PENDING', code, JSON.stringify([{ condition: 'Monthly team profit ≥ 10,000,000', rate: 10 }]), SEED_EPOCH + 41 * DAY);
  insertContract.run(agentId, 'HOURLY_SALARY', 'PENDING', code, JSON.stringify([{ condition: 'Active downlines ≥ 5 in the hour', rate: 0.2 }]), SEED_EPOCH + 42 * DAY);
}

/** Seeds every configured merchant that the database does not know yet (first run, or a new merchant file). */
/** `now` anchors data shown in windows counted back from now (the message centre's 30/7 days). */
export async function seedMissing(db: Db, merchants: readonly Merchant[], now: number = Date.now()): Promise<string[]> {
  const known = new Set((db.prepare('SELECT code FROM merchants WHERE parent_code IS NULL').all() as { code: string }[]).map((r) => r.code));
  const missing = merchants.filter((m) => !known.has(m.code));
  if (missing.length === 0) return [];
  const hashes = await prepareSeedHashes();
  db.transaction(() => {
    for (const merchant of missing) seedMerchant(db, merchant, hashes, now);
  })();
  return missing.map((m) => m.code);
}

export async function resetDatabase(db: Db, merchants: readonly Merchant[], now: number = Date.now()): Promise<void> {
  const hashes = await prepareSeedHashes();
  db.transaction(() => {
    for (const table of DATA_TABLES) db.exec(`DELETE FROM ${table}`);
    for (const merchant of merchants) seedMerchant(db, merchant, hashes, now);
  })();
}

export const SEEDED_CATEGORIES = CATEGORIES;
