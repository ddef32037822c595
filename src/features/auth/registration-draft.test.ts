// The registration form's draft survives a visit to the user agreement, in memory only.
import { afterEach, describe, expect, it } from 'vitest';
import { clearRegistrationDraft, keepRegistrationDraft, peekRegistrationDraft } from './registration-draft';

afterEach(clearRegistrationDraft);

describe('registration draft', () => {
  it('keeps what the form held until it is cleared (storage is never involved: tests/e2e/auth-merchant-config.spec.ts checks the browser storage)', () => {
    const draft = { values: { username: 'newbie', password: 'Secret@123' }, tab: 'username', ageConfirmed: true, agreed: false };
    keepRegistrationDraft(draft);
    expect(peekRegistrationDraft()).toEqual(draft);
    expect(peekRegistrationDraft()).toEqual(draft);
    clearRegistrationDraft();
    expect(peekRegistrationDraft()).toBeUndefined();
  });
});
