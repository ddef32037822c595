// A stand-in for the browser's PasswordCredential and navigator.credentials (jsdom has neither),
// recording what the app stores and answering get() with what a test put in.
export interface FakeCredentials {
  readonly stored: { id: string; password: string; name?: string }[];
  /** What navigator.credentials.get answers next (undefined: nothing stored). */
  answer: { id: string; password: string } | undefined;
  readonly gets: unknown[];
  uninstall(): void;
}

export function installFakeCredentials(): FakeCredentials {
  const host = globalThis as unknown as { PasswordCredential?: unknown; navigator: { credentials?: unknown } };
  const hadNavigatorCredentials = Object.getOwnPropertyDescriptor(host.navigator, 'credentials');
  const fake: FakeCredentials = {
    stored: [],
    answer: undefined,
    gets: [],
    uninstall() {
      delete host.PasswordCredential;
      if (hadNavigatorCredentials) Object.defineProperty(host.navigator, 'credentials', hadNavigatorCredentials);
      else delete (host.navigator as { credentials?: unknown }).credentials;
    },
  };
  class FakePasswordCredential {
    readonly type = 'password';
    readonly id: string;
    readonly password: string;
    readonly name?: string;
    constructor(init: { id: string; password: string; name?: string }) {
      this.id = init.id;
      this.password = init.password;
      if (init.name !== undefined) this.name = init.name;
    }
  }
  host.PasswordCredential = FakePasswordCredential;
  Object.defineProperty(host.navigator, 'credentials', {
    configurable: true,
    value: {
      store: (credential: FakePasswordCredential) => {
        fake.stored.push({ id: credential.id, password: credential.password, ...(credential.name === undefined ? {} : { name: credential.name }) });
        return Promise.resolve(credential);
      },
      get: (options: unknown) => {
        fake.gets.push(options);
        return Promise.resolve(fake.answer ? new FakePasswordCredential(fake.answer) : null);
      },
    },
  });
  return fake;
}
