// @vitest-environment jsdom
// A piece whose chunk fails to load leaves the screen standing (its fallback instead) and comes back
// when the browser is online again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { OptionalLazy } from './optional-lazy';

afterEach(cleanup);

function Piece({ label }: { label: string }) {
  return <p data-testid="piece">{label}</p>;
}

it('shows the fallback when the chunk fails, and loads it once back online', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  let attempts = 0;
  const load = () => {
    attempts += 1;
    return attempts === 1 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : Promise.resolve({ default: Piece });
  };
  render(
    <main>
      <h1>screen</h1>
      <OptionalLazy load={load} props={{ label: 'menu' }} fallback={<span data-testid="fallback" />} />
    </main>,
  );
  expect(await screen.findByTestId('fallback')).toBeTruthy();
  // The same fallback shows while loading: let the rejection reach the boundary (React retries a
  // suspended tree after its fallback throttle, 300 ms).
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
  expect(screen.getByTestId('fallback')).toBeTruthy();
  expect(screen.getByRole('heading').textContent).toBe('screen');
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  expect((await screen.findByTestId('piece')).textContent).toBe('menu');
  expect(attempts).toBe(2);
});
