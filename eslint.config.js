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

const HTML_SINK_MESSAGE = 'No HTML sinks outside the sanitiser: use <SanitizedHtml> or build nodes.';
const HTML_SINKS = [
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server HTML goes through <SanitizedHtml> (src/ui/sanitized-html.tsx), the one sanitiser.' },
  { selector: "Property[key.name='dangerouslySetInnerHTML']", message: 'Server HTML goes through <SanitizedHtml> (src/ui/sanitized-html.tsx), the one sanitiser.' },
  { selector: "AssignmentExpression > MemberExpression.left[property.name=/^(innerHTML|outerHTML)$/]", message: HTML_SINK_MESSAGE },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|setHTMLUnsafe|parseFromString)$/]", message: HTML_SINK_MESSAGE },
  { selector: "CallExpression[callee.object.name='document'][callee.property.name=/^write(ln)?$/]", message: 'No document.write.' },
];
const PAGE_PATH_MESSAGE = "Name the page from src/domain/paths.ts (PATHS, ALIASES, UPSTREAM_PAGES; pathWith() for a query): a page's address has one home.";
const PAGE_PATHS = [
  { selector: 'Literal[value=/^\\/m(\\/|$)/]', message: PAGE_PATH_MESSAGE },
  { selector: 'TemplateElement[value.raw=/^\\/m(\\/|$)/]', message: PAGE_PATH_MESSAGE },
];
// A screen's waits go through the shared hooks (src/ui/use-load.ts for a screen's first data,
// src/ui/use-async-effect.ts for the rest), which drop an answer that comes after the screen moved
// on; a hand-kept "still here?" flag in a feature is the pattern they replace.
const LIVENESS_FLAG_MESSAGE = 'Load through useLoad (src/ui/use-load.ts) or wait through useAsyncEffect (src/ui/use-async-effect.ts): they drop a late answer, no hand-kept flag needed.';
const LIVENESS_FLAGS = [
  {
    selector: "VariableDeclaration[kind='let'] > VariableDeclarator[id.name=/^(live|alive|isLive|isAlive|cancelled|canceled|active|isActive|mounted|isMounted|current|ignore|stale|disposed)$/][init.type='Literal'][init.raw=/^(true|false)$/]",
    message: LIVENESS_FLAG_MESSAGE,
  },
];

const HAND_ROLLED_STATE_MESSAGE =
  "A screen's loading, empty and error states come from src/ui/screen-state.tsx (LoadingState, EmptyState, ErrorState with its `<prefix>-error` and `<prefix>-retry` hooks), not a block written again in a feature.";
/** A retry button or its word written in a feature: the shared ErrorState draws them. */
const HAND_ROLLED_STATES = [
  { selector: "JSXAttribute[name.name='data-testid'][value.value=/-retry$/]", message: HAND_ROLLED_STATE_MESSAGE },
  { selector: "JSXAttribute[name.name='data-testid'] TemplateElement[tail=true][value.raw=/-retry$/]", message: HAND_ROLLED_STATE_MESSAGE },
  { selector: "JSXAttribute[name.name='data-testid'][value.value='empty-state']", message: HAND_ROLLED_STATE_MESSAGE },
  { selector: "CallExpression[callee.name='t'][arguments.0.value=/(^|[:.])retry$/]", message: HAND_ROLLED_STATE_MESSAGE },
];

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
      // useAsyncEffect's deps are checked as useEffect's are.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useAsyncEffect$' }],
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
  // One sanitiser (docs/security.md): server HTML reaches the page only through src/ui/sanitized-html.tsx,
  // whose value is signed by the lobby-html Trusted Types policy; no other code writes HTML into the DOM.
  // One home for the app's addresses: a page path is named from src/domain/paths.ts, never spelt out.
  // (no-restricted-syntax takes one list per file, so each file gets the lists that apply to it.)
  { files: ['src/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS, ...PAGE_PATHS] } },
  { files: ['src/features/**/*.{ts,tsx}'], ignores: ['src/**/*.test.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS, ...PAGE_PATHS, ...LIVENESS_FLAGS, ...HAND_ROLLED_STATES] } },
  { files: ['src/ui/sanitized-html.tsx'], rules: { 'no-restricted-syntax': ['error', ...PAGE_PATHS] } },
  // The home prefetch script imports nothing (it runs before the app's script); its test keeps its copy of home's paths equal.
  { files: ['src/domain/paths.ts', 'src/home-prefetch.ts'], rules: { 'no-restricted-syntax': ['error', ...HTML_SINKS] } },
  {
    // Specs take test and expect from the suite's own module, where the suite-wide fixtures live.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test'.", allowTypeImports: true }] }],
    },
  },
);
