import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../api/contract.generated';
import { ruleProblem } from './downline-form-rules';

describe('fields by the registration rules', () => {
  const username: FieldRule = { enabled: true, required: true, patternId: 'LETTER_DIGIT_START_LETTER', pattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 4, maxLength: 16, messageKey: 'format.username.err' };
  it('required, length and pattern give the catalogued message; an optional empty field passes', () => {
    expect(ruleProblem('', username, 'format_username', true)).toEqual({ key: 'team:form.required' });
    expect(ruleProblem('abc', username, 'format_username', true)).toEqual({ key: 'errors:format_username' });
    expect(ruleProblem('1abcd', username, 'format_username', true)).toEqual({ key: 'errors:format_username' });
    expect(ruleProblem('abcd1', username, 'format_username', true)).toBeNull();
    expect(ruleProblem('', username, 'format_username', false)).toBeNull();
  });
});
