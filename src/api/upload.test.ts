// The upload helper against a scripted XMLHttpRequest: it sends what the client sends (base URL,
// contract headers, the session's token), reports progress, and turns every outcome into what the
// rest of the client would (the value, ApiError by code, session expiry, offline/network/timeout).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { configure, onSessionExpired } from './client';
import { endpointUrl, multipartBody, uploadEndpoint } from './upload';
import { MemoryStorage, readSession, setStorageBackends, writeSession } from '../state/storage';

const session = { id: 1, token: 'token-A', merchantCode: 'demo', userName: 'demo01', type: 0, firstTimeLogin: false };

class FakeUpload {
  onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null = null;
}

class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  timeout = 0;
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload = new FakeUpload();
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, envelope: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}

const createRequest = () => new FakeXhr() as unknown as XMLHttpRequest;
let online = true;

beforeEach(() => {
  online = true;
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  writeSession(session);
  configure({ baseUrl: 'https://api.example.com/', merchantCode: 'demo', encryptionScheme: 'rsa-oaep-aes-gcm', getLanguage: () => 'EN', isOnline: () => online, isStandalone: () => false });
});
afterEach(() => setStorageBackends({}));

const send = (options: Parameters<typeof uploadEndpoint>[3] = {}) =>
  uploadEndpoint('promotionApply', { promotionId: 7, remark: 'hi' }, { images: [new Blob([new Uint8Array(4)], { type: 'image/png' })] }, { createRequest, ...options });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the upload to fail');
}

describe('uploadEndpoint', () => {
  it('posts the multipart body to the endpoint with the contract headers, reports progress, resolves the value', async () => {
    const progress: number[] = [];
    const reply = send({ onProgress: ({ loaded, total }) => progress.push(loaded / total) });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', 'https://api.example.com/wps/relay/MCSFE_applyPromotion']);
    expect(xhr.headers).toEqual({ Accept: 'application/json', Merchant: 'demo', Device: 'MOBILE', Language: 'EN', Authorization: 'token-A' });
    expect(xhr.headers['Content-Type']).toBeUndefined();
    const form = xhr.body as FormData;
    expect([form.get('promotionId'), form.get('remark'), form.getAll('images').length]).toEqual(['7', 'hi', 1]);
    xhr.upload.onprogress?.({ loaded: 50, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    xhr.answer(200, { success: true, value: { applicationId: 3, status: 'ACCEPTED', appliedAt: 1 }, message: null, errorCode: null });
    await expect(reply).resolves.toEqual({ applicationId: 3, status: 'ACCEPTED', appliedAt: 1 });
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the platform’s code, so the one error table words it', async () => {
    const reply = send();
    FakeXhr.last!.answer(400, { success: false, value: { field: 'images' }, message: 'An image is larger than 5 MB', errorCode: 'promotion.image.size' });
    const error = await rejection(reply);
    expect([error.kind, error.code, error.status, error.value]).toEqual(['server', 'promotion.image.size', 400, { field: 'images' }]);
  });

  it('ends the session on a 401 session-expired reply', async () => {
    const expired: string[] = [];
    const stop = onSessionExpired(({ code }) => expired.push(code));
    const reply = send();
    FakeXhr.last!.answer(401, { success: false, value: null, message: 'no session', errorCode: 'login.not.session' });
    expect((await rejection(reply)).code).toBe('login.not.session');
    expect(readSession()).toBeUndefined();
    expect(expired).toEqual(['login.not.session']);
    stop();
  });

  it('tells offline, network failure, timeout, cancel and a malformed reply apart', async () => {
    online = false;
    expect((await rejection(send())).code).toBe('client.offline');
    online = true;
    let reply = send();
    FakeXhr.last!.onerror?.();
    expect((await rejection(reply)).code).toBe('client.network');
    reply = send();
    FakeXhr.last!.ontimeout?.();
    expect((await rejection(reply)).code).toBe('client.timeout');
    const controller = new AbortController();
    reply = send({ signal: controller.signal });
    controller.abort();
    expect((await rejection(reply)).code).toBe('client.aborted');
    reply = send();
    const xhr = FakeXhr.last!;
    xhr.status = 502;
    xhr.responseText = '<html>Bad gateway</html>';
    xhr.onload?.();
    expect((await rejection(reply)).code).toBe('client.malformed');
  });
});

describe('helpers', () => {
  it('joins the base URL and the path like the client', () => {
    expect(endpointUrl('/', '/wps/x')).toBe('/wps/x');
    expect(endpointUrl('https://api.example.com/v/', '/wps/x')).toBe('https://api.example.com/v/wps/x');
  });

  it('puts the fields before the files and leaves out absent fields', () => {
    const form = multipartBody({ a: '1', b: undefined, c: 2 }, { images: [new Blob(['x'])] });
    expect([...form.keys()]).toEqual(['a', 'c', 'images']);
  });
});
