import { describe, expect, it } from 'vitest';
import { allowServiceWorkerUrl, SERVICE_WORKER_POLICY, serviceWorkerScriptUrl, type TrustedTypesFactory } from './trusted-types-sw';

describe('the lobby-sw Trusted Types policy', () => {
  it('turns /sw.js, and only /sw.js, into a script URL', () => {
    expect(allowServiceWorkerUrl('/sw.js')).toBe('/sw.js');
    for (const other of ['/sw.js?x=1', 'https://evil.example/sw.js', '//evil.example/sw.js', '/assets/x.js', 'javascript:alert(1)']) {
      expect(() => allowServiceWorkerUrl(other), other).toThrow(SERVICE_WORKER_POLICY);
    }
  });

  it('gives the plain URL without Trusted Types, else a value made by a policy named lobby-sw (created once)', () => {
    expect(serviceWorkerScriptUrl(undefined)).toBe('/sw.js');
    const created: string[] = [];
    const factory: TrustedTypesFactory = {
      createPolicy(name, rules) {
        created.push(name);
        return { createScriptURL: (input) => ({ toString: () => `trusted:${rules.createScriptURL(input)}` }) };
      },
    };
    expect(String(serviceWorkerScriptUrl(factory))).toBe('trusted:/sw.js');
    expect(String(serviceWorkerScriptUrl(factory))).toBe('trusted:/sw.js');
    expect(created).toEqual(['lobby-sw']);
  });
});
