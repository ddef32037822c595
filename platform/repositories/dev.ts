// What only the dev switches change: a merchant's maintenance and region restriction, as the
// merchant's status reports them (platform/http.ts merchantStatus).
import type { Db } from '../db/database';

export function setMaintenance(db: Db, merchantCode: string, on: boolean): void {
  db.prepare('UPDATE merchants SET maintenance = ? WHERE code = ?').run(on ? 1 : 0, merchantCode);
}

export function setRegionRestriction(db: Db, merchantCode: string, on: boolean): void {
  db.prepare('UPDATE merchants SET region_restriction = ? WHERE code = ?').run(on ? 1 : 0, merchantCode);
}
