// Feedback state shared by every screen: the toast, the loading toast, the dialog queue and the
// connection banner. Screens call the actions below; src/ui renders them. Every duration comes
// from src/config/constants.ts (spec section 9).
import { proxy, ref, useSnapshot } from 'valtio';
import { TOAST } from '../config/constants';

/** An i18n key (namespaced like 'errors:no_internet' when not in common), or a key with values. */
export type Message = string | { readonly key: string; readonly values?: Readonly<Record<string, unknown>> };

export type ToastKind = 'info' | 'success' | 'error' | 'notice';

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: Message;
  readonly durationMs: number;
}

export interface LoadingToast {
  readonly id: number;
  readonly message: Message | null;
}

export interface DialogButton {
  readonly label: Message;
  readonly value: boolean;
  readonly primary?: boolean;
  readonly testId: string;
}

export interface DialogRequest {
  readonly id: number;
  readonly kind: 'alert' | 'confirm';
  readonly title: Message;
  readonly message: Message;
  readonly buttons: readonly DialogButton[];
  /** Settles the caller's promise; wrapped in ref() so valtio leaves the function alone. */
  readonly settle: (value: boolean) => void;
}

export type ConnectionState = 'online' | 'offline' | 'unstable';

interface UiState {
  toast: Toast | null;
  loading: LoadingToast | null;
  dialogs: DialogRequest[];
  connection: ConnectionState;
}

export const uiStore = proxy<UiState>({ toast: null, loading: null, dialogs: [], connection: 'online' });

let nextId = 1;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let loadingTimer: ReturnType<typeof setTimeout> | undefined;

// ---------------------------------------------------------------------------------------------
// Toasts: one at a time, the newest replaces the current one (as on the upstream product).

function dismissAfter(id: number, durationMs: number): void {
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    if (uiStore.toast?.id === id) uiStore.toast = null;
  }, durationMs);
}

export function showToast(message: Message, options: { kind?: ToastKind; durationMs?: number } = {}): void {
  const toast: Toast = { id: nextId++, kind: options.kind ?? 'info', message, durationMs: options.durationMs ?? TOAST.shortMs };
  uiStore.toast = toast;
  dismissAfter(toast.id, toast.durationMs);
}

/**
 * The toast host calls this when a toast is on screen: its time counts again from then. A notice
 * raised on a direct entry (a refused page sends to home) comes before home's code and strings
 * have loaded; on a slow phone its 1.5 s would otherwise run out before anyone could read it.
 */
export function toastShown(id: number): void {
  const current = uiStore.toast;
  if (current?.id === id) dismissAfter(id, current.durationMs);
}

/** Default short toast: 3 s. */
export const toast = {
  short: (message: Message) => showToast(message, { durationMs: TOAST.shortMs }),
  long: (message: Message) => showToast(message, { durationMs: TOAST.longMs }),
  /** Success: 1 s, or 1.5 s with `long`. */
  success: (message: Message, long = false) => showToast(message, { kind: 'success', durationMs: long ? TOAST.successLongMs : TOAST.successMs }),
  /** A notice such as 'free_reject': 1.5 s. */
  notice: (message: Message) => showToast(message, { kind: 'notice', durationMs: TOAST.noticeMs }),
  error: (message: Message, durationMs: number = TOAST.shortMs) => showToast(message, { kind: 'error', durationMs }),
  /**
   * Any caught error, worded through the one error table (src/api/error-messages.ts). The table
   * loads on first use: a guest who never meets an error never downloads it.
   */
  apiError: async (error: unknown, durationMs: number = TOAST.shortMs): Promise<void> => {
    const { messageKeyForError } = await import('../api/error-messages');
    showToast(messageKeyForError(error), { kind: 'error', durationMs });
  },
};

export function hideToast(): void {
  clearTimeout(toastTimer);
  uiStore.toast = null;
}

// ---------------------------------------------------------------------------------------------
// Loading toast: blocks the screen until hidden, or until its maximum time has passed so a lost
// reply never leaves the user stuck behind it.

export function showLoading(message: Message | null = null, maxMs: number = TOAST.loadingMs): () => void {
  clearTimeout(loadingTimer);
  const loading: LoadingToast = { id: nextId++, message };
  uiStore.loading = loading;
  const hide = () => {
    if (uiStore.loading?.id !== loading.id) return;
    clearTimeout(loadingTimer);
    uiStore.loading = null;
  };
  loadingTimer = setTimeout(hide, maxMs);
  return hide;
}

export function hideLoading(): void {
  clearTimeout(loadingTimer);
  uiStore.loading = null;
}

// ---------------------------------------------------------------------------------------------
// Dialogs: queued, one shown at a time.

function openDialog(request: Omit<DialogRequest, 'id' | 'settle'>): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const id = nextId++;
    const settle = (value: boolean) => {
      const index = uiStore.dialogs.findIndex((d) => d.id === id);
      if (index === -1) return;
      uiStore.dialogs.splice(index, 1);
      resolve(value);
    };
    uiStore.dialogs.push({ ...request, id, settle: ref(settle) });
  });
}

/** An alert titled 'notice' with a submit button; resolves when dismissed. */
export async function showAlert(message: Message, options: { title?: Message; submit?: Message } = {}): Promise<void> {
  await openDialog({
    kind: 'alert',
    title: options.title ?? 'feedback.notice',
    message,
    buttons: [{ label: options.submit ?? 'feedback.submit', value: true, primary: true, testId: 'dialog-submit' }],
  });
}

/** A confirm with cancel and go; resolves true for go. */
export function showConfirm(message: Message, options: { title?: Message; cancel?: Message; go?: Message } = {}): Promise<boolean> {
  return openDialog({
    kind: 'confirm',
    title: options.title ?? 'feedback.notice',
    message,
    buttons: [
      { label: options.cancel ?? 'feedback.cancel', value: false, testId: 'dialog-cancel' },
      { label: options.go ?? 'feedback.go', value: true, primary: true, testId: 'dialog-go' },
    ],
  });
}

export function closeAllDialogs(): void {
  for (const dialog of [...uiStore.dialogs]) dialog.settle(false);
}

// ---------------------------------------------------------------------------------------------
// Connection banner

export function setConnection(state: ConnectionState): void {
  if (uiStore.connection !== state) uiStore.connection = state;
}

/** For tests: back to a blank slate. */
export function resetUi(): void {
  clearTimeout(toastTimer);
  clearTimeout(loadingTimer);
  uiStore.toast = null;
  uiStore.loading = null;
  uiStore.dialogs = [];
  uiStore.connection = 'online';
}

export function useUi() {
  return useSnapshot(uiStore);
}
