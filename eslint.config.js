// ESLint for the whole repository (`npm run lint`, part of `npm run check` and of CI): the recommended
// JavaScript and TypeScript rules, the rules of React hooks, and the dependency direction of
// docs/architecture.md as import boundaries:
//
//   src/domain ◄ src/services ◄ src/forms, src/blocks ◄ src/app
//   src/server uses src/domain, schemas/ and src/generated only, never React.
//
// A change that breaks a boundary fails here with the rule's message naming the layer.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/** Packages of the browser's user interface, which the domain, the services and the server never import. */
const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', '@mui/*', '@emotion/*', '@rjsf/*', 'notistack'];

/** A boundary: files under `target` may not import files under `from` (but may import `except`, relative to `from`). */
const zone = (target, from, message, except) => ({ target, from, message, ...(except && { except }) });

const boundaries = [
  // The domain is pure: it imports only itself.
  ...['src/services', 'src/forms', 'src/blocks', 'src/app', 'src/server'].map((from) =>
    zone('src/domain', from, 'src/domain is pure logic: it imports nothing but src/domain (docs/architecture.md).'),
  ),
  // Services (browser I/O) build on the domain only.
  ...['src/forms', 'src/blocks', 'src/app', 'src/server'].map((from) =>
    zone('src/services', from, 'src/services uses src/domain and src/generated only (docs/architecture.md).'),
  ),
  // Forms and blocks sit side by side: forms never reach into blocks; blocks only load the form renderer.
  zone('src/forms', 'src/blocks', 'src/forms must not import src/blocks: blocks show forms, not the other way round.'),
  // Two public entries: the renderer, and the site preview drawing (the template pictures of content pages).
  zone('src/blocks', 'src/forms', 'src/blocks may load only the form renderer (src/forms/form-renderer.tsx) and the site preview (src/forms/preview/site-preview.tsx), never the other internals of src/forms.', ['./form-renderer.tsx', './preview/site-preview.tsx']),
  ...['src/app', 'src/server'].map((from) => zone('src/forms', from, `src/forms must not import ${from} (docs/architecture.md).`)),
  ...['src/app', 'src/server'].map((from) => zone('src/blocks', from, `src/blocks must not import ${from} (docs/architecture.md).`)),
  zone('src/app', 'src/server', 'The browser app must not import the intake server.'),
  // The server uses the domain, the schemas and the generated JSON only.
  ...['src/services', 'src/forms', 'src/blocks', 'src/app'].map((from) =>
    zone('src/server', from, 'src/server uses src/domain, schemas/ and src/generated only, never browser code (docs/architecture.md).'),
  ),
];

/** `no-restricted-imports` forbidding the user-interface packages, with the layer's reason. */
const noUiPackages = (why) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: UI_PACKAGES, message: why }] }],
});

/**
 * No fixed sleeps in tests (docs/contributing.md): a test waits for the state it expects, or moves fake timers. A
 * sleep is too short on a busy machine and wasted time on an idle one.
 */
const SLEEP = 'A fixed sleep: wait for the state instead (a locator, vi.waitFor, nextFrame, holdRequests) or use fake timers.';
const NO_FIXED_SLEEPS = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: SLEEP },
  { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']", message: SLEEP },
  { selector: "CallExpression[callee.name=/^(sleep|delay|pause)$/]", message: SLEEP },
];

export default tseslint.config(
  {
    // tests/config/fixture-generated-*: config modules a test writes and removes while it runs (CI lints beside the tests).
    ignores: ['dist/**', 'data/**', 'coverage/**', 'node_modules/**', 'src/generated/**', 'tests/config/fixture-generated-*/**', '.scratch/**', '.bench/**', 'test-results/**', 'public/**', 'vendor/**'],
  },
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/forms/**/*.ts', 'src/app/**/*.ts', 'src/blocks/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests read loose JSON answers of the server and the browser.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', 'no-restricted-syntax': ['error', ...NO_FIXED_SLEEPS] },
  },
  { files: ['src/domain/**'], rules: noUiPackages('src/domain is pure logic: no React or user-interface packages.') },
  { files: ['src/services/**'], rules: noUiPackages('src/services is framework-free browser I/O: no React or user-interface packages.') },
  { files: ['src/server/**'], rules: noUiPackages('The intake server never imports React or user-interface packages.') },
);
