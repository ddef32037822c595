// The back arrow's 'one page back' never leaves the app: it counts the app's own history entries.
import { expect, it } from 'vitest';
import { historyIsAtStart } from './route-handle';

const at = (index: number) => ({ currentEntry: { index } });

it("with the Navigation API: at the start exactly when no entry of this origin comes before, whatever history.length says", () => {
  // A deep link opened in a fresh tab, after about:blank or another site: the first entry of ours.
  expect(historyIsAtStart({ idx: 0 }, at(0))).toBe(true);
  // A page of ours reached by a full load (a typed address) after another page of ours.
  expect(historyIsAtStart({ idx: 0 }, at(1))).toBe(false);
  expect(historyIsAtStart({ idx: 3 }, at(3))).toBe(false);
});

it("without it: React Router's numbering of this page load's entries", () => {
  expect(historyIsAtStart({ usr: null, key: 'default', idx: 0 }, undefined)).toBe(true);
  expect(historyIsAtStart(null, undefined)).toBe(true);
  expect(historyIsAtStart({ key: 'x' }, undefined)).toBe(true);
  expect(historyIsAtStart({ usr: null, key: 'a1', idx: 1 }, undefined)).toBe(false);
  // A browser whose Navigation API has no current entry (an opaque document) falls back as well.
  expect(historyIsAtStart({ idx: 2 }, { currentEntry: null })).toBe(false);
});
