// @vitest-environment jsdom
// The shell adds a route's overlays lazily: nothing for a route without any, the download bar where
// the handle lists it.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage, setStorageBackends } from '../state/storage';
import type { RouteHandle } from '../ui/route-handle';
import { RouteOverlays } from './route-overlays';
import { injectMerchantConfig, merchantFile, startEnglish } from './test-support';

const ANDROID = 'Mozilla/5.0 (Linux; Android 11; Pixel 5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const base: RouteHandle = { id: 'x', header: 'titled', footer: 'main', back: 'history', access: 'public' };

beforeAll(async () => {
  injectMerchantConfig(merchantFile('demo'));
  await startEnglish();
  setStorageBackends({ local: new MemoryStorage(), session: new MemoryStorage() });
  Object.defineProperty(window.navigator, 'userAgent', { value: ANDROID, configurable: true });
});

afterEach(cleanup);

describe('RouteOverlays', () => {
  it('renders nothing for a route without overlays', () => {
    const { container } = render(<RouteOverlays handle={base} />);
    expect(container.innerHTML).toBe('');
  });

  it("lazily loads the download bar where the route's handle asks for it", async () => {
    render(<RouteOverlays handle={{ ...base, overlays: ['download-bar'] }} />);
    expect(await screen.findByTestId('download-bar', {}, { timeout: 5000 })).toBeTruthy();
  });
});
