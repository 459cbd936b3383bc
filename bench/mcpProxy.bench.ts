/**
 * The playground's proxy overhead: `pnpm bench:mcp-proxy`. The protocol's reference server
 * (`@modelcontextprotocol/server-everything`, streamable HTTP on 127.0.0.1) is called with the
 * `echo` tool N times, one call at a time:
 * - direct: the SDK's client with the runtime's fetch, a fresh connection per call (initialize,
 *   call, close: what the proxy does for each request);
 * - proxy: POST /api/mcp/call through the route handler in this process (sign-in, input checks,
 *   the per-user and per-target rate limits counted in one PostgreSQL query, the SSRF-safe fetch,
 *   ajv against the schema the server listed moments before (toolCache.ts), the call).
 * Budget (issue 19): the proxy adds under 20 ms p95 to a tool call against a local server.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { startReferenceServer } from '../tests/fakes/referenceMcpServer'
import { percentile, signedInCustomers, summarize, throwAwayDatabase, timed } from './lib'

const CALLS = Number(process.env.MCP_PROXY_BENCH_CALLS ?? 200)
const WARMUP = 20

const db = await throwAwayDatabase('mcpproxy')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production' })
const { payloadClient, prepareDatabase } = await import('@aidir/cms')
const h = await import('../storefront/src/features/mcpPlayground/handlers')
const { callRemoteTool } = await import('@aidir/cms/mcpInspect')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
const reference = await startReferenceServer()
// The bench's one allowance: the reference server on loopback (the site allows none in production).
// The per-target limit is widened (still counted) so the run measures the call, not the 429.
const callHandler = h.callHandler({ policy: { protocols: ['http:', 'https:'], allowAddress: (a) => a === '127.0.0.1' }, targetLimit: { max: 100_000, windowSeconds: 60 } })

try {
  // Users take turns, each under the per-user limit (30 calls a minute).
  const tokens = await signedInCustomers(payload, Math.ceil((CALLS + WARMUP) / 25))
  let turn = 0
  const args = { message: 'bench' }

  const direct = async () => {
    const client = new Client({ name: 'bench', version: '1.0.0' })
    await client.connect(new StreamableHTTPClientTransport(new URL(reference.url)))
    const result = await client.callTool({ name: 'echo', arguments: args })
    await client.close()
    if ((result.content as { text: string }[])[0]?.text !== 'Echo: bench') throw new Error('unexpected direct answer')
  }
  const proxied = async () => {
    const response = await callHandler(
      new Request('http://bench.test/api/mcp/call', { method: 'POST', headers: { Authorization: `Bearer ${tokens[turn++ % tokens.length]}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ url: reference.url, tool: 'echo', arguments: args }) }),
    )
    const body = (await response.json()) as { code: number; data: { result: { content: { text: string }[] } } }
    if (body.code !== 0 || body.data.result.content[0]?.text !== 'Echo: bench') throw new Error(`unexpected proxy answer ${JSON.stringify(body).slice(0, 200)}`)
  }

  // The inspector's client alone (SSRF-safe fetch, log, ajv), without the route kit's sign-in and limits.
  const policy = { protocols: ['http:', 'https:'] as ('http:' | 'https:')[], allowAddress: (a: string) => a === '127.0.0.1' }
  const client = async () => {
    const { result } = await callRemoteTool({ url: reference.url, transport: 'auto', headers: [], tool: 'echo', arguments: args }, { policy })
    if ((result.content[0] as { text?: string })?.text !== 'Echo: bench') throw new Error('unexpected client answer')
  }

  for (let i = 0; i < WARMUP; i++) await direct(), await client(), await proxied()
  // Interleaved, so both see the same machine load.
  const directMs: number[] = []
  const clientMs: number[] = []
  const proxyMs: number[] = []
  for (let i = 0; i < CALLS; i++) {
    directMs.push((await timed(direct))[1])
    clientMs.push((await timed(client))[1])
    proxyMs.push((await timed(proxied))[1])
  }
  console.log(summarize('direct (SDK, fresh connection)', directMs))
  console.log(summarize('inspector client, no route kit', clientMs))
  console.log(summarize('through the proxy', proxyMs))
  const sortedDirect = [...directMs].sort((a, b) => a - b)
  const sortedProxy = [...proxyMs].sort((a, b) => a - b)
  const added50 = percentile(sortedProxy, 50) - percentile(sortedDirect, 50)
  const added95 = percentile(sortedProxy, 95) - percentile(sortedDirect, 95)
  console.log(`added by the proxy: p50 ${added50.toFixed(1)} ms, p95 ${added95.toFixed(1)} ms (budget: p95 under 20 ms)`)
} finally {
  await reference.stop()
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  await payload.destroy().catch(() => undefined)
  await db.stop()
}
