import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { expect, test } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The import rules of .dependency-cruiser.cjs hold for the whole tree: no back-edge between
 * packages, no import past a cms domain entry from another package, no cycle between folders in
 * cms/src or storefront/src. On failure the message lists every violation (same as `pnpm deps:check`).
 */
test('imports follow the package, domain-entry and folder rules', async () => {
  const run = promisify(execFile)(
    path.join(root, 'node_modules', '.bin', 'depcruise'),
    ['cms', 'storefront', 'tasks', 'seed', 'edge', 'bench', 'scripts', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
    { cwd: root, maxBuffer: 16 * 1024 * 1024 },
  )
  const outcome = await run.then(
    ({ stdout }) => ({ failed: false, report: stdout }),
    (error: { stdout?: string; stderr?: string; message: string }) => ({ failed: true, report: error.stdout || error.stderr || error.message }),
  )
  expect(outcome.failed, outcome.report).toBe(false)
}, 180_000)
