import { defineConfig } from 'vitest/config';

// Every test but the browser suite (tests/e2e, through Playwright): `npm run test:unit`, inside `npm test`.
// Two tiers (decision 371):
// - fast, `npm run check` (vitest.rapido.config.ts): tests/unit, tests/ui and src/**/*.test — pure
//   code, no server, database, PGlite, network or outside program (tests/camada-rapida.ts);
// - slow, only here: tests/data and tests/api (the real server in-process, PGlite, PostgreSQL) and
//   tests/ferramentas (tools run by the test: ESLint on the project, LibreOffice).
export default defineConfig({
  test: {
    include: ['tests/{unit,data,ui,api,ferramentas}/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
