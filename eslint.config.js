import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

/**
 * Lint: the layering of DESIGN.md, enforced. Imports point downward only — engines are pure
 * libraries; lib, db, platform and authz sit below the modules; the web never reaches into the
 * server; common/ (shared by both) depends on neither. tests/unit/lint-boundaries.test.ts
 * proves each rule fails on a wrong import.
 */
export const BOUNDARY_ZONES = [
  { target: './server/src/engines', from: './server/src', except: ['./engines'], message: 'Engines are pure libraries: they import nothing of the server outside engines/.' },
  ...['lib', 'db', 'platform', 'authz'].map((layer) => ({
    target: `./server/src/${layer}`,
    from: './server/src/modules',
    message: `${layer}/ sits below the modules and must not import them.`,
  })),
  { target: './web', from: './server', message: 'The web talks to the server over GraphQL and REST; shared code lives in common/.' },
  { target: './common', from: ['./server', './web'], message: 'common/ is shared by the server and the web and imports neither.' },
];

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'data/**', 'tests/e2e/screenshots/**'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parser: tseslint.parser },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'import/no-restricted-paths': ['error', { zones: BOUNDARY_ZONES }],
    },
  },
];
