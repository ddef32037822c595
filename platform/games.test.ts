import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Announcements, ContractRequests, FavouritePage, GameCategories, GamePage, HotGames, LaunchGameReply, LotteryGroup, LotteryMenuEntry, RecentGames, TeamSummary, Contract } from '../src/api/contract.generated';
import { START_TIME, startPlatform, type TestPlatform } from './test-helpers';

let p: TestPlatform;
let token: string;
beforeAll(async () => {
  p = await startPlatform();
  token = (await p.login('demo01', 'Demo@1234')).token;
});
afterAll(() => p.close());

/** A game launch as upstream's client asks it: launchMode GLS, accountType 1 (real money). */
const GLS = { launchMode: 'GLS', accountType: 1 } as const;
const gameUrlOf = (body: { value: LaunchGameReply }): string => body.value.content.game_url;

describe('game catalogue', () => {
  it("lists the categories in order with their vendors, as upstream's map gameType -> { vendorCode: [] }", async () => {
    const res = await p.call<GameCategories>('GET', '/wps/relay/GCSGAME_getVassGameType');
    expect(Object.keys(res.body.value.content)).toEqual(['SPORTS', 'FISH', 'LIVE', 'PVP', 'LOTT', 'ELOTT', 'RNG']);
    expect(res.body.value.content.SPORTS).toEqual({ SABA: [], BTI: [], CMD: [] });
    // Each merchant has its own order (the home menu's tabs follow it).
    const mono = await p.call<GameCategories>('GET', '/wps/relay/GCSGAME_getVassGameType', { merchant: 'mono' });
    expect(Object.keys(mono.body.value.content)).toEqual(['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT']);
    const rng = await p.call<GameCategories>('GET', '/wps/relay/GCSGAME_getVassGameType', { query: { typeId: 'RNG' } });
    expect(Object.keys(rng.body.value.content)).toEqual(['RNG']);
    expect(Object.keys(rng.body.value.content.RNG ?? {})).toContain('PG');
  });

  it('pages the list by 26 and filters by type, vendor and name', async () => {
    const all = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList');
    expect(all.body.value.totalCount).toBeGreaterThanOrEqual(600);
    expect(all.body.value).not.toHaveProperty('total');
    expect(all.body.value.games).toHaveLength(26);
    // Upstream's game entry: showIcon is the image URL, supportPlay 0/1.
    expect(all.body.value.games[0]).toMatchObject({ showIcon: expect.stringMatching(/^\/platform-assets\/games\/demo\/\d+\.png$/), supportPlay: 1 });
    const pg = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { query: { gameType: 'RNG', vassalage: 'PG', pageNo: 4, pageSize: 26 } });
    expect(pg.body.value).toMatchObject({ pageNum: 4, totalPages: 4, totalCount: 80 });
    expect(pg.body.value.games).toHaveLength(2);
    expect(pg.body.value.games.every((g) => g.vassalage === 'PG' && g.gameType === 'RNG')).toBe(true);
    const name = pg.body.value.games[0]?.gameName ?? '';
    const search = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { query: { gameType: 'RNG', gameName: `  ${name.toLowerCase()} ` } });
    expect(search.body.value.games.some((g) => g.gameName === name)).toBe(true);
    const none = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { query: { gameName: '%_%' } });
    expect(none.body.value.totalCount).toBe(0);
    // The query upstream's H5 shell sends (fixture game-list.request.json) is accepted as it is.
    const shell = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', {
      query: { merchant: 'demo', platform: 'html5', gameName: '', gameType: 'RNG', pageNo: 1, pageSize: 24, vassalage: '', gameClassify: '', minBet: '', minLine: '', language: 'EN' },
    });
    expect(shell.body.value.games).toHaveLength(24);
    expect(shell.body.value.games.every((g) => g.gameType === 'RNG')).toBe(true);
    const bad = await p.call('GET', '/wps/relay/GCSGAME_gameList', { query: { pageSize: 1000 } });
    expect(bad.body.errorCode).toBe('request.invalid');
  });

  it('serves generated images for games', async () => {
    const list = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList');
    const img = await p.app.inject({ url: list.body.value.games[0]?.iconUrl ?? '' });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/image\/png/);
    expect(img.rawPayload.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect((await p.app.inject({ url: (list.body.value.games[0]?.iconUrl ?? '').replace('.png', '.svg') })).headers['content-type']).toMatch(/image\/svg\+xml/);
    expect((await p.app.inject({ url: '/platform-assets/vendors/PG-WHITE.svg' })).statusCode).toBe(200);
    expect((await p.app.inject({ url: '/platform-assets/nothing/x.svg' })).statusCode).toBe(404);
  });

  it('lists hot games', async () => {
    const hot = await p.call<HotGames>('GET', '/wps/relay/GCSGAME_hotGamesV2');
    expect(hot.body.value.list.length).toBeGreaterThan(5);
  });

  it('adds, lists and removes favourites', async () => {
    expect((await p.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { body: { nodeId: 1001 } })).status).toBe(401);
    expect((await p.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 9 } })).body.errorCode).toBe('not.found');
    for (const nodeId of [1001, 1002, 1001]) {
      expect((await p.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId, vendor: 'SABA' } })).body.value).toBe(true);
    }
    const list = await p.call<FavouritePage>('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token });
    expect(list.body.value.content.map((g) => g.nodeId).sort()).toEqual([1001, 1002]);
    const flagged = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { token, query: { gameType: 'SPORTS' } });
    expect(flagged.body.value.games.find((g) => g.nodeId === 1001)?.favourite).toBe(true);
    await p.call('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', { token, query: { nodeId: 1001, vendor: 'SABA' } });
    const after = await p.call<FavouritePage>('GET', '/wps/relay/MCSFE_getFavoriteGamesList', { token });
    expect(after.body.value.content.map((g) => g.nodeId)).toEqual([1002]);
  });

  it('launches a game (recorded as recent) to a demo page with a same-origin way back, answering content.game_url', async () => {
    const res = await p.call<LaunchGameReply>('GET', '/wps/game/launchGame', { token, query: { ...GLS, nodeId: 1010, gameType: 'SPORTS', vassalage: 'SABA', platform: 'html5', backUrl: '/m/gameList' } });
    expect(res.body.value).toEqual({ content: { game_url: expect.stringMatching(/^\/demo-game\?/) } });
    const page = await p.app.inject({ url: gameUrlOf(res.body) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/m/gameList"');
    const evil = await p.call<LaunchGameReply>('GET', '/wps/game/launchGame', { token, query: { ...GLS, nodeId: 1010, backUrl: '//evil.example.com' } });
    expect((await p.app.inject({ url: gameUrlOf(evil.body) })).body).toContain('href="/m/home"');
    // A tab or a backslash the browser would drop or turn is no way out either.
    for (const backUrl of ['/\t/evil.example.com', '/\\evil.example.com', '/\n/evil.example.com']) {
      const sneaky = await p.call<LaunchGameReply>('GET', '/wps/game/launchGame', { token, query: { ...GLS, nodeId: 1010, backUrl } });
      expect((await p.app.inject({ url: gameUrlOf(sneaky.body) })).body, JSON.stringify(backUrl)).toContain('href="/m/home"');
    }
    await p.call('POST', '/wps/relay/MCS2_addRecentGame', { token, query: { nodeId: 1020 } });
    const recent = await p.call<RecentGames>('GET', '/wps/relay/GCS_recentGame', { token });
    expect(recent.body.value.content.map((g) => g.nodeId).slice(0, 2)).toEqual([1020, 1010]);
    expect((await p.call('GET', '/wps/game/launchGame', { query: { ...GLS, nodeId: 1010 } })).body.errorCode).toBe('login.not.session');
    expect((await p.call('GET', '/wps/game/launchGame', { token, query: { ...GLS, nodeId: 1 } })).body.errorCode).toBe('not.found');
  });

  it('refuses a launch without launchMode as upstream does: HTTP 500 #727 (fixture error.launch-727.json)', async () => {
    const res = await p.call('GET', '/wps/game/launchGame', { token, query: { gameType: 'RNG', nodeId: 1010 } });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, errorCode: '#727', message: 'system busy' });
  });
});

