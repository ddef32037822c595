// The only module that touches node-forge. It is loaded with dynamic import() on the first
// encrypted call so that forge (~100 kB) never lands in the first page load; only the pieces the
// two schemes need are pulled in (RSA + big integers, SHA-256/MGF1 for OAEP, AES-GCM, DES-ECB),
// not node-forge's index, which drags in TLS, X.509, PKCS#12 and the rest.
import type forgeRoot from 'node-forge';

export type Forge = typeof forgeRoot;

let loading: Promise<Forge> | undefined;

export function loadForge(): Promise<Forge> {
  loading ??= Promise.all([
    import('node-forge/lib/forge.js'),
    import('node-forge/lib/rsa.js'),
    import('node-forge/lib/sha256.js'),
    import('node-forge/lib/mgf1.js'),
    import('node-forge/lib/aes.js'),
    import('node-forge/lib/des.js'),
  ]).then(
    (modules) => {
      // Every lib module exports the same shared forge object; take it from the first one and make
      // sure the registrations we rely on actually happened (a bundler that duplicated the core
      // would leave them on a different copy).
      const forge = unwrapDefault(modules[0]);
      if (!forge.pki?.rsa || !forge.md?.sha256 || !forge.cipher?.createCipher || !forge.mgf?.mgf1 || !forge.jsbn?.BigInteger) {
        throw new Error('node-forge subset failed to register (duplicated forge core?)');
      }
      return forge;
    },
    (error: unknown) => {
      // A failed chunk load (offline) must not poison later attempts.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Node's ESM loader and Vite both expose module.exports as `default`; an older interop layer may
// nest it once more. Accept either.
function unwrapDefault(mod: { default: Forge }): Forge {
  const inner = mod.default as Forge & { default?: Forge };
  return inner.default && typeof inner.default === 'object' && 'pki' in inner.default ? inner.default : inner;
}
