// The password typed at this tab's sign-in, so change password need not ask for the old one
// (spec section 4 kept it as 'PSW' in sessionStorage). No password ever reaches browser
// storage, so it lives in this module's memory only: a reload, a sign-out or an expired session
// forgets it, and change password then asks for the old password.
let kept: string | undefined;

export function keepSessionPassword(password: string): void {
  kept = password === '' ? undefined : password;
}

export function sessionPassword(): string | undefined {
  return kept;
}

export function forgetSessionPassword(): void {
  kept = undefined;
}
