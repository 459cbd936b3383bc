/**
 * The GEO checker's API under load: `pnpm bench:geo-api`. A throw-away embedded PostgreSQL with
 * the real catalogue; the route handlers called in this process (the HTTP layer of Next adds a
 * constant on top). Measures: starting checks, the status endpoint the task cards poll while 200
 * users each wait on a five-platform check (the worst case: every detection queued, so every
 * poll also computes people ahead), history, keyword suggestions cold and warm, then the worker
 * (offline engine) finishing every check and the CSV/XLSX exports.
 * Budget (ours): status poll p95 under 100 ms with 200 users polling every 1.5 s.
 */
import { signedInCustomers, summarize, throwAwayDatabase, timed as time } from './lib'

/** A route's `[id]` as Next passes it to the handler. */
const idParams = (id: string) => ({ params: Promise.resolve({ id }) })

const USERS = Number(process.env.GEO_API_BENCH_USERS ?? 200)
const POLL_SECONDS = Number(process.env.GEO_API_BENCH_SECONDS ?? 15)
const POLL_MS = 1500

const db = await throwAwayDatabase('geoapi')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production', DB_POOL_MAX: '20' })

const { payloadClient, prepareDatabase, stopProducer } = await import('@aidir/cms')
const { loadCatalogue } = await import('@aidir/seed/load')
const { startWorker } = await import('@aidir/tasks/worker')
const h = await import('../storefront/src/features/geo/handlers')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
await loadCatalogue(payload)

const req = (token: string, method = 'GET', body?: unknown) =>
  new Request('http://bench.test/api/geo', { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })

try {
  // Users and their sessions.
  const tokens = await signedInCustomers(payload, USERS)

  // Each user starts one five-platform check, 20 at a time.
  const createMs: number[] = []
  const checks: number[] = []
  for (let i = 0; i < USERS; i += 20) {
    const batch = await Promise.all(
      tokens.slice(i, i + 20).map((token) =>
        time(async () => (await (await h.createCheckHandler(req(token, 'POST', { question: 'Which AI writing tools are best for marketing?', hitTerms: ['Jasper', 'Copy.ai'], platforms: ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin'] }))).json()) as any),
      ),
    )
    for (const [body, ms] of batch) {
      if (body.code !== 0) throw new Error(`create failed: ${JSON.stringify(body)}`)
      checks.push(body.data.id)
      createMs.push(ms)
    }
  }

  // Everyone polls their check every 1.5 s, as the task cards do, for POLL_SECONDS.
  const pollMs: number[] = []
  let errors = 0
  const end = Date.now() + POLL_SECONDS * 1000
  await Promise.all(
    tokens.map(async (token, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * POLL_MS))
      while (Date.now() < end) {
        const [response, ms] = await time(() => h.checkHandler(req(token), idParams(String(checks[i]))))
        if (response.status !== 200) errors++
        await response.arrayBuffer()
        pollMs.push(ms)
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
    }),
  )
  const historyMs: number[] = []
  for (const token of tokens.slice(0, 50)) historyMs.push((await time(async () => (await h.historyHandler(req(token))).arrayBuffer()))[1])

  const keywordUrl = (q: string) => new Request(`http://bench.test/api/geo/keywords?langType=zh_cn&q=${encodeURIComponent(q)}`)
  const [, keywordCold] = await time(async () => (await h.keywordsHandler(keywordUrl('有哪些好用的AI绘画工具'))).arrayBuffer())
  const keywordWarm: number[] = []
  for (let i = 0; i < 100; i++) keywordWarm.push((await time(async () => (await h.keywordsHandler(keywordUrl(`AI写作工具 ${i}`))).arrayBuffer()))[1])

  // The worker (offline engine, three samples per platform) finishes every check.
  const quiet = { info() {}, warn() {}, error() {}, debug() {} }
  const workStart = performance.now()
  const worker = await startWorker({ payload, connectionString: db.url, log: quiet })
  for (;;) {
    const open = await payload.count({ collection: 'geo-detections', where: { status: { in: ['queued', 'detecting'] } }, overrideAccess: true })
    if (open.totalDocs === 0) break
    await new Promise((r) => setTimeout(r, 250))
  }
  const workSeconds = (performance.now() - workStart) / 1000
  await worker.stop()

  const csvMs: number[] = []
  const xlsxMs: number[] = []
  for (let i = 0; i < 30; i++) {
    const id = String(checks[i])
    csvMs.push((await time(async () => (await h.exportHandler(new Request('http://bench.test/x?format=csv', req(tokens[i]!)), idParams(id))).arrayBuffer()))[1])
    xlsxMs.push((await time(async () => (await h.exportHandler(new Request('http://bench.test/x?format=xlsx', req(tokens[i]!)), idParams(id))).arrayBuffer()))[1])
  }

  console.log(`\nGEO API, ${USERS} users, one five-platform check each`)
  console.log(summarize('start a check (20 at once)', createMs))
  console.log(summarize(`status poll (${USERS} polling)`, pollMs))
  console.log(`  polls: ${pollMs.length} in ${POLL_SECONDS} s (${(pollMs.length / POLL_SECONDS).toFixed(0)}/s), non-200: ${errors}`)
  console.log(summarize('history page', historyMs))
  console.log(`keyword suggestions cold   ${keywordCold.toFixed(2)} ms`)
  console.log(summarize('keyword suggestions warm', keywordWarm))
  console.log(`worker (offline engine): ${USERS * 5} detections, ${USERS * 15} answers done in ${workSeconds.toFixed(1)} s`)
  console.log(summarize('export CSV', csvMs))
  console.log(summarize('export XLSX', xlsxMs))
} finally {
  // The adapter's pool reports the server going away at the end; expected here.
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  await stopProducer()
  await payload.destroy().catch(() => undefined)
  await db.stop()
}
