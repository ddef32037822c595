// /m/launchGame (spec section 2): asks the platform for the game's URL (upstream's launch query:
// launchMode GLS, accountType, node id, type, vendor, interface language, the way back) and opens it
// in a full-screen in-app frame with its own back button. A refusal is explained (launch-outcome.ts)
// instead of swallowed.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { CLIENT_PLATFORM } from '../../config/constants';
import { readMerchantConfig } from '../../config/merchant-config';
import { callLazily } from '../../state/endpoint-call';
import { languageStore } from '../../state/language-store';
import { BackIcon } from '../../ui/icons';
import { useBackAction } from '../../ui/route-handle';
import { LAUNCH_MODE, launchAccountType } from '../../ui/use-start-game';
import { launchFailure, pageBackPath, type LaunchFailure } from './launch-outcome';
import './launch.css';
import { PATHS } from '../../domain/paths';

const NAMESPACES = ['games', 'common', 'errors'];

type LaunchState = { status: 'loading' } | { status: 'ready'; gameUrl: string } | { status: 'failed'; failure: LaunchFailure };

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
  const [state, setState] = useState<LaunchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    const symbol = readMerchantConfig().currencySymbol;
    if (!Number.isSafeInteger(nodeId) || nodeId <= 0) {
      setState({ status: 'failed', failure: { kind: 'other', key: 'errors:not_found' } });
      return;
    }
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
    callLazily('launchGame', { query }).then(
      (reply) => live && setState({ status: 'ready', gameUrl: reply.gameUrl }),
      (error: unknown) => live && setState({ status: 'failed', failure: launchFailure(error, symbol) }),
    );
    return () => {
      live = false;
    };
  }, [nodeId, vendor, gameType, language, backPath, attempt]);

  const back = useCallback(() => {
    if (backPath) void navigate(backPath, { replace: true });
    else historyBack();
  }, [backPath, navigate, historyBack]);

  const busy = !ready || state.status === 'loading';
  return (
    <main className="screen launch-screen" data-screen="launch-game" aria-busy={busy ? 'true' : undefined} data-status={state.status}>
      <div className="launch-screen__bar">
        <button type="button" className="launch-screen__back" data-testid="launch-back" aria-label={ready ? t('common:header.back') : undefined} onClick={back}>
          <BackIcon />
        </button>
      </div>
      {!ready ? null : state.status === 'loading' ? (
        <p className="launch-screen__message muted" role="status">
          {t('launching')}
        </p>
      ) : state.status === 'ready' ? (
        <iframe className="launch-screen__frame" data-testid="launch-frame" src={state.gameUrl} title={t('launch_frame_title')} allow="autoplay; fullscreen" />
      ) : (
        <div className="launch-screen__message" role="alert" data-testid="launch-error" data-kind={state.failure.kind}>
          <p>{'values' in state.failure && state.failure.values ? t(state.failure.key, { ...state.failure.values, interpolation: { escapeValue: false } }) : t(state.failure.key)}</p>
          {state.failure.kind === 'insufficient' && (
            <Link className="button button--primary" to={PATHS.deposit} data-testid="launch-deposit">
              {t('deposit')}
            </Link>
          )}
          {state.failure.kind === 'other' && (
            <button type="button" className="button button--primary" data-testid="launch-retry" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          )}
        </div>
      )}
    </main>
  );
}
