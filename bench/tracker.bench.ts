/**
 * Brand tracker run end to end: `pnpm bench:tracker`. A throw-away embedded PostgreSQL, the real
 * tasks worker as its own process, and eight platforms (ChatGPT, Claude, Gemini, Perplexity,
 * DeepSeek, Doubao, Qwen, Yuanbao) as fake vendor servers on 127.0.0.1 speaking each vendor's
 * protocol and answering after 2 s; the real clients talk to them over HTTP with the default
 * per-platform concurrency. Budget (issue 6): 30 questions × 8 platforms in under 5 minutes.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startAnthropicFake } from '../tests/fakes/llm/anthropic'
import { startGeminiFake } from '../tests/fakes/llm/gemini'
import { startOpenAiFake } from '../tests/fakes/llm/openaiChat'
import type { FakeServer } from '../tests/fakes/llm/server'
import { throwAwayDatabase } from './lib'

const ANSWER_MS = Number(process.env.TRACKER_BENCH_ANSWER_MS ?? 2000)
const BUDGET_MS = 5 * 60_000
const root = path.resolve(import.meta.dirname, '..')

const db = await throwAwayDatabase('tracker')

const vendors: { platform: string; key: string; base: string; start: (key: string) => Promise<FakeServer> }[] = [
  { platform: 'chatgpt', key: 'OPENAI_API_KEY', base: 'OPENAI_BASE_URL', start: (k) => startOpenAiFake('openai', k) },
  { platform: 'claude', key: 'ANTHROPIC_API_KEY', base: 'ANTHROPIC_BASE_URL', start: (k) => startAnthropicFake(k) },
  { platform: 'gemini', key: 'GEMINI_API_KEY', base: 'GEMINI_BASE_URL', start: (k) => startGeminiFake(k) },
  { platform: 'perplexity', key: 'PERPLEXITY_API_KEY', base: 'PERPLEXITY_BASE_URL', start: (k) => startOpenAiFake('perplexity', k) },
  { platform: 'deepseek', key: 'DEEPSEEK_API_KEY', base: 'DEEPSEEK_BASE_URL', start: (k) => startOpenAiFake('deepseek', k) },
  { platform: 'doubao', key: 'ARK_API_KEY', base: 'ARK_BASE_URL', start: (k) => startOpenAiFake('ark', k) },
  { platform: 'qwen', key: 'DASHSCOPE_API_KEY', base: 'DASHSCOPE_BASE_URL', start: (k) => startOpenAiFake('dashscope', k) },
  { platform: 'yuanbao', key: 'HUNYUAN_API_KEY', base: 'HUNYUAN_BASE_URL', start: (k) => startOpenAiFake('hunyuan', k) },
]
const fakes: FakeServer[] = []
const vendorEnv: Record<string, string> = {}
for (const v of vendors) {
  const fake = await v.start(`bench-${v.platform}`)
  fake.fallback = { kind: 'delay', ms: ANSWER_MS }
  fake.reply = (q) => `Here are good options:\n1. **Acme Writer** – strong for marketing copy.\n2. **Jasper** – popular with agencies.\n3. **Copy.ai** – quick drafts.\n(${q.length})`
  fakes.push(fake)
  vendorEnv[v.key] = `bench-${v.platform}`
  vendorEnv[v.base] = fake.url
}

Object.assign(process.env, {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'bench-secret-0123456789',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  LLM_TIMEOUT_MS: '20000',
  TRACKER_PLATFORMS: vendors.map((v) => v.platform).join(','),
  ...vendorEnv,
})
const { payloadClient, prepareDatabase, stopProducer, parseLlmEnv } = await import('@aidir/cms').then(async (m) => ({ ...m, parseLlmEnv: (await import('@aidir/cms/llm')).parseLlmEnv }))
const { createTracker } = await import('@aidir/cms/tracker')
const { startTrackerRun } = await import('@aidir/cms/tracker')
const payload = await payloadClient()
await prepareDatabase(payload, db.url)

const worker = spawn(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'tasks', 'src', 'main.ts')], { env: process.env, stdio: ['ignore', 'inherit', 'inherit'] })
await new Promise((r) => setTimeout(r, 4000))

const user = await payload.create({ collection: 'users', data: { email: 'bench-tracker@example.com', password: 'correct horse battery staple', role: 'customer' } as never, overrideAccess: true })
const u = { ...user, collection: 'users' } as never
const tracker = await createTracker(payload, u, {
  brandName: 'Acme Writer',
  description: 'An AI writing assistant that drafts marketing copy, blog posts and ads.',
  tags: ['AI writing', 'copywriting', 'blog posts', 'ad copy'],
  topics: ['marketing copy', 'content marketing', 'SEO writing'],
  competitors: ['Jasper', 'Copy.ai', 'Writesonic'],
  language: 'en',
})

const t0 = Date.now()
const { run } = await startTrackerRun(payload, u, tracker.id as number)
let last = ''
for (;;) {
  const r = await payload.findByID({ collection: 'tracker-runs', id: run.id, depth: 0, overrideAccess: true })
  if (r.status !== last) {
    console.log(`  ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s  run ${r.status}`)
    last = r.status
  }
  if (r.status === 'completed' || r.status === 'failed') break
  if (Date.now() - t0 > 2 * BUDGET_MS) throw new Error('run did not finish')
  await new Promise((res) => setTimeout(res, 200))
}
const ms = Date.now() - t0
const finished = await payload.findByID({ collection: 'tracker-runs', id: run.id, depth: 0, overrideAccess: true })
const answers = await payload.count({ collection: 'tracker-answers', where: { run: { equals: run.id } }, overrideAccess: true })
const report = (await payload.find({ collection: 'tracker-reports', where: { run: { equals: run.id } }, limit: 1, overrideAccess: true })).docs[0]
const calls = fakes.reduce((s, f) => s + f.requests.length, 0)
const maxInFlight = Math.max(...fakes.map((f) => f.maxInFlight))
console.log(
  `tracker run: ${finished.questionsTotal} questions × ${vendors.length} platforms = ${answers.totalDocs} answers (${calls} vendor calls, answer time ${ANSWER_MS} ms, at most ${maxInFlight} at once per platform; LLM_CONCURRENCY ${parseLlmEnv().LLM_CONCURRENCY}) in ${(ms / 1000).toFixed(1)} s — status ${finished.status}, brand score ${report?.brandScore} (budget ${BUDGET_MS / 1000} s)`,
)

worker.kill('SIGTERM')
await new Promise((r) => worker.once('exit', r))
await stopProducer()
for (const fake of fakes) await fake.close()
;(payload.db as unknown as { pool: { on(e: string, f: () => void): void } }).pool.on('error', () => {})
await payload.destroy()
await db.stop()
process.exit(ms < BUDGET_MS && finished.status === 'completed' && answers.totalDocs === finished.questionsTotal! * vendors.length ? 0 : 1)
