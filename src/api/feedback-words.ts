// How feedback content is counted against the server's word bounds (spec section 5: "between {0}
// and {1} words"). Part of the contract: the platform counts the same way before accepting a
// feedback, and the app's counter shows this number. A word is a run of non-space characters
// holding at least one letter or digit; in scripts written without spaces (Chinese, Japanese,
// Korean) each character counts as one word.
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;

export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const rest = text.replace(CJK, ' ').split(/\s+/u).filter((token) => WORDLIKE.test(token)).length;
  return cjk + rest;
}

export type WordVerdict = 'short' | 'long' | 'ok';

export function wordVerdict(words: number, bounds: { minWords: number; maxWords: number }): WordVerdict {
  if (words < bounds.minWords) return 'short';
  if (words > bounds.maxWords) return 'long';
  return 'ok';
}
