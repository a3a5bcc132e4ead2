import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers the unit tests of packages/core and the server integration tests.
// The web app is tested end to end by Playwright (e2e/), not here.
export default defineConfig({
  test: {
    // Vitest runs one file at a time on a 2-core machine (its default is cores − 1). Every server test file
    // has a database of its own, so two at a time are safe, and they halve the suite there (PGlite 484 s →
    // 245 s, PostgreSQL 264 s → 171 s on this project's CI machine).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file builds its own app on its own fresh database: a copy of one migrated and seeded
          // once per run (apps/server/src/testing/templateDatabase.ts).
          pool: 'forks',
          isolate: false,
          globalSetup: ['apps/server/src/testing/globalSetup.ts'],
        },
      },
    ],
  },
});
