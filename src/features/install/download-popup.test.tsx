// @vitest-environment jsdom
// The download popup and bar as a player meets them: which options a device gets, the nested
// add-to-home-screen sheet, the guides, the iOS non-Safari alert, the 4 s install-step toast, the
// browser's own install prompt, closing by icon and mask, and the bar's remembered dismissal.
import i18next from 'i18next';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { injectMerchantConfig, merchantFile } from '../../../tests/support/component-setup';
import { initI18n } from '../../i18n/i18n';
import { TOAST } from '../../config/constants';
import { resetInstallPrompt, type InstallPromptEvent } from '../../state/install-prompt';
import { MemoryStorage, readStored, setStorageBackends, storageKeys, writeStored } from '../../state/storage';
import { resetUi, uiStore } from '../../state/ui-store';
import { DownloadBar } from './download-bar';
import { DownloadPopup } from './download-popup';
import type { DownloadLinkSet, InstallEnvironment } from './install-rules';

const UA = {
  iosSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iosSafari12_1: 'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  iosChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
};
const LINKS: DownloadLinkSet = { android: 'https://dl.test/a.apk', ios: 'https://dl.test/ios', profile: 'https://dl.test/p.mobileconfig' };

function env(userAgent: string, over: Partial<InstallEnvironment> = {}): InstallEnvironment {
  return { userAgent, standalone: false, webClip: false, barDismissed: false, ...over };
}

function setUserAgent(ua: string): void {
  Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true });
}

const popup = () => screen.getByRole('dialog', { name: 'Download the app' });
const options = () => [...popup().querySelectorAll('[data-option]')].map((el) => el.getAttribute('data-option'));

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await initI18n('EN');
  await i18next.loadNamespaces(['install']);
});

beforeEach(() => {
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  resetUi();
});

afterEach(() => {
  cleanup();
  resetInstallPrompt();
  vi.restoreAllMocks();
});

