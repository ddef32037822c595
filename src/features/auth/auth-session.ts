// What every successful sign-in does, wherever it came from (login, agent login, registration,
// set password by phone, free trial): store the session and the remembered bits, and say where
// the player goes next (spec sections 2 and 4).
import type { FreePlayReply, SignInReply } from '../../api/reader-types';
import { readMerchantConfig } from '../../config/merchant-config';
import { setPasswordChangeRequired, signIn } from '../../state/session-store';
import { forgetSessionPassword, keepSessionPassword } from '../../state/session-secret';
import { readStored, removeStored, storageKeys, writeStored } from '../../state/storage';
import { PATHS } from '../../domain/paths';

export interface SignInOptions {
  /**
   * The password typed: kept in memory for this tab's session (src/state/session-secret.ts) so
   * change password need not ask for it; never written to storage.
   */
  readonly password?: string;
  /**
   * The agent marker 'ac': 'set' by the agent login page, 'clear' by the member login page (this
   * device now signs in as a member), 'keep' elsewhere (registration, set password by phone).
   */
  readonly agentMarker: 'set' | 'clear' | 'keep';
  /**
   * Remember-password on the login screen: true keeps the user name (the password is the browser
   * password manager's business), false forgets it.
   */
  readonly remember?: boolean;
  /** Where the player lands unless the platform asks for a password change. */
  readonly destination: string;
}

/** Stores the session and returns where to go: /m/changePsw when the platform says the password expired. */
export function completeSignIn(reply: SignInReply, options: SignInOptions, loginName: string = reply.userName): string {
  if (options.agentMarker === 'set') writeStored(storageKeys.agentMarker, reply.userName);
  else if (options.agentMarker === 'clear') removeStored(storageKeys.agentMarker);
  if (options.remember === true) writeStored(storageKeys.rememberedLogin, { userName: loginName });
  else if (options.remember === false) removeStored(storageKeys.rememberedLogin);
  removeStored(storageKeys.trialUser);
  if (options.password !== undefined) keepSessionPassword(options.password);
  else forgetSessionPassword();
  // Marked before signIn, so the guards already hold the player on change password when the
  // session appears.
  setPasswordChangeRequired(reply.passwordExpired);
  // Upstream's reply names no merchant: the session is on this brand's.
  const merchantCode = reply.merchantCode ?? readMerchantConfig().code;
  signIn({ id: reply.id, token: reply.token, merchantCode, userName: reply.userName, type: reply.customerType, firstTimeLogin: reply.firstTimeLogin });
  return reply.passwordExpired ? PATHS['change-password'] : options.destination;
}

/** A free-trial session: the trial merchant's account, marked as a trial user. */
export function completeTrialSignIn(reply: FreePlayReply): void {
  forgetSessionPassword();
  // Marked before signIn so whatever reacts to the new session already sees a trial user.
  writeStored(storageKeys.trialUser, true);
  const merchantCode = reply.merchantCode ?? readMerchantConfig().trialMerchantCode;
  signIn({ id: reply.userName, token: reply.token, merchantCode, userName: reply.userName, type: reply.customerType, firstTimeLogin: false });
}

/** Where password flows return to: agent home when this device carries the agent marker. */
export function homeForDevice(): string {
  return readStored(storageKeys.agentMarker) !== undefined ? PATHS['agent-home'] : PATHS.home;
}

export function hasAgentMarker(): boolean {
  return readStored(storageKeys.agentMarker) !== undefined;
}

export function isTrialUser(): boolean {
  return readStored(storageKeys.trialUser) === true;
}
