// Starting a lottery (spec section 4, Starting a game; section 7, launch lottery): a guest goes to
// /m/login; a member sees the loading toast while the platform answers the launch URL, then the
// browser navigates to value.gameUrl. A failure hides the loading toast and explains the error
// through the one error table. Shared: the lottery list, home's lottery entries and the game list
// all start lotteries this way.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { PrizeMode } from '../config/constants';
import { callLazily } from '../state/endpoint-call';
import { languageStore } from '../state/language-store';
import { sessionStore } from '../state/session-store';
import { showLoading, toast } from '../state/ui-store';
import { LOGIN_PATH } from './route-handle';

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
        void navigate(LOGIN_PATH);
        return;
      }
      const hide = showLoading();
      callLazily('launchLottery', {
        query: {
          lottoArea: 'VN',
          launchMode: 'LOTT',
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
