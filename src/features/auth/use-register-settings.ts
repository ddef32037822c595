// The platform's registration and login field rules for a screen: null until they arrive; a
// failed load can be retried (the login form still works meanwhile with required-only checks,
// and the platform validates with the same rules anyway).
import { useCallback, useEffect, useState } from 'react';
import type { RegisterSettings } from '../../api/contract.generated';
import { loadRegisterSettings } from './auth-api';

export function useRegisterSettings(): { settings: RegisterSettings | null; failed: boolean; retry: () => void } {
  const [settings, setSettings] = useState<RegisterSettings | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    loadRegisterSettings().then(
      (loaded) => {
        if (live) setSettings(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((n) => n + 1);
  }, []);
  return { settings, failed, retry };
}
