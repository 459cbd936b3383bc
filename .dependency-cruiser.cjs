/**
 * The import rules between and inside the packages (`pnpm test` runs them through
 * tests/unit/dependencyRules.test.ts; `pnpm deps:check` prints the same report).
 *
 * - Packages: storefront, tasks and seed may import cms; bench may import cms, seed and edge;
 *   scripts may import cms; nothing imports storefront or tasks, and cms, seed and edge import no
 *   other package (cms imports none at all).
 * - cms is reached from outside only through its entries: the package root (`src/index.ts`),
 *   `src/payload.config.ts` (`@aidir/cms/config`), a domain's `src/<domain>/index.ts` and the
 *   one-file domains `src/locales.ts` and `src/env.ts` (the settings, light to import). A new domain folder needs only its index.ts and a line in
 *   cms/package.json `exports`.
 * - No cycle between folders in cms/src or storefront/src.
 * Tests (tests/**) are white-box and may reach any module.
 */
const pkg = '(cms|storefront|tasks|seed|edge|bench|scripts)'
/**
 * The GEO, tracker, orders and ad-click API benchmarks measure the route handlers and the worker in one process
 * (budgets such as the status poll p95 under 100 ms at 200 users, without HTTP noise), so they import
 * them directly; the capture benchmark runs the capture jobs in process, the only way its local
 * test site may be allowed past the SSRF rules. Nothing else outside storefront and tasks may.
 */
const inProcessApiBenches = '^bench/(geoApi|trackerApi|capture|orders|adClicks|mcpProxy)\\.bench\\.ts$'
const cmsEntry = '^cms/src/(index\\.ts|payload\\.config\\.ts|locales\\.ts|env\\.ts|[^/]+/index\\.ts)$'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-of-storefront-or-tasks',
      comment: 'storefront and tasks are applications: no other package imports them (the two in-process API benchmarks excepted).',
      severity: 'error',
      from: { path: `^${pkg}/`, pathNot: ['^storefront/', '^tasks/', inProcessApiBenches] },
      to: { path: '^(storefront|tasks)/' },
    },
    {
      name: 'no-package-back-edge',
      comment: 'cms and edge import no other package; seed only cms; storefront and tasks only cms.',
      severity: 'error',
      from: { path: '^(cms|edge|seed|storefront|tasks)/' },
      to: { path: `^${pkg}/`, pathNot: ['^$1/', '^cms/'] },
    },
    {
      name: 'no-cms-import-of-other-packages',
      comment: 'cms is the bottom of the graph.',
      severity: 'error',
      from: { path: '^(cms|edge)/' },
      to: { path: `^${pkg}/`, pathNot: '^$1/' },
    },
    {
      name: 'no-deep-cms-import',
      comment: 'Outside cms, cms is imported through a domain entry (@aidir/cms/<domain>), never a file behind it.',
      severity: 'error',
      from: { path: `^${pkg}/`, pathNot: '^cms/' },
      to: { path: '^cms/', pathNot: cmsEntry },
    },
    {
      name: 'no-unexported-cms-path',
      comment: 'An @aidir/cms/<path> the package does not export (a deep import past a domain entry).',
      severity: 'error',
      from: { path: `^${pkg}/`, pathNot: '^cms/' },
      to: { couldNotResolve: true, path: '^@aidir/' },
    },
    {
      name: 'no-folder-cycle',
      comment: 'Folders inside cms/src and storefront/src form no cycle: split the shared part out or move the import.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^(cms|storefront)/src/' },
      to: { circular: true },
    },
  ],
  options: {
    // Unresolvable @aidir/* paths stay in the graph, so no-unexported-cms-path can name them.
    includeOnly: [`^${pkg}/`, '^@aidir/'],
    exclude: { path: ['node_modules', '\\.next[^/]*/', '/migrations/', 'payload-types\\.ts$', '^cms/src/app/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
