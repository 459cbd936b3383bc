/**
 * The tracker pages' API under load: `pnpm bench:tracker-api`. A throw-away embedded PostgreSQL with
 * the real catalogue; the route handlers called in this process. Measures what the pages call:
 * step 2's suggestions, creating and starting a tracker, the status poll of step 3 while every
 * user's run waits in the queue (each poll also reads the people ahead, backgroundTasks/queuePosition.ts),
 * then, with one run finished by the worker (offline engine), the report, the ranking and the
 * "others are viewing" list.
 * Budget (ours): status poll p95 under 100 ms with 200 users polling every 1.5 s; report p95 under 100 ms.
 */
import { signedInCustomers, summarize, throwAwayDatabase, timed as time } from './lib'

/** A route's `[id]` as Next passes it to the handler. */
const idParams = (id: string) => ({ params: Promise.resolve({ id }) })

const USERS = Number(process.env.TRACKER_API_BENCH_USERS ?? 200)
const POLL_SECONDS = Number(process.env.TRACKER_API_BENCH_SECONDS ?? 15)
const POLL_MS = 1500

const db = await throwAwayDatabase('trackerapi')
Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret-0123456789', LOG_LEVEL: 'warn', NODE_ENV: 'production', DB_POOL_MAX: '20' })

const { payloadClient, prepareDatabase, stopProducer } = await import('@aidir/cms')
const { loadCatalogue } = await import('@aidir/seed/load')
const { startWorker } = await import('@aidir/tasks/worker')
const h = await import('../storefront/src/features/tracker/handlers')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)
await loadCatalogue(payload)

const req = (token: string, method = 'GET', body?: unknown) =>
  new Request('http://bench.test/api/tracker', { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined })
const json = async (response: Response) => (await response.json()) as any
const info = { brandName: 'Bench Draw', description: 'An AI image generation tool that turns text prompts into pictures.', tags: ['AI image generation', 'text to image'], language: 'en' }

const phase = (name: string) => console.log(`[bench] ${new Date().toISOString().slice(11, 19)} ${name}`)

try {
  phase('users')
  const tokens = await signedInCustomers(payload, USERS)

  phase('suggest, create and start')
  const suggestMs: number[] = []
  const startMs: number[] = []
  const trackers: number[] = []
  const runs: number[] = []
  for (let i = 0; i < USERS; i += 20) {
    const batch = await Promise.all(
      tokens.slice(i, i + 20).map(async (token, j) => {
        const [suggested, s] = await time(async () => json(await h.suggestHandler(req(token, 'POST', info))))
        suggestMs.push(s)
        const [created, c] = await time(async () => {
          const made = await json(await h.createTrackerHandler(req(token, 'POST', { ...info, brandName: `Bench Brand ${i + j}`, topics: suggested.data.topics, competitors: suggested.data.competitors, public: true })))
          const started = await json(await h.startHandler(req(token, 'POST'), idParams(String(made.data.id))))
          return { id: made.data.id as number, run: started.data.runId as number }
        })
        startMs.push(c)
        return created
      }),
    )
    for (const b of batch) {
      trackers.push(b.id)
      runs.push(b.run)
    }
  }

  phase('status polls')
  // Step 3: everyone polls their run every 1.5 s; all runs are queued, so each poll reads the people ahead.
  const pollMs: number[] = []
  let errors = 0
  let maxAhead = -1
  const end = Date.now() + POLL_SECONDS * 1000
  await Promise.all(
    tokens.map(async (token, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * POLL_MS))
      while (Date.now() < end) {
        const [response, ms] = await time(() => h.statusHandler(req(token), idParams(String(trackers[i]))))
        if (response.status !== 200) errors++
        const body = await json(response)
        maxAhead = Math.max(maxAhead, body.data.ahead ?? -1)
        pollMs.push(ms)
        await new Promise((r) => setTimeout(r, POLL_MS))
      }
    }),
  )

  phase('one run through the worker')
  // One run finished by the worker: the others leave the queue (the bench measures reads, not the engine).
  const pool = (payload.db as unknown as { pool: { query: (q: string, v?: unknown[]) => Promise<unknown> } }).pool
  await pool.query(`UPDATE pgboss.job SET state = 'cancelled' WHERE name = 'tracker.questions' AND (data->>'runId')::int <> $1 AND state = 'created'`, [runs[0]])
  await pool.query(`UPDATE tracker_runs SET status = 'failed' WHERE id <> $1`, [runs[0]])
  const quiet = { info() {}, warn() {}, error() {}, debug() {} }
  const workStart = performance.now()
  const worker = await startWorker({ payload, connectionString: db.url, log: quiet })
  for (;;) {
    const run = await payload.findByID({ collection: 'tracker-runs', id: runs[0]!, depth: 0, overrideAccess: true })
    if (run.status === 'completed' || run.status === 'failed') break
    await new Promise((r) => setTimeout(r, 250))
  }
  const workSeconds = (performance.now() - workStart) / 1000
  await worker.stop()

  phase('reads')
  const reportMs: number[] = []
  const otherReportMs: number[] = []
  for (let i = 0; i < 100; i++) {
    reportMs.push((await time(async () => (await h.reportHandler(req(tokens[0]!), idParams(String(trackers[0])))).arrayBuffer()))[1])
    otherReportMs.push((await time(async () => (await h.reportHandler(req(tokens[1 + (i % (USERS - 1))]!), idParams(String(trackers[0])))).arrayBuffer()))[1])
  }
  const rankingMs: number[] = []
  const viewingMs: number[] = []
  const mineMs: number[] = []
  for (let i = 0; i < 100; i++) {
    rankingMs.push((await time(async () => (await h.rankingHandler(new Request('http://bench.test/api/tracker/ranking'))).arrayBuffer()))[1])
    viewingMs.push((await time(async () => (await h.viewingHandler(new Request('http://bench.test/api/tracker/viewing'))).arrayBuffer()))[1])
    mineMs.push((await time(async () => (await h.listTrackersHandler(req(tokens[i % USERS]!))).arrayBuffer()))[1])
  }

  console.log(`\nTracker API, ${USERS} users, one tracker each`)
  console.log(summarize('suggest (20 at once)', suggestMs))
  console.log(summarize('create + start (20 at once)', startMs))
  console.log(summarize(`status poll (${USERS} polling)`, pollMs))
  console.log(`  polls: ${pollMs.length} in ${POLL_SECONDS} s (${(pollMs.length / POLL_SECONDS).toFixed(0)}/s), non-200: ${errors}, most people ahead seen: ${maxAhead}`)
  console.log(`worker (offline engine): one run of every platform in ${workSeconds.toFixed(1)} s`)
  console.log(summarize('report (owner)', reportMs))
  console.log(summarize('report (public, other user)', otherReportMs))
  console.log(summarize('brand ranking', rankingMs))
  console.log(summarize('others are viewing', viewingMs))
  console.log(summarize('my trackers', mineMs))
} finally {
  ;(payload.db as unknown as { pool?: { on(event: 'error', fn: () => void): void } }).pool?.on('error', () => {})
  await stopProducer()
  await payload.destroy().catch(() => undefined)
  await db.stop()
}
