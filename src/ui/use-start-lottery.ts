// Starting a lottery (spec section 4, Starting a game), the app's one lottery launcher: a guest goes
// to /m/login; a member sees the loading toast while the platform answers the launch URL, then the
// browser navigates there. Upstream launches lotteries through its game launch (GET
// /wps/game/launchGame with launchMode LOTT, accountType 1 real money / 0 free play); the URL is
// read from value.content.game_url (value.gameUrl too, as its PC build reads). A failure hides the
// loading toast and explains the error through the one error table. Shared: the lottery list and
// home's lottery entries start lotteries this way.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrizeMode } from '../config/constants';
import { callLazily } from '../state/endpoint-call';
import { languageStore } from '../state/language-store';
import { sessionStore } from '../state/session-store';
import { showLoading, toast } from '../state/ui-store';
import { LAUNCH_MODE, launchAccountType } from './use-start-game';
import { PATHS } from '../domain/paths';

export type { PrizeMode } from '../config/constants';

export interface StartLotteryTarget {
  readonly gameCode: string;
  /** Default Lott. */
  readonly prizeMode?: PrizeMode;
  /** 'betting' opens the game itself (default); 'lobby' the platform's lottery lobby. */
  readonly view?: 'betting' | 'lobby';
}

/** Where the launched game's back link returns: the page the player launched from. */
function currentBackUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** The browser leaves for the game; a seam so unit tests can observe it. */
export const lotteryNavigation = {
  assign: (url: string): void => window.location.assign(url),
};

export function useStartLottery(): (target: StartLotteryTarget) => void {
  const navigate = useNavigate();
  return useCallback(
    (target: StartLotteryTarget) => {
      if (!sessionStore.session) {
        void navigate(PATHS.login);
        return;
      }
      const hide = showLoading();
      callLazily('launchGame', {
        query: {
          launchMode: LAUNCH_MODE.lottery,
          accountType: launchAccountType(),
          gameType: 'LOTT',
          lottoArea: 'VN',
          lottoPrizeMode: target.prizeMode ?? 'Lott',
          lottoGameCode: target.gameCode,
          lottoView: target.view ?? 'betting',
          device: 'MOBILE',
          backUrl: currentBackUrl(),
          language: languageStore.code,
        },
      }).then(
        // The loading toast stays up while the browser leaves for the game, and is gone if the
        // player comes back to this page from the back/forward cache.
        (reply) => {
          window.addEventListener('pagehide', hide, { once: true });
          lotteryNavigation.assign(reply.gameUrl);
        },
        (error: unknown) => {
          hide();
          void toast.apiError(error);
        },
      );
    },
    [navigate],
  );
}
