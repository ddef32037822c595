// The deterministic demo catalogue every merchant gets: vendors, games, lotteries, announcements, matches.
// Pure data generation (no database), so the seed and the tests agree on what exists.

export const CATEGORIES = ['SPORTS', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT', 'RNG'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: Record<Category, string> = {
  SPORTS: 'Sports',
  FISH: 'Fishing',
  LIVE: 'Live Casino',
  PVP: 'Card Games',
  LOTT: 'Lottery',
  ELOTT: 'E-Lottery',
  RNG: 'Slots',
};

interface VendorSeed {
  category: Category;
  code: string;
  displayName: string;
  games: number;
  /** Only these merchants carry the vendor (absent: every merchant). */
  merchants?: readonly string[];
}

export const VENDORS: readonly VendorSeed[] = [
  { category: 'SPORTS', code: 'SABA', displayName: 'Saba Sports', games: 3 },
  { category: 'SPORTS', code: 'BTI', displayName: 'BTi Sports', games: 3 },
  { category: 'SPORTS', code: 'CMD', displayName: 'CMD368', games: 3 },
  { category: 'FISH', code: 'JILIF', displayName: 'JILI Fishing', games: 15 },
  { category: 'FISH', code: 'FCF', displayName: 'FC Fishing', games: 15 },
  { category: 'FISH', code: 'JDBF', displayName: 'JDB Fishing', games: 15 },
  { category: 'LIVE', code: 'EVO', displayName: 'Evolution', games: 10 },
  { category: 'LIVE', code: 'SEXY', displayName: 'AE Sexy', games: 10 },
  { category: 'LIVE', code: 'DG', displayName: 'Dream Gaming', games: 10 },
  { category: 'LIVE', code: 'WM', displayName: 'WM Casino', games: 10 },
  { category: 'PVP', code: 'KM', displayName: 'Kingmaker', games: 12 },
  { category: 'PVP', code: 'V8', displayName: 'V8 Poker', games: 12 },
  { category: 'PVP', code: 'TP', displayName: 'TP Cards', games: 12 },
  { category: 'LOTT', code: 'VR', displayName: 'VR Lottery', games: 5 },
  { category: 'LOTT', code: 'TCG', displayName: 'TCG Lottery', games: 5 },
  { category: 'ELOTT', code: 'GW', displayName: 'GW E-Lottery', games: 6 },
  { category: 'RNG', code: 'PG', displayName: 'PG Soft', games: 80 },
  { category: 'RNG', code: 'PP', displayName: 'Pragmatic Play', games: 80 },
  { category: 'RNG', code: 'JILI', displayName: 'JILI Slots', games: 80 },
  { category: 'RNG', code: 'CQ9', displayName: 'CQ9', games: 80 },
  { category: 'RNG', code: 'JDB', displayName: 'JDB Slots', games: 80 },
  { category: 'RNG', code: 'FC', displayName: 'Fa Chai', games: 80 },
  // demo's big slot vendor (the game list's infinite scroll, through 600 games); last, so every other
  // node id stays the same on every merchant.
  { category: 'RNG', code: 'MEGA', displayName: 'Mega Slots', games: 600, merchants: ['demo'] },
];

/**
 * The order the platform lists a merchant's game categories in (the home menu's tabs follow it):
 * operators arrange it per brand, so mono puts slots first.
 */
const CATEGORY_ORDERS: Record<string, readonly Category[]> = {
  mono: ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'],
};

export function categoryOrder(merchantCode: string): readonly Category[] {
  return CATEGORY_ORDERS[merchantCode] ?? CATEGORIES;
}

/** The vendors a merchant carries, in catalogue order (node ids follow it). */
export function vendorsOf(merchantCode: string): VendorSeed[] {
  return VENDORS.filter((v) => !v.merchants || v.merchants.includes(merchantCode));
}

/**
 * Launch rules with real causes: a vendor whose tables need a minimum balance (demo01
 * with 12,345.67 is refused, agent01 with 50,000.00 plays) and a vendor under maintenance that
 * ends at the next whole hour plus two hours. Per merchant, so brands differ.
 */
