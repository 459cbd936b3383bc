import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort } from '@aidir/cms/db'
import { startRedis } from './redisServer'
import { until } from './until'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * `next start` of the built storefront on a free port, with `env` (given its address) on top of
 * this process's; ready once it answers. Stopping waits for it to exit, so its database connections are closed.
 */
export function startBuiltStorefront(env: (url: string) => Record<string, string | undefined> = () => ({})) {
  return startBuiltApp('storefront', (url) => ({ STOREFRONT_PORT: new URL(url).port, ...env(url) }))
}

/**
 * The built storefront on a Redis of its own (no persistence), i.e. on the shared-cache handler
 * production runs behind a load balancer, not the file-system cache of one machine. Its own
 * Redis, so its pages (keyed by edition and build only) never reach another storefront a test
 * starts with other settings (another public address, sign-in, default language). Ready once
 * /api/health reports the Redis cache; stopping stops the storefront, then its Redis.
 */
export async function startStorefrontOnRedis(env: (url: string) => Record<string, string | undefined> = () => ({})) {
  const redis = await startRedis({ keepData: false })
  try {
    const site = await startBuiltStorefront((url) => ({ ...env(url), REDIS_URL: redis.url }))
    const stop = async () => {
      try {
        await site.stop()
      } finally {
        await redis.stop()
      }
    }
    await until(`the storefront on ${site.url} to report its Redis cache`, async () => {
      const { data } = (await (await fetch(`${site.url}/api/health`)).json()) as { data?: { cache?: { store?: string; state?: string } } }
      return data?.cache?.store === 'redis' && data.cache.state === 'ok'
    }, { timeoutMs: 20_000, everyMs: 200 }).catch(async (error) => {
      await stop()
      throw error
    })
    return { ...site, redisUrl: redis.url, stop }
  } catch (error) {
    await redis.stop()
    throw error
  }
}

/** The same for the built CMS (the admin), for the tests that drive it. */
export function startBuiltCms(env: (url: string) => Record<string, string | undefined> = () => ({})) {
  return startBuiltApp('cms', (url) => ({ CMS_PORT: new URL(url).port, ...env(url) }))
}

async function startBuiltApp(app: 'storefront' | 'cms', env: (url: string) => Record<string, string | undefined>): Promise<{ url: string; port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(path.join(root, `${app}/node_modules/.bin/next`), ['start', '-p', String(port)], {
    cwd: path.join(root, app),
    env: { ...process.env, NODE_ENV: 'production', ...env(url) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const state = await until(
    `the ${app} on ${url} to answer`,
    async () => (child.exitCode !== null ? 'exited' : (await fetch(url)).status < 500 && 'up'),
    { timeoutMs: 60_000, everyMs: 200 },
  ).catch((error: Error) => {
    child.kill('SIGTERM')
    throw new Error(`${error.message}\n${output}`)
  })
  if (state === 'exited') throw new Error(`${app} exited:\n${output}`)
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
