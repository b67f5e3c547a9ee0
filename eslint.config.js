import fs from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';

/**
 * Lint: the layering of DESIGN.md, enforced. Imports point downward only — engines are pure
 * libraries; lib, db, platform and authz sit below the modules; the web never reaches into the
 * server; common/ (shared by both) depends on neither. tests/unit/lint-boundaries.test.ts
 * proves each rule fails on a wrong import.
 */
/** The modules' table-type files (`<area>/<area>.tables.ts`), which db/schema.ts aggregates. */
const TABLE_FILES = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) =>
    fs
      .readdirSync(new URL(`./server/src/modules/${dir.name}`, import.meta.url))
      .filter((name) => name.endsWith('.tables.ts'))
      .map((name) => `./${dir.name}/${name}`),
  );

const MODULES = fs
  .readdirSync(new URL('./server/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * What a module may import of another: its service (`*.service.ts`, the module's public face) and
 * its GraphQL types (`*.schema.ts`, so one schema file can reference another's object types).
 */
const PUBLIC_FILES = MODULES.flatMap((name) =>
  fs
    .readdirSync(new URL(`./server/src/modules/${name}`, import.meta.url))
    .filter((file) => file.endsWith('.service.ts') || file.endsWith('.schema.ts'))
    .map((file) => `./${name}/${file}`),
);

export const BOUNDARY_ZONES = [
  { target: './server/src/engines', from: './server/src', except: ['./engines'], message: 'Engines are pure libraries: they import nothing of the server outside engines/.' },
  ...['lib', 'db', 'platform', 'authz'].map((layer) => ({
    target: `./server/src/${layer}`,
    from: './server/src/modules',
    // The database type is the union of the modules' table types: db/ may read those, nothing else.
    except: layer === 'db' ? TABLE_FILES : [],
    message: `${layer}/ sits below the modules and must not import them.`,
  })),
  ...MODULES.map((name) => ({
    target: `./server/src/modules/${name}`,
    from: './server/src/modules',
    except: [`./${name}`, ...PUBLIC_FILES.filter((file) => !file.startsWith(`./${name}/`))],
    message: 'A module uses another only through its service (or references its GraphQL types); shared helpers belong to lib, db, platform or authz.',
  })),
  {
    target: ['./web/src/lib', './web/src/components'],
    from: './web/src/features',
    message: 'Shared web code (lib/, components/) sits below the feature pages and must not import them.',
  },
  { target: './web', from: './server', message: 'The web talks to the server over GraphQL and REST; shared code lives in common/.' },
  { target: './common', from: ['./server', './web'], message: 'common/ is shared by the server and the web and imports neither.' },
];

export default [
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/src/gql/**', 'data/**', 'tests/e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // TypeScript checks names; the core rule does not know ambient and DOM types.
      'no-undef': 'off',
      // Validation deliberately matches control characters in names, paths and SDK payloads.
      'no-control-regex': 'off',
      // A leading underscore marks a value left out on purpose (destructuring, callbacks).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Pothos extends its types through `declare global { namespace PothosSchemaTypes … }`.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    // Tests read untyped GraphQL and REST answers.
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
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
