import { expect, it } from 'vitest';
import { nicknameEditable, nicknameValid } from './nickname-rule';

it('accepts 2-16 letters of any script, digits, spaces, _ and - (trimmed)', () => {
  for (const ok of ['Lucky Star', 'Nguyễn Văn A', '幸运星', 'ab', 'a_b-c 1', ' padded ', 'x'.repeat(16)]) expect(nicknameValid(ok), ok).toBe(true);
  for (const bad of ['a', 'x'.repeat(17), 'x<y', 'mail@host', '', '   ', 'emoji 🎲']) expect(nicknameValid(bad), bad).toBe(false);
});

it('is editable when the merchant allows it, never for a trial account', () => {
  expect(nicknameEditable(true, 0)).toBe(true);
  expect(nicknameEditable(true, 1)).toBe(true);
  expect(nicknameEditable(false, 0)).toBe(false);
  expect(nicknameEditable(true, 4)).toBe(false);
});
