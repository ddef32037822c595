// The platform's registration and login field rules for a screen: null until they arrive; a
// failed load can be retried (the login form still works meanwhile with required-only checks,
// and the platform validates with the same rules anyway).
import type { RegisterSettings } from '../../api/contract.generated';
import { useLoad, type Load } from '../../ui/use-load';
import { loadRegisterSettings } from './auth-api';

export function useRegisterSettings(): { settings: RegisterSettings | null; load: Load<RegisterSettings>; retry: () => void } {
  const { load, reload } = useLoad(loadRegisterSettings);
  return { settings: load.status === 'ready' ? load.data : null, load, retry: reload };
}
