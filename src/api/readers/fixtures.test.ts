// Every real upstream reply in tests/fixtures/upstream/ goes through the client's reading of its
// endpoint exactly as a live reply would (the envelope, then the endpoint's reader or its contract
// check). Every one must be accepted and yield the app's type; the page's web
// manifest is the only body for a request the app never makes (each brand serves its own).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { bareOrEnvelopeValue, readRsaKeyReply, replyValue } from '../client';
import { messageKeyForError } from '../error-messages';
import { API_ENDPOINTS, type EndpointId } from '../contract.generated';
import { encryptPayload } from '../encryption';
import { presetAvatarUrl } from '../../config/player-avatars';
import type { AnnouncementsReply } from '../reader-types';
import { hasReplyReader, replyCheck } from '../reply-check';
import { fixtureEndpoint, isReplyBody, loadUpstreamFixtures, wireBody, type UpstreamFixture } from '../../../scripts/upstream/fixtures';

type Fixture = UpstreamFixture;
const fixtures: Fixture[] = loadUpstreamFixtures();
const endpointOf = (fixture: Fixture): EndpointId | undefined => fixtureEndpoint(fixture, Object.entries(API_ENDPOINTS).map(([id, spec]) => ({ id, ...spec }))) as EndpointId | undefined;
const isBody = isReplyBody;

/** What the client makes of a fixture's body: the value its reading resolves with, or the error. */
async function read(fixture: Fixture, id: EndpointId): Promise<unknown> {
  const value = replyValue(JSON.stringify(wireBody(fixture)), 200, undefined);
  const check = await replyCheck(id);
  return check ? check(value) : value;
}

