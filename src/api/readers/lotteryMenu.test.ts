import { describe, expect, it } from 'vitest';
import readLotteryMenu from './lotteryMenu';

const entry = { tag: 'HOT', labelName: 'Hot', gameMenus: [{ gameId: 1, gameCode: 'VN1', remark: 'Vietnam Fast 1 min', gameGroupCode: 'VNFAST', mobileIconUrl: '/i.svg' }] };

describe('lottery menu reader', () => {
  it('reads the list of entries, and a map of them (as a PC build reads its VN lottery menu)', () => {
    expect(readLotteryMenu([entry])).toEqual([entry]);
    expect(readLotteryMenu({ HOT: entry, SSC: { ...entry, tag: 'SSC', labelName: 'SSC' } }).map((e) => e.tag)).toEqual(['HOT', 'SSC']);
  });

  it('fills what is missing and drops what cannot be read', () => {
    expect(readLotteryMenu([{ tag: 'K3', gameMenus: [{ gameId: '7', gameCode: 'K3A' }, { gameCode: 'no id' }] }, { labelName: 'no tag' }])).toEqual([
      { tag: 'K3', labelName: 'K3', gameMenus: [{ gameId: 7, gameCode: 'K3A', remark: 'K3A', gameGroupCode: 'K3', mobileIconUrl: '' }] },
    ]);
    expect(() => readLotteryMenu(null)).toThrow(/value is not a list/);
    expect(() => readLotteryMenu('HOT')).toThrow(/value is not a list/);
  });
});
