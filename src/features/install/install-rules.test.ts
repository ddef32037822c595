import { describe, expect, it } from 'vitest';
import {
  detectDevice,
  downloadBarDecision,
  legacyIosTip,
  linkSetOf,
  needsSafariAlert,
  supportsIosWebApp,
  visibleDownloadOptions,
  type DownloadLinkSet,
  type DownloadOptionKind,
  type InstallEnvironment,
} from './install-rules';

const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari12_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iosSafari11: 'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iosFacebook: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.0;FBDV/iPhone14,5]',
  iosZalo: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Zalo iOS',
  iPadDesktop: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  desktopChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  nativeApp: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 LobbyNativeApp/1.0',
} as const;

const ALL: DownloadLinkSet = { android: 'https://x.test/a.apk', ios: 'https://x.test/ios', profile: 'https://x.test/p.mobileconfig' };
const ANDROID_ONLY: DownloadLinkSet = { android: 'https://x.test/a.apk' };
const NONE: DownloadLinkSet = {};

function env(userAgent: string, over: Partial<InstallEnvironment> = {}): InstallEnvironment {
  return { userAgent, standalone: false, webClip: false, barDismissed: false, ...over };
}

describe('detectDevice', () => {
  it.each([
    ['iOS Safari', env(UA.iosSafari), { platform: 'ios', iosSafari: true, mobile: true }],
    ['iOS Chrome (CriOS)', env(UA.iosChrome), { platform: 'ios', iosSafari: false }],
    ['iOS Facebook in-app', env(UA.iosFacebook), { platform: 'ios', iosSafari: false }],
    ['iOS Zalo in-app', env(UA.iosZalo), { platform: 'ios', iosSafari: false }],
    ['iPad in desktop mode (touch)', env(UA.iPadDesktop, { maxTouchPoints: 5 }), { platform: 'ios', iosSafari: true }],
    ['Mac Safari (no touch)', env(UA.macSafari, { maxTouchPoints: 0 }), { platform: 'desktop', mobile: false }],
    ['Android Chrome', env(UA.androidChrome), { platform: 'android', mobile: true, iosSafari: false }],
    ['desktop Chrome', env(UA.desktopChrome), { platform: 'desktop', mobile: false }],
    ['native app web view', env(UA.nativeApp), { platform: 'android', nativeApp: true }],
  ])('%s', (_name, e, expected) => {
    expect(detectDevice(e)).toMatchObject(expected);
  });

  it('reads the iOS version', () => {
    expect(detectDevice(env(UA.iosSafari)).iosVersion).toEqual([17, 4]);
    expect(detectDevice(env(UA.iosSafari11)).iosVersion).toEqual([11, 4]);
    expect(detectDevice(env(UA.iPadDesktop, { maxTouchPoints: 5 })).iosVersion).toEqual([17, 4]);
  });
});

describe('downloadBarDecision (spec section 4)', () => {
  it.each<[string, InstallEnvironment, DownloadLinkSet, ReturnType<typeof downloadBarDecision>]>([
    ['Android with an Android link: shown', env(UA.androidChrome), ANDROID_ONLY, { show: true }],
    ['dismissed once: hidden', env(UA.androidChrome, { barDismissed: true }), ALL, { show: false, reason: 'dismissed' }],
    ['installed web app (standalone): hidden', env(UA.androidChrome, { standalone: true }), ALL, { show: false, reason: 'standalone' }],
    ['iOS standalone: hidden', env(UA.iosSafari, { standalone: true }), ALL, { show: false, reason: 'standalone' }],
    ['inside the native app: hidden', env(UA.nativeApp), ALL, { show: false, reason: 'native-app' }],
    ['iOS web clip without an iOS link: hidden', env(UA.iosSafari, { webClip: true }), { profile: 'p', android: 'a' }, { show: false, reason: 'web-clip' }],
    ['iOS web clip with an iOS link: shown', env(UA.iosSafari, { webClip: true }), ALL, { show: true }],
    ['iOS without iOS or profile link: hidden', env(UA.iosSafari), ANDROID_ONLY, { show: false, reason: 'no-link' }],
    ['iOS with only a profile link: shown', env(UA.iosSafari), { profile: 'p' }, { show: true }],
    ['iOS Chrome with an iOS link: shown', env(UA.iosChrome), ALL, { show: true }],
    ['Android without an Android link: hidden', env(UA.androidChrome), { ios: 'i', profile: 'p' }, { show: false, reason: 'no-link' }],
    ['desktop with any app link: shown', env(UA.desktopChrome), { ios: 'i' }, { show: true }],
    ['desktop without links: hidden', env(UA.desktopChrome), NONE, { show: false, reason: 'no-link' }],
    ['no links at all: hidden', env(UA.androidChrome), NONE, { show: false, reason: 'no-link' }],
  ])('%s', (_name, e, links, expected) => {
    expect(downloadBarDecision(e, links)).toEqual(expected);
  });

  it('dismissal wins over everything else', () => {
    expect(downloadBarDecision(env(UA.iosSafari, { barDismissed: true, standalone: true }), ALL)).toEqual({ show: false, reason: 'dismissed' });
  });
});

