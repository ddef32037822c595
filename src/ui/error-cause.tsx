// Why a load failed, in the player's words: the error table's message for the ApiError's code
// (or the server's own words, or 'Unknown error'), shown under a screen's "could not be loaded".
// It loads the 'errors' namespace and the error table itself, on first use, and renders nothing
// until it has both (never a raw key): home's blocks use it, and a guest who meets no error must
// not download the table before the first banner.
import { useState } from 'react';
import { useAsyncEffect } from './use-async-effect';
import { useTranslation } from 'react-i18next';
import type { translateError } from '../api/error-messages';
import { FEEDBACK_NAMESPACES } from '../i18n/i18n';

type Translate = typeof translateError;

export function ErrorCause({ error, testId }: { error: unknown; testId?: string }) {
  const { t, ready } = useTranslation(FEEDBACK_NAMESPACES);
  const [translate, setTranslate] = useState<Translate | null>(null);
  useAsyncEffect((run) => {
    // A chunk that cannot load (offline) leaves the screen's own message alone.
    run.settle(import('../api/error-messages'), (table) => setTranslate(() => table.translateError));
  }, []);
  if (!ready || !translate) return null;
  return (
    <p className="muted error-cause" data-testid={testId}>
      {translate(error, t)}
    </p>
  );
}
