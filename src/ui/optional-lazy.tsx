// A lazily loaded piece the screen can do without (an overlay, a below-the-fold block): when its
// chunk cannot be fetched (offline, a flaky network, a deploy that removed the old file) it shows
// its fallback instead of failing the whole screen, and tries again when the browser is back online.
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';

interface BoundaryProps {
  readonly fallback: ReactNode;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

class OptionalBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly retry = (): void => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  // A chunk that fails on the first render commits the boundary already failed (didMount), a later
  // one as a change (didUpdate).
  override componentDidMount(): void {
    if (this.state.failed) window.addEventListener('online', this.retry, { once: true });
  }

  override componentDidUpdate(_props: BoundaryProps, previous: { failed: boolean }): void {
    if (this.state.failed && !previous.failed) window.addEventListener('online', this.retry, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retry);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface OptionalLazyProps<P extends object> {
  /** A stable (module-level) loader, as React.lazy takes it. */
  readonly load: () => Promise<{ default: ComponentType<P> }>;
  readonly props: P;
  readonly fallback?: ReactNode;
}

export function OptionalLazy<P extends object>({ load, props, fallback = null }: OptionalLazyProps<P>) {
  // A failed React.lazy keeps its rejection: a retry needs a new one.
  const [attempt, setAttempt] = useState(0);
  const Piece = useMemo(() => {
    void attempt;
    return lazy(load);
  }, [load, attempt]);
  return (
    <OptionalBoundary fallback={fallback} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={fallback}>
        <Piece {...props} />
      </Suspense>
    </OptionalBoundary>
  );
}