describe('visibleDownloadOptions (spec section 2)', () => {
  it.each<[string, InstallEnvironment, DownloadLinkSet, DownloadOptionKind[]]>([
    ['iOS Safari, all links: home screen, profile, iOS app', env(UA.iosSafari), ALL, ['a2hs', 'ios-profile', 'ios-app']],
    ['iOS Safari standalone: no home-screen option', env(UA.iosSafari, { standalone: true }), ALL, ['ios-profile', 'ios-app']],
    ['iOS Safari with the web-clip flag: no profile', env(UA.iosSafari, { webClip: true }), ALL, ['a2hs', 'ios-app']],
    ['iOS Safari without a profile link: no profile', env(UA.iosSafari), { ios: 'i', android: 'a' }, ['a2hs', 'ios-app']],
    ['iOS Safari without an iOS link: no iOS app', env(UA.iosSafari), { profile: 'p', android: 'a' }, ['a2hs', 'ios-profile']],
    ['iOS Chrome: no home-screen option (not Safari)', env(UA.iosChrome), ALL, ['ios-profile', 'ios-app']],
    ['iOS in-app browser: no home-screen option', env(UA.iosFacebook), ALL, ['ios-profile', 'ios-app']],
    ['Android Chrome: Android app only', env(UA.androidChrome), ALL, ['android']],
    ['Android Chrome with an install prompt: home screen too', env(UA.androidChrome, { installPromptAvailable: true }), ALL, ['a2hs', 'android']],
    ['Android standalone with a stale prompt: no home-screen option', env(UA.androidChrome, { standalone: true, installPromptAvailable: true }), ALL, ['android']],
    ['Android without an Android link: nothing', env(UA.androidChrome), { ios: 'i', profile: 'p' }, []],
    ['desktop: iOS app and Android app', env(UA.desktopChrome), ALL, ['ios-app', 'android']],
    ['desktop with the web-clip flag: no profile either way', env(UA.desktopChrome, { webClip: true }), ALL, ['ios-app', 'android']],
    ['no links: nothing but the home screen on iOS Safari', env(UA.iosSafari), NONE, ['a2hs']],
  ])('%s', (_name, e, links, expected) => {
    expect(visibleDownloadOptions(e, links)).toEqual(expected);
  });

  it('hides the home-screen and iOS app options when asked', () => {
    expect(visibleDownloadOptions(env(UA.iosSafari), ALL, new Set(['a2hs']))).toEqual(['ios-profile', 'ios-app']);
    expect(visibleDownloadOptions(env(UA.iosSafari), ALL, new Set(['ios-app']))).toEqual(['a2hs', 'ios-profile']);
    expect(visibleDownloadOptions(env(UA.desktopChrome), ALL, new Set(['ios-app']))).toEqual(['android']);
  });
});

describe('needsSafariAlert', () => {
  it.each<[string, string, DownloadOptionKind, boolean]>([
    ['iOS Chrome, profile', UA.iosChrome, 'ios-profile', true],
    ['iOS Chrome, iOS app', UA.iosChrome, 'ios-app', true],
    ['iOS in-app, profile', UA.iosFacebook, 'ios-profile', true],
    ['iOS Safari, profile', UA.iosSafari, 'ios-profile', false],
    ['Android, Android app', UA.androidChrome, 'android', false],
    ['desktop, iOS app', UA.desktopChrome, 'ios-app', false],
  ])('%s', (_name, ua, kind, expected) => {
    expect(needsSafariAlert({ userAgent: ua }, kind)).toBe(expected);
  });
});

describe('legacy iOS', () => {
  it.each<[readonly [number, number] | undefined, ReturnType<typeof legacyIosTip>]>([
    [[10, 3], 'ios11'],
    [[11, 4], 'ios11'],
    [[12, 0], 'ios12-early'],
    [[12, 1], 'ios12-early'],
    [[12, 2], undefined],
    [[17, 4], undefined],
    [undefined, undefined],
  ])('iOS %j → %s', (version, tip) => {
    expect(legacyIosTip(version)).toBe(tip);
  });

  it('needs iOS 12.4 for a home-screen web app (spec section 9)', () => {
    expect(supportsIosWebApp([12, 3])).toBe(false);
    expect(supportsIosWebApp([12, 4])).toBe(true);
    expect(supportsIosWebApp([13, 0])).toBe(true);
    expect(supportsIosWebApp([11, 4])).toBe(false);
  });
});

describe('linkSetOf', () => {
  it('maps resource types and ignores the others', () => {
    expect(
      linkSetOf([
        { resourceType: 'Android', url: 'a' },
        { resourceType: 'IOS', url: 'i' },
        { resourceType: 'MOBILECONFIG', url: 'p' },
        { resourceType: 'AppDownloadIcon', url: 'icon' },
        { resourceType: 'FIRELINK', url: 'f' },
      ]),
    ).toEqual({ android: 'a', ios: 'i', profile: 'p' });
    expect(linkSetOf([{ resourceType: 'IOS', url: '' }])).toEqual({});
  });
});
