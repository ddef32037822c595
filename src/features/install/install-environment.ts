// What the visibility rules need from the running browser, read in one place.
import { useSyncExternalStore } from 'react';
import { installPromptAvailable, isStandaloneDisplay, subscribeInstallPrompt } from '../../state/install-prompt';
import { readStored, storageKeys } from '../../state/storage';
import type { InstallEnvironment } from './install-rules';

export function readInstallEnvironment(): InstallEnvironment {
  return {
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    maxTouchPoints: typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints,
    standalone: isStandaloneDisplay(),
    webClip: readStored(storageKeys.webClip) === true,
    barDismissed: readStored(storageKeys.downloadBarDismissed) === true,
    installPromptAvailable: installPromptAvailable(),
  };
}

/** Re-renders when the browser's install prompt arrives or is used. */
export function useInstallPromptAvailable(): boolean {
  return useSyncExternalStore(subscribeInstallPrompt, installPromptAvailable, () => false);
}
