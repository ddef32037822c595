// Holds an auth screen back until its strings (auth, common, errors) are loaded in the current
// language, so a first visit never flashes raw keys; meanwhile an empty, busy screen keeps the
// route's data-screen.
import type { ComponentType, ReactNode } from 'react';
import { useAuthTranslation } from './use-auth-translation';

export function AuthReady({ screen, children }: { screen: string; children: ReactNode }) {
  const { ready } = useAuthTranslation();
  if (!ready) return <main className="screen auth-screen" data-screen={screen} aria-busy="true" />;
  return <>{children}</>;
}

/** A route's screen: the view, held back by AuthReady until its strings are loaded. */
export function authScreen(screen: string, View: ComponentType) {
  return function AuthScreen() {
    return (
      <AuthReady screen={screen}>
        <View />
      </AuthReady>
    );
  };
}
