// Lottery menu and lists with live draw cycles.
import type { FastifyPluginAsync } from 'fastify';
import type { LotteryGame, LotteryGroup, LotteryMenuEntry, LotteryQuery } from '../../src/api/contract.generated';
import { route, type AreaOptions } from '../http';
import { SUSPENDED_LOTTERIES } from '../db/seed-catalogue';
import { drawState } from '../lottery-clock';
import * as lotteries from '../repositories/lottery';
import type { LotteryRow } from '../repositories/lottery';

export const lotteryRoutes: FastifyPluginAsync<AreaOptions> = async (app, { ctx }) => {
  const sold = (merchantCode: string, prizeMode: string, groupCode: string | undefined): LotteryRow[] =>
    lotteries.ofMerchant(ctx.db, merchantCode).filter(
      (row) => row.prize_modes.split(',').includes(prizeMode) && (groupCode === undefined || row.group_code === groupCode),
    );
  const icon = (code: string): string => `/platform-assets/lottery/${encodeURIComponent(code)}.svg`;

  route<LotteryQuery, null, LotteryMenuEntry[]>(app, ctx, 'lotteryMenu', ({ merchant, query }) => {
    const rows = sold(merchant.code, query.prizeMode ?? 'Lott', query.gameGroupCode);
    const menu = (row: LotteryRow): LotteryMenuEntry['gameMenus'][number] => ({
      gameId: row.game_id,
      gameCode: row.game_code,
      remark: row.name,
      gameGroupCode: row.group_code,
      mobileIconUrl: icon(row.game_code),
    });
    const entries: LotteryMenuEntry[] = [{ tag: 'HOT', labelName: 'Hot', gameMenus: rows.filter((r) => r.tag === 'HOT').map(menu) }];
    for (const row of rows) {
      let entry = entries.find((e) => e.tag === row.group_code);
      if (!entry) {
        entry = { tag: row.group_code, labelName: row.group_name, gameMenus: [] };
        entries.push(entry);
      }
      entry.gameMenus.push(menu(row));
    }
    return entries;
  });

  route<LotteryQuery, null, LotteryGroup[]>(app, ctx, 'lotteryList', ({ merchant, query }) => {
    const now = ctx.now();
    const groups: LotteryGroup[] = [];
    for (const row of sold(merchant.code, query.prizeMode ?? 'Lott', query.gameGroupCode)) {
      let group = groups.find((g) => g.gameGroupCode === row.group_code);
      if (!group) {
        group = { displayName: row.group_name, gameGroupId: row.group_id, gameGroupCode: row.group_code, games: [] };
        groups.push(group);
      }
      const game: LotteryGame = {
        gameId: row.game_id,
        gameCode: row.game_code,
        gameGroupCode: row.group_code,
        mobileIconUrl: icon(row.game_code),
        remark: row.name,
        ...drawState(row.game_code, row.cycle_seconds, now),
        ...(SUSPENDED_LOTTERIES.has(row.game_code) ? { isSale: false } : {}),
        tag: row.tag,
        entPlaySwitch: true,
        tradPlaySwitch: true,
        mUi: 'default',
        css: row.group_code.toLowerCase(),
        code: row.game_code,
        cycleSeconds: row.cycle_seconds,
      };
      group.games.push(game);
    }
    return groups;
  });
};
