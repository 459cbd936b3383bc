import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { freePort } from '@aidir/cms/db/embedded'
import { dropRenderCaches } from '../../scripts/lib/build'

/** The built storefront (`next start`) on a free port, against the test database. */
const root = path.resolve(import.meta.dirname, '../..')

export default async function setup() {
  // Point the tests at a server that is already running (e.g. a dev server) with STOREFRONT_URL.
  if (process.env.STOREFRONT_URL) return
  if (!existsSync(path.join(root, 'storefront/.next/BUILD_ID'))) {
    throw new Error('The storefront is not built: run `pnpm build` (pnpm test does it for you).')
  }
  // Pages and data cached by an earlier run (another database) must not be served to this one.
  dropRenderCaches('storefront')
  const port = await freePort()
  const child: ChildProcess = spawn(path.join(root, 'storefront/node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: path.join(root, 'storefront'),
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`storefront exited:\n${output}`)
    try {
      if ((await fetch(url)).status < 500) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`storefront did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  process.env.STOREFRONT_URL = url
  // A worker started by a test tells this server to drop its cached pages (storefront.revalidate).
  process.env.STOREFRONT_INTERNAL_URL = url
  return async () => {
    // Wait for it to close its database connections before the database goes away.
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}
