// Renders the current toast and the loading toast from the ui store.
import { useEffect } from 'react';
import { toastShown, useUi, type LoadingToast, type Toast } from '../state/ui-store';
import { useMessageText } from './message-text';

function ToastView({ toast }: { toast: Toast }) {
  const { text, ready } = useMessageText();
  // Its time runs from when it can be read (its words loaded and drawn), not from when it was raised.
  useEffect(() => {
    if (ready) toastShown(toast.id);
  }, [ready, toast.id]);
  if (!ready) return null;
  return (
    <div className="toast-layer" aria-live="polite">
      <div className={`toast toast--${toast.kind}`} data-testid="toast" data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'}>
        {text(toast.message)}
      </div>
    </div>
  );
}

function LoadingView({ loading }: { loading: LoadingToast }) {
  const { text } = useMessageText();
  return (
    // A mask as well: nothing behind a loading toast may be tapped twice.
    <div className="loading-mask">
      <div className="toast toast--loading" data-testid="loading-toast" role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span>{text(loading.message ?? 'feedback.loading')}</span>
      </div>
    </div>
  );
}

export function ToastHost() {
  const { toast, loading } = useUi();
  return (
    <>
      {toast && <ToastView key={toast.id} toast={toast} />}
      {loading && <LoadingView loading={loading} />}
    </>
  );
}
