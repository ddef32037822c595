// Starting a game (spec section 4): a guest goes to /m/login; a member goes to /m/launchGame, which
// asks the platform for the game's URL and opens it in the in-app frame. Lottery launches have
// their own path (value.gameUrl, the browser navigates there).
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { LaunchLotteryQuery } from '../api/contract.generated';
import { callLazily } from '../state/endpoint-call';
import { currentLanguageCode } from '../state/language-store';
import { sessionStore } from '../state/session-store';
import { showLoading, toast } from '../state/ui-store';
import { LOGIN_PATH } from './route-handle';

export const LAUNCH_GAME_PATH = '/m/launchGame';

export interface StartableGame {
  readonly nodeId: number;
  readonly vassalage?: string;
  readonly gameType?: string;
}

export interface StartGameOptions {
  /** Where the frame's back goes: a route key such as 'home', or a same-origin path. */
  readonly pageBack?: string;
}

/** Where starting a game leads: the login screen for a guest, else the launch screen. */
export function startGamePath(game: StartableGame, signedIn: boolean, options: StartGameOptions = {}): string {
  if (!signedIn) return LOGIN_PATH;
  const params = new URLSearchParams({ nodeId: String(game.nodeId) });
  if (game.vassalage) params.set('vendor', game.vassalage);
  if (game.gameType) params.set('gameType', game.gameType);
  if (options.pageBack) params.set('pageBack', options.pageBack);
  return `${LAUNCH_GAME_PATH}?${params.toString()}`;
}

export function useStartGame(): (game: StartableGame, options?: StartGameOptions) => void {
  const navigate = useNavigate();
  const { session } = useSnapshot(sessionStore);
  const signedIn = session !== null;
  return useCallback((game, options) => navigate(startGamePath(game, signedIn, options)), [navigate, signedIn]);
}

export interface LotteryLaunch {
  readonly lottoGameCode: string;
  readonly lottoPrizeMode?: LaunchLotteryQuery['lottoPrizeMode'];
  readonly lottoView?: LaunchLotteryQuery['lottoView'];
  /** Same-origin path the lottery page links back to (default: where the player is). */
  readonly backUrl?: string;
}

/**
 * Starting a lottery (spec section 4): a guest goes to log in; a member gets a loading toast while
 * the platform answers value.gameUrl, then the browser navigates there. A failure hides the
 * loading toast and is worded through the error table.
 */
export async function launchLottery(game: LotteryLaunch, go: { toLogin: () => void; assign: (url: string) => void }): Promise<void> {
  if (!sessionStore.session) {
    go.toLogin();
    return;
  }
  const hide = showLoading('feedback.loading');
  try {
    const { gameUrl } = await callLazily('launchLottery', {
      query: {
        lottoArea: 'VN',
        launchMode: 'LOTT',
        lottoPrizeMode: game.lottoPrizeMode ?? 'Lott',
        lottoGameCode: game.lottoGameCode,
        lottoView: game.lottoView ?? 'betting',
        device: 'MOBILE',
        backUrl: game.backUrl ?? `${window.location.pathname}${window.location.search}`,
        language: currentLanguageCode(),
      },
    });
    go.assign(gameUrl);
  } catch (error) {
    hide();
    await toast.apiError(error);
  }
}

export function useStartLottery(): (game: LotteryLaunch) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((game: LotteryLaunch) => launchLottery(game, { toLogin: () => void navigate(LOGIN_PATH), assign: (url) => window.location.assign(url) }), [navigate]);
}
