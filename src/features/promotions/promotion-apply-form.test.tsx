// @vitest-environment jsdom
// The application form: every refusal before upload (4th image, over 5 MB, gif, 141-character
// remark) names its limit and keeps what was typed and chosen; a valid form uploads once, shows
// progress and hands the verdict on; a platform refusal shows in the form and keeps everything.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import type { PromotionApplication } from '../../api/contract.generated';
import { ApiError } from '../../api/api-error';
import { UPLOAD_IMAGE_MAX_BYTES } from '../../config/constants';

const { initI18n } = await import('../../i18n/i18n');
const { PromotionApplyForm } = await import('./promotion-apply-form');

beforeAll(async () => {
  await initI18n('EN');
});
afterEach(() => {
  cleanup();
});

function image(name: string, type = 'image/png', size = 2048): File {
  const file = new File([new Uint8Array(8)], name, { type });
  // jsdom's File reports the real size; the checks only read it.
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(files: File[]): void {
  fireEvent.change(screen.getByTestId('promotion-images-input'), { target: { files } });
}

const chosen = () => screen.queryAllByTestId('promotion-image').map((item) => item.getAttribute('data-name'));
const remarkBox = () => document.querySelector<HTMLTextAreaElement>('textarea[name="remark"]')!;

type Apply = NonNullable<Parameters<typeof PromotionApplyForm>[0]['apply']>;

function mount(apply: Apply) {
  const onApplied = vi.fn();
  render(<PromotionApplyForm promotionId={7} onApplied={onApplied} onCancel={() => undefined} apply={apply} />);
  return { onApplied };
}

it('refuses a 4th image, a 6 MB image, a gif and a 141-character remark before any upload, keeping everything else', async () => {
  const apply = vi.fn<Apply>();
  mount(apply);
  // The first test of the file also waits for the strings to load: allow a slow, busy machine.
  await screen.findByRole('heading', { name: 'Application' }, { timeout: 5_000 });
  fireEvent.change(remarkBox(), { target: { value: 'my receipts' } });
  pick([image('a.png'), image('b.jpg', 'image/jpeg'), image('c.png')]);
  expect(chosen()).toEqual(['a.png', 'b.jpg', 'c.png']);

  pick([image('d.png')]);
  expect(screen.getByTestId('promotion-form-error').textContent).toContain('“d.png” was not added: at most 3 images.');
  expect(chosen()).toEqual(['a.png', 'b.jpg', 'c.png']);
  expect(remarkBox().value).toBe('my receipts');

  fireEvent.click(screen.getByRole('button', { name: 'Remove c.png' }));
  pick([image('huge.png', 'image/png', 6 * 1024 * 1024)]);
  expect(screen.getByTestId('promotion-form-error').textContent).toContain('5 MB or smaller');
  pick([image('anim.gif', 'image/gif')]);
  expect(screen.getByTestId('promotion-form-error').textContent).toContain('only png or jpg');
  expect(chosen()).toEqual(['a.png', 'b.jpg']);
  expect(remarkBox().value).toBe('my receipts');

  const long = 'y'.repeat(141);
  fireEvent.change(remarkBox(), { target: { value: long } });
  expect(screen.getByTestId('promotion-remark-counter').textContent).toBe('141/140');
  fireEvent.click(screen.getByTestId('promotion-submit'));
  expect(screen.getByTestId('promotion-form-error').textContent).toContain('at most 140 characters; it now has 141');
  expect(remarkBox().value).toBe(long);
  expect(chosen()).toEqual(['a.png', 'b.jpg']);
  expect(apply).not.toHaveBeenCalled();
});

it('accepts exactly 5 MB and 140 characters, uploads once with progress, then hands on the verdict', async () => {
  let report: ((loaded: number, total: number) => void) | undefined;
  let finish: ((value: PromotionApplication) => void) | undefined;
  const apply = vi.fn<Apply>((_id, _remark, _images, options) => {
    report = (loaded, total) => options?.onProgress?.({ loaded, total });
    return new Promise<PromotionApplication>((resolve) => {
      finish = resolve;
    });
  });
  const { onApplied } = mount(apply);
  await screen.findByRole('heading', { name: 'Application' });
  fireEvent.change(remarkBox(), { target: { value: 'z'.repeat(140) } });
  pick([image('max.png', 'image/png', UPLOAD_IMAGE_MAX_BYTES), image('b.jpg', 'image/jpeg'), image('c.png')]);
  expect(screen.queryByTestId('promotion-form-error')).toBeNull();
  fireEvent.click(screen.getByTestId('promotion-submit'));
  await waitFor(() => expect(apply).toHaveBeenCalledTimes(1));
  expect(apply.mock.calls[0]?.[0]).toBe(7);
  expect(apply.mock.calls[0]?.[1]).toBe('z'.repeat(140));
  expect(apply.mock.calls[0]?.[2].map((f) => f.name)).toEqual(['max.png', 'b.jpg', 'c.png']);

  report?.(50, 200);
  await waitFor(() => expect(screen.getByTestId('promotion-upload-progress').getAttribute('data-value')).toBe('25'));
  // Sending twice is impossible while the upload runs.
  expect((screen.getByTestId('promotion-submit') as HTMLButtonElement).disabled).toBe(true);
  finish?.({ applicationId: 1, status: 'PENDING', appliedAt: 1 });
  await waitFor(() => expect(onApplied).toHaveBeenCalledWith({ applicationId: 1, status: 'PENDING', appliedAt: 1 }));
});

it('shows the platform’s refusal in the form and keeps the remark and images', async () => {
  const apply = vi.fn<Apply>(() => Promise.reject(new ApiError({ kind: 'server', code: 'promotion.already.applied', message: 'x', status: 409 })));
  const { onApplied } = mount(apply);
  await screen.findByRole('heading', { name: 'Application' });
  fireEvent.change(remarkBox(), { target: { value: 'again' } });
  pick([image('a.png')]);
  fireEvent.click(screen.getByTestId('promotion-submit'));
  await waitFor(() => expect(screen.getByTestId('promotion-form-error').textContent).toContain('already applied'));
  expect(remarkBox().value).toBe('again');
  expect(chosen()).toEqual(['a.png']);
  expect(onApplied).not.toHaveBeenCalled();
});
