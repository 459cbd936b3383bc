/**
 * Scenario solutions: `pnpm bench:solutions`. Budget (issue 22): a scenario answered from its stored
 * plan p95 under 50 ms; a new scenario with the offline engine under 1 s; with an LLM platform
 * that takes 2 s to answer, under 5 s.
 *
 * The recommend kit is called in process, as the /api/solutions handler calls it, on a throw-away
 * embedded PostgreSQL with the curated catalogue (or the database of BENCH_DATABASE_URL, already
 * migrated and seeded). The LLM platform is a local fake speaking the OpenAI protocol (DeepSeek's
 * flavour) that answers after 2 s, driven by the real client through the provider layer.
 */
import { startOpenAiFake } from '../tests/fakes/llm/openaiChat'
import { percentile, summarize, throwAwayDatabase } from './lib'

const scenarios = [
  'I run a small online shop and need product photos and descriptions',
  'Make short videos with an AI avatar and a voiceover',
  'Transcribe meetings and write the minutes',
  'Build a landing page for my startup and design a logo',
  'Write research papers: find literature and check grammar',
  'Automate my workflow between email and spreadsheets',
  'Grow traffic with SEO and write blog posts',
  'Run a language model locally for private data',
  '我开了一家网店，需要商品图和商品描述',
  '会议自动转写并生成会议纪要',
  '老师备课需要做PPT和测验',
  '给小红书做营销文案和配图',
  '本地部署大模型，保护私有数据',
  '我經營一家網店，需要商品照片和商品描述',
  '會議時自動轉錄並產生會議紀錄',
  '幫我做簡報和海報設計',
  'ネットショップを運営していて、商品写真と商品説明が必要です',
  '会議の文字起こしと議事録を自動で作りたい',
  'YouTube動画の編集とナレーション',
  'プレゼン資料を作りたい',
]
const locales = ['en', 'zh', 'zh-TW', 'ja'] as const

let stop: (() => Promise<void>) | undefined
if (process.env.BENCH_DATABASE_URL) process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL
else {
  const db = await throwAwayDatabase('solutions')
  process.env.DATABASE_URL = db.url
  stop = db.stop
}
Object.assign(process.env, { PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'bench-secret-0123456789', LOG_LEVEL: 'error', NODE_ENV: 'production' })
const { payloadClient, prepareDatabase } = await import('@aidir/cms')
const { recommend, createLlmRanker } = await import('@aidir/cms/recommend')
const { parseLlmEnv, vendorClients, withResilience } = await import('@aidir/cms/llm')
const payload = await payloadClient()
if (!process.env.BENCH_DATABASE_URL) {
  const { loadCatalogue } = await import('@aidir/seed/load')
  await prepareDatabase(payload, process.env.DATABASE_URL!)
  await loadCatalogue(payload)
}
const run = `${Date.now().toString(36)}`
const ms = (t: bigint) => Number(process.hrtime.bigint() - t) / 1e6
const offline = { ranker: null, edition: 'intl' } as const

// 1. New scenarios, offline engine (each one unseen: a run tag makes the request new).
const fresh: number[] = []
for (let i = 0; i < scenarios.length * 2; i++) {
  const scenario = `${scenarios[i % scenarios.length]} ${run}${i}`
  const t = process.hrtime.bigint()
  await recommend(payload, 'solutions', { scenario, locale: locales[i % 4] }, offline)
  fresh.push(ms(t))
}

// 2. The same scenarios again: answered from the stored plan (what a shared link or a repeat costs).
const stored: number[] = []
for (let round = 0; round < 10; round++) {
  for (let i = 0; i < scenarios.length * 2; i++) {
    const t = process.hrtime.bigint()
    const { fromStore } = await recommend(payload, 'solutions', { scenario: `${scenarios[i % scenarios.length]} ${run}${i}`, locale: locales[i % 4] }, offline)
    stored.push(ms(t))
    if (!fromStore) throw new Error('expected the stored plan')
  }
}

// 3. New scenarios ranked by an LLM platform answering in 2 s (a local fake of the OpenAI protocol).
const fake = await startOpenAiFake('deepseek', 'bench-key')
fake.fallback = { kind: 'delay', ms: 2000 }
fake.reply = (question) => {
  const steps = question.split(/\nStep \d+: /).slice(1)
  return JSON.stringify({ steps: steps.map((block, i) => ({ step: i + 1, picks: [...block.matchAll(/^- ([psm]\d+):/gm)].slice(0, 3).map((m) => ({ id: m[1], reason: 'Fits this step.' })) })) })
}
const llm = parseLlmEnv({ DEEPSEEK_API_KEY: 'bench-key', DEEPSEEK_BASE_URL: fake.url })
const ranker = createLlmRanker(withResilience(vendorClients.deepseek(llm), { concurrency: 4, timeoutMs: 8000, maxRetries: 1, backoffBaseMs: 200, backoffMaxMs: 2000, breakerFailures: 5, breakerCooldownMs: 30_000 }))
const withLlm: number[] = []
let fallbacks = 0
for (let i = 0; i < 8; i++) {
  const t = process.hrtime.bigint()
  const { plan } = await recommend(payload, 'solutions', { scenario: `${scenarios[i]} llm ${run}${i}`, locale: 'en' }, { ranker, edition: 'intl' })
  withLlm.push(ms(t))
  if (plan.fallback) fallbacks++
}
await fake.close()

const p95 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 95)
console.log(summarize('stored plan (budget p95 50 ms)', stored))
console.log(summarize('new scenario, offline engine (budget 1,000 ms)', fresh))
console.log(summarize('new scenario, LLM answering in 2 s (budget 5,000 ms)', withLlm))
console.log(`LLM fallbacks: ${fallbacks} of ${withLlm.length}`)
const within = p95(stored) < 50 && p95(fresh) < 1000 && p95(withLlm) < 5000 && fallbacks === 0
console.log(within ? 'within budget' : 'OVER BUDGET')
await stop?.()
process.exit(0)
