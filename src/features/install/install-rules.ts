// The visibility rules of the download bar and the app download popup (spec sections 2 and 4),
// as pure functions of what the page knows: the user agent, whether it runs as an installed web
// app, the storage flags, the merchant's download links and what the caller hides. No DOM here,
// so every rule is unit-tested with plain strings (install-rules.test.ts).
import { IOS_WEB_APP_MIN_VERSION, NATIVE_APP_UA_TOKEN } from '../../config/constants';

export type DownloadOptionKind = 'a2hs' | 'android' | 'ios-profile' | 'ios-app';
/** The popup's options in the order they are listed. */
export const DOWNLOAD_OPTION_KINDS: readonly DownloadOptionKind[] = ['a2hs', 'ios-profile', 'ios-app', 'android'];

/** The merchant's links by resource type (spec section 3: IOS, Android, MOBILECONFIG). */
export interface DownloadLinkSet {
  readonly android?: string;
  readonly ios?: string;
  /** The iOS configuration profile (MOBILECONFIG) that installs the home-screen web clip. */
  readonly profile?: string;
}

export interface InstallEnvironment {
  readonly userAgent: string;
  /** navigator.maxTouchPoints: an iPad in desktop mode says "Macintosh" but has a touch screen. */
  readonly maxTouchPoints?: number;
  /** display-mode standalone, or navigator.standalone on iOS: an installed web app. */
  readonly standalone: boolean;
  /** The home-screen web-clip flag in local storage is '1'. */
  readonly webClip: boolean;
  /** The download bar was closed once (remembered in local storage). */
  readonly barDismissed: boolean;
  /** The browser holds a beforeinstallprompt event the add-to-home-screen option can use. */
  readonly installPromptAvailable?: boolean;
}

export type DevicePlatform = 'ios' | 'android' | 'other-mobile' | 'desktop';

export interface Device {
  readonly platform: DevicePlatform;
  readonly mobile: boolean;
  /** Safari itself (not Chrome/Firefox/Edge for iOS, not an in-app browser): only it installs profiles and home-screen apps. */
  readonly iosSafari: boolean;
  /** [major, minor] of iOS, when the user agent says. */
  readonly iosVersion?: readonly [number, number];
  /** Inside the brand's own native app (its web view adds NATIVE_APP_UA_TOKEN to the user agent). */
  readonly nativeApp: boolean;
}

// Other browsers on iOS and the in-app browsers of social and chat apps: none of them can add a
// home-screen app or install a profile, and several keep "Safari/" in their user agent.
const IOS_OTHER_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|FB_IAB|Instagram|Line\/|MicroMessenger|Zalo|Telegram|TikTok|musical_ly|Twitter|Snapchat|Pinterest|KAKAOTALK|NAVER|UCBrowser|MQQBrowser/i;

function iosVersionOf(ua: string): readonly [number, number] | undefined {
  const os = /\bOS (\d+)[_.](\d+)(?:[_.]\d+)? like Mac OS X/.exec(ua);
  if (os?.[1] && os[2]) return [Number(os[1]), Number(os[2])];
  // iPadOS in desktop mode reports only Safari's version, which follows the OS version.
  const version = /Version\/(\d+)\.(\d+)/.exec(ua);
  if (version?.[1] && version[2]) return [Number(version[1]), Number(version[2])];
  return undefined;
}

export function detectDevice(env: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>): Device {
  const ua = env.userAgent;
  const nativeApp = ua.includes(NATIVE_APP_UA_TOKEN);
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && (env.maxTouchPoints ?? 0) > 1);
  if (ios) {
    const iosSafari = /Safari\//.test(ua) && /Version\/\d/.test(ua) && !IOS_OTHER_BROWSERS.test(ua) && !nativeApp;
    const iosVersion = iosVersionOf(ua);
    return { platform: 'ios', mobile: true, iosSafari, nativeApp, ...(iosVersion ? { iosVersion } : {}) };
  }
  if (/Android/i.test(ua)) return { platform: 'android', mobile: true, iosSafari: false, nativeApp };
  const mobile = /Mobi|Opera Mini|IEMobile|BlackBerry|BB10|KaiOS|Windows Phone|webOS/i.test(ua);
  return { platform: mobile ? 'other-mobile' : 'desktop', mobile, iosSafari: false, nativeApp };
}

export type BarHiddenReason = 'dismissed' | 'standalone' | 'native-app' | 'web-clip' | 'no-link';
export type BarDecision = { readonly show: true } | { readonly show: false; readonly reason: BarHiddenReason };

