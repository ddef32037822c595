// Opens the SQLite database and applies pending migrations.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';

export type Db = Database.Database;

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL keeps readers (game lists) from waiting on writers (logins) in the file database.
  if (path !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  reusePreparedStatements(db);
  migrate(db);
  return db;
}

/** Distinct statements kept compiled; lists of ids (`IN (?, ?, …)`) make a few more texts than the code has. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Every query of the platform is written `db.prepare(sql).get(…)` where it runs, and SQLite compiled
 * each again on every call: a seed (start and every test reset: thousands of ledger postings, bets
 * and rewards) spent most of its time compiling the same few dozen statements. The database keeps the
 * compiled statement of each text and hands it out again (the platform never leaves one iterating,
 * nor switches one to pluck/raw/expand mode, which a shared statement would carry to the next caller).
 * A schema change recompiles a kept statement by itself (SQLite's prepare_v2).
 */
function reusePreparedStatements(db: Db): void {
  const prepare = db.prepare.bind(db);
  const kept = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = kept.get(sql);
    if (statement) {
      // Most recently used last: the oldest is the one let go when the cache is full.
      kept.delete(sql);
    } else {
      statement = prepare(sql);
      if (kept.size >= STATEMENT_CACHE_SIZE) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
    }
    kept.set(sql, statement);
    return statement;
  }) as Db['prepare'];
}

function migrate(db: Db): void {
  db.exec('CREATE TABLE IF NOT EXISTS migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)');
  const applied = new Set((db.prepare('SELECT id FROM migrations').all() as { id: number }[]).map((r) => r.id));
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)').run(migration.id, migration.name, Date.now());
    })();
  }
}
