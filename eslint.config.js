// ESLint flat config: TypeScript rules plus the import boundaries of DESIGN §1:
// domain imports nothing of ours; data imports domain; ui imports neither data nor features;
// features import domain, data, ui but not each other; server imports only domain from src;
// sw imports only domain and data.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (group, message) => ({ group, message });

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'bench/results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/domain/**/*.{ts,tsx}'],
    rules: restrict([
      group(['**/data/**', '**/ui/**', '**/features/**', '**/app/**', '**/server/**', '**/sw/**'], 'domain is pure: it imports nothing of ours but domain.'),
      group(['react', 'react-dom', 'dexie', 'dexie-react-hooks', 'ky', 'drizzle-orm', 'drizzle-orm/*', 'node:*'], 'domain is pure: no React, Dexie, ky, Drizzle or Node APIs.'),
    ]),
  },
  {
    files: ['src/data/**/*.{ts,tsx}'],
    rules: restrict([group(['**/ui/**', '**/features/**', '**/app/**', '**/server/**'], 'data imports only domain.')]),
  },
  {
    files: ['src/ui/**/*.{ts,tsx}'],
    rules: restrict([group(['**/data/**', '**/features/**', '**/app/**', '**/server/**'], 'ui imports neither data nor features.')]),
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: restrict([
      group(['**/app/**', '**/server/**'], 'features do not import app or server.'),
      { regex: '^\\.\\./(?!\\.\\.)', message: 'features do not import each other (keep a feature flat: import its own files with ./).' },
      group(['**/features/**'], 'features do not import each other.'),
      group(['**/data/db', '**/data/db.ts'], 'components read through hooks in src/data, never the Dexie instance.'),
    ]),
  },
  {
    files: ['server/**/*.ts'],
    rules: restrict([group(['**/src/data/**', '**/src/ui/**', '**/src/features/**', '**/src/app/**'], 'server imports only domain from src.')]),
  },
  {
    files: ['sw/**/*.ts'],
    rules: restrict([group(['**/src/ui/**', '**/src/features/**', '**/src/app/**', '**/server/**'], 'sw imports only domain and data.')]),
  },
);
