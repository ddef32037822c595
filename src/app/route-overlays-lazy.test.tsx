// @vitest-environment jsdom
// The shell draws a route's overlays (lazily) and nothing for a route without any (features mocked).
import { cleanup, render } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../ui/route-handle';

vi.mock('../features/announcements/announcement-popup', () => ({ AnnouncementPopup: () => <div data-testid="popup-overlay" /> }));
vi.mock('../features/contracts/contract-prompts-overlay', () => ({ ContractPromptsOverlay: () => <div data-testid="prompts-overlay" /> }));
const { RouteOverlays } = await import('./route-overlays');

afterEach(cleanup);

const base: RouteHandle = { id: 'x', header: 'titled', footer: 'main', back: 'history', access: 'public' };

it('loads and renders each overlay of the handle', async () => {
  const view = render(<RouteOverlays handle={{ ...base, overlays: ['announcement-popup', 'contract-prompts'] }} />);
  expect(await view.findByTestId('popup-overlay')).toBeTruthy();
  expect(await view.findByTestId('prompts-overlay')).toBeTruthy();
});

it('renders nothing without overlays', () => {
  const view = render(<RouteOverlays handle={base} />);
  expect(view.container.innerHTML).toBe('');
});