describe('upstream fixtures', () => {
  it('each names its source, request and reply', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(20);
    for (const f of fixtures) {
      expect(f.source.repo, f.file).toMatch(/^[\w-]+\/[\w-]+$/);
      expect(f.source.path, f.file).not.toBe('');
      expect(f.source.note, f.file).not.toBe('');
      expect(f.request.path, f.file).toMatch(/^\//);
    }
  });

  it("the sign-in and transport replies (login, their errors) are read into the app's types", async () => {
    const login = fixtures.find((f) => f.file === 'login.reply-fields.partial.json');
    expect(login && endpointOf(login)).toBe('login');
    expect(hasReplyReader('login')).toBe(true);
    expect(await read(login as Fixture, 'login')).toEqual({
      id: 1000001,
      token: '00000000000000000000000000000000',
      userName: 'user0001',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
    });

    const refusal = fixtures.find((f) => f.file === 'error.request-body-required.json') as Fixture;
    expect(() => replyValue(JSON.stringify(refusal.reply), 400, undefined)).toThrow(ApiError);
    try {
      replyValue(JSON.stringify(refusal.reply), 400, undefined);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'server', code: 'request_body_required', message: 'System error' });
    }
  });

  it("the content replies (announcements, member info, avatar) are read into the app's types", async () => {
    const byFile = (file: string) => fixtures.find((f) => f.file === file) as Fixture;

    const notice = byFile('announcements.debug-notice.json');
    expect(endpointOf(notice)).toBe('homeAnnouncements');
    const announcements = (await read(notice, 'homeAnnouncements')) as AnnouncementsReply;
    // Banners: announcementId as id; redirect PROMO with its promotion opens that promotion.
    expect(announcements.banners.map((b) => [b.id, b.redirectUrl])).toEqual([
      [6068599, '/m/activityInfo?id=5685599'],
      [5919673, '/m/activityInfo?id=5659633'],
      [5919674, '/m/activityInfo?id=5685602'],
    ]);
    expect(announcements.banners[0]?.url).toMatch(/^https:\/\/images\..*\.avif$/);
    // The notice's createdAt is null: its start date stands in; no footer: the unread count is counted.
    expect(announcements.player).toEqual([expect.objectContaining({ id: 6493549, title: '⚠️নিরাপত্তা সতর্কতা!', read: false, createdAt: 1787328000000 })]);
    expect(announcements.player[0]?.content).toContain('www.1333bet111.com');
    expect(announcements.footer).toEqual({ unreadCount: 1 });
    expect([announcements.popup, announcements.hot, announcements.agent, announcements.promotion]).toEqual([[], [], [], []]);
    // The member centre's relay reads the same keys with the same reader.
    expect(await read(notice, 'announcements')).toEqual(announcements);

    const info = byFile('member-info.partial.json');
    expect(endpointOf(info)).toBe('memberInfo');
    expect(await read(info, 'memberInfo')).toEqual({
      id: '01800000000',
      account: '01800000000',
      userName: '01800000000',
      nickname: 'Nick1',
      type: 0,
      regDate: 1790855866000,
      clubLabel: { labelName: 'VIP0', type: 'AUTO', color: '', color2: '' },
      toUpline: null,
      mobile: '0180000****',
      email: null,
    });

    const avatar = byFile('avatar.player-avatar.json');
    expect(endpointOf(avatar)).toBe('memberHeadIcons');
    expect(await read(avatar, 'memberHeadIcons')).toEqual({ presetId: '0', url: presetAvatarUrl('0') });
  });

  it('every real success body of an endpoint we call is read, and only the manifest is for a request we never make', async () => {
    const outcomes: Record<string, 'accepted' | 'refused'> = {};
    const uncalled: string[] = [];
    for (const f of fixtures.filter(isBody)) {
      const id = endpointOf(f);
      if ((wireBody(f) as { success?: unknown }).success === false) continue;
      if (!id) {
        uncalled.push(f.file);
        continue;
      }
      try {
        await read(f, id);
        outcomes[f.file] = 'accepted';
      } catch {
        outcomes[f.file] = 'refused';
      }
    }
    const refused = Object.keys(outcomes).filter((file) => outcomes[file] === 'refused');
    expect(refused).toEqual([]);
    expect(uncalled).toEqual(['system.web-manifest.json']);
    expect(outcomes['login.reply-fields.partial.json']).toBe('accepted');
    expect(outcomes['inbox.unread-count.json']).toBe('accepted');
    expect(outcomes['wallet-balance.partial.json']).toBe('accepted');
  });

  it("the wallet replies (deposit and withdraw settings, referral details) yield the app's types", async () => {
    const byFile = (file: string) => fixtures.find((f) => f.file === file) as Fixture;
    const deposit = byFile('deposit-settings.partial.json');
    expect(endpointOf(deposit)).toBe('depositSettings');
    expect(hasReplyReader('depositSettings')).toBe(true);
    // "Y" is a yes; no service hours named: open, with upstream's default hours for the refusal text.
    expect(await read(deposit, 'depositSettings')).toEqual({
      allowDeposit: true,
      totalDepositSuccessCount: 1,
      serviceFrom: '08:00',
      serviceTo: '23:00',
      serviceHoursNamed: false,
      inServiceHours: true,
    });

    const withdraw = byFile('withdraw-settings.partial.json');
    expect(endpointOf(withdraw)).toBe('withdrawSettings');
    expect(await read(withdraw, 'withdrawSettings')).toMatchObject({
      minimumAmount: 100,
      maximumAmount: 50000,
      allowWithdraw: 'Y',
      allowWithdrawNow: 'Y',
      withdrawDateFrom: '00:00',
      withdrawDateTo: '00:00',
      fixedWithdrawAmounts: [],
      mobileVerificationType: 'NONE',
    });

    const referral = byFile('referral-details.partial.json');
    expect(endpointOf(referral)).toBe('inviteReferralDetails');
    expect(await read(referral, 'inviteReferralDetails')).toEqual({
      referralCode: 'abc1234',
      totalInvitations: 0,
      promotionDomains: ['go444...'],
      registerPath: '/m/register?affiliateCode=abc1234',
    });
  });

  it("the lobby replies (launch, game list, vendor types) are read into the app's types", async () => {
    const launch = fixtures.find((f) => f.file === 'launch-game.reply.json') as Fixture;
    expect(endpointOf(launch)).toBe('launchGame');
    expect(hasReplyReader('launchGame')).toBe(true);
    expect(await read(launch, 'launchGame')).toEqual({ gameUrl: 'https://...' });
    // Its request is the one the app sends: launchMode GLS, accountType 1 real money.
    expect(launch.request).toMatchObject({ method: 'GET', path: '/wps/game/launchGame', query: { launchMode: 'GLS', accountType: 1 } });

    // The launch refused without launchMode: HTTP 500 #727, worded as system busy.
    const refusal = fixtures.find((f) => f.file === 'error.launch-727.json') as Fixture;
    expect(endpointOf(refusal)).toBe('launchGame');
    expect(() => replyValue(JSON.stringify(refusal.reply), 500, undefined)).toThrow(ApiError);
    try {
      replyValue(JSON.stringify(refusal.reply), 500, undefined);
    } catch (error) {
      expect(error).toMatchObject({ kind: 'server', code: '#727', status: 500 });
      expect(messageKeyForError(error).key).toBe('errors:system_busy');
    }

    // Vendor types: content is a map gameType -> { vendorCode: [] } (shape only: its layout is real).
    const types = fixtures.find((f) => f.file === 'vendor-game-types.shape.json') as Fixture;
    expect(endpointOf(types)).toBe('vassGameTypes');
    expect(await read(types, 'vassGameTypes')).toEqual({
      content: [
        { gameType: 'RNG', vendorNames: [{ accountTypeName: 'JL', displayName: 'JL', gameType: 'RNG' }] },
        { gameType: 'LIVE', vendorNames: [{ accountTypeName: 'EG4', displayName: 'EG4', gameType: 'LIVE' }] },
      ],
    });

    // The game list: asked as upstream's shell asks (request only), read as upstream counts.
    const list = fixtures.find((f) => f.file === 'game-list.request.json') as Fixture;
    expect(endpointOf(list)).toBe('gameList');
    const page = { games: [{ nodeId: 1, gameName: 'g', vassalage: 'JL', gameType: 'RNG', showIcon: 'https://cdn.example/g.png', supportPlay: 1 }], pageNum: 1, totalPages: 1, totalCount: 1 };
    expect(await read({ ...list, reply: { success: true, value: page } }, 'gameList')).toMatchObject({ totalCount: 1, games: [{ iconUrl: 'https://cdn.example/g.png', supportPlay: true }] });
  });

  it('reads a bare-JSON reply (upstream\'s /lgw/* gateway) and an enveloped one alike', () => {
    const menu = [{ tag: 'HOT', labelName: 'Hot', gameMenus: [] }];
    expect(API_ENDPOINTS.lotteryMenu).toMatchObject({ path: '/lgw/games/mobile_game_menus', envelope: 'none' });
    expect(API_ENDPOINTS.lotteryList).toMatchObject({ path: '/lgw/games/mobile', envelope: 'none' });
    expect(bareOrEnvelopeValue(JSON.stringify(menu), 200, undefined)).toEqual(menu);
    expect(bareOrEnvelopeValue(JSON.stringify({ success: true, value: menu }), 200, undefined)).toEqual(menu);
    expect(bareOrEnvelopeValue(JSON.stringify({ HOT: menu[0] }), 200, undefined)).toEqual({ HOT: menu[0] });
    expect(() => bareOrEnvelopeValue(JSON.stringify({ success: false, errorCode: 'request.invalid', message: 'x' }), 400, undefined)).toThrow(ApiError);
    expect(() => bareOrEnvelopeValue('<html>502</html>', 502, undefined)).toThrow(ApiError);
    expect(() => bareOrEnvelopeValue('', 200, undefined)).toThrow(ApiError);
  });

  it('a bare-hex key reply (no envelope, as upstream answers) yields a key that encrypts', async () => {
    const keyFixture = fixtures.find((f) => f.file === 'rsa-key.shape.json') as Fixture;
    expect(endpointOf(keyFixture)).toBe('rsaKey');
    // No real key is published; the format is: the modulus as bare hex text, exponent 10001.
    const { generateKeyPairSync } = await import('node:crypto');
    const jwk = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'jwk' });
    const modulusHex = Buffer.from(jwk.n ?? '', 'base64url').toString('hex');
    const key = readRsaKeyReply(`${modulusHex}\n`, 200);
    expect(key).toEqual({ modulus: modulusHex.replace(/^0+/, ''), exponent: '10001', pem: '' });
    const legacy = await encryptPayload('legacy-rsa-des', key, { type: 'username' });
    expect(legacy.encryptionHeader).toMatch(/^[0-9a-f]{256}$/);
    // The same key wrapped in an envelope (older platforms of ours) reads the same.
    expect(readRsaKeyReply(JSON.stringify({ success: true, value: modulusHex }), 200).modulus).toBe(key.modulus);
    expect(() => readRsaKeyReply('<html>proxy error</html>', 502)).toThrow(ApiError);
  });
});
