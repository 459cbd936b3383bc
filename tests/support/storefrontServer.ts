import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort } from '@aidir/cms/db'
import { until } from './until'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * `next start` of the built storefront on a free port, with `env` (given its address) on top of
 * this process's; ready once it answers. Stopping waits for it to exit, so its database connections are closed.
 */
export async function startBuiltStorefront(env: (url: string) => Record<string, string> = () => ({})): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(path.join(root, 'storefront/node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: path.join(root, 'storefront'),
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_PORT: String(port), ...env(url) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const state = await until(
    `the storefront on ${url} to answer`,
    async () => (child.exitCode !== null ? 'exited' : (await fetch(url)).status < 500 && 'up'),
    { timeoutMs: 60_000, everyMs: 200 },
  ).catch((error: Error) => {
    child.kill('SIGTERM')
    throw new Error(`${error.message}\n${output}`)
  })
  if (state === 'exited') throw new Error(`storefront exited:\n${output}`)
  return {
    url,
    port,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}
