// The merchant files the artifacts were built from (the tests' view of each brand's flags).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MerchantConfig } from '../../../src/config/merchant-config';

export function loadMerchant(code: string): MerchantConfig {
  return JSON.parse(readFileSync(join(process.cwd(), 'merchants', `${code}.json`), 'utf8')) as MerchantConfig;
}
