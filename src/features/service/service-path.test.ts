// Fixtures were produced once by the platform's encodeCustomerServicePath (node:crypto DES-EDE with
// K1 = K2) and are pasted here, so this checks the client's node-forge DES against an independent
// implementation of the spec's rule rather than against itself.
import { describe, expect, it } from 'vitest';
import { loadForge } from '../../api/forge';
import { decryptServicePath, decryptServicePathLazily, safeServiceUrl, ServicePathError } from './service-path';

const FIXTURES: [string, string][] = [
  ['MxEmfx9Mboy6dg9rGkOWtg==Qm7Zr2Xa', '/demo-chat'],
  ['iYg/R/cvoT+soeiogiIr76U64jjdoLO+J4OlTHBK+ZQ=b4NcT0pL', 'https://t.me/demo_lobby_support'],
  ['LbyKdK1nsX0A0aXplYQrQSfImgyi1vc5sRFwI3g0o9GBOyJs9p7TG8UWQhbZ6isqZt9wE3Kq', 'https://zalo.me/g/hỗ-trợ?ref=lobby&lang=vi'],
];

describe('customer-service path decryption (last 8 characters are the key)', () => {
  it('decrypts paths the platform encrypted, including non-ASCII URLs', async () => {
    const forge = await loadForge();
    for (const [path, url] of FIXTURES) expect(decryptServicePath(forge, path)).toBe(url);
    await expect(decryptServicePathLazily(FIXTURES[1]?.[0] ?? '')).resolves.toBe('https://t.me/demo_lobby_support');
  });

  it('uses exactly the last 8 characters as the key: another key fails', async () => {
    const forge = await loadForge();
    const [path] = FIXTURES[1] ?? ['', ''];
    const tampered = `${path.slice(0, -8)}b4NcT0pX`;
    let result: string | undefined;
    try {
      result = decryptServicePath(forge, tampered);
    } catch (error) {
      expect(error).toBeInstanceOf(ServicePathError);
    }
    // With a wrong key DES either fails the padding check or yields something else: never the URL.
    expect(result).not.toBe('https://t.me/demo_lobby_support');
  });

  it('refuses malformed values', async () => {
    const forge = await loadForge();
    for (const bad of ['', 'Qm7Zr2Xa', 'not base64!!Qm7Zr2Xa', 'QUJD Qm7Zr2Xa', 'QUJDRA==Qm7Zr2Xa']) expect(() => decryptServicePath(forge, bad)).toThrow(ServicePathError);
  });

  it('opens only http(s) targets, same-origin paths against the app', () => {
    expect(safeServiceUrl('/demo-chat', 'http://demo.localhost:4354')?.href).toBe('http://demo.localhost:4354/demo-chat');
    expect(safeServiceUrl('https://t.me/x', 'http://demo.localhost')?.href).toBe('https://t.me/x');
    expect(safeServiceUrl('javascript:alert(1)', 'http://demo.localhost')).toBeNull();
    expect(safeServiceUrl('data:text/html,hi', 'http://demo.localhost')).toBeNull();
  });
});
