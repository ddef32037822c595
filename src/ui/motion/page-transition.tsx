// The 300 ms fade between pages (spec section 2). None on the first page, on history moves (a back
// gesture or button), when the navigation asked for none (our swipe-back) and under reduced motion.
import type { ReactNode } from 'react';
import { PAGE_TRANSITION_MS } from '../../config/constants';
import { prefersReducedMotion } from './reduced-motion';

export type TransitionMode = 'fade' | 'none';

/** Navigation state that turns the transition off for one navigation. */
export const NO_TRANSITION_STATE = { transition: 'none' } as const;

export function transitionFor(input: { initial: boolean; navigationType: 'POP' | 'PUSH' | 'REPLACE'; state: unknown; reducedMotion: boolean }): TransitionMode {
  if (input.initial || input.reducedMotion || input.navigationType === 'POP') return 'none';
  const state = input.state as { transition?: unknown } | null | undefined;
  return state?.transition === 'none' ? 'none' : 'fade';
}

export function PageTransition({ mode, children }: { mode: TransitionMode; children: ReactNode }) {
  return (
    <div className={`page page--${mode}`} data-transition={mode} style={mode === 'fade' ? { animationDuration: `${PAGE_TRANSITION_MS}ms` } : undefined}>
      {children}
    </div>
  );
}

export { prefersReducedMotion };