export const VENDOR_MIN_BALANCE_CENTS: Readonly<Record<string, number>> = { EVO: 2_000_000 };
export const VENDOR_MAINTENANCE: Readonly<Record<string, readonly string[]>> = { demo: ['FC'], mono: ['CQ9'], atlas: ['FC'] };
const HOUR = 3_600_000;
/** When a vendor's maintenance ends (ms), or null when it is open. */
export function vendorMaintenanceUntil(merchantCode: string, vendor: string, now: number): number | null {
  return VENDOR_MAINTENANCE[merchantCode]?.includes(vendor) ? Math.ceil(now / HOUR) * HOUR + 2 * HOUR : null;
}

const ADJECTIVES = ['Golden', 'Lucky', 'Dragon', 'Fortune', 'Mega', 'Wild', 'Royal', 'Mystic', 'Jade', 'Thunder', 'Crystal', 'Ruby', 'Silver', 'Cosmic', 'Ancient', 'Happy', 'Blazing', 'Ocean', 'Jungle', 'Sakura'];
const NOUNS = ['Tiger', 'Phoenix', 'Treasure', 'Gems', 'Koi', 'Panda', 'Empire', 'Temple', 'Riches', 'Lantern', 'Pearl', 'Warrior', 'Queen', 'Festival', 'Magic', 'Bonanza', 'Rush', 'Legends', 'Island', 'Fruits', 'Wolf', 'Sphinx', 'Garden', 'Vault'];
const THEMED: Record<Exclude<Category, 'RNG'>, string[]> = {
  SPORTS: ['Sportsbook', 'Virtual Football', 'E-Sports'],
  FISH: ['Ocean King', 'Fishing War', 'Mega Fishing', 'Dragon Fishing', 'Bombing Fishing', 'Happy Fishing', 'Jackpot Fishing', 'Boom Legend', 'All-star Fishing', 'Royal Fishing', 'Fishing Disco', 'Mermaid Hunt', 'Shark Reef', 'Golden Bay', 'Deep Sea'],
  LIVE: ['Baccarat', 'Speed Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan', 'Lightning Dice', 'Crazy Time', 'Poker Table'],
  PVP: ['Tien Len', 'Phom', 'Mau Binh', 'Xoc Dia', 'Sam Loc', 'Poker', 'Blackjack Duel', 'Baccarat Duel', 'Bau Cua', 'Lieng', 'Catte', 'Teen Patti'],
  LOTT: ['Vietnam Lottery', 'Mega 6/45', 'Power 6/55', 'Keno', 'Max 3D'],
  ELOTT: ['E-Lotto 1 min', 'E-Lotto 3 min', 'E-Keno', 'E-Pick 3', 'E-Pick 5', 'E-Lucky 28'],
};

