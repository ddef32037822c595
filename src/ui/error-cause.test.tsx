// @vitest-environment jsdom
// The cause under an error state: the error table's words for the code, the server's own words
// (as text, never markup), or 'Unknown error'; never a raw key.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { initI18n } from '../i18n/i18n';
import { ErrorCause } from './error-cause';

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(cleanup);

it('words a catalogued code from the errors namespace, loading it on demand', async () => {
  render(<ErrorCause error={new ApiError({ kind: 'malformed', code: 'client.malformed', message: 'bad JSON', status: 200 })} testId="cause" />);
  expect((await screen.findByTestId('cause', {}, { timeout: 5_000 })).textContent).toBe('System busy, please try again later.');
});

it("shows the server's words as text and anything else as 'Unknown error'", async () => {
  const hostile = '<img src=x onerror="alert(1)">Down for <b>maintenance</b>';
  render(
    <>
      <ErrorCause error={new ApiError({ kind: 'server', code: 'fault.unknown.code', message: hostile, status: 200 })} testId="server" />
      <ErrorCause error={new TypeError('x is undefined')} testId="other" />
    </>,
  );
  expect((await screen.findByTestId('server', {}, { timeout: 5_000 })).textContent).toBe(hostile);
  expect(document.querySelector('img')).toBeNull();
  expect(screen.getByTestId('other').textContent).toBe('Unknown error');
});
