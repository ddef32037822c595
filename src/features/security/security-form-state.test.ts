import { describe, expect, it } from 'vitest';
import { firstInvalid, formReducer, initialFormState } from './security-form-state';
import type { Validator } from './security-validation';

type Field = 'payeeName' | 'cardNumber';
const required: Validator = (value) => (value === '' ? { key: 'security:required' } : null);
const rules = { payeeName: required, cardNumber: required };

describe('security form reducer', () => {
  const start = initialFormState<Field>({ payeeName: '', cardNumber: '' });

  it('does not judge a field before it is left, then re-checks it while typing', () => {
    let state = formReducer<Field>(start, { type: 'change', name: 'payeeName', value: '', rules });
    expect(state.errors).toEqual({});
    state = formReducer<Field>(state, { type: 'blur', name: 'payeeName', rules });
    expect(state.errors.payeeName).toEqual({ key: 'security:required' });
    state = formReducer<Field>(state, { type: 'change', name: 'payeeName', value: 'AN', rules });
    expect(state.errors.payeeName).toBeUndefined();
    expect(state.values.payeeName).toBe('AN');
  });

  it('validates the given fields and names the first failing one in order', () => {
    const state = formReducer<Field>(start, { type: 'validate', names: ['payeeName', 'cardNumber'], rules });
    expect(Object.keys(state.errors)).toEqual(['payeeName', 'cardNumber']);
    expect(firstInvalid(state, ['cardNumber', 'payeeName'])).toBe('cardNumber');
    expect(state.touched).toEqual({ payeeName: true, cardNumber: true });
  });

  it('keeps every typed value when the platform refuses a field', () => {
    let state = formReducer<Field>(start, { type: 'change', name: 'payeeName', value: 'NGUYEN AN', rules });
    state = formReducer<Field>(state, { type: 'change', name: 'cardNumber', value: '9704000011112222', rules });
    state = formReducer<Field>(state, { type: 'fail', name: 'cardNumber', message: { key: 'errors:bank_card_exists' } });
    expect(state.values).toEqual({ payeeName: 'NGUYEN AN', cardNumber: '9704000011112222' });
    expect(state.errors.cardNumber).toEqual({ key: 'errors:bank_card_exists' });
  });

  it('clears one value, or resets the whole form', () => {
    let state = formReducer<Field>(start, { type: 'change', name: 'cardNumber', value: '123', rules });
    state = formReducer<Field>(state, { type: 'clear', name: 'cardNumber' });
    expect(state.values.cardNumber).toBe('');
    state = formReducer<Field>(state, { type: 'fail', name: 'payeeName', message: { key: 'x' } });
    state = formReducer<Field>(state, { type: 'reset', values: { payeeName: 'A', cardNumber: '' } });
    expect(state).toEqual(initialFormState({ payeeName: 'A', cardNumber: '' }));
  });
});
