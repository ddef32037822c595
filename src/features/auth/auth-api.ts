// The platform calls of the sign-in, registration and password flows, one function each, all
// through the typed contract (src/api/endpoints.ts). Login, registration and set-password-by-phone
// are encrypted by the client as the contract says.
import { callEndpoint } from '../../api/endpoints';
import { cached, defineCache, parseObject } from '../../state/cache';
import type {
  AffiliateInfo,
  LoginReply,
  LoginRequest,
  RegisterMobileRequest,
  RegisterRequest,
  RegisterSettings,
  SetPasswordByPhoneRequest,
  SetPasswordReply,
  SmsRequest,
  SmsSent,
  TrialReply,
} from '../../api/contract.generated';

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
    registerSettings = cached(registerRulesCache, () => callEndpoint('registerSettings', {}));
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

export function login(payload: LoginRequest, asAgent: boolean): Promise<LoginReply> {
  return callEndpoint(asAgent ? 'agentLogin' : 'login', { body: payload });
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

export function registerByUsername(body: RegisterRequest): Promise<LoginReply> {
  return callEndpoint('register', { body });
}

export function registerByMobile(body: RegisterMobileRequest): Promise<LoginReply> {
  return callEndpoint('registerMobile', { body });
}

export function checkAffiliateCode(code: string, domain: string): Promise<AffiliateInfo> {
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

export function startTestPlay(): Promise<TrialReply> {
  return callEndpoint('testPlay', {});
}
