// The auth screens name the few paths they open (features cannot import the route table); each
// must be a path of the route table, on the route the screens mean.
import { describe, expect, it } from 'vitest';
import { ROUTES, pathsOf } from '../../src/app/route-table';
import * as paths from '../../src/features/auth/auth-paths';

const EXPECTED_ROUTE: Record<string, string> = {
  HOME_PATH: 'home',
  LOGIN_PATH: 'login',
  AGENT_LOGIN_PATH: 'agent-login',
  AGENT_HOME_PATH: 'agent-home',
  REGISTER_PATH: 'register',
  FORGET_PATH: 'forget',
  CHANGE_PASSWORD_PATH: 'change-password',
  USER_AGREEMENT_PATH: 'user-agreement',
  TRIAL_PATH: 'trial',
};

describe('auth paths', () => {
  it('are paths of the route table', () => {
    for (const [name, path] of Object.entries(paths)) {
      const route = ROUTES.find((r) => (pathsOf(r) as readonly string[]).includes(path));
      expect(route?.id, `${name} = ${path}`).toBe(EXPECTED_ROUTE[name]);
    }
    expect(Object.keys(paths).sort()).toEqual(Object.keys(EXPECTED_ROUTE).sort());
  });
});
