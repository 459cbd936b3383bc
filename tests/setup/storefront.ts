import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import path from 'node:path'
import { dropRenderCaches } from '../../scripts/lib/build'
import { startStorefrontOnRedis } from '../support/storefrontServer'

/**
 * The built storefront (`next start`) on a free port, against the test database, with its route
 * cache in a private `redis-server`: the e2e suite runs on the shared-cache handler that production
 * runs (several instances behind a load balancer), so every journey also proves pages, tags and
 * revalidation through Redis. Teardown stops the storefront, then its Redis.
 */
const root = path.resolve(import.meta.dirname, '../..')

export default async function setup() {
  // Point the tests at a server that is already running (e.g. a dev server) with STOREFRONT_URL.
  if (process.env.STOREFRONT_URL) return
  if (!existsSync(path.join(root, 'storefront/.next/BUILD_ID'))) {
    throw new Error('The storefront is not built: run `pnpm build` (pnpm test does it for you).')
  }
  // Pages and data cached by an earlier run (another database) must not be served to this one:
  // each Redis starts empty, and these files are what a storefront without REDIS_URL would serve.
  dropRenderCaches('storefront')
  // The MCP playground's tests reach the protocol's reference server on 127.0.0.1 over http; a site
  // that only listens on loopback may allow that (a public one refuses it, cms/src/env.ts).
  // The MCP submission's HTTP challenge is read from a site the test serves on this port.
  const challengePort = await freePort()
  process.env.MCP_SUBMIT_CHALLENGE_PORT = String(challengePort)
  const { url, stop } = await startStorefrontOnRedis(() => ({ MCP_INSPECT_ALLOW_ADDRESSES: '127.0.0.1', MCP_INSPECT_ALLOW_HTTP: 'on', MCP_SUBMIT_CHALLENGE_PORT: String(challengePort) }))
  process.env.STOREFRONT_URL = url
  // A worker started by a test tells this server to drop its cached pages (storefront.revalidate).
  process.env.STOREFRONT_INTERNAL_URL = url
  // Stopping waits for it to close its database connections before the database goes away.
  return stop
}

/** A port nobody listens on now, for a server a test starts later. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
