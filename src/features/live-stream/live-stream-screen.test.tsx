// @vitest-environment jsdom
// /m/liveStream: the configured link in a titled, sandboxed frame, busy until it loads, the error
// state with retry after the timeout, and the "not available" state without a link (mono).
import i18next from 'i18next';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { injectMerchantConfig, merchantFile } from '../../../tests/support/component-setup';
import { initI18n } from '../../i18n/i18n';
import { LiveStreamScreen } from './live-stream-screen';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.loadNamespaces(['live']);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const main = () => document.querySelector('main[data-screen="live-stream"]')!;

describe('LiveStreamScreen', () => {
  it("embeds demo's live link with a loading indicator until the frame loads", () => {
    injectMerchantConfig(merchantFile('demo'));
    render(
      <MemoryRouter>
        <LiveStreamScreen />
      </MemoryRouter>,
    );
    const frame = screen.getByTestId('live-frame');
    expect(frame.getAttribute('src')).toBe('/demo-live');
    expect(frame.getAttribute('title')).toBe('Demo Casino live stream');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(main().getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Loading the live stream');
    fireEvent.load(frame);
    expect(main().getAttribute('aria-busy')).toBeNull();
    expect(main().getAttribute('data-state')).toBe('loaded');
    expect(screen.queryByTestId('live-loading')).toBeNull();
  });

  it('shows the error state after the timeout, and retry loads the frame again', () => {
    vi.useFakeTimers();
    injectMerchantConfig(merchantFile('demo'));
    render(
      <MemoryRouter>
        <LiveStreamScreen timeoutMs={1000} />
      </MemoryRouter>,
    );
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByTestId('live-error')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('The live stream did not load');
    expect(screen.queryByTestId('live-frame')).toBeNull();
    expect(main().getAttribute('aria-busy')).toBeNull();
    fireEvent.click(screen.getByTestId('live-retry'));
    expect(screen.getByTestId('live-frame')).toBeTruthy();
    expect(main().getAttribute('data-state')).toBe('loading');
    fireEvent.load(screen.getByTestId('live-frame'));
    act(() => vi.advanceTimersByTime(5000));
    expect(main().getAttribute('data-state')).toBe('loaded');
  });

  it('says so honestly when the merchant has no live link (mono)', () => {
    injectMerchantConfig(merchantFile('mono'));
    render(
      <MemoryRouter>
        <LiveStreamScreen />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('live-frame')).toBeNull();
    expect(screen.getByTestId('empty-state').textContent).toContain('No live stream available');
    expect(main().getAttribute('aria-busy')).toBeNull();
  });
});
