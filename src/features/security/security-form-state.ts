// The state of a security-centre form as a reducer: values, the message under each field, and the
// fields the player has left (they re-check while typing). A server refusal puts its message under
// its field and keeps every value typed (nothing is lost on a server error).
import type { FieldMessage, Validator } from './security-validation';

export interface FormState<Name extends string> {
  readonly values: Readonly<Record<Name, string>>;
  readonly errors: Readonly<Partial<Record<Name, FieldMessage>>>;
  readonly touched: Readonly<Partial<Record<Name, true>>>;
}

export type FormAction<Name extends string> =
  | { readonly type: 'change'; readonly name: Name; readonly value: string; readonly rules: Partial<Record<Name, Validator>> }
  | { readonly type: 'blur'; readonly name: Name; readonly rules: Partial<Record<Name, Validator>> }
  | { readonly type: 'validate'; readonly names: readonly Name[]; readonly rules: Partial<Record<Name, Validator>> }
  | { readonly type: 'fail'; readonly name: Name; readonly message: FieldMessage }
  | { readonly type: 'clear'; readonly name: Name }
  | { readonly type: 'reset'; readonly values: Readonly<Record<Name, string>> };

export function initialFormState<Name extends string>(values: Record<Name, string>): FormState<Name> {
  const errors: Partial<Record<Name, FieldMessage>> = {};
  const touched: Partial<Record<Name, true>> = {};
  return { values, errors, touched };
}

function withError<Name extends string>(errors: FormState<Name>['errors'], name: Name, message: FieldMessage | null): FormState<Name>['errors'] {
  if (message === null) {
    if (!(name in errors)) return errors;
    const next = { ...errors };
    delete next[name];
    return next;
  }
  return { ...errors, [name]: message };
}

export function formReducer<Name extends string>(state: FormState<Name>, action: FormAction<Name>): FormState<Name> {
  switch (action.type) {
    case 'change': {
      const values = { ...state.values, [action.name]: action.value };
      const rule = action.rules[action.name];
      const errors = state.touched[action.name] && rule ? withError(state.errors, action.name, rule(action.value)) : state.errors;
      return { ...state, values, errors };
    }
    case 'blur': {
      const rule = action.rules[action.name];
      const errors = rule ? withError(state.errors, action.name, rule(state.values[action.name])) : state.errors;
      return { ...state, errors, touched: { ...state.touched, [action.name]: true } };
    }
    case 'validate': {
      let errors = state.errors;
      const touched: Partial<Record<Name, true>> = { ...state.touched };
      for (const name of action.names) {
        const rule = action.rules[name];
        errors = withError(errors, name, rule ? rule(state.values[name]) : null);
        touched[name] = true;
      }
      return { ...state, errors, touched };
    }
    case 'fail':
      return { ...state, errors: { ...state.errors, [action.name]: action.message }, touched: { ...state.touched, [action.name]: true } };
    case 'clear':
      return { ...state, values: { ...state.values, [action.name]: '' } };
    case 'reset':
      return initialFormState({ ...action.values });
  }
}

/** The first of `names` (in order) that carries a message, or null. */
export function firstInvalid<Name extends string>(state: FormState<Name>, names: readonly Name[]): Name | null {
  return names.find((name) => state.errors[name] !== undefined) ?? null;
}