/** Whether the merchant has something to install on this platform. */
function hasLinkForPlatform(platform: DevicePlatform, links: DownloadLinkSet): boolean {
  switch (platform) {
    case 'ios':
      return Boolean(links.ios ?? links.profile);
    case 'desktop':
      return Boolean(links.android ?? links.ios);
    default:
      return Boolean(links.android);
  }
}

/**
 * Spec section 4, Download bar: hidden once dismissed, always in an installed web app and inside
 * the native app, on an iOS web clip without an iOS link, and where no link exists for the platform.
 */
export function downloadBarDecision(env: InstallEnvironment, links: DownloadLinkSet): BarDecision {
  const device = detectDevice(env);
  if (env.barDismissed) return { show: false, reason: 'dismissed' };
  if (env.standalone) return { show: false, reason: 'standalone' };
  if (device.nativeApp) return { show: false, reason: 'native-app' };
  if (device.platform === 'ios' && env.webClip && !links.ios) return { show: false, reason: 'web-clip' };
  if (!hasLinkForPlatform(device.platform, links)) return { show: false, reason: 'no-link' };
  return { show: true };
}

/** Options a caller hides (spec: "unless hidden" for add to home screen and the iOS app). */
export type HiddenOptions = ReadonlySet<DownloadOptionKind>;

/**
 * Spec section 2, App download popup: which of the four options are offered.
 * - add to home screen: iOS Safari not already standalone, unless hidden; also wherever the browser
 *   offers its own install prompt (beforeinstallprompt), which the option then triggers;
 * - Android app: desktop or non-iOS mobile;
 * - iOS configuration profile: a profile link, the web-clip flag not '1', and iOS;
 * - iOS app: desktop, or iOS mobile with an iOS link; unless hidden.
 * An option whose download has no link at all is not offered (its button would lead nowhere).
 */
export function visibleDownloadOptions(env: InstallEnvironment, links: DownloadLinkSet, hidden: HiddenOptions = new Set()): DownloadOptionKind[] {
  const device = detectDevice(env);
  const visible: Record<DownloadOptionKind, boolean> = {
    a2hs: !hidden.has('a2hs') && !env.standalone && !device.nativeApp && (device.iosSafari || env.installPromptAvailable === true),
    android: !hidden.has('android') && Boolean(links.android) && device.platform !== 'ios',
    'ios-profile': !hidden.has('ios-profile') && Boolean(links.profile) && !env.webClip && device.platform === 'ios',
    'ios-app': !hidden.has('ios-app') && Boolean(links.ios) && (device.platform === 'desktop' || device.platform === 'ios'),
  };
  return DOWNLOAD_OPTION_KINDS.filter((kind) => visible[kind]);
}

/** Spec section 2: on iOS, downloads other than Safari's end in an alert ('Please use Safari for download App.'). */
export function needsSafariAlert(env: Pick<InstallEnvironment, 'userAgent' | 'maxTouchPoints'>, kind: DownloadOptionKind): boolean {
  const device = detectDevice(env);
  return device.platform === 'ios' && !device.iosSafari && kind !== 'android';
}

export type LegacyIosTip = 'ios11' | 'ios12-early';

/** Spec section 2: legacy tips for iOS 12 below 12.2 and for iOS 11 or lower. */
export function legacyIosTip(version: readonly [number, number] | undefined): LegacyIosTip | undefined {
  if (!version) return undefined;
  const [major, minor] = version;
  if (major <= 11) return 'ios11';
  if (major === 12 && minor < 2) return 'ios12-early';
  return undefined;
}

/** Spec section 9: a home-screen web app needs iOS 12.4 or higher. */
export function supportsIosWebApp(version: readonly [number, number] | undefined): boolean {
  if (!version) return true;
  const [minMajor, minMinor] = IOS_WEB_APP_MIN_VERSION.split('.').map(Number) as [number, number];
  return version[0] > minMajor || (version[0] === minMajor && version[1] >= minMinor);
}

/** The merchant's items (resourceType + url) as the set the rules read; unknown types are ignored. */
export function linkSetOf(items: ReadonlyArray<{ readonly resourceType: string; readonly url: string }>): DownloadLinkSet {
  const find = (type: string) => items.find((item) => item.resourceType.toUpperCase() === type && item.url !== '')?.url;
  const android = find('ANDROID');
  const ios = find('IOS');
  const profile = find('MOBILECONFIG');
  return { ...(android ? { android } : {}), ...(ios ? { ios } : {}), ...(profile ? { profile } : {}) };
}
