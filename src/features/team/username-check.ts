// The username's availability while the agent types (open a downline): one request once typing
// pauses for DOWNLINE_USERNAME_CHECK_DEBOUNCE_MS, the earlier request aborted, and a reply that
// is not the newest value's ignored, so a slow answer for "abc" never lands on "abcd".
import type { DownlineUsernameCheck } from '../../api/contract.generated';

export type UsernameStatus =
  | { readonly state: 'idle' }
  | { readonly state: 'checking'; readonly username: string }
  | { readonly state: 'available' | 'taken'; readonly username: string }
  | { readonly state: 'error'; readonly username: string; readonly error: unknown };

export interface UsernameChecker {
  /** The field's new value; `valid` false (format) cancels any pending check and goes idle. */
  input(value: string, valid: boolean): void;
  dispose(): void;
}

export function createUsernameChecker(options: {
  delayMs: number;
  check: (username: string, signal: AbortSignal) => Promise<DownlineUsernameCheck>;
  onStatus: (status: UsernameStatus) => void;
}): UsernameChecker {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;
  const cancel = () => {
    clearTimeout(timer);
    controller?.abort();
    controller = undefined;
  };
  return {
    input(value, valid) {
      cancel();
      const mine = ++generation;
      const username = value.trim();
      if (!valid || username === '') {
        options.onStatus({ state: 'idle' });
        return;
      }
      options.onStatus({ state: 'checking', username });
      timer = setTimeout(() => {
        const abort = new AbortController();
        controller = abort;
        options.check(username, abort.signal).then(
          (reply) => {
            if (mine === generation) options.onStatus({ state: reply.available ? 'available' : 'taken', username });
          },
          (error: unknown) => {
            if (mine === generation && !abort.signal.aborted) options.onStatus({ state: 'error', username, error });
          },
        );
      }, options.delayMs);
    },
    dispose() {
      cancel();
      generation += 1;
    },
  };
}
