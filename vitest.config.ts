import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'tests/uploads/**/*.test.ts',
            'cli/**/*.test.ts',
            'migrations/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          // every declared success body is checked against what the route really answers (src/http/responds.ts)
          env: { MARQUEE_CHECK_RESPONSES: '1' },
          // TEST_DATABASE=postgres: a throwaway PostgreSQL cluster for the run (src/testing/postgres.ts)
          globalSetup: ['src/testing/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's default 1 s is shorter than a page's first API round trip on a loaded
          // 2-core CI machine: a poll waits for state, as long as a locator would.
          expect: { poll: { timeout: 15_000 } },
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