/** Small fast PRNG: the same merchant code always yields the same catalogue. */
export function prng(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GameSeed {
  nodeId: number;
  gameId: string;
  name: string;
  vendor: string;
  category: Category;
  roomId: string;
  hot: boolean;
  sort: number;
}

export function gameCatalogue(merchantCode: string): GameSeed[] {
  const random = prng(`games:${merchantCode}`);
  const games: GameSeed[] = [];
  let nodeId = 1000;
  for (const vendor of vendorsOf(merchantCode)) {
    const used = new Set<string>();
    for (let i = 0; i < vendor.games; i += 1) {
      let name: string;
      if (vendor.category === 'RNG') {
        // 480 word pairs exist; past 400 names a vendor numbers its sequels instead of searching.
        let tries = 0;
        do {
          name = `${ADJECTIVES[Math.floor(random() * ADJECTIVES.length)]} ${NOUNS[Math.floor(random() * NOUNS.length)]}`;
          if (used.size >= 400 && used.has(name)) name = `${name} ${i + 1}`;
          tries += 1;
        } while (used.has(name) && tries < 1000);
      } else {
        const themed = THEMED[vendor.category];
        name = themed[i % themed.length] ?? `Game ${i + 1}`;
        if (used.has(name)) name = `${name} ${i + 1}`;
      }
      used.add(name);
      nodeId += 1;
      games.push({
        nodeId,
        gameId: `${vendor.code}_${String(i + 1).padStart(3, '0')}`,
        name,
        vendor: vendor.code,
        category: vendor.category,
        roomId: vendor.category === 'LIVE' || vendor.category === 'SPORTS' ? `R${(i % 4) + 1}` : '',
        hot: random() < 0.04 || i === 0,
        sort: i,
      });
    }
  }
  return games;
}

export interface LotterySeed {
  gameId: number;
  gameCode: string;
  groupCode: string;
  groupName: string;
  groupId: number;
  prizeModes: string;
  name: string;
  cycleSeconds: number;
  tag: string | null;
}

const LOTTERY_GROUPS: { code: string; name: string; prizeModes: string; games: [string, string, number][] }[] = [
  // VNT draws every 20 s with the 10 s lock: 10 s on sale (6 s of it highlighted), 10 s locked, so
  // every countdown state is reachable within one cycle in a browser test.
  { code: 'VNFAST', name: 'Xổ số nhanh', prizeModes: 'Lott,ZY', games: [['VNT', 'Vietnam Turbo 20 s', 20], ['VN1', 'Vietnam Fast 1 min', 60], ['VN2', 'Vietnam Fast 2 min', 120], ['VN3', 'Vietnam Fast 3 min', 180], ['VN5', 'Vietnam Fast 5 min', 300], ['VNHN', 'Hanoi VIP', 90]] },
  { code: 'SSC', name: 'Time Lottery', prizeModes: 'Lott,ZY', games: [['SSC1', 'Speed SSC 1 min', 60], ['SSC15', 'SSC 90 s', 90], ['SSC2', 'SSC 2 min', 120], ['SSC3', 'SSC 3 min', 180], ['SSC5', 'SSC 5 min', 300], ['TXFFC', 'Tencent 1 min', 60]] },
  { code: 'K3', name: 'Fast 3', prizeModes: 'Lott,ZY', games: [['K31', 'Fast 3 1 min', 60], ['K32', 'Fast 3 2 min', 120], ['K33', 'Fast 3 3 min', 180], ['K35', 'Fast 3 5 min', 300]] },
  { code: 'PK10', name: 'PK10', prizeModes: 'Lott,ZY', games: [['PK1', 'Speed Racing 1 min', 60], ['PK3', 'Racing 3 min', 180], ['PK5', 'Racing 5 min', 300], ['XYFT', 'Lucky Airship', 240]] },
  { code: 'ELOTT', name: 'E-Lottery', prizeModes: 'Elott', games: [['EL1', 'E-Lotto 1 min', 60], ['EL3', 'E-Lotto 3 min', 180], ['EKENO', 'E-Keno 2 min', 120]] },
];

/** Lotteries the operator has taken off sale: listed, but isSale stays false (the row shows --:--:--). */
export const SUSPENDED_LOTTERIES: ReadonlySet<string> = new Set(['VNHN', 'XYFT']);

/** Groups a merchant does not offer, so per-merchant behaviour is visible (mono has no racing and no e-lottery). */
const MERCHANT_MISSING_GROUPS: Readonly<Record<string, readonly string[]>> = { mono: ['PK10', 'ELOTT'] };

/**
 * LOBBY_LOTTERY_BENCH_ROWS=N (the lottery-tick benchmark) adds a BENCH group of N one-minute
 * lotteries to every merchant, so the client's list really is N rows long from the platform.
 */
function benchGroup(rows: number): (typeof LOTTERY_GROUPS)[number] | null {
  if (!Number.isInteger(rows) || rows <= 0) return null;
  const games: [string, string, number][] = Array.from({ length: rows }, (_, i) => [`B${String(i + 1).padStart(3, '0')}`, `Bench ${i + 1}`, [60, 90, 120, 180, 300][i % 5] ?? 60]);
  return { code: 'BENCH', name: 'Bench', prizeModes: 'Lott', games };
}

export function lotteryCatalogue(merchantCode = '', benchRows = Number(process.env.LOBBY_LOTTERY_BENCH_ROWS ?? 0)): LotterySeed[] {
  const seeds: LotterySeed[] = [];
  let gameId = 100;
  const missing = MERCHANT_MISSING_GROUPS[merchantCode] ?? [];
  const bench = benchGroup(benchRows);
  [...LOTTERY_GROUPS, ...(bench ? [bench] : [])].forEach((group, groupIndex) => {
    for (const [code, name, cycleSeconds] of group.games) {
      gameId += 1;
      if (missing.includes(group.code)) continue;
      seeds.push({
        gameId,
        gameCode: code,
        groupCode: group.code,
        groupName: group.name,
        groupId: groupIndex + 1,
        prizeModes: group.prizeModes,
        name,
        cycleSeconds,
        tag: cycleSeconds === 60 || code === 'VNT' ? 'HOT' : code === 'XYFT' ? 'NEW' : null,
      });
    }
  });
  return seeds;
}
