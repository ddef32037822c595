// The platform calls of the sign-in, registration and password flows, one function each, all
// through the typed contract (src/api/endpoints.ts). Login, registration and set-password-by-phone
// are encrypted by the client as the contract says.
import { ApiError } from '../../api/api-error';
import { callEndpoint } from '../../api/endpoints';
import type { AffiliateCheckReply, FreePlayReply, SignInReply } from '../../api/reader-types';
import { cached, defineCache, parseObject } from '../../state/cache';
import { loginDeviceId } from '../../state/device-id';
import { AGENT_ONLY_TYPE, isAgentType } from '../../domain/customer-types';
import type {
  LoginRequest,
  RegisterMobileRequest,
  RegisterRequest,
  RegisterSettings,
  SetPasswordByPhoneRequest,
  SetPasswordReply,
  SmsRequest,
  SmsSent,
} from '../../api/contract.generated';

/** A login or registration payload before this install's loginDeviceId is added. */
export type WithoutDeviceId<T> = Omit<T, 'loginDeviceId'>;

export type SmsPurpose = 'register' | 'noLogin';

let registerSettings: Promise<RegisterSettings> | undefined;

/** Spec section 4 caches the registration rules locally; they change only when the operator edits them. */
export const REGISTER_RULES_TTL_MS = 30 * 60_000;
const registerRulesCache = defineCache<RegisterSettings>({
  name: 'REGISTER_RULES',
  ttlMs: REGISTER_RULES_TTL_MS,
  version: 1,
  parse: (raw) => {
    const rules = parseObject<RegisterSettings>(raw);
    return rules && typeof rules.methods === 'object' && rules.methods !== null ? rules : undefined;
  },
});

/**
 * The registration and login field rules. Kept for the page's lifetime (the spec caches them
 * locally); a failed load is not kept, so the next screen asks again.
 */
export function loadRegisterSettings(): Promise<RegisterSettings> {
  if (!registerSettings) {
    // Platform value > rules endpoint: the consolidated settings' `register`
    // (src/state/platform-settings.ts) is taken whole when it is our platform's RegisterSettings;
    // upstream's per-field rules ({acceptedPattern, minLength, maxLength, patternId, message,
    // required}) refine the rules endpoint's fields of the same name; without either, the rules
    // endpoint's (cached) as before.
    registerSettings = (async () => {
      const { platformSettingsReady, reportedRegisterRules } = await import('../../state/platform-settings');
      await platformSettingsReady();
      const reported = reportedRegisterRules();
      if (reported?.kind === 'settings') return reported.settings;
      const base = await cached(registerRulesCache, () => callEndpoint('registerSettings', {}));
      if (!reported) return base;
      const refine = (rules: RegisterSettings['fields']) =>
        Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, { ...rule, ...reported.fields[name] }]));
      return { ...base, fields: refine(base.fields), login: refine(base.login) };
    })();
    registerSettings.catch(() => {
      registerSettings = undefined;
    });
  }
  return registerSettings;
}

/** For tests: forget the cached rules. */
export function resetRegisterSettingsCache(): void {
  registerSettings = undefined;
  registerRulesCache.clear();
}

/**
 * Member and agent login share upstream's one path; the page decides who may use it. The member
 * page refuses agent-only accounts (type 2) and the agent page accounts that are not agents, with
 * the catalogued codes, and ends the session the platform has just opened.
 */
export async function login(payload: WithoutDeviceId<LoginRequest>, asAgent: boolean): Promise<SignInReply> {
  const reply = await callEndpoint('login', { body: { ...payload, loginDeviceId: loginDeviceId() } });
  const refused = asAgent ? (isAgentType(reply.customerType) ? undefined : 'login.not.agent') : reply.customerType === AGENT_ONLY_TYPE ? 'login.not.member' : undefined;
  if (refused === undefined) return reply;
  void callEndpoint('logout', {}, { headers: { Authorization: reply.token } }).catch(() => undefined);
  throw new ApiError({ kind: 'server', code: refused, message: '', status: 403 });
}

/**
 * A fresh captcha image as a data URL for an <img>: the platform sends the PNG's bare base64 (as
 * upstream does) and the reader (src/api/readers/captcha.ts) adds the prefix. The platform binds
 * it to this browser with a cookie.
 */
export function fetchCaptcha(): Promise<string> {
  return callEndpoint('captcha', {});
}

export function sendSmsCode(purpose: SmsPurpose, body: SmsRequest): Promise<SmsSent> {
  return callEndpoint(purpose === 'register' ? 'smsRegister' : 'smsNoLogin', { body });
}

export function registerByUsername(body: WithoutDeviceId<RegisterRequest>): Promise<SignInReply> {
  return callEndpoint('register', { body: { ...body, loginDeviceId: loginDeviceId() } });
}

export function registerByMobile(body: WithoutDeviceId<RegisterMobileRequest>): Promise<SignInReply> {
  return callEndpoint('registerMobile', { body: { ...body, loginDeviceId: loginDeviceId() } });
}

export function checkAffiliateCode(code: string, domain: string): Promise<AffiliateCheckReply> {
  return callEndpoint('affiliateCheck', { query: { code, domain } });
}

export function changePassword(oldPassword: string, newPassword: string, confirmNewPassword: string): Promise<null> {
  return callEndpoint('changePassword', { body: { oldPassword, newPassword, confirmNewPassword } });
}

export function setPasswordByPhone(body: SetPasswordByPhoneRequest): Promise<SetPasswordReply> {
  return callEndpoint('setPasswordByPhone', { body });
}

export function requestPasswordEmail(username: string, email: string): Promise<null> {
  return callEndpoint('passwordByEmail', { body: { username, email } });
}

/** Free play on upstream's path (/wps/session/login/freeplay): a trial account, signed in. */
export function startTestPlay(): Promise<FreePlayReply> {
  return callEndpoint('freePlay', {});
}
