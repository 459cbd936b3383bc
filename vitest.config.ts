import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Integration tests call the storefront's route handlers directly; they import with its `@/` alias.
const storefrontAlias = { '@': path.resolve(import.meta.dirname, 'storefront/src') }

/**
 * One runner, three projects: unit (no I/O), integration (a fresh embedded PostgreSQL per run,
 * migrated and seeded) and e2e (the built storefront in Debian's Chromium).
 */
export default defineConfig({
  test: {
    reporters: ['default', './tests/setup/summaryReporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{cms,seed,tasks,storefront,scripts}/src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias: storefrontAlias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['./tests/setup/database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['./tests/setup/database.ts', './tests/setup/storefront.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
