import { describe, expect, it } from 'vitest';
import readFreePlay from './freePlay';
import readSignIn from './login';
import { replyCheck } from '../reply-check';

describe('login reader', () => {
  it("reads upstream's reply: no merchantCode, passwordExpired, ids and types as strings", () => {
    expect(readSignIn({ id: '1000001', token: 't0k', userName: 'user0001', customerType: '1', firstTimeLogin: 'N', passwordExpired: 'Y' })).toEqual({
      id: '1000001',
      token: 't0k',
      userName: 'user0001',
      customerType: 1,
      firstTimeLogin: false,
      passwordExpired: true,
    });
  });

  it("reads ours: merchantCode kept, the old updatePassword taken as passwordExpired, extras ignored", () => {
    expect(readSignIn({ id: 7, token: 't', userName: 'demo01', merchantCode: 'demo', customerType: 0, firstTimeLogin: true, updatePassword: true, expiresAt: 1, extra: {} })).toEqual({
      id: 7,
      token: 't',
      userName: 'demo01',
      merchantCode: 'demo',
      customerType: 0,
      firstTimeLogin: true,
      passwordExpired: true,
    });
  });

  it('absent optionals default: firstTimeLogin and passwordExpired false, id the user name', () => {
    expect(readSignIn({ token: 't', userName: 'a', customerType: 0 })).toMatchObject({ id: 'a', firstTimeLogin: false, passwordExpired: false });
  });

  it('refuses what sign-in cannot use: no token, no user name, no type', () => {
    expect(() => readSignIn({ userName: 'a', customerType: 0 })).toThrow(/token/);
    expect(() => readSignIn({ token: ' ', userName: 'a', customerType: 0 })).toThrow(/token/);
    expect(() => readSignIn({ token: 't', customerType: 0 })).toThrow(/userName/);
    expect(() => readSignIn({ token: 't', userName: 'a' })).toThrow(/customerType/);
    expect(() => readSignIn(null)).toThrow();
  });

  it('is the check of login, register and registerMobile', async () => {
    for (const id of ['login', 'register', 'registerMobile']) {
      const check = await replyCheck(id);
      expect(check?.({ token: 't', userName: 'a', customerType: 0 })).toMatchObject({ passwordExpired: false });
    }
  });
});

describe('free play reader', () => {
  it('needs only the token; type 4 and the configured trial merchant otherwise', () => {
    expect(readFreePlay({ token: 't' })).toEqual({ token: 't', userName: 'trial', customerType: 4 });
    expect(readFreePlay({ token: 't', userName: 'trial01', customerType: '4', merchantCode: 'demotrial' })).toEqual({ token: 't', userName: 'trial01', customerType: 4, merchantCode: 'demotrial' });
    expect(() => readFreePlay({ userName: 'x' })).toThrow(/token/);
  });
});
