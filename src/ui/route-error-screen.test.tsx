// @vitest-environment jsdom
// A route whose screen throws shows its error boundary; retry renders the route again.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '../i18n/i18n';
import { isChunkLoadError, RouteErrorScreen } from './route-error-screen';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(cleanup);

it('catches a failing screen and retries it', async () => {
  // React and the router report the caught error on the console; that is expected here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  let broken = true;
  function Flaky() {
    if (broken) throw new Error('boom');
    return <main data-screen="flaky">fine</main>;
  }
  const router = createMemoryRouter([{ path: '/m/flaky', Component: Flaky, errorElement: <RouteErrorScreen /> }], { initialEntries: ['/m/flaky'] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('Something went wrong')).toBeTruthy();
  expect(document.querySelector('[data-screen="route-error"]')?.getAttribute('role')).toBe('alert');
  broken = false;
  fireEvent.click(screen.getByTestId('route-error-retry'));
  await waitFor(() => expect(document.querySelector('[data-screen="flaky"]')).not.toBeNull());
  quiet.mockRestore();
});

it('recognises a screen chunk that failed to load', () => {
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
  expect(isChunkLoadError(new Error('boom'))).toBe(false);
});