describe('DownloadPopup', () => {
  it('offers iOS Safari the home screen, the profile and the iOS app, each with a Download button', () => {
    render(<DownloadPopup env={env(UA.iosSafari)} links={LINKS} onClose={() => {}} />);
    expect(options()).toEqual(['a2hs', 'ios-profile', 'ios-app']);
    for (const kind of ['a2hs', 'ios-profile', 'ios-app']) expect(screen.getByTestId(`download-option-${kind}`)).toHaveProperty('textContent', 'Download');
    expect(screen.queryByTestId('download-option-android')).toBeNull();
    const profile = screen.getByTestId('download-option-ios-profile');
    expect(profile.getAttribute('href')).toBe(LINKS.profile);
    expect(profile.getAttribute('target')).toBe('_blank');
    expect(profile.getAttribute('rel')).toContain('noopener');
  });

  it('offers Android the Android app only', () => {
    render(<DownloadPopup env={env(UA.android)} links={LINKS} onClose={() => {}} />);
    expect(options()).toEqual(['android']);
  });

  it('shows the empty state when nothing fits the device', () => {
    render(<DownloadPopup env={env(UA.android)} links={{ ios: 'x' }} onClose={() => {}} />);
    expect(screen.getByTestId('empty-state').textContent).toContain('no app for this device');
  });

  it('opens the add-to-home-screen instructions in place of the list, and back', () => {
    render(<DownloadPopup env={env(UA.iosSafari)} links={LINKS} onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('download-option-a2hs'));
    const sheet = screen.getByTestId('sheet');
    expect(sheet.getAttribute('data-sheet')).toBe('a2hs');
    expect(sheet.textContent).toContain('Add to Home Screen');
    expect(screen.queryByTestId('download-options')).toBeNull();
    expect(screen.queryByTestId('install-legacy-tip')).toBeNull();
    fireEvent.click(screen.getByTestId('sheet-back'));
    expect(screen.getByTestId('download-options')).toBeTruthy();
  });

  it('adds the legacy tip and the iOS 12.4 requirement on iOS 12.1', () => {
    render(<DownloadPopup env={env(UA.iosSafari12_1)} links={LINKS} onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('download-option-a2hs'));
    expect(screen.getByTestId('install-legacy-tip').getAttribute('data-tip')).toBe('ios12-early');
    expect(screen.getByTestId('sheet').textContent).toContain('iOS 12.4 or later');
  });

  it('opens the iOS and Android install guides', () => {
    const { unmount } = render(<DownloadPopup env={env(UA.iosSafari)} links={LINKS} onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('download-guide-ios-profile'));
    expect(screen.getByTestId('sheet').getAttribute('data-sheet')).toBe('guide-ios');
    expect(screen.getByTestId('sheet').querySelectorAll('li')).toHaveLength(4);
    unmount();
    render(<DownloadPopup env={env(UA.android)} links={LINKS} onClose={() => {}} />);
    fireEvent.click(screen.getByTestId('download-guide-android'));
    expect(screen.getByTestId('sheet').getAttribute('data-sheet')).toBe('guide-android');
  });

  it('alerts "Please use Safari" instead of downloading on iOS Chrome', () => {
    render(<DownloadPopup env={env(UA.iosChrome)} links={LINKS} onClose={() => {}} />);
    const link = screen.getByTestId('download-option-ios-profile');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(uiStore.dialogs.map((d) => d.message)).toEqual(['install:use_safari']);
  });

  it('lets the link download and shows the next install step for 4 s', () => {
    render(<DownloadPopup env={env(UA.android)} links={LINKS} onClose={() => {}} />);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByTestId('download-option-android').dispatchEvent(event);
    expect(uiStore.toast).toMatchObject({ message: 'install:toast.android', durationMs: TOAST.installStepMs });
    expect(TOAST.installStepMs).toBe(4000);
  });

  it("uses the browser's install prompt for the home-screen option where there is one", async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt'), { prompt, userChoice: Promise.resolve({ outcome: 'accepted' as const }) }) as InstallPromptEvent;
    resetInstallPrompt(event);
    const onClose = vi.fn();
    render(<DownloadPopup env={env(UA.android, { installPromptAvailable: true })} links={LINKS} onClose={onClose} />);
    expect(options()).toEqual(['a2hs', 'android']);
    fireEvent.click(screen.getByTestId('download-option-a2hs'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(prompt).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('sheet')).toBeNull();
  });

  it('closes by the close icon and by the mask (after its first 300 ms)', () => {
    const onClose = vi.fn();
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    render(<DownloadPopup env={env(UA.android)} links={LINKS} onClose={onClose} />);
    fireEvent.click(screen.getByTestId('download-popup-close'));
    expect(onClose).toHaveBeenCalledTimes(1);
    const mask = screen.getByTestId('dialog-mask');
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(1);
    now = 400;
    fireEvent.click(mask);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('DownloadBar', () => {
  it('shows on Android with the Android link, opens the popup, and remembers its dismissal', async () => {
    setUserAgent(UA.android);
    const first = render(<DownloadBar />);
    const bar = await screen.findByTestId('download-bar');
    expect(bar.textContent).toContain('Demo Casino app');
    fireEvent.click(screen.getByTestId('download-bar-open'));
    expect(options()).toEqual(['android']);
    fireEvent.click(screen.getByTestId('download-popup-close'));
    fireEvent.click(screen.getByTestId('download-bar-close'));
    expect(screen.queryByTestId('download-bar')).toBeNull();
    expect(readStored(storageKeys.downloadBarDismissed)).toBe(true);
    first.unmount();
    render(<DownloadBar />);
    await act(async () => {});
    expect(screen.queryByTestId('download-bar')).toBeNull();
  });

  it('stays hidden on an iOS web clip when the merchant has no iOS link (atlas has one, mono not even a profile)', async () => {
    setUserAgent(UA.iosSafari);
    writeStored(storageKeys.webClip, true);
    injectMerchantConfig(merchantFile('mono'));
    render(<DownloadBar />);
    await act(async () => {});
    expect(screen.queryByTestId('download-bar')).toBeNull();
    cleanup();
    injectMerchantConfig(merchantFile('atlas'));
    render(<DownloadBar />);
    expect(await screen.findByTestId('download-bar')).toBeTruthy();
    injectMerchantConfig(merchantFile('demo'));
  });
});
