// Red envelope rain and link management seed, per merchant. rr_agent
// (type 1, Agent@1234, 100,000.00) has six direct downlines rr_down01…rr_down06 (Down@1234, balances
// 100.00…600.00) and one second-level account under rr_down06 (rr_sub01: in the team, but not a
// direct downline, so red rain refuses it); the red-rain specs move money only between these.
// lk_agent (type 1) has links in every state: active with registrations, never expiring without,
// expired with a registration, and a deleted one; lk_empty (type 1) has none. Opening balances
// are ledger rows (the users insert trigger posts them at reg_date).
import { AFFILIATE_LINK_EXPIRY_DAYS } from '../../src/config/constants';
import type { Merchant } from '../merchants';
import type { Db } from './database';

const SEED_EPOCH = Date.UTC(2024, 2, 1, 3, 0, 0);
const DAY = 86_400_000;

export const REDRAIN_ACCOUNTS = {
  agent: 'rr_agent',
  downlines: ['rr_down01', 'rr_down02', 'rr_down03', 'rr_down04', 'rr_down05', 'rr_down06'],
  /** Under rr_down06: in rr_agent's team, not a direct downline. */
  second: 'rr_sub01',
  linkAgent: 'lk_agent',
  noLinks: 'lk_empty',
} as const;

export interface PromotionChannel {
  channel: string;
  name: string;
}

export interface LinkOptions {
  /** Days; 0 = never expires. */
  expiryDays: readonly number[];
  channels: readonly PromotionChannel[];
}

const CHANNELS: Record<string, PromotionChannel> = {
  FACEBOOK: { channel: 'FACEBOOK', name: 'Facebook' },
  ZALO: { channel: 'ZALO', name: 'Zalo' },
  TELEGRAM: { channel: 'TELEGRAM', name: 'Telegram' },
  TIKTOK: { channel: 'TIKTOK', name: 'TikTok' },
  LINE: { channel: 'LINE', name: 'LINE' },
};

/** What each merchant offers for new links (upstream: getMerchantUrlExpiryOptions / getMerchantPromotionChannels). */
export function linkOptions(merchantCode: string): LinkOptions {
  const pick = (...codes: string[]): PromotionChannel[] => codes.map((c) => CHANNELS[c]).filter((c): c is PromotionChannel => c !== undefined);
  if (merchantCode === 'mono') return { expiryDays: [30, 0], channels: pick('FACEBOOK', 'ZALO') };
  if (merchantCode === 'atlas') return { expiryDays: [...AFFILIATE_LINK_EXPIRY_DAYS], channels: pick('FACEBOOK', 'LINE') };
  return { expiryDays: [...AFFILIATE_LINK_EXPIRY_DAYS], channels: pick('FACEBOOK', 'ZALO', 'TELEGRAM', 'TIKTOK') };
}

interface SeedLink {
  code: string;
  channel: string;
  expiryDays: number;
  /** Days before now it was made. */
  madeDaysAgo: number;
  deleted?: boolean;
  registrations: readonly string[];
}

/** lk_agent's links, the same in every merchant (codes are unique per merchant). */
const LINKS: readonly SeedLink[] = [
  { code: 'LKZALO30', channel: 'ZALO', expiryDays: 30, madeDaysAgo: 2, registrations: ['lk_reg01', 'lk_reg02'] },
  { code: 'LKFBNEVER', channel: 'FACEBOOK', expiryDays: 0, madeDaysAgo: 10, registrations: [] },
  { code: 'LKOLD7', channel: 'TELEGRAM', expiryDays: 7, madeDaysAgo: 20, registrations: ['lk_reg03'] },
  { code: 'LKGONE90', channel: 'FACEBOOK', expiryDays: 90, madeDaysAgo: 5, deleted: true, registrations: [] },
];

export const SEEDED_LINK_CODES = { active: 'LKZALO30', never: 'LKFBNEVER', expired: 'LKOLD7', deleted: 'LKGONE90' } as const;

export function seedRedRain(db: Db, merchant: Merchant, hashes: Map<string, string>, now: number): void {
  const code = merchant.code;
  const agentHash = hashes.get('Agent@1234') ?? '';
  const downHash = hashes.get('Down@1234') ?? '';
  const insert = db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, nickname, type, balance_cents, upline_id, reg_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const add = (username: string, hash: string, nickname: string | null, type: number, cents: number, upline: number | null, at: number): number =>
    Number(insert.run(code, username, hash, nickname, type, cents, upline, at).lastInsertRowid);

  const agent = add(REDRAIN_ACCOUNTS.agent, agentHash, 'Rain Maker', 1, 10_000_000, null, SEED_EPOCH);
  let last = agent;
  REDRAIN_ACCOUNTS.downlines.forEach((username, i) => {
    last = add(username, downHash, i % 2 === 0 ? `Rain ${i + 1}` : null, 0, (i + 1) * 10_000, agent, SEED_EPOCH + (i + 1) * DAY);
  });
  add(REDRAIN_ACCOUNTS.second, downHash, null, 0, 5_000, last, SEED_EPOCH + 10 * DAY);

  const linkAgent = add(REDRAIN_ACCOUNTS.linkAgent, agentHash, 'Link Keeper', 1, 0, null, SEED_EPOCH);
  add(REDRAIN_ACCOUNTS.noLinks, agentHash, null, 1, 0, null, SEED_EPOCH);
  const channels = linkOptions(code).channels.map((c) => c.channel);
  const insertLink = db.prepare(
    'INSERT INTO affiliate_links (merchant_code, agent_id, code, channel, expiry_days, expires_at, created_at, deleted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertRegistration = db.prepare('INSERT INTO affiliate_link_registrations (link_id, user_id, registered_at) VALUES (?, ?, ?)');
  for (const link of LINKS) {
    const channel = channels.includes(link.channel) ? link.channel : (channels[0] ?? link.channel);
    const made = now - link.madeDaysAgo * DAY;
    const expiresAt = link.expiryDays === 0 ? null : made + link.expiryDays * DAY;
    const linkId = Number(insertLink.run(code, linkAgent, link.code, channel, link.expiryDays, expiresAt, made, link.deleted ? made + DAY : null).lastInsertRowid);
    link.registrations.forEach((username, i) => {
      const at = made + (i + 1) * 3_600_000;
      const userId = add(username, downHash, null, 0, 0, linkAgent, at);
      insertRegistration.run(linkId, userId, at);
    });
  }
}
