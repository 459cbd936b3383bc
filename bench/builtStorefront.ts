import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { freePort } from '@aidir/cms/db'
import { startEdge } from '@aidir/edge/edge'
import { throwAwayDatabase } from './lib'

/**
 * For the cached-page benches: a throw-away database with the real catalogue, `next start` of the
 * built storefront on it, and the edge in front, as `pnpm start` runs them. `prepare` runs on the
 * seeded database before the storefront starts (what a page needs that the seed does not compute).
 */
export async function builtStorefrontWithEdge(name: string, prepare?: (payload: import('payload').Payload) => Promise<void>) {
  const db = await throwAwayDatabase(name)
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET ??= 'bench-secret-0123456789abcdef'
  const { payloadClient, prepareDatabase } = await import('@aidir/cms')
  const { loadCatalogue } = await import('@aidir/seed/load')
  const payload = await payloadClient()
  await prepareDatabase(payload, db.url)
  await loadCatalogue(payload)
  await prepare?.(payload)
  const port = await freePort()
  const root = path.resolve(import.meta.dirname, '..')
  const next: ChildProcess = spawn(path.join(root, 'storefront/node_modules/.bin/next'), ['start', '-p', String(port)], {
    cwd: path.join(root, 'storefront'),
    env: { ...process.env, NODE_ENV: 'production', STOREFRONT_PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  const nextUrl = `http://127.0.0.1:${port}`
  for (let ready = false; !ready; ) {
    if (next.exitCode !== null) throw new Error('the built storefront exited: run `pnpm build` first')
    ready = await fetch(nextUrl).then((r) => r.status < 500, () => false)
    if (!ready) await new Promise((r) => setTimeout(r, 200))
  }
  const edgePort = await freePort()
  const edge = await startEdge({ port: edgePort, origin: nextUrl, host: '127.0.0.1' })
  return {
    edgeUrl: `http://127.0.0.1:${edgePort}`,
    nextUrl,
    stop: async () => {
      await edge.close()
      next.kill('SIGTERM')
      await new Promise((r) => next.once('exit', r))
      await db.stop()
    },
  }
}

/**
 * The storefront to measure: the address given (or STOREFRONT_URL), else what the end-to-end tests
 * start — a throw-away database with the real catalogue and `next start` of the built storefront.
 * `stop` ends what was started here (nothing for a given address).
 */
export async function storefrontOrThrowAway(given: string | undefined): Promise<{ base: string; stop: () => Promise<void> }> {
  const base = (given ?? process.env.STOREFRONT_URL ?? '').replace(/\/+$/, '')
  if (base) return { base, stop: async () => {} }
  Object.assign(process.env, { NODE_ENV: 'production' })
  const stopDb = await (await import('../tests/setup/database')).default()
  const stopStorefront = await (await import('../tests/setup/storefront')).default()
  console.log(`started a throw-away database with the real catalogue and the built storefront at ${process.env.STOREFRONT_URL}`)
  return {
    base: process.env.STOREFRONT_URL!,
    stop: async () => {
      await stopStorefront?.()
      await stopDb?.()
    },
  }
}
