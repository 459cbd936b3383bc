/**
 * GEO ranking checker end to end: `pnpm bench:geo`. A throw-away embedded PostgreSQL, the real
 * tasks worker as its own process, and the five checker platforms as fake vendor servers on
 * 127.0.0.1 that answer after 2 s (the real clients talk to them over HTTP).
 * Budgets (issue 6): a five-platform check completes in under 15 s; 200 concurrent checks queue
 * fairly and the queue positions shown are right (a detection told "k ahead" starts after about
 * k others, give or take the worker's concurrency).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startOpenAiFake, type OpenAiFlavour } from '../tests/fakes/llm/openaiChat'
import type { FakeServer } from '../tests/fakes/llm/server'
import { percentile, throwAwayDatabase } from './lib'

const ANSWER_MS = Number(process.env.GEO_BENCH_ANSWER_MS ?? 2000)
const CHECKS = Number(process.env.GEO_BENCH_CHECKS ?? 200)
const root = path.resolve(import.meta.dirname, '..')

const db = await throwAwayDatabase('geo')

// The five platforms' vendors, each answering after ANSWER_MS with a list naming the brand.
const vendors: Record<string, { flavour: OpenAiFlavour; key: string; base: string }> = {
  deepseek: { flavour: 'deepseek', key: 'DEEPSEEK_API_KEY', base: 'DEEPSEEK_BASE_URL' },
  doubao: { flavour: 'ark', key: 'ARK_API_KEY', base: 'ARK_BASE_URL' },
  qwen: { flavour: 'dashscope', key: 'DASHSCOPE_API_KEY', base: 'DASHSCOPE_BASE_URL' },
  yuanbao: { flavour: 'hunyuan', key: 'HUNYUAN_API_KEY', base: 'HUNYUAN_BASE_URL' },
  wenxin: { flavour: 'qianfan', key: 'QIANFAN_API_KEY', base: 'QIANFAN_BASE_URL' },
}
const fakes: FakeServer[] = []
const vendorEnv: Record<string, string> = {}
for (const [platform, v] of Object.entries(vendors)) {
  const fake = await startOpenAiFake(v.flavour, `bench-${platform}`)
  fake.fallback = { kind: 'delay', ms: ANSWER_MS }
  fake.reply = (q) => `以下是推荐的工具：\n1. **Acme Writer**：适合营销文案。\n2. **Other Tool**：通用。\n(${q.length})`
  fakes.push(fake)
  vendorEnv[v.key] = `bench-${platform}`
  vendorEnv[v.base] = fake.url
}

Object.assign(process.env, {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'bench-secret-0123456789',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  LLM_CONCURRENCY: '16',
  LLM_TIMEOUT_MS: '20000',
  ...vendorEnv,
})
const { payloadClient, prepareDatabase, stopProducer } = await import('@aidir/cms')
const { startGeoCheck } = await import('@aidir/cms/geo')
const { queuePositions } = await import('@aidir/cms/geo')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)

const worker = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'tasks', 'src', 'main.ts')], { env: process.env, stdio: ['ignore', 'inherit', 'inherit'] })
await new Promise((r) => setTimeout(r, 4000))

const users = await Promise.all(
  Array.from({ length: 10 }, (_, i) =>
    payload.create({ collection: 'users', data: { email: `bench-geo-${i}@example.com`, password: 'correct horse battery staple', role: 'customer' } as never, overrideAccess: true }),
  ),
)
const platforms = ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin'] as const
const detectionsOf = async (ids: number[]) =>
  (await payload.find({ collection: 'geo-detections', where: { id: { in: ids } }, depth: 0, pagination: false, overrideAccess: true, select: { status: true, startedAt: true, finishedAt: true, check: true, recommended: true } as never })).docs as any[]
const waitAll = async (ids: number[], timeoutMs: number) => {
  const end = Date.now() + timeoutMs
  for (;;) {
    const docs = await detectionsOf(ids)
    if (docs.every((d) => d.status === 'completed' || d.status === 'error')) return docs
    if (Date.now() > end) throw new Error(`not finished after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

// 1. One five-platform check, end to end (queued → worker → five vendors × 3 samples → verdicts).
const t0 = Date.now()
const single = await startGeoCheck(payload, users[0]!, { question: 'Which AI writing tool is best for marketing?', hitTerms: ['Acme Writer'], platforms: [...platforms] }, { samples: 3, webSearch: true })
const singleDocs = await waitAll(single.detections.map((d) => d.id as number), 60_000)
const singleMs = Date.now() - t0
console.log(`five-platform check (answers after ${ANSWER_MS} ms, 3 samples each): ${(singleMs / 1000).toFixed(2)} s — ${singleDocs.filter((d) => d.status === 'completed' && d.recommended).length}/5 completed and recommended (budget 15 s)`)

// 2. 200 checks submitted at once by 10 users.
const submitted = Date.now()
const checks = await Promise.all(
  Array.from({ length: CHECKS }, (_, i) =>
    startGeoCheck(payload, users[i % users.length]!, { question: `Best AI writing tool #${i}?`, hitTerms: ['Acme Writer'], platforms: [...platforms] }, { samples: 3, webSearch: true }).then((r) => ({ ...r, at: Date.now() })),
  ),
)
const ids = checks.flatMap((c) => c.detections.map((d) => d.id as number)).sort((a, b) => a - b)
const submitMs = Date.now() - submitted
// Positions as a user would see them, a moment after submitting.
await new Promise((r) => setTimeout(r, 1000))
const snapshotAt = Date.now()
const positions = await queuePositions(payload, ids)
const docs = await waitAll(ids, 20 * 60_000)
const totalMs = Date.now() - submitted

// Right positions: of the detections still queued at the snapshot, the number that actually
// started before each one, against the number it was told were ahead.
const started = new Map(docs.map((d) => [d.id as number, Date.parse(d.startedAt)]))
const queuedAtSnapshot = [...positions.keys()].sort((a, b) => started.get(a)! - started.get(b)! || a - b)
const errors = queuedAtSnapshot.map((id, actual) => Math.abs(actual - positions.get(id)!))
const finishedOf = new Map<number, number>()
for (const d of docs) {
  const check = d.check as number
  finishedOf.set(check, Math.max(finishedOf.get(check) ?? 0, Date.parse(d.finishedAt)))
}
// Fair = served in the order the queue showed: among checks wholly queued at the snapshot, ordered
// by the position shown for their first detection, count pairs where the later one finished more
// than one answer time before the earlier one.
const order = checks
  .filter((c) => c.detections.every((d) => positions.has(d.id as number)))
  .sort((a, b) => positions.get(a.detections[0]!.id as number)! - positions.get(b.detections[0]!.id as number)!)
  .map((c) => c.check.id as number)
const waits = checks.map((c) => finishedOf.get(c.check.id as number)! - c.at).sort((a, b) => a - b)
let overtakes = 0
let pairs = 0
for (let i = 0; i < order.length; i++) {
  for (let j = i + 1; j < order.length; j++) {
    pairs++
    if (finishedOf.get(order[j]!)! + ANSWER_MS < finishedOf.get(order[i]!)!) overtakes++
  }
}
const completed = docs.filter((d) => d.status === 'completed').length
console.log(`${CHECKS} concurrent checks (${ids.length} detections, ${ids.length * 3} answers): submitted in ${(submitMs / 1000).toFixed(1)} s, all done in ${(totalMs / 1000).toFixed(1)} s, ${completed} completed, ${ids.length - completed} error`)
console.log(`  per-check time from submit to done: p50 ${(percentile(waits, 50) / 1000).toFixed(1)} s, p95 ${(percentile(waits, 95) / 1000).toFixed(1)} s, max ${(waits.at(-1)! / 1000).toFixed(1)} s`)
console.log(`  queue positions (snapshot ${((snapshotAt - submitted) / 1000).toFixed(1)} s after submit, ${positions.size} queued): |started-before − shown-ahead| mean ${(errors.reduce((a, b) => a + b, 0) / Math.max(1, errors.length)).toFixed(1)}, max ${Math.max(0, ...errors)} (worker runs 16 detections at once)`)
console.log(`  fairness: ${overtakes} of ${pairs} pairs of queued checks finished out of queue order by more than one answer time`)

worker.kill('SIGTERM')
await new Promise((r) => worker.once('exit', r))
await stopProducer()
for (const fake of fakes) await fake.close()
;(payload.db as unknown as { pool: { on(e: string, f: () => void): void } }).pool.on('error', () => {})
await payload.destroy()
await db.stop()
process.exit(singleMs < 15_000 && completed === ids.length ? 0 : 1)
