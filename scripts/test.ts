/**
 * `pnpm test`: every suite — unit, integration (a fresh embedded PostgreSQL) and end-to-end (the
 * built storefront and admin in Chromium). Builds them first when missing or out of date.
 * Extra arguments go to vitest (e.g. `pnpm test --project unit`).
 *
 * Without --project, two vitest runs go side by side, each with its own database: unit then
 * integration, and end-to-end. Each runs its files one at a time (they share their database), but
 * the end-to-end files mostly wait on a browser and a server, so the two overlap well.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { build, isBuildCurrent } from './lib/build'
import { root } from './lib/runtime'

type Summary = { passed: number; failed: number; skipped: number }

// `--project unit` / `--project integration` also take their `-isolated` companions (vitest.config.ts).
const args = process.argv.slice(2).map((arg, i, all) => (all[i - 1] === '--project' && (arg === 'unit' || arg === 'integration') ? `${arg}*` : arg))
const projects = args.includes('--project')
const onlyUnit = projects && !args.some((a) => a === 'e2e')
// The end-to-end tests drive the storefront and, for support's review, the admin.
if (!onlyUnit) for (const app of ['storefront', 'cms'] as const) if (!isBuildCurrent(app)) await build(app)

// Tests own their database: a configured DATABASE_URL (the dev data) is never used by them.
const env: NodeJS.ProcessEnv = { ...process.env }
delete env.DATABASE_URL
const started = Date.now()

/** One vitest run; its output lines are tagged when it shares the terminal with another run. */
function vitest(runArgs: string[], tag?: string): Promise<{ ok: boolean; summary: Summary | null }> {
  const summaryFile = path.join(mkdtempSync(path.join(tmpdir(), 'aidir-test-')), 'summary.json')
  const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...runArgs], {
    stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...env, NODE_ENV: 'test', TEST_SUMMARY_FILE: summaryFile },
    cwd: root,
  })
  if (tag) for (const stream of [child.stdout!, child.stderr!]) createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`))
  // A run passed only if vitest says so AND its summary counts no failure (see summaryReporter.ts).
  return new Promise((resolve) =>
    child.on('exit', (code, signal) => {
      const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as Summary) : null
      resolve({ ok: code === 0 && signal === null && summary !== null && summary.failed === 0, summary })
    }),
  )
}

const runs = projects
  ? [vitest(args)]
  : [vitest(['--project', 'unit*', '--project', 'integration*', '--passWithNoTests', ...args], '\x1b[2m[unit+integration]\x1b[0m'), vitest(['--project', 'e2e', '--passWithNoTests', ...args], '\x1b[2m[e2e]\x1b[0m')]
const results = await Promise.all(runs)
if (runs.length > 1) {
  const total = results.reduce<Summary>((sum, { summary: s }) => ({ passed: sum.passed + (s?.passed ?? 0), failed: sum.failed + (s?.failed ?? 0), skipped: sum.skipped + (s?.skipped ?? 0) }), { passed: 0, failed: 0, skipped: 0 })
  const broken = results.filter((r) => !r.summary).length
  console.log(`\nall suites: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped${broken ? `, ${broken} run(s) ended without a summary` : ''} in ${Math.round((Date.now() - started) / 1000)} s`)
}
process.exit(results.every((r) => r.ok) ? 0 : 1)
