// The consolidated settings reader: our platform's reply, upstream's variants (tree
// enabled as "1"/"0", whitelabelVal flags as booleans, "1"/"0", "Y"/"N", 1/0, numbers for
// templates, csType or type, upstream's per-field register rules), absent and broken parts left
// out for the merchant file to stand in, and only a non-object refused.
import { describe, expect, it } from 'vitest';
import { hasReplyReader, replyCheck } from '../reply-check';
import read from './consolidatedSettings';

const UPSTREAM = {
  merchantCode: 'atlas',
  domainRoute: { m: 'https://m.example' },
  appInfo: { version: '1.0' },
  sms: { enabled: 'Y' },
  gw: 'x',
  whitelabel: {
    childrenNodes: [
      {
        modId: 'MEMCEN',
        enabled: '1',
        childrenNodes: [
          { modId: 'MAILCEN', enabled: '1' },
          { modId: 'WITHREC3', enabled: '0' },
          { enabled: '1' },
          { modId: 'SECPRIV', enabled: 'maybe' },
        ],
      },
      { modId: 'AGECEN', enabled: '1', childrenNodes: [{ modId: 'AGEPAG', enabled: '1' }, { modId: 'AGETEAMPNL3', enabled: 0 }] },
    ],
  },
  whitelabelVal: { MAILCEN: true, AGEPAG: '1', AGETEAMPNL3: '0', DIRECTREG3: 'Y', MOBILENUMREG3: 'N', FEEDBACK3: 1, PTSYS3: 0, WEIRD: { x: 1 }, NULLED: null },
  mobileTemplate: { mem_cen: 3, dep_func: '1' },
  customerService: [
    { path: 'AAAAAAAAAAA=abcdefgh', title: 'Live chat', csType: 'LIVECHAT', labelIds: [1, 2] },
    { path: 'BBBBBBBBBBB=abcdefgh', type: 'TELEGRAM' },
    { title: 'no path' },
  ],
  register: {
    username: { acceptedPattern: '^[a-z0-9]{6,12}$', minLength: '6', maxLength: 12, patternId: 'LETTER_DIGIT', message: 'format.username.err', required: 'Y', updateRequired: 'N' },
    nickname: { acceptedPattern: '*', minLength: 2, maxLength: 20, required: false, updateRequired: true },
    email: { acceptedPattern: '([', required: true },
    nothing: 'x',
  },
  resources: [{ resourceType: 'Android', url: 'https://dl.example/app.apk' }, { resourceType: 'IOS' }],
  imageCDNs: ['https://cdn1.example', '', 'https://cdn2.example'],
};

