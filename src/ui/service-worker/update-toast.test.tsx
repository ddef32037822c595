// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startEnglish } from '../../../tests/support/component-setup';
import { shouldStartServiceWorker } from './start';
import { UpdateToast } from './update-toast';

beforeAll(startEnglish);

describe('the update toast', () => {
  it('says a new version is available and hands over once on Reload', async () => {
    const onReload = vi.fn();
    render(<UpdateToast onReload={onReload} />);
    const button = await screen.findByTestId('update-reload');
    expect(screen.getByTestId('update-toast').getAttribute('role')).toBe('status');
    expect(screen.getByTestId('update-toast').textContent).toBe('A new version is available.Reload');
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onReload).toHaveBeenCalledTimes(1);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('when the service worker starts', () => {
  it('only in a build, on a secure context, where the browser has service workers', () => {
    expect(shouldStartServiceWorker({ production: true, secure: true, supported: true })).toBe(true);
    expect(shouldStartServiceWorker({ production: false, secure: true, supported: true })).toBe(false);
    expect(shouldStartServiceWorker({ production: true, secure: false, supported: true })).toBe(false);
    expect(shouldStartServiceWorker({ production: true, secure: true, supported: false })).toBe(false);
  });
});
