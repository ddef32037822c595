// The paths the auth screens open. Features cannot import the route table (src/app), so the few
// they link to are named here; tests/unit/auth-paths.test.ts keeps them in step with the table.
export { HOME_PATH, LOGIN_PATH } from '../../ui/route-handle';
export const AGENT_LOGIN_PATH = '/m/agent';
export const AGENT_HOME_PATH = '/m/agent/home';
export const REGISTER_PATH = '/m/register';
export const FORGET_PATH = '/m/forget';
export const CHANGE_PASSWORD_PATH = '/m/changePsw';
export const USER_AGREEMENT_PATH = '/m/useragreement';
export const TRIAL_PATH = '/m/trail';
