// The fee of the typed amount, asked WITHDRAW_FEE_DEBOUNCE_MS after the last keystroke (upstream
// debounces 500 ms); an answer to an older amount never overwrites a newer one.
import { useState } from 'react';
import { WITHDRAW_FEE_DEBOUNCE_MS } from '../../config/constants';
import { useAsyncEffect } from '../../ui/use-async-effect';

export type FeeState = { readonly status: 'idle' } | { readonly status: 'loading' } | { readonly status: 'ready'; readonly fee: number } | { readonly status: 'error' };

export function useDebouncedFee(amount: number | null, fetchFee: (amount: number) => Promise<number>, delayMs: number = WITHDRAW_FEE_DEBOUNCE_MS): FeeState {
  const [state, setState] = useState<FeeState>({ status: 'idle' });
  useAsyncEffect(
    (run) => {
      if (amount === null || amount <= 0) {
        setState({ status: 'idle' });
        return undefined;
      }
      setState({ status: 'loading' });
      const timer = setTimeout(() => {
        run.settle(
          fetchFee(amount),
          (fee) => setState({ status: 'ready', fee }),
          () => setState({ status: 'error' }),
        );
      }, delayMs);
      return () => clearTimeout(timer);
    },
    // fetchFee is expected to be stable per withdraw type; the caller memoises it.
    [amount, fetchFee, delayMs],
  );
  return state;
}
