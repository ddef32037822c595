// Open a downline's frame: its translation (the team's namespace, then the rebates namespace for the
// rate fields' words, the errors table and the shell's), the screen root with its data-screen and
// aria-busy, and the first-load states. The retry keeps the test id it had when the screen lived
// with the rebate screens (rebates-retry): test hooks are public surface.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../i18n/i18n';
import { LoadingState } from '../../ui/screen-state';
import { ErrorState as SharedErrorState } from '../../ui/error-state';
import './agent-register.css';

const NAMESPACES: readonly Namespace[] = ['team', 'rebates', 'errors', 'common'];

export function useAgentRegisterTranslation() {
  const { t, ready } = useTranslation(NAMESPACES);
  return { t, ready };
}

export function AgentRegisterRoot({ busy, children }: { busy: boolean; children?: ReactNode }) {
  return (
    <main className="screen downline-screen" data-screen="agent-register" aria-busy={busy ? 'true' : undefined}>
      {children}
    </main>
  );
}

export { LoadingState };
export function ErrorState(props: { message: string; error: unknown; onRetry: () => void }) {
  return <SharedErrorState {...props} testIdPrefix="rebates" />;
}