describe('consolidated settings reader', () => {
  it('is the reply check of its endpoint', () => {
    expect(hasReplyReader('consolidatedSettings')).toBe(true);
  });

  it('reads upstream\'s variants into the app\'s types and ignores extra fields', () => {
    const settings = read(UPSTREAM);
    expect(settings.merchantCode).toBe('atlas');
    expect(settings.whitelabel).toEqual({
      modId: 'ROOT',
      enabled: true,
      childrenNodes: [
        // A node without modId or with an unreadable enabled is dropped, the rest stay.
        { modId: 'MEMCEN', enabled: true, childrenNodes: [{ modId: 'MAILCEN', enabled: true }, { modId: 'WITHREC3', enabled: false }] },
        { modId: 'AGECEN', enabled: true, childrenNodes: [{ modId: 'AGEPAG', enabled: true }, { modId: 'AGETEAMPNL3', enabled: false }] },
      ],
    });
    expect(settings.whitelabelVal).toEqual({ MAILCEN: true, AGEPAG: true, AGETEAMPNL3: false, DIRECTREG3: true, MOBILENUMREG3: false, FEEDBACK3: true, PTSYS3: false });
    expect(settings.mobileTemplate).toEqual({ mem_cen: '3', dep_func: '1' });
    expect(settings.customerService).toEqual([
      { csType: 'LIVECHAT', path: 'AAAAAAAAAAA=abcdefgh', title: 'Live chat' },
      { csType: 'TELEGRAM', path: 'BBBBBBBBBBB=abcdefgh' },
    ]);
    expect(settings.register).toEqual({
      kind: 'fields',
      fields: {
        username: { pattern: '^[a-z0-9]{6,12}$', patternId: 'LETTER_DIGIT', minLength: 6, maxLength: 12, required: true, messageKey: 'format.username.err' },
        nickname: { pattern: '.*', minLength: 2, maxLength: 20, required: false },
        // A pattern this browser cannot compile is left to our own rule.
        email: { required: true },
      },
    });
    expect(settings.resources).toEqual([{ resourceType: 'Android', url: 'https://dl.example/app.apk' }]);
    expect(settings.imageCDNs).toEqual(['https://cdn1.example', 'https://cdn2.example']);
    expect(settings).not.toHaveProperty('domainRoute');
    expect(settings).not.toHaveProperty('appInfo');
  });

  it('reads our platform\'s reply: the tree with booleans, its whole RegisterSettings, mobileprovisionCDN', () => {
    const fieldRule = { enabled: true, required: true, patternId: 'DIGITS', pattern: '^\\d{10}$', minLength: 10, maxLength: 10, messageKey: 'format.mobile.err' };
    const register = { direct: true, methods: { username: true, mobile: false }, requireSmsForUsername: false, requirePasswordForMobile: true, minimumAge: 18, fields: { mobileNum: fieldRule }, login: { loginMobileNum: fieldRule } };
    const settings = read({
      merchantCode: 'demo',
      whitelabel: { modId: 'ROOT', enabled: true, childrenNodes: [{ modId: 'AGECEN', enabled: true, childrenNodes: [{ modId: 'AGEPAG', enabled: false }] }] },
      whitelabelVal: { AGEPAG: false },
      mobileTemplate: { mem_cen: '1', dep_func: '0' },
      customerService: [{ csType: 'LIVECHAT', type: 'LIVECHAT', path: 'p' }],
      register,
      resources: [],
      mobileprovisionCDN: 'https://profiles.example/',
      imageCDNs: [],
    });
    expect(settings.whitelabel?.childrenNodes?.[0]?.childrenNodes).toEqual([{ modId: 'AGEPAG', enabled: false }]);
    expect(settings.register).toEqual({ kind: 'settings', settings: register });
    expect(settings.mobileprovisionCDN).toBe('https://profiles.example/');
    // An empty list is the platform's answer ("none"), not an absent part.
    expect(settings.resources).toEqual([]);
    expect(settings.imageCDNs).toEqual([]);
  });

  it('leaves out every part that is absent, null or unreadable (the merchant file stands in)', () => {
    expect(read({})).toEqual({});
    expect(read({ whitelabel: null, whitelabelVal: null, mobileTemplate: null, customerService: null, register: null, resources: null, imageCDNs: null, mobileprovisionCDN: null })).toEqual({});
    expect(read({ whitelabel: 'menu', whitelabelVal: [true], mobileTemplate: 7, customerService: 'x', register: 3, resources: 'x', imageCDNs: 5 })).toEqual({});
    // The older nesting of the service list is read too.
    expect(read({ customerService: { version: { pathList: [{ csType: 'ZALO', path: 'z' }] } } }).customerService).toEqual([{ csType: 'ZALO', path: 'z' }]);
  });

  it('refuses only a reply that is not an object', async () => {
    for (const value of [null, undefined, 'settings', 42, [], true]) expect(() => read(value)).toThrow();
    const check = await replyCheck('consolidatedSettings');
    expect(check?.({ whitelabelVal: { AGEPAG: '0' } })).toEqual({ whitelabelVal: { AGEPAG: false } });
    expect(() => check?.('nope')).toThrow();
  });
});
