/**
 * `pnpm test`: every suite — unit, integration (a fresh embedded PostgreSQL) and end-to-end (the
 * built storefront in Chromium). Builds the storefront first when it is missing or out of date.
 * Extra arguments go to vitest (e.g. `pnpm test --project unit`).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { build, isBuildCurrent } from './lib/build'
import { root } from './lib/runtime'

const args = process.argv.slice(2)
const onlyUnit = args.includes('--project') && !args.some((a) => a === 'e2e')
if (!onlyUnit && !isBuildCurrent('storefront')) await build('storefront')

// Tests own their database: a configured DATABASE_URL (the dev data) is never used by them.
const env: NodeJS.ProcessEnv = { ...process.env }
delete env.DATABASE_URL
const summaryFile = path.join(mkdtempSync(path.join(tmpdir(), 'aidir-test-')), 'summary.json')
Object.assign(env, { NODE_ENV: 'test', TEST_SUMMARY_FILE: summaryFile })
const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...args], { stdio: 'inherit', env, cwd: root })
// The run passed only if vitest says so AND its summary counts no failure (see summaryReporter.ts).
child.on('exit', (code, signal) => {
  const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { failed: number }) : null
  const failed = code !== 0 || signal !== null || !summary || summary.failed > 0
  process.exit(failed ? code || 1 : 0)
})
