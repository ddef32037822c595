// What the registration form held when the player opened the user agreement from it, so coming
// back (back arrow, history back) finds everything as typed: values, tab and both boxes. Kept in
// module memory only, never in storage: it holds passwords, and the SPA stays loaded across
// in-app navigation. The next registration form reached by going back takes it (once); one
// reached any other way drops it; a reload loses it.
export interface RegistrationDraft<Field extends string = string, Tab extends string = string> {
  readonly values: Readonly<Record<Field, string>>;
  readonly tab: Tab;
  readonly ageConfirmed: boolean;
  readonly agreed: boolean;
}

let kept: RegistrationDraft | undefined;

export function keepRegistrationDraft(draft: RegistrationDraft): void {
  kept = draft;
}

/** The kept draft, without clearing it (a render may run more than once before it commits). */
export function peekRegistrationDraft(): RegistrationDraft | undefined {
  return kept;
}

/** Forgets the draft: once the form has taken it, and after a registration succeeds. */
export function clearRegistrationDraft(): void {
  kept = undefined;
}
