// Lint rules: TypeScript strict, no import cycles, and features never import each other.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under src/features is a feature (read from disk, so a new one is covered at once).
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map(
  (name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other: move what two features share down to ui/, api/, state/ or config/.',
  }),
);

export default tseslint.config(
  { ignores: ['dist/**', 'dist.*/**', '.build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'data/**', '**/*.generated.ts', '**/*.generated.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // Relative imports only (no path aliases), so the node resolver with TypeScript extensions suffices.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Dependencies are parsed as TypeScript too, or no-cycle cannot follow them.
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: Infinity }],
      'import/no-restricted-paths': ['error', { zones: featureZones }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Screens must not import the route table (a cycle that breaks hot reload).
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/app/*', '**/app/**'], message: 'Features never import from src/app.' }] }],
    },
  },
  {
    // One sanitiser (docs/security.md): server HTML reaches the page only through src/ui/sanitized-html.tsx,
    // whose value is signed by the lobby-html Trusted Types policy; no other code writes HTML into the DOM.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/sanitized-html.tsx', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server HTML goes through <SanitizedHtml> (src/ui/sanitized-html.tsx), the one sanitiser.' },
        { selector: "Property[key.name='dangerouslySetInnerHTML']", message: 'Server HTML goes through <SanitizedHtml> (src/ui/sanitized-html.tsx), the one sanitiser.' },
        { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: 'No HTML sinks outside the sanitiser: use <SanitizedHtml> or build nodes.' },
        { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseFromString)$/]", message: 'No HTML sinks outside the sanitiser: use <SanitizedHtml> or build nodes.' },
        { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: 'No document.write.' },
      ],
    },
  },
  {
    // Specs take test and expect from the suite's own module, where the suite-wide fixtures live.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test'.", allowTypeImports: true }] }],
    },
  },
);
