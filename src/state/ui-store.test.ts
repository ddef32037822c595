// Toast durations, the loading toast's maximum time and the dialog queue, with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST } from '../config/constants';
import { closeAllDialogs, hideLoading, resetUi, setConnection, showAlert, showConfirm, showLoading, showToast, toast, toastShown, uiStore } from './ui-store';

beforeEach(() => {
  vi.useFakeTimers();
  resetUi();
});
afterEach(() => {
  vi.useRealTimers();
});

function lifetime(show: () => void): number {
  show();
  const id = uiStore.toast?.id;
  let elapsed = 0;
  while (uiStore.toast?.id === id && elapsed < 20_000) {
    vi.advanceTimersByTime(50);
    elapsed += 50;
  }
  return elapsed;
}

describe('toasts', () => {
  it('last as long as spec section 9 says', () => {
    expect(lifetime(() => toast.short('feedback.notice'))).toBe(3000);
    expect(lifetime(() => toast.long('feedback.notice'))).toBe(8000);
    expect(lifetime(() => toast.success('feedback.notice'))).toBe(1000);
    expect(lifetime(() => toast.success('feedback.notice', true))).toBe(1500);
    expect(lifetime(() => toast.notice('free_reject'))).toBe(1500);
    expect(lifetime(() => showToast('feedback.notice'))).toBe(TOAST.shortMs);
  });

  it('show one at a time: a new toast replaces the current one and keeps its own time', () => {
    toast.long('a');
    vi.advanceTimersByTime(2000);
    toast.notice('b');
    expect(uiStore.toast).toMatchObject({ message: 'b', kind: 'notice' });
    vi.advanceTimersByTime(1499);
    expect(uiStore.toast?.message).toBe('b');
    vi.advanceTimersByTime(1);
    expect(uiStore.toast).toBeNull();
  });

  it('count their time from when they are on screen: a notice raised before the next screen has loaded is still read in full', () => {
    toast.notice('errors:permission_denied');
    const id = uiStore.toast?.id ?? -1;
    vi.advanceTimersByTime(TOAST.noticeMs - 100);
    toastShown(id);
    vi.advanceTimersByTime(TOAST.noticeMs - 100);
    expect(uiStore.toast?.id).toBe(id);
    vi.advanceTimersByTime(100);
    expect(uiStore.toast).toBeNull();
    // A toast already replaced is not kept alive by a late report.
    toast.notice('first');
    const first = uiStore.toast?.id ?? -1;
    toast.short('second');
    toastShown(first);
    vi.advanceTimersByTime(TOAST.shortMs);
    expect(uiStore.toast).toBeNull();
  });

  it('word API errors through the error table', async () => {
    const { clientError } = await import('../api/api-error');
    await toast.apiError(clientError('offline', 'x'));
    expect(uiStore.toast).toMatchObject({ kind: 'error', message: { key: 'errors:no_internet' } });
  });
});

describe('loading toast', () => {
  it('hides itself after its maximum time (10 s by default)', () => {
    showLoading();
    vi.advanceTimersByTime(TOAST.loadingMs - 1);
    expect(uiStore.loading).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(uiStore.loading).toBeNull();
  });

  it('hides when its handle is called, and an old handle cannot hide a newer one', () => {
    const first = showLoading('feedback.loading', 60_000);
    const second = showLoading('feedback.loading', 60_000);
    first();
    expect(uiStore.loading).not.toBeNull();
    second();
    expect(uiStore.loading).toBeNull();
    showLoading();
    hideLoading();
    expect(uiStore.loading).toBeNull();
  });
});

describe('dialogs', () => {
  it("alert is titled 'notice' with a submit button and resolves when dismissed", async () => {
    const done = showAlert('in_logged_login');
    const dialog = uiStore.dialogs[0]!;
    expect(dialog).toMatchObject({ kind: 'alert', title: 'feedback.notice', message: 'in_logged_login' });
    expect(dialog.buttons.map((b) => b.testId)).toEqual(['dialog-submit']);
    dialog.settle(true);
    await expect(done).resolves.toBeUndefined();
    expect(uiStore.dialogs).toEqual([]);
  });

  it('confirm offers cancel and go, resolving false or true; dialogs queue', async () => {
    const first = showConfirm('a');
    const second = showConfirm('b', { go: 'header.login' });
    expect(uiStore.dialogs.map((d) => d.message)).toEqual(['a', 'b']);
    expect(uiStore.dialogs[0]!.buttons.map((b) => [b.testId, b.value])).toEqual([
      ['dialog-cancel', false],
      ['dialog-go', true],
    ]);
    uiStore.dialogs[0]!.settle(true);
    await expect(first).resolves.toBe(true);
    expect(uiStore.dialogs[0]!.buttons[1]!.label).toBe('header.login');
    closeAllDialogs();
    await expect(second).resolves.toBe(false);
  });
});

it('connection state changes only when it differs', () => {
  setConnection('offline');
  expect(uiStore.connection).toBe('offline');
  setConnection('online');
  expect(uiStore.connection).toBe('online');
});
