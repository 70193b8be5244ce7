import { defineConfig } from 'vitest/config';

// Unit, data-layer, UI and API tests. The browser suite (tests/e2e) runs apart, through Playwright.
export default defineConfig({
  test: {
    include: ['tests/{unit,data,ui,api}/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