describe('per-merchant catalogue and launch refusals', () => {
  it('gives demo a 600-game slot vendor that mono does not carry', async () => {
    const mega = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { query: { gameType: 'RNG', vassalage: 'MEGA', pageNo: 24 } });
    expect(mega.body.value).toMatchObject({ totalCount: 600, totalPages: 24, pageNum: 24 });
    expect(mega.body.value.games).toHaveLength(2);
    const names = new Set<string>();
    for (let page = 1; page <= 24; page += 1) {
      const res = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { query: { gameType: 'RNG', vassalage: 'MEGA', pageNo: page } });
      for (const g of res.body.value.games) names.add(g.gameName);
    }
    expect(names.size).toBe(600);
    const monoTypes = await p.call<GameCategories>('GET', '/wps/relay/GCSGAME_getVassGameType', { merchant: 'mono', query: { typeId: 'RNG' } });
    expect(Object.keys(monoTypes.body.value.content.RNG ?? {})).not.toContain('MEGA');
    const demoTypes = await p.call<GameCategories>('GET', '/wps/relay/GCSGAME_getVassGameType', { query: { typeId: 'RNG' } });
    expect(Object.keys(demoTypes.body.value.content.RNG ?? {})).toContain('MEGA');
  });

  it('serves vendor icons under the icon CDN names', async () => {
    for (const variant of ['WHITE', 'COLOR']) {
      const icon = await p.app.inject({ url: `/platform-assets/vendors/PG-${variant}.png` });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toMatch(/^image\/(png|svg\+xml)/);
    }
    expect((await p.app.inject({ url: '/platform-assets/vendors/..%2F..%2Fpackage-COLOR.png' })).statusCode).toBe(404);
  });

  const gameOf = async (vendor: string, merchant = 'demo'): Promise<number> => {
    const res = await p.call<GamePage>('GET', '/wps/relay/GCSGAME_gameList', { merchant, query: { vassalage: vendor } });
    return res.body.value.games[0]?.nodeId ?? 0;
  };

  it('refuses a launch below the vendor minimum balance, saying how much is needed', async () => {
    const evo = await gameOf('EVO');
    const low = await p.call('GET', '/wps/game/launchGame', { token, query: { ...GLS, nodeId: evo } });
    expect(low.status).toBe(400);
    expect(low.body).toMatchObject({ errorCode: 'balance.insufficient', value: { required: 20000, balance: 12345.67 } });
    const agent = (await p.login('agent01', 'Agent@1234')).token;
    expect(gameUrlOf((await p.call<LaunchGameReply>('GET', '/wps/game/launchGame', { token: agent, query: { ...GLS, nodeId: evo } })).body)).toMatch(/^\/demo-game/);
  });

  it('refuses a vendor under maintenance with its end time, per merchant', async () => {
    const fc = await gameOf('FC');
    const res = await p.call('GET', '/wps/game/launchGame', { token, query: { ...GLS, nodeId: fc } });
    expect(res.body).toMatchObject({ errorCode: 'vendor.maintenance', value: { vendor: 'FC', until: Date.UTC(2026, 0, 1, 15) } });
    const monoToken = (await p.login('demo01', 'Demo@1234', 'mono')).token;
    const monoFc = await gameOf('FC', 'mono');
    expect((await p.call<LaunchGameReply>('GET', '/wps/game/launchGame', { merchant: 'mono', token: monoToken, query: { ...GLS, nodeId: monoFc } })).body.success).toBe(true);
    const cq9 = await gameOf('CQ9', 'mono');
    expect((await p.call('GET', '/wps/game/launchGame', { merchant: 'mono', token: monoToken, query: { ...GLS, nodeId: cq9 } })).body.errorCode).toBe('vendor.maintenance');
  });

  it('refuses trial accounts', async () => {
    const free = (await p.login('free01', 'Free@1234')).token;
    const res = await p.call('GET', '/wps/game/launchGame', { token: free, query: { launchMode: 'GLS', accountType: 0, nodeId: 1010 } });
    expect(res.body.errorCode).toBe('permission.trial.denied');
  });
});

