// The agent contract prompts over home and agent home: once per session (the session's token is remembered in
// sessionStorage), one alert per pending contract, cancel moves on, go opens the contract page.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { flag } from '../../config/flags';
import { callLazily } from '../../state/endpoint-call';
import { useSession } from '../../state/session-store';
import { readStored, storageKeys, writeStored } from '../../state/storage';
import { Dialog } from '../../ui/dialog';
import { useAsyncEffect } from '../../ui/use-async-effect';
import { pendingPrompts, promptsApply, type ContractPrompt } from './contract-prompts';
import { useContractsTranslation } from './use-contracts-translation';

export function ContractPromptsOverlay() {
  const { session } = useSession();
  const token = session?.token ?? '';
  const applies = promptsApply(session);
  const [prompts, setPrompts] = useState<ContractPrompt[]>([]);

  useAsyncEffect(
    (run) => {
      if (!applies || !token || readStored(storageKeys.contractPromptsShown) === token) return;
      run.settle(
        callLazily('contractRequests', {}),
        (requests) => {
          writeStored(storageKeys.contractPromptsShown, token);
          setPrompts(pendingPrompts(requests, { dividends: flag('DIVIDEND') }));
        },
        () => {
          /* asked again on the next home visit of this session */
        },
      );
    },
    [applies, token],
  );

  const prompt = prompts[0];
  if (!prompt) return null;
  return <PromptDialog prompt={prompt} onLater={() => setPrompts((list) => list.slice(1))} onGo={() => setPrompts([])} />;
}

// The strings are asked for only when there is an offer to show, so home does not fetch the
// contracts' words for every visitor who has none.
function PromptDialog({ prompt, onLater, onGo }: { prompt: ContractPrompt; onLater: () => void; onGo: () => void }) {
  const navigate = useNavigate();
  const { t, ready } = useContractsTranslation();
  if (!ready) return null;
  return (
    <Dialog
      key={prompt.kind}
      role="alertdialog"
      testId="contract-prompt"
      data={{ 'data-contract': prompt.kind }}
      title={t('prompt.title')}
      footer={
        <>
          <button type="button" className="button" data-testid="contract-prompt-cancel" onClick={onLater}>
            {t('prompt.cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="contract-prompt-go"
            onClick={() => {
              onGo();
              void navigate(prompt.path);
            }}
          >
            {t('prompt.go')}
          </button>
        </>
      }
    >
      {/* Upstream's offers name no offerer: the sentence then leaves it out. */}
      <p>{prompt.offer.fromUser ? t(`prompt.${prompt.kind}`, { from: prompt.offer.fromUser }) : t(`prompt.${prompt.kind}_unnamed`)}</p>
    </Dialog>
  );
}
