// @vitest-environment jsdom
// The dialog mask ignores clicks in its first 300 ms (the tap that opened it must not close it).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

afterEach(cleanup);

it('ignores mask clicks for 300 ms, then reports them; clicks inside the panel never count', () => {
  let now = 1000;
  const onMaskClick = vi.fn();
  render(
    <Dialog title="Notice" role="alertdialog" onMaskClick={onMaskClick} now={() => now}>
      <button type="button">inside</button>
    </Dialog>,
  );
  const mask = screen.getByTestId('dialog-mask');
  now = 1299;
  fireEvent.click(mask);
  expect(onMaskClick).not.toHaveBeenCalled();
  now = 1300;
  fireEvent.click(screen.getByText('inside'));
  expect(onMaskClick).not.toHaveBeenCalled();
  fireEvent.click(mask);
  expect(onMaskClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeTruthy();
});

it('counts the 300 ms from opening, not from the last re-render', () => {
  let now = 1000;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
  const onMaskClick = vi.fn();
  const view = (label: string) => (
    <Dialog title="Notice" onMaskClick={onMaskClick}>
      <button type="button">{label}</button>
    </Dialog>
  );
  const { rerender } = render(view('one'));
  now = 1250;
  rerender(view('two'));
  now = 1350;
  fireEvent.click(screen.getByTestId('dialog-mask'));
  expect(onMaskClick).toHaveBeenCalledTimes(1);
  clock.mockRestore();
});
