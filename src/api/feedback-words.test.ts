import { describe, expect, it } from 'vitest';
import { countWords, wordVerdict } from './feedback-words';

describe('feedback word count', () => {
  it('counts space-separated words and ignores punctuation-only tokens and extra spaces', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('The app is  great -- thanks!')).toBe(5);
    expect(countWords('Trò chơi rất hay, cảm ơn')).toBe(6);
  });

  it('counts each CJK character as a word, mixed with spaced words', () => {
    expect(countWords('游戏很好')).toBe(4);
    expect(countWords('VIP 等级 good')).toBe(4);
  });

  it('judges a count against the bounds, both ends inclusive', () => {
    const bounds = { minWords: 5, maxWords: 60 };
    expect(wordVerdict(4, bounds)).toBe('short');
    expect(wordVerdict(5, bounds)).toBe('ok');
    expect(wordVerdict(60, bounds)).toBe('ok');
    expect(wordVerdict(61, bounds)).toBe('long');
  });
});
