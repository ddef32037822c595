// The browser's password manager through the Credential Management API: 'remember
// password' keeps only the user name in our storage; the password goes to the browser's own
// store, which can hand it back to the login form. Everything is feature-detected (Chromium has
// PasswordCredential; Safari and Firefox do not, and rely on the form's autocomplete attributes)
// and every failure is ignored: the password manager is a convenience, never a requirement.

/** The parts of PasswordCredential we use (TypeScript's DOM library does not declare it). */
interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}

interface PasswordCredentialLike extends Credential {
  readonly password: string;
  readonly name?: string;
}

type PasswordCredentialConstructor = new (init: PasswordCredentialInit) => Credential;

interface CredentialsHost {
  PasswordCredential?: PasswordCredentialConstructor;
  navigator?: { credentials?: Pick<CredentialsContainer, 'get' | 'store'> };
}

function host(): CredentialsHost {
  return globalThis as unknown as CredentialsHost;
}

/** True where the browser can store and return passwords through navigator.credentials. */
export function passwordCredentialsSupported(): boolean {
  const { PasswordCredential, navigator } = host();
  return typeof PasswordCredential === 'function' && typeof navigator?.credentials?.store === 'function';
}

/** Offers the password to the browser's store after a successful sign-in; resolves whatever happens. */
export async function storeBrowserCredential(userName: string, password: string): Promise<void> {
  const { PasswordCredential, navigator } = host();
  if (!passwordCredentialsSupported() || !PasswordCredential || !navigator?.credentials || userName === '' || password === '') return;
  try {
    await navigator.credentials.store(new PasswordCredential({ id: userName, password, name: userName }));
  } catch {
    // Refused, unsupported in this context (insecure origin, iframe), or the user said no.
  }
}

function isPasswordCredential(value: unknown): value is PasswordCredentialLike {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { type?: unknown; id?: unknown; password?: unknown };
  return candidate.type === 'password' && typeof candidate.id === 'string' && typeof candidate.password === 'string';
}

/**
 * Asks the browser for a stored password (mediation 'optional': silently when it can, with its own
 * account chooser otherwise). Resolves undefined when unsupported, refused or nothing is stored.
 * What it returns goes into the form only, never into our storage.
 */
export async function readBrowserCredential(): Promise<{ userName: string; password: string } | undefined> {
  const { navigator } = host();
  if (!passwordCredentialsSupported() || typeof navigator?.credentials?.get !== 'function') return undefined;
  try {
    const credential = await navigator.credentials.get({ password: true, mediation: 'optional' } as CredentialRequestOptions);
    return isPasswordCredential(credential) ? { userName: credential.id, password: credential.password } : undefined;
  } catch {
    return undefined;
  }
}
