import path from 'node:path'
import { configDefaults, defineConfig } from 'vitest/config'

// Tests call the storefront's route handlers and render its components; they import with its `@/` alias.
const storefrontAlias = { '@': path.resolve(import.meta.dirname, 'storefront/src') }

const unitFiles = ['{cms,seed,tasks,storefront,scripts}/src/**/*.test.ts', 'tests/unit/**/*.test.ts']

/**
 * Files that need a module graph of their own: they replace modules with vi.mock (in a shared graph
 * the stand-in would reach the files after them, and a module already loaded would not be
 * replaced), reset the module registry, or set the environment before the modules that read it
 * at load time are imported.
 */
const isolatedUnit = [
  'tests/unit/statusViews.test.ts',
  'tests/unit/unpublishedRankings.test.ts',
  'tests/unit/publicOriginUrls.test.ts',
  'tests/unit/adminTranslations.test.ts',
  'tests/unit/leadForm.test.ts',
  'storefront/src/components/shell/loadingBar.test.ts',
  // Registers a module loader hook, which stays for the process until it is taken off.
  'tests/unit/cacheHandlerImport.test.ts',
]
/** Integration files that need a module graph of their own (see the project of that name). */
const isolatedIntegration = ['tests/integration/apiFuzz.test.ts', 'tests/integration/searchOneResultSet.test.ts', 'tests/integration/sharedCacheOutage.test.ts']

/**
 * One runner, three kinds of test: unit (no I/O), integration (a fresh embedded PostgreSQL per run,
 * migrated and seeded) and e2e (the built storefront in Debian's Chromium). Unit and integration
 * files share their module graph (isolate: false); the few that cannot sit in an `-isolated`
 * project beside them, so `--project 'unit*' --project 'integration*'` selects all of them.
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
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...isolatedUnit],
          environment: 'node',
          // Each worker keeps its modules from file to file (React, i18next, the CMS config are
          // loaded once per worker, not once per file); the files below that need fresh ones
          // have their own project. Stubbed globals and env go back after every test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        resolve: { alias: storefrontAlias },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'unit-isolated',
          include: isolatedUnit,
          environment: 'node',
        },
      },
      {
        resolve: { alias: storefrontAlias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...isolatedIntegration],
          globalSetup: ['./tests/setup/database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for all files (still one file at a time): Payload, its config and the
          // storefront's modules load once instead of once per file, which was half the run's time.
          isolate: false,
          // After the unit files, never beside the other integration project (one database).
          sequence: { groupOrder: 1 },
        },
      },
      {
        // Files that replace a module with vi.mock: in a shared module graph the stand-in would
        // reach the files after them (and the real module, already loaded, would reach them).
        resolve: { alias: storefrontAlias },
        test: {
          name: 'integration-isolated',
          include: isolatedIntegration,
          globalSetup: ['./tests/setup/database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
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
