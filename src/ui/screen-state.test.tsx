// @vitest-environment jsdom
// The shared first-data states: one hook and one look for loading, empty and a failed load, the
// failed load with its cause (synchronously from the error table in ErrorState, later through
// ErrorCause where the table is not loaded yet) and a retry named after the screen's prefix.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { FEEDBACK_NAMESPACES, initI18n } from '../i18n/i18n';
import { ErrorCause } from './error-cause';
import { ErrorState } from './error-state';
import { EmptyState, ErrorStateView, LoadingState } from './screen-state';

beforeAll(async () => {
  await initI18n('EN');
  // A screen that shows ErrorState has its feedback strings in (the screen waits for them).
  await i18next.loadNamespaces(FEEDBACK_NAMESPACES);
});
afterEach(cleanup);

it('loading is a status line; empty keeps its hook whatever element and look it takes', () => {
  render(
    <>
      <LoadingState testId="loading" />
      <ul>
        <EmptyState as="li" look="block" className="row">
          none in the list
        </EmptyState>
      </ul>
      <EmptyState as="div" look="block">
        <h2>nothing live</h2>
      </EmptyState>
    </>,
  );
  expect(screen.getByTestId('loading').getAttribute('role')).toBe('status');
  expect(screen.getByTestId('loading').textContent).toBe('Loading…');
  const [item, block] = screen.getAllByTestId('empty-state');
  expect(item?.tagName).toBe('LI');
  expect(item?.className).toBe('muted row');
  // A block with its own heading keeps its colours: not muted, not a centred screen state.
  expect(block?.className).toBe('');
});

it('a failed load says what failed and why, at once, and retries under the prefix', () => {
  const onRetry = vi.fn();
  render(<ErrorState message="The list could not be loaded." error={new ApiError({ kind: 'server', code: 'fault.unknown.code', message: 'Down for maintenance', status: 200 })} onRetry={onRetry} testIdPrefix="list" />);
  expect(screen.getByTestId('list-error').getAttribute('role')).toBe('alert');
  expect(screen.getByTestId('list-error-cause').textContent).toBe('Down for maintenance');
  fireEvent.click(screen.getByTestId('list-retry'));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('list-retry').textContent).toBe('Try again');
});

it('the view takes a cause that loads later (home) and has no retry without onRetry', async () => {
  render(<ErrorStateView message="Could not load." cause={<ErrorCause error={new TypeError('x')} testId="block-error-cause" />} testIdPrefix="block" compact />);
  expect(screen.queryByTestId('block-retry')).toBeNull();
  expect(screen.getByTestId('block-error').className).toContain('screen-state--compact');
  expect((await screen.findByTestId('block-error-cause', {}, { timeout: 5_000 })).textContent).toBe('Unknown error');
});
