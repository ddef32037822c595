import { describe, expect, it } from 'vitest';
import type { Popup } from '../../api/contract.generated';
import { clampPage, closedRecord, fnv1a32, popupAction, popupHash, popupSignature, popupsFor, shouldShow } from './popup-state';

const popup = (id: number, execution: Popup['execution'], extra: Partial<Popup> = {}): Popup => ({ id, title: `T${id}`, content: `<p>C${id}</p>`, promotionType: null, execution, redirect: null, ...extra });
const LIST = [popup(1, 'A'), popup(2, 'A'), popup(3, 'B'), popup(4, 'F')];

describe('who sees what', () => {
  it('a guest sees B only', () => {
    expect(popupsFor(LIST, { kind: 'guest' }).map((p) => p.id)).toEqual([3]);
  });
  it('a member sees A, plus F on the first login', () => {
    expect(popupsFor(LIST, { kind: 'member', firstTimeLogin: false }).map((p) => p.id)).toEqual([1, 2]);
    expect(popupsFor(LIST, { kind: 'member', firstTimeLogin: true }).map((p) => p.id)).toEqual([1, 2, 4]);
  });
});

describe('the hash', () => {
  it('is FNV-1a 32 over UTF-8 (published test vectors)', () => {
    expect(fnv1a32('')).toBe('811c9dc5');
    expect(fnv1a32('a')).toBe('e40c292c');
    expect(fnv1a32('foobar')).toBe('bf9cf968');
  });
  it('covers "title,content", so a change to either is a new popup', () => {
    expect(popupHash({ title: 'T', content: 'C' })).toBe(fnv1a32('T,C'));
    expect(popupHash({ title: 'T', content: 'C2' })).not.toBe(popupHash({ title: 'T', content: 'C' }));
    expect(popupHash({ title: 'Chào', content: '今日' })).toBe(fnv1a32('Chào,今日'));
  });
  it('the signature lists each popup once, in order', () => {
    expect(popupSignature([popup(1, 'A'), popup(2, 'A'), popup(1, 'A')])).toEqual([popupHash(popup(1, 'A')), popupHash(popup(2, 'A'))]);
  });
});

describe('when it shows', () => {
  const set = popupSignature(LIST.slice(0, 2));
  it('shows a first time, not after closing, and again when a new popup joins the set', () => {
    expect(shouldShow(undefined, set)).toBe(true);
    const closed = closedRecord(set);
    expect(closed).toEqual({ show: false, data: set });
    expect(shouldShow(closed, set)).toBe(false);
    expect(shouldShow(closed, [...set, popupHash(popup(9, 'A'))])).toBe(true);
    // An edited popup is a new one.
    expect(shouldShow(closed, popupSignature([popup(1, 'A', { content: 'changed' }), popup(2, 'A')]))).toBe(true);
  });
  it('does not show again when a popup was only removed, nor with nothing to show', () => {
    expect(shouldShow(closedRecord(set), set.slice(0, 1))).toBe(false);
    expect(shouldShow(undefined, [])).toBe(false);
  });
  it('honours a stored show=true', () => {
    expect(shouldShow({ show: true, data: set }, set)).toBe(true);
  });
});

it('paging cannot leave the list', () => {
  expect(clampPage(-1, 3)).toBe(0);
  expect(clampPage(3, 3)).toBe(2);
  expect(clampPage(1, 3)).toBe(1);
  expect(clampPage(5, 0)).toBe(0);
});

it('the call to action: download or go to the reward center for members, sign-in for guests', () => {
  expect(popupAction({ promotionType: 'APP_DOWNLOAD' }, { kind: 'member', firstTimeLogin: true })).toEqual({ kind: 'go', labelKey: 'download', path: '/m/rewardCenter' });
  expect(popupAction({ promotionType: 'DEPOSIT' }, { kind: 'member', firstTimeLogin: false })).toEqual({ kind: 'go', labelKey: 'go_activity', path: '/m/rewardCenter' });
  expect(popupAction({ promotionType: 'APP_DOWNLOAD' }, { kind: 'guest' })).toEqual({ kind: 'sign-in' });
});
