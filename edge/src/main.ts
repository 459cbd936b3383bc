/**
 * The edge process: `tsx edge/src/main.ts <port> <storefront origin>`, started by `pnpm start` on the
 * public storefront port with Next behind it. Stopped cleanly on SIGINT/SIGTERM.
 */
import { startEdge } from './edge'

const [port, origin] = process.argv.slice(2)
if (!port || !/^\d+$/.test(port) || !origin || !URL.canParse(origin)) {
  console.error('usage: edge <port> <storefront origin, e.g. http://127.0.0.1:3002>')
  process.exit(1)
}
const edge = await startEdge({ port: Number(port), origin })
console.log(`edge cache on :${port} in front of ${origin}`)

const stop = () => void edge.close().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
