import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    // Fixture suites hold oracles named *.test.ts: they are data for oraclint, not tests of it.
    exclude: [...configDefaults.exclude, 'test/fixtures/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // End-to-end tests start many processes; two cores are the whole machine.
    maxWorkers: 2,
    // Builds dist/ once per run for the end-to-end tests (test/helpers/build.ts).
    globalSetup: ['test/helpers/global-setup.ts'],
  },
});
