// Deterministic promotions per merchant: demo and atlas get many, in categories that
// exercise every state of the screens (a category with none, a promotion whose content is hostile
// HTML, one that takes applications with staff review, one accepted at once, one the demo member is
// not eligible for, one the demo member has already applied to); mono gets a few. Pictures reuse
// the demo banners (750×300).
import type { Merchant } from '../merchants';
import { BANNER_DEFAULT_WIDTH, bannerUrl } from '../banner-images';
import type { Db } from './database';

/** Fixed instants so the seed is identical on every run; noon UTC, so the date reads the same in every time zone. */
const START = Date.UTC(2024, 0, 15, 12, 0, 0);
const END = Date.UTC(2030, 11, 31, 12, 0, 0);

/** Markup a back office might let through: the client's sanitiser must neutralise all of it. */
export const HOSTILE_PROMOTION_HTML = [
  '<p>Get <strong>10% cashback</strong> on every Monday.</p>',
  '<img src="x" alt="" onerror="window.__promoXss = \'img\'">',
  '<script>window.__promoXss = \'script\'</script>',
  '<a href="javascript:window.__promoXss = \'link\'" data-testid="hostile-link">Claim by script</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '<p style="position:fixed;inset:0">Overlay</p>',
  '<p><a href="/m/home">Back to the lobby</a></p>',
].join('');

interface SeedPromotion {
  title: string;
  content: string;
  banner: number;
  endTime: number | null;
  applicable?: boolean;
  review?: boolean;
  minVip?: number;
  /** The demo member (demo01) has applied already, with this status. */
  appliedByDemo?: 'PENDING' | 'ACCEPTED' | 'REJECTED';
}

const rules = (lines: string[]) => `<ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul>`;

function fullSet(brand: string): Array<[string, SeedPromotion[]]> {
  return [
    [
      'New members',
      [
        {
          title: `${brand} welcome bonus 100%`,
          content: `<p>Double your first deposit, up to 5,000,000.</p>${rules(['Apply with a screenshot of your first deposit.', 'Our staff review every application within 24 hours.'])}`,
          banner: 1,
          endTime: END,
          applicable: true,
          review: true,
        },
        {
          title: 'Birthday gift',
          content: `<p>A gift in your birthday month.</p>${rules(['Send a photo of your ID showing your birthday.', 'One gift per year.'])}`,
          banner: 4,
          endTime: null,
          applicable: true,
          review: true,
          appliedByDemo: 'PENDING',
        },
      ],
    ],
    [
      'Casino',
      [
        { title: 'Weekend cashback', content: HOSTILE_PROMOTION_HTML, banner: 2, endTime: END },
        {
          title: 'Live casino rebate 1%',
          content: `<p>1% back on every live casino bet, credited at once.</p>${rules(['Apply once; the rebate runs until the end of the promotion.'])}`,
          banner: 3,
          endTime: END,
          applicable: true,
        },
      ],
    ],
    [
      'Sports',
      [
        {
          title: 'VIP sports insurance',
          content: `<p>Your first losing bet of the week refunded, for VIP3 and above.</p>`,
          banner: 2,
          endTime: END,
          applicable: true,
          minVip: 3,
        },
      ],
    ],
    ['Lottery', []],
  ];
}

function fewSet(brand: string): Array<[string, SeedPromotion[]]> {
  return [
    [
      'Welcome',
      [
        {
          title: `${brand} first deposit bonus`,
          content: `<p>50% on your first deposit.</p>${rules(['Apply with your deposit receipt.'])}`,
          banner: 1,
          endTime: END,
          applicable: true,
        },
      ],
    ],
    ['Rebate', [{ title: 'Daily rebate 0.8%', content: '<p>Rebate on every bet, paid daily. No application needed.</p>', banner: 3, endTime: null }]],
    ['Events', []],
  ];
}

export function seedPromotions(db: Db, merchant: Merchant): void {
  const code = merchant.code;
  const insertCategory = db.prepare('INSERT INTO promotion_categories (merchant_code, name, sort) VALUES (?, ?, ?)');
  const insertPromotion = db.prepare(
    'INSERT INTO promotions (merchant_code, category_id, title, content, image_url, start_time, end_time, applicable, review, min_vip, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertApplication = db.prepare(
    'INSERT INTO promotion_applications (promotion_id, user_id, remark, image_count, image_bytes, status, applied_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const demo = db.prepare("SELECT id FROM users WHERE merchant_code = ? AND username = 'demo01'").get(code) as { id: number } | undefined;
  const set = code === 'mono' ? fewSet(merchant.name) : fullSet(merchant.name);
  let sort = 0;
  set.forEach(([name, promotions], categoryIndex) => {
    const categoryId = Number(insertCategory.run(code, name, categoryIndex).lastInsertRowid);
    for (const p of promotions) {
      sort += 1;
      const id = Number(
        insertPromotion.run(code, categoryId, p.title, p.content, bannerUrl(p.banner, BANNER_DEFAULT_WIDTH), START, p.endTime, p.applicable ? 1 : 0, p.review ? 1 : 0, p.minVip ?? 0, sort)
          .lastInsertRowid,
      );
      if (p.appliedByDemo && demo) insertApplication.run(id, demo.id, 'My birthday is in this month.', 1, 48_213, p.appliedByDemo, START + 3_600_000);
    }
  });
}
