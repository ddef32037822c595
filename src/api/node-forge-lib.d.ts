// node-forge ships its modules as CommonJS files under lib/; each one registers itself on the shared
// forge object and exports that object. @types/node-forge only types the package root, so the
// subpaths src/api/forge.ts loads get the root's type here.
declare module 'node-forge/lib/*.js' {
  import type forge from 'node-forge';
  const forgeWithModule: typeof forge;
  export default forgeWithModule;
}
