import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort } from '@aidir/cms/db/embedded'

/**
 * A second `next start` of the same build with other settings (e.g. EDITION=cn), on the same test
 * database; its public address is its own, so the login frame defaults to its /auth/login.
 */
const root = path.resolve(import.meta.dirname, '../..')

export async function startStorefront(extraEnv: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(path.join(root, 'storefront/node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: path.join(root, 'storefront'),
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_PORT: String(port), SITE_URL: url, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
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
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
