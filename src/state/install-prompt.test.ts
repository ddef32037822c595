import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, installPromptAvailable, promptInstall, recordWebClipLaunch, resetInstallPrompt, subscribeInstallPrompt, type InstallPromptEvent } from './install-prompt';
import { MemoryStorage, readStored, setStorageBackends, storageKeys } from './storage';

function fakePrompt(outcome: 'accepted' | 'dismissed'): InstallPromptEvent {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(() => Promise.resolve()), userChoice: Promise.resolve({ outcome }) });
  return event;
}

afterEach(() => {
  resetInstallPrompt();
  setStorageBackends({});
});

describe('install prompt capture', () => {
  it('keeps the early event (and stops the browser infobar) until it is used once', async () => {
    const target = new EventTarget();
    captureInstallPrompt(target as unknown as Window);
    const seen = vi.fn();
    const unsubscribe = subscribeInstallPrompt(seen);
    expect(installPromptAvailable()).toBe(false);
    const event = fakePrompt('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installPromptAvailable()).toBe(true);
    expect(seen).toHaveBeenCalled();
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(installPromptAvailable()).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
    unsubscribe();
  });
});

describe('web clip launch', () => {
  it("stores the flag when the web clip's URL says so", () => {
    const local = new MemoryStorage();
    setStorageBackends({ local });
    recordWebClipLaunch('?foo=1');
    expect(readStored(storageKeys.webClip)).toBeUndefined();
    recordWebClipLaunch('?webclip=1');
    expect(readStored(storageKeys.webClip)).toBe(true);
    local.setItem('MC_WEB_CLIP', '"1"');
    expect(readStored(storageKeys.webClip)).toBe(true);
    local.setItem('MC_WEB_CLIP', '"0"');
    expect(readStored(storageKeys.webClip)).toBe(false);
  });
});
