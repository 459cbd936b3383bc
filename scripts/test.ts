/**
 * `pnpm test`: every suite — unit, integration (a fresh embedded PostgreSQL) and end-to-end (the
 * built storefront in Chromium). Builds the storefront first when it is missing or out of date.
 * Extra arguments go to vitest (e.g. `pnpm test --project unit`).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { build, isBuildCurrent } from './lib/build'
import { root } from './lib/runtime'

const args = process.argv.slice(2)
const onlyUnit = args.includes('--project') && !args.some((a) => a === 'e2e')
if (!onlyUnit && !isBuildCurrent('storefront')) await build('storefront')

// Tests own their database: a configured DATABASE_URL (the dev data) is never used by them.
const env: NodeJS.ProcessEnv = { ...process.env }
delete env.DATABASE_URL
Object.assign(env, { NODE_ENV: 'test' })
const child = spawn(path.join(root, 'node_modules', '.bin', 'vitest'), ['run', ...args], { stdio: 'inherit', env, cwd: root })
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
