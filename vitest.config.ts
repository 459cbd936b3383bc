import path from 'node:path'
import { defineConfig } from 'vitest/config'

// Tests call the storefront's route handlers and render its components; they import with its `@/` alias.
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
        // Unit tests render storefront components, which import with the `@/` alias.
        resolve: { alias: storefrontAlias },
        // The storefront's tsconfig keeps JSX for Next to compile; here it becomes React calls.
        oxc: { jsx: { runtime: 'automatic' } },
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
