// ESLint flat config: TypeScript rules plus the import boundaries of DESIGN §1:
// domain imports nothing of ours; data imports domain; ui imports neither data nor features;
// features import domain, data, ui but not each other; server imports only domain from src;
// sw imports only domain and data. Packages by layer: Dexie and ky only in src/data; no Node
// builtins in src/domain. No import cycles anywhere: import-x/no-cycle for value imports, and
// scripts/ciclos.mjs (run after ESLint by `npm run lint`) counting type-only imports too.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (group, message) => ({ group, message });
// The local database and the HTTP client belong to the data layer (DESIGN §1, issue 12).
const noAsUnknownAs = {
  selector: "TSAsExpression[expression.type='TSAsExpression'][expression.typeAnnotation.type='TSUnknownKeyword']",
  message: 'No `as unknown as`: type the value where it is made, or convert/validate it (decision 201).',
};
const dataPackages = group(['dexie', 'dexie/*', 'dexie-react-hooks', 'ky', 'ky/*'], 'Dexie and ky are used only in src/data: read and write through its hooks and functions.');

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'test-results/**', 'bench/results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    // import-x reads our .ts/.tsx imports (written with their extension) with the TS parser.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Skips `import type` by design; scripts/ciclos.mjs counts those (a cycle of types still couples
      // the two files' layers).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Typed rows end to end (issue 12 item 4): a value is converted or validated, never forced
    // through `unknown` into another type.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'sw/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', noAsUnknownAs] },
  },
  {
    // No barrels (issue 12): a module exports what it defines; importers import the part that
    // defines a name (decision 345). server/db/schema.ts stays Drizzle's one schema object.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', noAsUnknownAs,
        { selector: 'ExportAllDeclaration', message: 'No barrels: import the module that defines the name (decision 345).' },
        { selector: 'ExportNamedDeclaration[source]', message: 'No re-exports: import the module that defines the name (decision 345).' }],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          group(['**/data/**', '**/ui/**', '**/features/**', '**/app/**', '**/server/**', '**/sw/**'], 'domain is pure: it imports nothing of ours but domain.'),
          group(['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'ky', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], 'domain is pure: no React, Dexie, ky, Drizzle or Node APIs.'),
        ],
        // Node's builtins without the node: prefix ('fs', 'crypto', 'path'…), by exact name: a
        // pattern 'domain' or 'events' would also catch our own folders and files.
        paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: 'domain is pure: no Node APIs (it runs on the device too).' })),
      }],
    },
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: restrict([group(['**/ui/**', '**/features/**', '**/app/**', '**/server/**'], 'data imports only domain.')]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrict([group(['**/data/**', '**/features/**', '**/app/**', '**/server/**'], 'ui imports neither data nor features.'), dataPackages]),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([
      group(['**/app/**', '**/server/**'], 'features do not import app or server.'),
      // features/comum holds the domain-aware widgets several features share (decision 306).
      { regex: '^\\.\\./(?!\\.\\.|comum/)', message: 'features do not import each other (keep a feature flat: import its own files with ./; shared widgets live in features/comum).' },
      group(['**/features/**'], 'features do not import each other.'),
      group(['**/data/db', '**/data/db.ts'], 'components read through hooks in src/data, never the Dexie instance.'),
      dataPackages,
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [group(['**/src/data/**', '**/src/ui/**', '**/src/features/**', '**/src/app/**'], 'server imports only domain from src.'), dataPackages],
        // Drizzle's inArray binds one parameter per id and fails past 65,535 (decision 142).
        paths: [{ name: 'drizzle-orm', importNames: ['inArray'], message: "Use inArray from server/db/in-list.ts: it sends long id lists as one array parameter." }],
      }],
    },
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict([group(['**/src/ui/**', '**/src/features/**', '**/src/app/**', '**/server/**'], 'sw imports only domain and data.'), dataPackages]),
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: restrict([dataPackages]),
  },
);
