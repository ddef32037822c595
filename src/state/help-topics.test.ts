// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('./endpoint-call', () => ({ callLazily: (...args: unknown[]) => call(...args) }));

const { hasHelpTopics, helpTopicsCache, loadHelpTopics } = await import('./help-topics');

describe('help topics', () => {
  beforeEach(() => {
    localStorage.clear();
    call.mockReset();
  });

  it('loads once and serves the cache until renewed', async () => {
    call.mockResolvedValue({ topics: [{ id: 1, title: 'How do I deposit?', content: '<p>x</p>' }] });
    expect(await loadHelpTopics()).toHaveLength(1);
    expect(await loadHelpTopics()).toHaveLength(1);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledWith('helpCenter', {});
    await loadHelpTopics({ renew: true });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gates HELPCENTER: true with topics, false with none or when the list cannot be had', async () => {
    call.mockResolvedValueOnce({ topics: [] });
    expect(await hasHelpTopics()).toBe(false);
    helpTopicsCache.clear();
    call.mockRejectedValueOnce(new Error('offline'));
    expect(await hasHelpTopics()).toBe(false);
    call.mockResolvedValueOnce({ topics: [{ id: 2, title: 'T', content: '' }] });
    expect(await hasHelpTopics()).toBe(true);
  });

  it('drops a stored value of the wrong shape', () => {
    helpTopicsCache.write([{ id: 'x' } as never]);
    expect(helpTopicsCache.read()).toBeUndefined();
  });
});
