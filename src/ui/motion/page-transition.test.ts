import { expect, it } from 'vitest';
import { NO_TRANSITION_STATE, transitionFor } from './page-transition';

it('fades forward navigations only: not the first page, history moves, gesture backs or reduced motion', () => {
  const base = { initial: false, navigationType: 'PUSH' as const, state: null, reducedMotion: false };
  expect(transitionFor(base)).toBe('fade');
  expect(transitionFor({ ...base, navigationType: 'REPLACE' })).toBe('fade');
  expect(transitionFor({ ...base, initial: true })).toBe('none');
  expect(transitionFor({ ...base, navigationType: 'POP' })).toBe('none');
  expect(transitionFor({ ...base, state: NO_TRANSITION_STATE })).toBe('none');
  expect(transitionFor({ ...base, reducedMotion: true })).toBe('none');
});
