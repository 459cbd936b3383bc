/**
 * The edge process: `tsx edge/src/main.ts <port> <storefront origin> [listen host]`, started by
 * `pnpm start` on the public storefront port with Next behind it; it listens on loopback unless
 * given a host (docker compose: 0.0.0.0). Stopped cleanly on SIGINT/SIGTERM.
 */
import { startEdge } from './edge'

const [port, origin, host = '127.0.0.1'] = process.argv.slice(2)
if (!port || !/^\d+$/.test(port) || !origin || !URL.canParse(origin) || !/^[0-9a-f.:]+$|^localhost$/i.test(host)) {
  console.error('usage: edge <port> <storefront origin, e.g. http://127.0.0.1:3002> [listen host, default 127.0.0.1]')
  process.exit(1)
}
const edge = await startEdge({ port: Number(port), origin, host })
console.log(`edge cache on ${host}:${port} in front of ${origin}`)

const stop = () => void edge.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
