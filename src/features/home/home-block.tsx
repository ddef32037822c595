// The frame every home block shares: a titled section whose state (loading, ready, error) is on
// its root, with the loading skeleton that reserves its height. The screen draws the same frame
// in its loading state while a block's own code is still on its way (they load after the first
// banner), so nothing moves when the block arrives.
import type { ReactNode } from 'react';

export type HomeBlockState = 'loading' | 'ready' | 'error';

export interface HomeBlockFrameProps {
  /** The block's class, also the stem of its title id and skeleton class (`hot-matches` ...). */
  readonly name: string;
  readonly title: string;
  readonly state: HomeBlockState;
  readonly testId?: string;
  /** Beside the title (a 'see all' button). */
  readonly action?: ReactNode;
  readonly children?: ReactNode;
}

export function HomeBlockFrame({ name, title, state, testId, action, children }: HomeBlockFrameProps) {
  return (
    <section className={`home-block ${name}`} aria-labelledby={`${name}-title`} data-testid={testId} data-state={state}>
      <div className="home-block__head">
        <h2 className="home-block__title" id={`${name}-title`}>
          {title}
        </h2>
        {action}
      </div>
      {state === 'loading' && <div className={`${name}__skeleton skeleton`} aria-hidden="true" />}
      {children}
    </section>
  );
}
