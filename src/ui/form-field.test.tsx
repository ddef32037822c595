// @vitest-environment jsdom
// The shared form field (auth and security): name, label, message and hint wired by id and
// aria-describedby, the testing hooks, and the password toggle in its two looks.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n';
import { FieldFrame, PasswordField, TextField } from './form-field';

beforeAll(async () => {
  await initI18n('EN');
  await i18next.loadNamespaces(['common', 'errors']);
});
afterEach(cleanup);

it('ties the label, message and hint to the input, in that order, with the hooks tests use', () => {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  render(<TextField name="email" label="E-mail" value="x" onChange={onChange} onBlur={onBlur} error={{ key: 'errors:format_email' }} hint="We send a code" />);
  const input = screen.getByLabelText('E-mail');
  expect(input.getAttribute('name')).toBe('email');
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const error = screen.getByTestId('field-error-email');
  const hint = screen.getByTestId('field-hint-email');
  expect(input.getAttribute('aria-describedby')).toBe(`${error.id} ${hint.id}`);
  expect(error.textContent).toBe(i18next.t('errors:format_email'));
  expect(error.closest('.field')?.classList.contains('field--invalid')).toBe(true);
  fireEvent.change(input, { target: { value: 'a@b.cd' } });
  fireEvent.blur(input);
  expect(onChange).toHaveBeenCalledWith('a@b.cd');
  expect(onBlur).toHaveBeenCalledOnce();
});

it('without a message or hint the input describes nothing and is not invalid', () => {
  render(<TextField name="payeeName" label="Payee" value="" onChange={() => {}} />);
  const input = screen.getByLabelText('Payee');
  expect(input.hasAttribute('aria-describedby')).toBe(false);
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(screen.queryByTestId('field-error-payeeName')).toBeNull();
});

it('a message with values is worded with them', () => {
  render(
    <FieldFrame id="f" name="bankCode" label="Bank" error={{ key: 'errors:age_not_confirmed', values: { minimumAge: 21 } }}>
      <select id="f" name="bankCode" />
    </FieldFrame>,
  );
  expect(screen.getByTestId('field-error-bankCode').textContent).toContain('21');
});

it('the password toggle shows and hides, as an eye or in words', async () => {
  const { unmount } = render(<PasswordField name="password" label="Password" value="secret" onChange={() => {}} />);
  const input = () => screen.getByLabelText('Password');
  const toggle = screen.getByTestId('toggle-password');
  expect(input().getAttribute('type')).toBe('password');
  expect(toggle.getAttribute('aria-label')).toBe('Show password');
  expect(toggle.querySelector('svg')).not.toBeNull();
  fireEvent.click(toggle);
  expect(input().getAttribute('type')).toBe('text');
  expect(toggle.getAttribute('aria-pressed')).toBe('true');
  expect(toggle.getAttribute('aria-label')).toBe('Hide password');
  unmount();
  render(<PasswordField name="newFundPassword" label="New" value="" onChange={() => {}} toggle="text" />);
  const words = screen.getByTestId('toggle-newFundPassword');
  await waitFor(() => expect(words.textContent).toBe('Show'));
  fireEvent.click(words);
  expect(words.textContent).toBe('Hide');
  expect(words.querySelector('svg')).toBeNull();
});
