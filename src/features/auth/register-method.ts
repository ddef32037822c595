// How the player reached the registration form (spec sections 3 and 9: APP, H5, PWA or WEBCLIP),
// and the host name sent as registerUrl.
import type { REGISTER_METHODS } from '../../config/constants';

export type RegisterMethod = (typeof REGISTER_METHODS)[number];

export interface RegisterEnvironment {
  readonly userAgent: string;
  /** display-mode: standalone matches (an installed web app). */
  readonly standalone: boolean;
  /** iOS Safari's navigator.standalone: a home-screen web clip. */
  readonly iosStandalone: boolean;
}

/** The merchants' native apps wrap the site in a WebView whose user agent carries this token. */
const APP_USER_AGENT_TOKEN = /\bLobbyApp\b/i;

export function detectRegisterMethod(env: RegisterEnvironment): RegisterMethod {
  if (APP_USER_AGENT_TOKEN.test(env.userAgent)) return 'APP';
  if (env.iosStandalone) return 'WEBCLIP';
  if (env.standalone) return 'PWA';
  return 'H5';
}

export function browserRegisterEnvironment(): RegisterEnvironment {
  let standalone = false;
  try {
    standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  } catch {
    standalone = false;
  }
  const nav = navigator as Navigator & { standalone?: boolean };
  return { userAgent: nav.userAgent, standalone, iosStandalone: nav.standalone === true };
}

export function registerHost(): string {
  return window.location.hostname;
}