describe('lottery', () => {
  it('builds the menu with HOT first', async () => {
    const menu = await p.call<LotteryMenuEntry[]>('GET', '/lgw/games/mobile_game_menus', { query: { prizeMode: 'Lott', device: 'MOBILE' } });
    expect(menu.body.value[0]?.tag).toBe('HOT');
    expect(menu.body.value.map((e) => e.tag)).toContain('SSC');
  });

  it('computes draw cycles from the clock', async () => {
    const list = await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile', { query: { prizeMode: 'Lott' } });
    const games = list.body.value.flatMap((g) => g.games);
    const elott = await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile', { query: { prizeMode: 'Elott' } });
    expect(games.length + elott.body.value.flatMap((g) => g.games).length).toBeGreaterThanOrEqual(20);
    const vn1 = games.find((g) => g.gameCode === 'VN1');
    // 12:00:30 UTC is 19:00:30 in Vietnam: issue 1141 of the day, draw at 19:01:00.
    expect(vn1).toMatchObject({ numero: '20260101-1141', remainTime: 30_000, isSale: true, lockTime: 10, cycleSeconds: 60 });
    expect(vn1?.previousWinningNumber).toMatch(/^\d{5},\d{5}~\d+~(BIG|SMALL)$/);
    p.clock.now = START_TIME + 25_000;
    const locked = (await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile')).body.value.flatMap((g) => g.games).find((g) => g.gameCode === 'VN1');
    expect(locked).toMatchObject({ remainTime: 5_000, isSale: false });
    p.clock.now = START_TIME + 31_000;
    const next = (await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile')).body.value.flatMap((g) => g.games).find((g) => g.gameCode === 'VN1');
    expect(next).toMatchObject({ numero: '20260101-1142', remainTime: 59_000 });
    expect(next?.previousWinningNumber).not.toBe(vn1?.previousWinningNumber);
  });

  it('keeps suspended lotteries off sale and has a 20 s turbo game', async () => {
    const games = (await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile', { query: { prizeMode: 'Lott' } })).body.value.flatMap((g) => g.games);
    expect(games.find((g) => g.gameCode === 'VNHN')).toMatchObject({ isSale: false });
    expect(games.find((g) => g.gameCode === 'XYFT')).toMatchObject({ isSale: false, tag: 'NEW' });
    expect(games.find((g) => g.gameCode === 'VNT')).toMatchObject({ cycleSeconds: 20, tag: 'HOT' });
    expect(games.find((g) => g.gameCode === 'VNT')?.remainTime).toBeLessThanOrEqual(20_000);
  });

  it('differs per merchant: mono has no PK10 and no e-lottery', async () => {
    const demoTags = (await p.call<LotteryMenuEntry[]>('GET', '/lgw/games/mobile_game_menus', { query: { prizeMode: 'Lott' } })).body.value.map((e) => e.tag);
    const monoTags = (await p.call<LotteryMenuEntry[]>('GET', '/lgw/games/mobile_game_menus', { merchant: 'mono', query: { prizeMode: 'Lott' } })).body.value.map((e) => e.tag);
    expect(demoTags).toEqual(['HOT', 'VNFAST', 'SSC', 'K3', 'PK10']);
    expect(monoTags).toEqual(['HOT', 'VNFAST', 'SSC', 'K3']);
    expect((await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile', { merchant: 'mono', query: { prizeMode: 'Elott' } })).body.value).toEqual([]);
    expect((await p.call<LotteryGroup[]>('GET', '/lgw/games/mobile', { query: { prizeMode: 'Elott' } })).body.value.map((g) => g.gameGroupCode)).toEqual(['ELOTT']);
  });

  it("answers upstream's lottery gateway bare: the list and the menu with no envelope", async () => {
    for (const path of ['/lgw/games/mobile', '/lgw/games/mobile_game_menus']) {
      const res = await p.app.inject({ url: `${path}?prizeMode=Lott&device=MOBILE`, headers: { Merchant: 'demo' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(Array.isArray(res.json())).toBe(true);
    }
    // Errors still come in the envelope.
    const refused = await p.app.inject({ url: '/lgw/games/mobile?prizeMode=NOPE', headers: { Merchant: 'demo' } });
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'request.invalid' });
  });

  it("launches a lottery through upstream's game launch (launchMode LOTT)", async () => {
    const res = await p.call<LaunchGameReply>('GET', '/wps/game/launchGame', {
      token,
      query: { launchMode: 'LOTT', accountType: 1, gameType: 'LOTT', lottoArea: 'VN', lottoPrizeMode: 'Lott', lottoGameCode: 'VN1', lottoView: 'betting', device: 'MOBILE', backUrl: '/m/lottery', language: 'EN' },
    });
    const page = await p.app.inject({ url: gameUrlOf(res.body) });
    expect(page.body).toContain('Vietnam Fast 1 min');
    expect((await p.call('GET', '/wps/game/launchGame', { token, query: { launchMode: 'LOTT', lottoGameCode: 'NOPE' } })).body.errorCode).toBe('not.found');
  });
});

describe('announcements', () => {
  it('answers the requested types with popups for executions A, B and F', async () => {
    const res = await p.call<Announcements>('GET', '/wps/relay/CCSFE_getListAnnouncements', { query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' } });
    const v = res.body.value;
    expect(v.banners?.length).toBe(3);
    // Upstream's banner keys: announcementId, redirect as a click type with the target beside it.
    expect(v.banners?.[0]).toMatchObject({ redirect: 'REDIRECT_URL', externalLink: '/m/activity', groupName: 'm_home' });
    expect(v.banners?.[0]).not.toHaveProperty('id');
    expect(v.banners?.[0]).not.toHaveProperty('redirectUrl');
    expect(v.banners?.[2]).toMatchObject({ redirect: null, externalLink: null });
    // The member centre's relay answers the same.
    expect((await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' } })).body.value).toEqual(v);
    expect(new Set(v.popup?.map((x) => x.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(v.popup?.[0]?.content).toMatch(/href="https:\/\/www\.example\.com[^"]*".*href="\/m\//);
    expect(v.hot?.[0]?.homeTeamImageUrl).toMatch(/^\/platform-assets\/teams\//);
    expect(v.hot?.[0]?.matchTime).toBeGreaterThan(p.clock.now);
    expect(v.promotion).toBeUndefined();
    expect(v.footer?.unreadCount).toBe(6);
    const reg = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'PU', groupName: 'm_reg' } });
    expect(reg.body.value.popup).toHaveLength(1);
    expect((await p.call('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'X' } })).body.errorCode).toBe('request.invalid');
  });

  it('gives each demo banner its width variants and intrinsic size, and serves the WebP files for a year', async () => {
    const res = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { query: { types: 'B', groupName: 'm_home' } });
    const first = res.body.value.banners?.[0];
    expect(first?.url).toBe('/platform-assets/banners/1-720.webp');
    expect(first?.variants?.map((v) => v.width)).toEqual([480, 720, 1080]);
    expect([first?.width, first?.height]).toEqual([750, 300]);
    for (const variant of first?.variants ?? []) {
      const file = await p.app.inject({ url: variant.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('max-age=31536000');
      expect(file.rawPayload.length).toBeGreaterThan(8 * 1024);
    }
    expect((await p.app.inject({ url: '/platform-assets/banners/9-720.webp' })).statusCode).toBe(404);
  });

  it('seeds mono with one banner, no player notices and no hot matches (home\'s sparse states)', async () => {
    const res = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { merchant: 'mono', query: { types: 'B,PL,H', groupName: 'm_home' } });
    expect(res.body.value.banners).toHaveLength(1);
    expect(res.body.value.player).toEqual([]);
    expect(res.body.value.hot).toEqual([]);
  });

  it("answers the HTML's preload, which sends no header: the query's merchantCode names the merchant", async () => {
    const query = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' };
    const mono = await p.call<Announcements>('GET', '/wps/relay/CCSFE_getListAnnouncements', { merchant: null, headers: { Device: '', Language: '' }, query: { ...query, merchantCode: 'mono' } });
    expect(mono.body.success).toBe(true);
    expect(mono.body.value.banners).toHaveLength(1);
    const demo = await p.call<Announcements>('GET', '/wps/relay/CCSFE_getListAnnouncements', { merchant: null, query: { ...query, merchantCode: 'demo' } });
    expect(demo.body.value.banners?.length).toBeGreaterThan(1);
    // A Merchant header still wins; no header and no known merchant in the query is refused as before.
    const header = await p.call<Announcements>('GET', '/wps/relay/CCSFE_getListAnnouncements', { merchant: 'demo', query: { ...query, merchantCode: 'mono' } });
    expect(header.body.value.banners?.length).toBeGreaterThan(1);
    expect((await p.call('GET', '/wps/relay/CCSFE_getListAnnouncements', { merchant: null, query: { ...query, merchantCode: 'nope' } })).body.errorCode).toBe('merchant.not.found');
    expect((await p.call('GET', '/wps/relay/CCSFE_getListAnnouncements', { merchant: null, query })).body.errorCode).toBe('merchant.not.found');
    // Only where the contract says so: another endpoint with a merchantCode query still needs the header.
    expect((await p.call('GET', '/wps/system/status', { merchant: null, query: { merchantCode: 'demo' } })).body.errorCode).toBe('merchant.not.found');
  });

  it('marks notices read for the caller only', async () => {
    const before = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { token, query: { types: 'PL' } });
    const id = before.body.value.player?.[0]?.id ?? 0;
    expect((await p.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { token, body: { announcementId: id, read: true } })).body.success).toBe(true);
    const after = await p.call<Announcements>('GET', '/wps/relay/MCSFE_getListAnnouncements', { token, query: { types: 'PL' } });
    expect(after.body.value.player?.[0]?.read).toBe(true);
    expect(after.body.value.footer?.unreadCount).toBe((before.body.value.footer?.unreadCount ?? 0) - 1);
    expect((await p.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { token, body: { announcementId: 99999 } })).body.errorCode).toBe('not.found');
    expect((await p.call('POST', '/wps/relay/MCSFE_markAnnouncementAsRead', { body: { announcementId: id } })).status).toBe(401);
  });
});

describe('agent area', () => {
  it('counts the team of agent01 and refuses members and trial accounts', async () => {
    const agent = await p.login('agent01', 'Agent@1234');
    const res = await p.call<TeamSummary>('GET', '/wps/relay/ODSFE2_teamKPIC', { token: agent.token, query: { startDate: '2026-01-01', endDate: '2026-01-01', size: 0 } });
    // The whole team (two levels, platform/team.ts); platform/agent-home.test.ts checks every counter.
    expect(res.body.value.footer).toMatchObject({ teamRegisterMemberCount: 12, teamBetMemberCount: 9 });
    expect((await p.call('GET', '/wps/relay/ODSFE2_teamKPIC', { token })).body.errorCode).toBe('permission.denied');
    const trial = await p.call<{ token: string }>('POST', '/wps/session/login/freeplay');
    expect((await p.call('GET', '/wps/relay/ODSFE2_teamKPIC', { token: trial.body.value.token })).body.errorCode).toBe('permission.trial.denied');
  });

  it('shows the pending daily-salary, dividend and hourly contracts and processes one', async () => {
    const agent = await p.login('agent01', 'Agent@1234');
    const res = await p.call<ContractRequests>('GET', '/wps/member/info/funds/consolidated', { token: agent.token });
    expect(res.body.value.dailysalreqtype).toMatchObject({ contractType: 'DAILY_SALARY', status: 'PENDING' });
    expect(res.body.value.divtypecompperiodreq).toMatchObject({ contractType: 'DIVIDEND', status: 'PENDING' });
    expect(res.body.value.contracthoursalreq).toMatchObject({ contractType: 'HOURLY_SALARY', status: 'PENDING' });
    const member = await p.call<ContractRequests>('GET', '/wps/member/info/funds/consolidated', { token });
    expect(member.body.value).toEqual({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null });
    const id = res.body.value.dailysalreqtype?.contractId ?? 0;
    const done = await p.call<Contract>('GET', '/wps/relay/MCSFE_processDailySalaryContract', { token: agent.token, query: { id, status: 'A' } });
    expect(done.body.value.status).toBe('ACCEPTED');
    expect((await p.call('GET', '/wps/relay/MCSFE_processDailySalaryContract', { token: agent.token, query: { id, status: 'A' } })).body.errorCode).toBe('contract.processed');
  });
});

describe('lottery bench rows', () => {
  it('adds N bench lotteries only when asked', async () => {
    const { lotteryCatalogue } = await import('./db/seed-catalogue');
    expect(lotteryCatalogue('demo', 0).filter((l) => l.groupCode === 'BENCH')).toHaveLength(0);
    expect(lotteryCatalogue('demo', 100).filter((l) => l.groupCode === 'BENCH')).toHaveLength(100);
    expect(new Set(lotteryCatalogue('demo', 100).map((l) => l.gameId)).size).toBe(lotteryCatalogue('demo', 100).length);
  });
});
