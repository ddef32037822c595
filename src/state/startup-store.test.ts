import { expect, it } from 'vitest';
import { applyStartupStatus, startupModeOf, startupStore, templatesOf } from './startup-store';

it('mode 0 normal, 1 maintenance (even when also restricted), 2 region restricted', () => {
  expect(startupModeOf({ maintenance: false, regionRestriction: false })).toBe(0);
  expect(startupModeOf({ maintenance: true, regionRestriction: false })).toBe(1);
  expect(startupModeOf({ maintenance: true, regionRestriction: true })).toBe(1);
  expect(startupModeOf({ maintenance: false, regionRestriction: true })).toBe(2);
});

it("member-centre template 'new' for mem_cen '1' or '3'; deposit detail 'new' for dep_func '1'", () => {
  expect(templatesOf({ mem_cen: '1', dep_func: '1' })).toEqual({ memberCentreTemplate: 'new', depositDetailTemplate: 'new' });
  expect(templatesOf({ mem_cen: '0', dep_func: '0' })).toEqual({ memberCentreTemplate: 'base', depositDetailTemplate: 'base' });
  expect(templatesOf({ mem_cen: '3' })).toEqual({ memberCentreTemplate: 'new', depositDetailTemplate: 'base' });
  expect(templatesOf({ mem_cen: '2' as '0' })).toEqual({ memberCentreTemplate: 'base', depositDetailTemplate: 'base' });
  expect(templatesOf(undefined)).toEqual({ memberCentreTemplate: 'base', depositDetailTemplate: 'base' });
  applyStartupStatus({ maintenance: false, regionRestriction: true, mobileTemplate: { mem_cen: '1', dep_func: '0' } });
  expect({ ...startupStore }).toEqual({ mode: 2, memberCentreTemplate: 'new', depositDetailTemplate: 'base' });
});
