import { describe, expect, it } from 'vitest';
import { detectRegisterMethod } from './register-method';

const browser = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) Chrome/120 Mobile Safari/537.36';

describe('registerMethod', () => {
  it('is H5 in a browser tab, PWA installed, WEBCLIP on an iOS home screen and APP in the native app', () => {
    expect(detectRegisterMethod({ userAgent: browser, standalone: false, iosStandalone: false })).toBe('H5');
    expect(detectRegisterMethod({ userAgent: browser, standalone: true, iosStandalone: false })).toBe('PWA');
    expect(detectRegisterMethod({ userAgent: 'Mozilla/5.0 (iPhone) Safari', standalone: true, iosStandalone: true })).toBe('WEBCLIP');
    expect(detectRegisterMethod({ userAgent: `${browser} LobbyApp/2.1`, standalone: true, iosStandalone: false })).toBe('APP');
  });
});
