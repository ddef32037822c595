// Schema history. Append new migrations; never edit an applied one (file databases survive restarts).
export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'initial',
    sql: `
      CREATE TABLE platform_keys (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        public_pem TEXT NOT NULL, private_pem TEXT NOT NULL, modulus_hex TEXT NOT NULL, exponent_hex TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE TABLE merchants (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent_code TEXT,
        maintenance INTEGER NOT NULL DEFAULT 0,
        region_restriction INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL REFERENCES merchants(code),
        username TEXT NOT NULL COLLATE NOCASE,
        password_hash TEXT,
        mobile TEXT,
        email TEXT,
        nickname TEXT,
        payee_name TEXT,
        type INTEGER NOT NULL,
        balance_cents INTEGER NOT NULL DEFAULT 0,
        must_change_password INTEGER NOT NULL DEFAULT 0,
        upline_id INTEGER REFERENCES users(id),
        affiliate_code TEXT COLLATE NOCASE,
        club_label TEXT NOT NULL DEFAULT 'VIP0',
        reg_date INTEGER NOT NULL,
        last_login_at INTEGER,
        has_bet INTEGER NOT NULL DEFAULT 0,
        UNIQUE (merchant_code, username)
      );
      CREATE UNIQUE INDEX users_mobile ON users (merchant_code, mobile) WHERE mobile IS NOT NULL;
      CREATE UNIQUE INDEX users_affiliate ON users (merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
      CREATE INDEX users_upline ON users (upline_id);
      CREATE TABLE sessions (
        token TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        first_time_login INTEGER NOT NULL
      );
      CREATE TABLE captchas (id TEXT PRIMARY KEY, answer TEXT NOT NULL, expires_at INTEGER NOT NULL);
      CREATE TABLE sms_codes (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL, mobile TEXT NOT NULL, purpose TEXT NOT NULL, code TEXT NOT NULL,
        sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX sms_lookup ON sms_codes (merchant_code, mobile, purpose, sent_at);
      CREATE TABLE login_failures (
        merchant_code TEXT NOT NULL, username TEXT NOT NULL COLLATE NOCASE, failures INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, username)
      );
      CREATE TABLE vendors (
        merchant_code TEXT NOT NULL, category TEXT NOT NULL, code TEXT NOT NULL, display_name TEXT NOT NULL, sort INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, category, code)
      );
      CREATE TABLE games (
        merchant_code TEXT NOT NULL, node_id INTEGER NOT NULL, game_id TEXT NOT NULL, name TEXT NOT NULL,
        vendor TEXT NOT NULL, category TEXT NOT NULL, room_id TEXT NOT NULL, hot INTEGER NOT NULL, sort INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, node_id)
      );
      CREATE INDEX games_list ON games (merchant_code, category, vendor, sort);
      CREATE TABLE favourites (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, merchant_code TEXT NOT NULL, node_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL, PRIMARY KEY (user_id, merchant_code, node_id)
      );
      CREATE TABLE recent_games (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, merchant_code TEXT NOT NULL, node_id INTEGER NOT NULL,
        played_at INTEGER NOT NULL, PRIMARY KEY (user_id, merchant_code, node_id)
      );
      CREATE TABLE lotteries (
        merchant_code TEXT NOT NULL, game_id INTEGER NOT NULL, game_code TEXT NOT NULL, group_code TEXT NOT NULL,
        group_name TEXT NOT NULL, group_id INTEGER NOT NULL, prize_modes TEXT NOT NULL, name TEXT NOT NULL,
        cycle_seconds INTEGER NOT NULL, tag TEXT, sort INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, game_id)
      );
      CREATE TABLE announcements (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, kind TEXT NOT NULL, group_name TEXT NOT NULL,
        title TEXT NOT NULL, content TEXT NOT NULL, execution TEXT, promotion_type TEXT, redirect TEXT, image_url TEXT,
        created_at INTEGER NOT NULL, sort INTEGER NOT NULL
      );
      CREATE INDEX announcements_kind ON announcements (merchant_code, kind, group_name, sort);
      CREATE TABLE announcement_reads (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, announcement_id INTEGER NOT NULL,
        PRIMARY KEY (user_id, announcement_id)
      );
      CREATE TABLE hot_matches (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, league TEXT NOT NULL, league_id TEXT NOT NULL,
        home_team TEXT NOT NULL, away_team TEXT NOT NULL, home_odds REAL NOT NULL, away_odds REAL NOT NULL,
        day_offset INTEGER NOT NULL, minute_of_day INTEGER NOT NULL, node_id INTEGER NOT NULL, vendor TEXT NOT NULL
      );
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        sender TEXT NOT NULL, subject TEXT NOT NULL, content TEXT NOT NULL, sent_at INTEGER NOT NULL, read INTEGER NOT NULL
      );
      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        contract_type TEXT NOT NULL, status TEXT NOT NULL, from_user TEXT NOT NULL, terms_json TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, username TEXT NOT NULL, email TEXT NOT NULL, sent_at INTEGER NOT NULL
      );
    `,
  },
  {
    id: 2,
    name: 'legacy-key',
    // The legacy scheme gets its own RSA-1024 key beside the default RSA-2048 one, so the table is
    // keyed by purpose now. SQLite cannot change a CHECK constraint in place, hence the rebuild; the
    // existing key becomes the 'default' row and server.ts generates the 'legacy' row on first start.
    sql: `
      CREATE TABLE platform_keys_new (
        purpose TEXT PRIMARY KEY CHECK (purpose IN ('default', 'legacy')),
        public_pem TEXT NOT NULL, private_pem TEXT NOT NULL, modulus_hex TEXT NOT NULL, exponent_hex TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      INSERT INTO platform_keys_new (purpose, public_pem, private_pem, modulus_hex, exponent_hex, created_at)
        SELECT 'default', public_pem, private_pem, modulus_hex, exponent_hex, created_at FROM platform_keys WHERE id = 1;
      DROP TABLE platform_keys;
      ALTER TABLE platform_keys_new RENAME TO platform_keys;
    `,
  },
  {
    id: 3,
    name: 'member-centre',
    // Member centre: the chosen head icon, whether the club label is automatic or a
    // special one, the turnover behind level progress and the unclaimed rewards per promotion kind.
    sql: `
      ALTER TABLE users ADD COLUMN head_icon TEXT NOT NULL DEFAULT 'a1';
      ALTER TABLE users ADD COLUMN club_label_type TEXT NOT NULL DEFAULT 'AUTO' CHECK (club_label_type IN ('AUTO', 'SPECIAL'));
      CREATE TABLE member_turnover (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        monthly_cents INTEGER NOT NULL, total_cents INTEGER NOT NULL
      );
      CREATE TABLE member_promotions (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, promo_key TEXT NOT NULL,
        enabled INTEGER NOT NULL, unclaimed INTEGER NOT NULL, PRIMARY KEY (user_id, promo_key)
      );
    `,
  },
  {
    id: 6,
    name: 'service',
    // Customer service: feedback sent by members, help-centre topics, and the dev switch
    // that takes a merchant's live-chat vendor offline. Rows are keyed by merchant (and username),
    // not by user id, so a reset that empties users never trips over them; platform/db/seed-service.ts
    // clears and reseeds them per merchant.
    sql: `
      CREATE TABLE service_feedback (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, username TEXT NOT NULL COLLATE NOCASE,
        type TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL, status TEXT NOT NULL, reply TEXT
      );
      CREATE INDEX service_feedback_user ON service_feedback (merchant_code, username);
      CREATE TABLE service_help_topics (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, sort INTEGER NOT NULL
      );
      CREATE TABLE service_faults (merchant_code TEXT NOT NULL, fault TEXT NOT NULL, PRIMARY KEY (merchant_code, fault));
    `,
  },
  {
    id: 7,
    name: 'promotions',
    // Promotions: categories and promotions per merchant (content type PR), and members'
    // applications. Images are checked and counted, not kept: the reference platform has no
    // back office to review them.
    sql: `
      CREATE TABLE promotion_categories (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, name TEXT NOT NULL, sort INTEGER NOT NULL
      );
      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        category_id INTEGER NOT NULL REFERENCES promotion_categories(id) ON DELETE CASCADE,
        title TEXT NOT NULL, content TEXT NOT NULL, image_url TEXT NOT NULL,
        start_time INTEGER NOT NULL, end_time INTEGER,
        applicable INTEGER NOT NULL DEFAULT 0, review INTEGER NOT NULL DEFAULT 0, min_vip INTEGER NOT NULL DEFAULT 0,
        sort INTEGER NOT NULL
      );
      CREATE INDEX promotions_merchant ON promotions (merchant_code, sort);
      CREATE TABLE promotion_applications (
        id INTEGER PRIMARY KEY,
        promotion_id INTEGER NOT NULL REFERENCES promotions(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        remark TEXT NOT NULL, image_count INTEGER NOT NULL, image_bytes INTEGER NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED')),
        applied_at INTEGER NOT NULL,
        UNIQUE (promotion_id, user_id)
      );
    `,
  },
  {
    id: 5,
    name: 'message-centre',
    // The message centre: where an inbox message comes from (read and delete calls name
    // it) and whether it takes a reply; the member's replies live in their own outbox. Both go
    // with their user (ON DELETE CASCADE), so a reset that empties users empties them too.
    sql: `
      ALTER TABLE messages ADD COLUMN record_source TEXT NOT NULL DEFAULT 'SYSTEM';
      ALTER TABLE messages ADD COLUMN can_reply INTEGER NOT NULL DEFAULT 0;
      CREATE INDEX messages_user_time ON messages (user_id, sent_at);
      CREATE TABLE message_outbox (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        inbox_id INTEGER REFERENCES messages(id) ON DELETE SET NULL, record_source TEXT NOT NULL,
        recipient TEXT NOT NULL, subject TEXT NOT NULL, content TEXT NOT NULL, sent_at INTEGER NOT NULL
      );
      CREATE INDEX message_outbox_user_time ON message_outbox (user_id, sent_at);
    `,
  },
  {
    id: 4,
    name: 'security-centre',
    // The funds (withdrawal) password sits on the account; bank cards and the security centre's
    // codes (e-mail binding, funds password reset) go with their account (ON DELETE CASCADE, so the
    // dev reset empties them with the users).
    sql: `
      ALTER TABLE users ADD COLUMN fund_password_hash TEXT;
      CREATE TABLE bank_cards (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL, bank_code TEXT NOT NULL, card_number TEXT NOT NULL, payee_name TEXT NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE UNIQUE INDEX bank_cards_number ON bank_cards (merchant_code, card_number);
      CREATE TABLE security_codes (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL, channel TEXT NOT NULL, destination TEXT NOT NULL COLLATE NOCASE, purpose TEXT NOT NULL,
        code TEXT NOT NULL, sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX security_codes_lookup ON security_codes (user_id, purpose, channel, sent_at);
    `,
  },
  {
    id: 8,
    name: 'wallet-ledger',
    // The money path. Every movement is one ledger row with its transaction type; a
    // member's balance is the sum of their rows. users.balance_cents stays as a cache that only the
    // ledger may move: a trigger refuses any update that does not equal the ledger's sum, another
    // refuses a debit that would take the sum below zero, and creating a user with a balance books
    // that balance as an opening row. Deposits, withdrawals and game rounds are the orders that
    // movements point at (ref_kind + ref_id); the screens and records read them.
    sql: `
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        tx_type INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL,
        balance_after_cents INTEGER NOT NULL,
        ref_kind TEXT,
        ref_id TEXT,
        idempotency_key TEXT,
        remark TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX ledger_user_time ON ledger (user_id, created_at);
      CREATE INDEX ledger_ref ON ledger (ref_kind, ref_id);
      CREATE UNIQUE INDEX ledger_idempotency ON ledger (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
      INSERT INTO ledger (user_id, merchant_code, tx_type, amount_cents, balance_after_cents, remark, created_at)
        SELECT id, merchant_code, 1001, balance_cents, balance_cents, 'opening balance', reg_date FROM users WHERE balance_cents <> 0;
      CREATE TRIGGER ledger_no_overdraft BEFORE INSERT ON ledger
        WHEN NEW.amount_cents < 0 AND (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE user_id = NEW.user_id) + NEW.amount_cents < 0
        BEGIN SELECT RAISE(ABORT, 'ledger: balance would go below zero'); END;
      CREATE TRIGGER ledger_immutable BEFORE UPDATE ON ledger BEGIN SELECT RAISE(ABORT, 'ledger: rows are never changed'); END;
      CREATE TRIGGER users_balance_is_ledger BEFORE UPDATE OF balance_cents ON users
        WHEN NEW.balance_cents <> (SELECT COALESCE(SUM(amount_cents), 0) FROM ledger WHERE user_id = NEW.id)
        BEGIN SELECT RAISE(ABORT, 'ledger: balance_cents must equal the ledger sum'); END;
      CREATE TRIGGER users_opening_balance AFTER INSERT ON users WHEN NEW.balance_cents <> 0
        BEGIN
          INSERT INTO ledger (user_id, merchant_code, tx_type, amount_cents, balance_after_cents, remark, created_at)
          VALUES (NEW.id, NEW.merchant_code, 1001, NEW.balance_cents, NEW.balance_cents, 'opening balance', NEW.reg_date);
        END;
      CREATE TABLE deposits (
        id INTEGER PRIMARY KEY,
        deposit_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        deposit_type TEXT NOT NULL DEFAULT 'FIAT',
        method_code TEXT NOT NULL,
        channel_id TEXT NOT NULL,
        requested_cents INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL DEFAULT 0,
        charge_cents INTEGER NOT NULL DEFAULT 0,
        reimbursement_cents INTEGER NOT NULL DEFAULT 0,
        promotion_id INTEGER,
        promotion_name TEXT,
        ref_code TEXT,
        reference_no TEXT,
        slip_path TEXT,
        state INTEGER NOT NULL,
        acceleration_status TEXT NOT NULL DEFAULT 'NA',
        idempotency_key TEXT,
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX deposits_user_time ON deposits (user_id, created_at);
      CREATE UNIQUE INDEX deposits_idempotency ON deposits (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY,
        withdraw_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        withdraw_type TEXT NOT NULL DEFAULT 'BC',
        bank_card_id INTEGER,
        account_label TEXT,
        amount_cents INTEGER NOT NULL,
        fee_cents INTEGER NOT NULL DEFAULT 0,
        state INTEGER NOT NULL,
        remark TEXT,
        idempotency_key TEXT,
        created_at INTEGER NOT NULL,
        updated_at INTEGER NOT NULL
      );
      CREATE INDEX withdrawals_user_time ON withdrawals (user_id, created_at);
      CREATE UNIQUE INDEX withdrawals_idempotency ON withdrawals (user_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
      CREATE TABLE bets (
        id INTEGER PRIMARY KEY,
        bet_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        vendor TEXT NOT NULL,
        game_type TEXT NOT NULL,
        game_name TEXT NOT NULL,
        node_id INTEGER,
        bet_cents INTEGER NOT NULL,
        valid_bet_cents INTEGER NOT NULL,
        win_cents INTEGER NOT NULL DEFAULT 0,
        settled INTEGER NOT NULL DEFAULT 0,
        placed_at INTEGER NOT NULL,
        settled_at INTEGER
      );
      CREATE INDEX bets_user_time ON bets (user_id, placed_at);
    `,
  },
  {
    id: 9,
    name: 'deposit-channels',
    // Deposit: each merchant's payment methods and their channels (limits, presets,
    // reimbursement, receiving account), the promotions a deposit may join and the deposit settings
    // (allowDeposit, service hours). deposits gains the promotion bonus decided when the order was
    // made, and the transfer slip's size (the bytes themselves are not kept by the reference platform).
    sql: `
      CREATE TABLE deposit_methods (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        code TEXT NOT NULL,
        deposit_type TEXT NOT NULL,
        label TEXT NOT NULL,
        icon TEXT NOT NULL,
        fiat_seq INTEGER NOT NULL,
        crypto_seq INTEGER NOT NULL,
        recommendation INTEGER NOT NULL DEFAULT 0,
        UNIQUE (merchant_code, code)
      );
      CREATE TABLE deposit_channels (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        method_code TEXT NOT NULL,
        vendor_id TEXT NOT NULL,
        vendor_name TEXT NOT NULL,
        min_cents INTEGER NOT NULL,
        max_cents INTEGER NOT NULL,
        fix_amounts TEXT NOT NULL DEFAULT '[]',
        fix_amount_only INTEGER NOT NULL DEFAULT 0,
        reimbursement_pct REAL NOT NULL DEFAULT 0,
        max_reimbursement_cents INTEGER NOT NULL DEFAULT 0,
        customer_charge_pct REAL NOT NULL DEFAULT 0,
        confirmation_required INTEGER NOT NULL DEFAULT 0,
        bank_list_type TEXT NOT NULL DEFAULT 'NORMAL',
        currency_rate REAL NOT NULL DEFAULT 1,
        recommendation INTEGER NOT NULL DEFAULT 0,
        receive_bank TEXT NOT NULL,
        receive_account TEXT NOT NULL,
        receive_name TEXT NOT NULL,
        sort INTEGER NOT NULL,
        UNIQUE (merchant_code, vendor_id)
      );
      CREATE TABLE deposit_promotions (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        name TEXT NOT NULL,
        bonus_pct REAL NOT NULL,
        max_bonus_cents INTEGER NOT NULL,
        min_deposit_cents INTEGER NOT NULL,
        sort INTEGER NOT NULL
      );
      CREATE TABLE deposit_settings (
        merchant_code TEXT PRIMARY KEY,
        allow_deposit INTEGER NOT NULL DEFAULT 1,
        service_from TEXT NOT NULL DEFAULT '08:00',
        service_to TEXT NOT NULL DEFAULT '23:00',
        utc_offset_minutes INTEGER NOT NULL DEFAULT 420,
        fixed_amounts TEXT NOT NULL DEFAULT '[]'
      );
      ALTER TABLE deposits ADD COLUMN bonus_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE deposits ADD COLUMN slip_bytes INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 13,
    name: 'invite-missions',
    // Invite friends and missions. A referral is one account registered with
    // another member's code (users.affiliate_code, which agents already use for their downline links);
    // a mission claim is one milestone of one period, pointing at the ledger row that paid it.
    sql: `
      CREATE TABLE referrals (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        inviter_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        invitee_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX referrals_inviter ON referrals (inviter_id, created_at);
      CREATE TABLE mission_claims (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        milestone_id TEXT NOT NULL,
        period_start INTEGER NOT NULL,
        reward_cents INTEGER NOT NULL,
        ledger_id INTEGER NOT NULL,
        claimed_at INTEGER NOT NULL,
        UNIQUE (user_id, milestone_id, period_start)
      );
    `,
  },
  {
    id: 10,
    name: 'withdraw',
    // Withdraw: a bank card may be frozen (the withdraw screen shows it, the platform
    // refuses it); e-wallets and virtual wallets a member withdraws to; the turnover requirements a
    // withdrawal waits for (a deposit's, or a promotion's, per game type). All go with their user.
    sql: `
      ALTER TABLE bank_cards ADD COLUMN frozen INTEGER NOT NULL DEFAULT 0;
      CREATE TABLE withdraw_wallets (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('E', 'V')), group_id INTEGER NOT NULL DEFAULT 0,
        name TEXT NOT NULL, address TEXT NOT NULL, frozen INTEGER NOT NULL DEFAULT 0, created_at INTEGER NOT NULL
      );
      CREATE TABLE withdraw_turnover (
        id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        source TEXT NOT NULL CHECK (source IN ('deposit', 'promotion')), game_type TEXT NOT NULL,
        required_cents INTEGER NOT NULL, actual_cents INTEGER NOT NULL
      );
      CREATE INDEX withdraw_turnover_user ON withdraw_turnover (user_id);
    `,
  },
  {
    id: 12,
    name: 'rewards',
    // Rewards: the receiving centre's rewards (one row each, claimed once: the ledger row's
    // idempotency key is the reward id), manual rebate claims with their per-product lines (a claim
    // covers the settled valid bets up to its up_to instant; the next one starts there), and
    // transfers to the upline (one row per submit, keyed by the client's request id).
    sql: `
      CREATE TABLE rewards (
        id INTEGER PRIMARY KEY,
        reward_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('MANUAL', 'RAFFLE', 'UPGRADE_BONUS', 'MISSION_MANUAL', 'TICKET')),
        name TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL,
        claimed_at INTEGER
      );
      CREATE INDEX rewards_user ON rewards (user_id, created_at);
      CREATE TABLE rebate_claims (
        id INTEGER PRIMARY KEY,
        rebate_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        valid_bet_cents INTEGER NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        up_to INTEGER NOT NULL,
        claimed_at INTEGER NOT NULL
      );
      CREATE INDEX rebate_claims_user ON rebate_claims (user_id, claimed_at);
      CREATE TABLE rebate_claim_items (
        rebate_id TEXT NOT NULL REFERENCES rebate_claims(rebate_id) ON DELETE CASCADE,
        product_type TEXT NOT NULL,
        valid_bet_cents INTEGER NOT NULL,
        rate REAL NOT NULL,
        amount_cents INTEGER NOT NULL,
        PRIMARY KEY (rebate_id, product_type)
      );
      CREATE TABLE upline_transfers (
        id INTEGER PRIMARY KEY,
        transfer_id TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        upline_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (user_id, request_id)
      );
    `,
  },
  {
    id: 14,
    name: 'agent-tree',
    // The agent area's shared ground: each account's rebate rate per product type (percent;
    // an agent's own rates are the quota its downlines' rates must stay within), and the merchant's
    // ceiling per product for top-level agents. The tree itself is users.upline_id.
    sql: `
      CREATE TABLE agent_rebates (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_type TEXT NOT NULL,
        rate REAL NOT NULL CHECK (rate >= 0),
        PRIMARY KEY (user_id, product_type)
      );
      CREATE TABLE rebate_limits (
        merchant_code TEXT NOT NULL,
        product_type TEXT NOT NULL,
        max_rate REAL NOT NULL CHECK (max_rate >= 0),
        PRIMARY KEY (merchant_code, product_type)
      );
    `,
  },
  {
    id: 17,
    name: 'team-frozen',
    // Team members: an account the merchant has frozen stays in its upline's
    // team but cannot be promoted to agent.
    sql: `
      ALTER TABLE users ADD COLUMN frozen INTEGER NOT NULL DEFAULT 0;
    `,
  },
  {
    id: 16,
    name: 'contracts-dividends',
    // Contracts and dividends: when an offer was accepted or declined
    // (a processed contract is never PENDING again), and the dividend of each computation period of
    // an agent's dividend contract: the team's profit, the rate the contract's terms give, the
    // amount, and whether it is payable (PENDING), paid (PAID, with the ledger row's time) or not
    // due (NONE: the team made no profit).
    sql: `
      ALTER TABLE contracts ADD COLUMN processed_at INTEGER;
      CREATE TABLE dividends (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        contract_id INTEGER NOT NULL,
        period_start INTEGER NOT NULL,
        period_end INTEGER NOT NULL,
        team_profit_cents INTEGER NOT NULL,
        rate REAL NOT NULL CHECK (rate >= 0),
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        state TEXT NOT NULL CHECK (state IN ('PENDING', 'PAID', 'NONE')),
        paid_at INTEGER,
        UNIQUE (user_id, period_start)
      );
      CREATE INDEX dividends_user_period ON dividends (user_id, period_end);
    `,
  },
  {
    id: 19,
    name: 'red-rain-and-affiliate-links',
    // Red envelope rain and link management. A red-rain transfer (one agent to several direct downlines, ledger
    // types 6003/6004) and its shares; an agent's affiliate links (code, channel, lifetime; deleting
    // one keeps its row and registrations) and the accounts registered through each.
    sql: `
      CREATE TABLE red_rain_transfers (
        id INTEGER PRIMARY KEY,
        transfer_id TEXT NOT NULL UNIQUE,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('EACH', 'SPLIT')),
        total_cents INTEGER NOT NULL CHECK (total_cents > 0),
        request_id TEXT NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (agent_id, request_id)
      );
      CREATE TABLE red_rain_shares (
        transfer_id TEXT NOT NULL REFERENCES red_rain_transfers(transfer_id) ON DELETE CASCADE,
        position INTEGER NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        PRIMARY KEY (transfer_id, position)
      );
      CREATE TABLE affiliate_links (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        agent_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        code TEXT NOT NULL,
        channel TEXT NOT NULL,
        expiry_days INTEGER NOT NULL CHECK (expiry_days >= 0),
        expires_at INTEGER,
        created_at INTEGER NOT NULL,
        deleted_at INTEGER,
        UNIQUE (merchant_code, code)
      );
      CREATE INDEX affiliate_links_agent ON affiliate_links (agent_id, created_at);
      CREATE TABLE affiliate_link_registrations (
        link_id INTEGER NOT NULL REFERENCES affiliate_links(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
        registered_at INTEGER NOT NULL
      );
      CREATE INDEX affiliate_link_registrations_link ON affiliate_link_registrations (link_id, registered_at);
    `,
  },
  {
    id: 18,
    name: 'rebates',
    // Rebates and opening a downline: an agent's default rates for the downlines it opens
    // (percent per product, within its own rate), and its team rebate income: per product, the team's
    // valid bets through one direct downline, the rate difference earned on them and the income,
    // each paid as one ledger row (TX 6007 AGENT_REBATE) at the same time.
    sql: `
      CREATE TABLE rebate_defaults (
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        product_type TEXT NOT NULL,
        rate REAL NOT NULL CHECK (rate >= 0),
        PRIMARY KEY (user_id, product_type)
      );
      CREATE TABLE rebate_income (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        merchant_code TEXT NOT NULL,
        product_type TEXT NOT NULL,
        via_user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        team_valid_bet_cents INTEGER NOT NULL CHECK (team_valid_bet_cents >= 0),
        rate_diff REAL NOT NULL CHECK (rate_diff >= 0),
        income_cents INTEGER NOT NULL CHECK (income_cents >= 0),
        ledger_id INTEGER REFERENCES ledger(id),
        created_at INTEGER NOT NULL
      );
      CREATE INDEX rebate_income_user_time ON rebate_income (user_id, created_at);
    `,
  },
  {
    id: 22,
    name: 'sms_verify_lockout',
    // The SMS lockout: wrong SMS codes per number. After smsLockoutAfterFailures
    // wrong codes the number's SMS verification is locked until locked_until (see verification.ts).
    sql: `
      CREATE TABLE sms_verify_failures (
        merchant_code TEXT NOT NULL,
        mobile TEXT NOT NULL,
        failures INTEGER NOT NULL CHECK (failures >= 0),
        locked_until INTEGER,
        PRIMARY KEY (merchant_code, mobile)
      );
    `,
  },
  {
    id: 23,
    name: 'guess_limits',
    // Passwords cannot be guessed: failed logins and funds-password checks per account,
    // counted before each check, with a lock that doubles (see guesses.ts). Replaces login_failures,
    // which was keyed by what was typed.
    sql: `
      DROP TABLE login_failures;
      CREATE TABLE guess_failures (
        scope TEXT NOT NULL CHECK (scope IN ('login', 'fund')),
        merchant_code TEXT NOT NULL,
        account TEXT NOT NULL,
        failures INTEGER NOT NULL CHECK (failures >= 0),
        locked_until INTEGER,
        PRIMARY KEY (scope, merchant_code, account)
      );
    `,
  },
  {
    id: 24,
    name: 'uploads_and_trial_expiry',
    // Uploaded pictures as the platform keeps them: drawn again from their pixels (uploads.ts),
    // never the member's file, name or type; for the operator's review of slips and applications.
    sql: `
      CREATE TABLE uploads (
        id INTEGER PRIMARY KEY,
        merchant_code TEXT NOT NULL,
        user_id INTEGER NOT NULL REFERENCES users(id),
        purpose TEXT NOT NULL CHECK (purpose IN ('deposit-slip', 'promotion-application')),
        ref_id TEXT NOT NULL,
        media_type TEXT NOT NULL CHECK (media_type IN ('image/png', 'image/jpeg')),
        width INTEGER NOT NULL CHECK (width > 0),
        height INTEGER NOT NULL CHECK (height > 0),
        bytes BLOB NOT NULL,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX uploads_ref ON uploads (purpose, ref_id);
      -- When a free-play account made by POST /wps/session/login/freeplay ends (null: never).
      ALTER TABLE users ADD COLUMN trial_expires_at INTEGER;
    `,
  },
];

/** Tables holding demo data and everything players created; reset empties them (keys and history stay). */
export const DATA_TABLES = [
  'uploads', 'dividends',
  'affiliate_link_registrations', 'affiliate_links', 'red_rain_shares', 'red_rain_transfers',
  'rebate_income', 'rebate_defaults',
  'agent_rebates', 'rebate_limits',
  'deposit_methods', 'deposit_channels', 'deposit_promotions', 'deposit_settings',
  'referrals', 'mission_claims',
  'withdraw_wallets', 'withdraw_turnover',
  'rebate_claim_items', 'rebate_claims', 'rewards', 'upline_transfers',
  'ledger', 'deposits', 'withdrawals', 'bets',
  'member_promotions', 'member_turnover',
  'promotion_applications', 'promotions', 'promotion_categories',
  'mail_outbox', 'contracts', 'messages', 'hot_matches', 'announcement_reads', 'announcements', 'lotteries', 'recent_games',
  'favourites', 'games', 'vendors', 'guess_failures', 'sms_verify_failures', 'sms_codes', 'captchas', 'sessions', 'users', 'merchants',
] as const;
