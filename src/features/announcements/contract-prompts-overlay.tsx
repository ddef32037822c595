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
import { useAnnouncementsTranslation } from './use-announcements-translation';

export function ContractPromptsOverlay() {
  const { session } = useSession();
  const token = session?.token ?? '';
  const applies = promptsApply(session);
  const [prompts, setPrompts] = useState<ContractPrompt[]>([]);
  const navigate = useNavigate();
  const { t, ready } = useAnnouncementsTranslation();

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
  if (!prompt || !ready) return null;
  const next = () => setPrompts((list) => list.slice(1));
  return (
    <Dialog
      key={prompt.kind}
      role="alertdialog"
      testId="contract-prompt"
      data={{ 'data-contract': prompt.kind }}
      title={t('contract_title')}
      footer={
        <>
          <button type="button" className="button" data-testid="contract-prompt-cancel" onClick={next}>
            {t('contract_cancel')}
          </button>
          <button
            type="button"
            className="button button--primary"
            data-testid="contract-prompt-go"
            onClick={() => {
              setPrompts([]);
              void navigate(prompt.path);
            }}
          >
            {t('contract_go')}
          </button>
        </>
      }
    >
      {/* Upstream's offers name no offerer: the sentence then leaves it out. */}
      <p>{prompt.offer.fromUser ? t(`contract_${prompt.kind}`, { from: prompt.offer.fromUser }) : t(`contract_${prompt.kind}_unnamed`)}</p>
    </Dialog>
  );
}
