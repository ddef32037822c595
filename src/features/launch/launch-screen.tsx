// /m/launchGame (spec section 2): asks the platform for the game's URL (upstream's launch query:
// launchMode GLS, accountType, node id, type, vendor, interface language, the way back) and opens it
// in a full-screen in-app frame with its own back button. A refusal is explained (launch-outcome.ts)
// instead of swallowed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CLIENT_PLATFORM } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { callLazily } from '../../state/endpoint-call';
import { languageStore } from '../../state/language-store';
import { BackIcon } from '../../ui/icons';
import { useBackAction } from '../../ui/route-handle';
import { LoadingState } from '../../ui/screen-state';
import { useLoad } from '../../ui/use-load';
import { LAUNCH_MODE, launchAccountType } from '../../ui/use-start-game';
import { launchFailure, pageBackPath, type LaunchFailure } from './launch-outcome';
import './launch.css';
import { PATHS } from '../../domain/paths';

const NAMESPACES = ['games', 'common', 'errors'];

/** A link without a game to launch: the not-found failure, without asking the platform. */
const NO_GAME = Symbol('no game');

export function LaunchScreen() {
  const { t, ready } = useTranslation(NAMESPACES);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const historyBack = useBackAction();
  const { code: language } = useSnapshot(languageStore);
  const nodeId = Number.parseInt(params.get('nodeId') ?? '', 10);
  const vendor = params.get('vendor');
  const gameType = params.get('gameType');
  const backPath = pageBackPath(params.get('pageBack'));
  const { load, reload } = useLoad(
    () => {
      if (!Number.isSafeInteger(nodeId) || nodeId <= 0) return Promise.reject(NO_GAME);
      // Upstream's launch query (launchMode GLS for games: without it upstream answers 500 #727).
      const query = {
        launchMode: LAUNCH_MODE.game,
        accountType: launchAccountType(),
        nodeId,
        ...(gameType ? { gameType } : {}),
        ...(vendor ? { vassalage: vendor } : {}),
        platform: CLIENT_PLATFORM,
        language,
        backUrl: backPath ?? PATHS.home,
      };
      return callLazily('launchGame', { query }).then((reply) => reply.gameUrl);
    },
    { deps: [nodeId, vendor, gameType, language, backPath] },
  );
  const failure: LaunchFailure | null = load.status !== 'error' ? null : load.error === NO_GAME ? { kind: 'other', key: 'errors:not_found' } : launchFailure(load.error, readMerchantConfig().currencySymbol);
  const status = load.status === 'error' ? 'failed' : load.status;

  const back = useCallback(() => {
    if (backPath) void navigate(backPath, { replace: true });
    else historyBack();
  }, [backPath, navigate, historyBack]);

  const busy = !ready || load.status === 'loading';
  return (
    <main className="screen launch-screen" data-screen="launch-game" aria-busy={busy ? 'true' : undefined} data-status={status}>
      <div className="launch-screen__bar">
        <button type="button" className="launch-screen__back" data-testid="launch-back" aria-label={ready ? t('common:header.back') : undefined} onClick={back}>
          <BackIcon />
        </button>
      </div>
      {!ready ? null : load.status === 'loading' ? (
        <LoadingState className="launch-screen__message">{t('launching')}</LoadingState>
      ) : load.status === 'ready' ? (
        <iframe className="launch-screen__frame" data-testid="launch-frame" src={load.data} title={t('launch_frame_title')} allow="autoplay; fullscreen" />
      ) : failure && (
        <div className="launch-screen__message" role="alert" data-testid="launch-error" data-kind={failure.kind}>
          <p>{'values' in failure && failure.values ? t(failure.key, { ...failure.values, interpolation: { escapeValue: false } }) : t(failure.key)}</p>
          {failure.kind === 'insufficient' && (
            <Link className="button button--primary" to={PATHS.deposit} data-testid="launch-deposit">
              {t('deposit')}
            </Link>
          )}
          {failure.kind === 'other' && (
            // eslint-disable-next-line no-restricted-syntax -- a refusal with its own next step per kind (deposit, retry), one data-kind hook
            <button type="button" className="button button--primary" data-testid="launch-retry" onClick={reload}>
              {/* eslint-disable-next-line no-restricted-syntax -- as above */}
              {t('retry')}
            </button>
          )}
        </div>
      )}
    </main>
  );
}
