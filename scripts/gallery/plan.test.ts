import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeById } from '../../src/app/route-table';
import type { MerchantConfig } from '../../src/config/merchant-config.generated';
import { PROJECT_ROOT } from '../compile/index';
import { GALLERY_SCREENS, hiddenReason, planMerchant, shotFile } from './plan';

const merchants = readdirSync(join(PROJECT_ROOT, 'merchants'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(join(PROJECT_ROOT, 'merchants', f), 'utf8')) as MerchantConfig);

describe('gallery plan', () => {
  it('photographs the five key screens, by the route table', () => {
    expect(GALLERY_SCREENS.map((s) => [s.id, routeById(s.id).path, s.account])).toEqual([
      ['home', '/m/home', 'guest'],
      ['login', '/m/login', 'guest'],
      ['register', '/m/register', 'guest'],
      ['member-center', '/m/mine', 'member'],
      ['agent-home', '/m/agent/home', 'agent'],
    ]);
  });

  it.each(merchants.map((m) => [m.code, m] as const))('%s: every language it offers × every screen it has', (_code, config) => {
    const plan = planMerchant(config);
    const offered = GALLERY_SCREENS.filter((s) => hiddenReason(config, s) === null);
    expect(plan.shots).toHaveLength(offered.length * config.languages.length);
    expect(plan.skipped.map((s) => s.screen.id)).toEqual(GALLERY_SCREENS.filter((s) => !offered.includes(s)).map((s) => s.id));
    for (const language of config.languages) {
      expect(plan.shots.filter((s) => s.language === language).map((s) => s.screen.id)).toEqual(offered.map((s) => s.id));
    }
    expect(new Set(plan.shots.map((s) => s.file)).size).toBe(plan.shots.length);
  });

  it('the three brands have every key screen, Arabic, Persian and Urdu right to left where offered', () => {
    const atlas = merchants.find((m) => m.code === 'atlas');
    if (!atlas) throw new Error('atlas missing');
    const plan = planMerchant(atlas);
    expect(plan.skipped).toEqual([]);
    const screens = ['home', 'login', 'register', 'member-center', 'agent-home'];
    expect(plan.shots.filter((s) => s.rtl).map((s) => s.file).sort()).toEqual(['ar', 'fa', 'ur'].flatMap((locale) => screens.map((screen) => `${screen}-${locale}.png`)).sort());
    expect(plan.shots.find((s) => s.file === 'home-zh-CN.png')).toMatchObject({ language: 'CN', locale: 'zh-CN', path: '/m/home' });
  });

  it('skips a screen the brand switched off, with the flag as the reason', () => {
    const config = { code: 'noreg', languages: ['EN', 'VI'], features: { REG3: false } } as const satisfies Pick<MerchantConfig, 'code' | 'languages' | 'features'>;
    const plan = planMerchant(config);
    expect(plan.skipped).toEqual([{ merchant: 'noreg', screen: GALLERY_SCREENS[2], reason: "not offered: the brand's flag REG3 is off" }]);
    expect(plan.shots.map((s) => s.file)).not.toContain(shotFile('register', 'EN'));
    expect(plan.shots).toHaveLength(4 * 2);
  });

  it('names files <screen>-<locale>.png', () => {
    expect(shotFile('member-center', 'CN')).toBe('member-center-zh-CN.png');
    expect(shotFile('home', 'AR')).toBe('home-ar.png');
  });
});
