// The link management screen's frame: its root (data-screen link-manage, busy while the first list
// loads) and the shared first-data states (ui/screen-state.tsx). The retry button keeps the test id
// it had when the screen lived beside red rain (redrain-retry): test hooks are public surface.
import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../../ui/screen-state';
import { ErrorState as SharedErrorState } from '../../ui/error-state';
import './links.css';

export function LinksScreenRoot({ busy, children }: { busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen links-screen" data-screen="link-manage" aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

export { EmptyState, LoadingState };
export function ErrorState(props: { message: string; error: unknown; onRetry: () => void }) {
  return <SharedErrorState {...props} testIdPrefix="redrain" />;
}
