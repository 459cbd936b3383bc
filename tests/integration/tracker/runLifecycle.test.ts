import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stopProducer } from '@aidir/cms'
import { createOfflineClient, createPayloadCatalogue, createPlatformClients, parseLlmEnv, type PlatformClient, type PlatformClients, type PlatformId } from '@aidir/cms/llm'
import { TRACKER_LIMITS } from '@aidir/cms/tracker'
import { createAnswerHandler } from '@aidir/tasks/jobs/tracker/answerPlatform'
import { analyzeRun } from '@aidir/tasks/jobs/tracker/analyzeRun'
import { generateRunQuestions } from '@aidir/tasks/jobs/tracker/generateQuestions'
import { scheduleRuns } from '@aidir/tasks/jobs/tracker/scheduleRuns'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as api from '../../../storefront/src/features/tracker/handlers'
import { startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'
import { payload, userWithRole } from '../helpers'
import { until } from '../../support/until'

/**
 * A tracker from form to report through the API handlers, the real queue and the database: the
 * offline engine answers three platforms, Perplexity's real client talks to a fake that is down;
 * then a killed worker, repeated steps, a scheduled re-run, who may read what, and the daily limit.
 */
const logged: unknown[] = []
// A run asks four platforms 30 questions each: on a busy machine it takes most of the test's 120 s.
const slow = { timeoutMs: 100_000, everyMs: 150 }
const quiet = { info() {}, warn: (...a: unknown[]) => void logged.push(a), error: (...a: unknown[]) => void logged.push(a), debug() {} }
const platforms: PlatformId[] = ['chatgpt', 'claude', 'deepseek', 'perplexity']
const offline: PlatformId[] = ['chatgpt', 'claude', 'deepseek']
const ctx = { payload, log: quiet, jobId: 'test', attempt: 1 }

type User = Awaited<ReturnType<typeof userWithRole>>
const tokenOf = async (user: User) => (await payload.login({ collection: 'users', data: { email: (user as unknown as { email: string }).email, password: 'correct horse battery staple' } })).token!
const call = async (handler: (r: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>, init: { token?: string; method?: string; body?: unknown; path?: string; id?: number } = {}) => {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  const request = new Request(`http://site.test/api/tracker${init.path ?? ''}`, { method: init.method ?? (init.body ? 'POST' : 'GET'), headers, body: init.body ? JSON.stringify(init.body) : undefined })
  const response = await handler(request, { params: Promise.resolve(init.id === undefined ? {} : { id: String(init.id) }) })
  return { status: response.status, body: (await response.json()) as any }
}
const answersOf = async (runId: number) =>
  (await payload.find({ collection: 'tracker-answers', where: { run: { equals: runId } }, pagination: false, depth: 0, overrideAccess: true, select: { platform: true, question: true, sample: true } })).docs
const runOf = (id: number) => payload.findByID({ collection: 'tracker-runs', id, depth: 0, overrideAccess: true })

describe('a tracker run', () => {
  let owner: User
  let other: User
  let ownerToken: string
  let otherToken: string
  let fake: FakeServer
  let worker: Worker | undefined
  let brand: string
  let trackerId: number
  let firstRunId: number
  let n = 0
  const calls: string[] = []

  const env = () =>
    parseLlmEnv({ LLM_MAX_RETRIES: '1', LLM_BACKOFF_BASE_MS: '10', LLM_BACKOFF_MAX_MS: '20', LLM_TIMEOUT_MS: '5000', LLM_BREAKER_FAILURES: '50', PERPLEXITY_API_KEY: 'test-key', PERPLEXITY_BASE_URL: fake.url })
  const clients = (): PlatformClients => {
    const catalogue = createPayloadCatalogue(payload, 'http://site.test')
    const override = Object.fromEntries(
      offline.map((p) => {
        const engine = createOfflineClient(p, catalogue)
        return [p, { platform: p, ask: (req: any, signal?: AbortSignal) => (calls.push(`${p}:${req.question}`), engine.ask(req, signal)) }]
      }),
    )
    return createPlatformClients({ env: env(), catalogue, override })
  }
  const start = (c: PlatformClients) => startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet, handlers: { 'tracker.answer': createAnswerHandler(() => c) } })

  beforeAll(async () => {
    process.env.TRACKER_PLATFORMS = platforms.join(',')
    owner = await userWithRole('customer')
    other = await userWithRole('customer')
    ownerToken = await tokenOf(owner)
    otherToken = await tokenOf(other)
    fake = await startOpenAiFake('perplexity')
    fake.fallback = { kind: 'server_error', status: 503 }
    const category = (await payload.find({ collection: 'categories', where: { key: { equals: 'image-generation' } }, limit: 1, overrideAccess: true })).docs[0]!
    const [top] = await createPayloadCatalogue(payload, 'http://site.test').productsIn(category.id as number, 'en', 1)
    brand = top!.name.split(' / ')[0]!.replace(/\s*\(.*\)$/, '')
    worker = await start(clients())
  })
  afterAll(async () => {
    delete process.env.TRACKER_PLATFORMS
    await worker?.stop()
    await stopProducer()
    await fake?.close()
  })

  it('asks for a login and validates the form with the spec messages', async () => {
    expect(await call(api.createTrackerHandler, { body: {} })).toEqual({ status: 401, body: { code: 401, message: 'Please login first', data: null } })
    const short = await call(api.createTrackerHandler, { token: ownerToken, body: { brandName: brand, description: 'short', tags: ['a', 'b'], topics: ['x'] } })
    expect(short).toEqual({ status: 400, body: { code: 400, message: 'Description must be at least 20 characters', data: { field: 'description' } } })
    const dup = await call(api.createTrackerHandler, { token: ownerToken, body: { brandName: brand, description: 'An AI image generation product for designers.', tags: ['images', 'Images'], topics: ['x'] } })
    expect(dup.body.message).toBe('Duplicate items exist in the tag list')
    const url = await call(api.createTrackerHandler, { token: ownerToken, body: { brandName: brand, description: 'An AI image generation product for designers.', tags: ['a', 'b'], topics: ['x'], websiteUrl: 'notaurl' } })
    expect(url.body.message).toBe('Please enter a valid URL')
  })

  it('suggests topics and competitors from the catalogue, then runs every platform to a report', async () => {
    const info = { brandName: brand, description: 'An AI image generation tool that turns text prompts into pictures.', tags: ['AI image generation', 'text to image'], language: 'en' }
    const suggested = await call(api.suggestHandler, { token: ownerToken, body: info })
    expect(suggested.status).toBe(200)
    const { topics, competitors } = suggested.body.data
    expect(competitors.length).toBeGreaterThanOrEqual(3)
    expect(competitors).not.toContain(brand)
    expect(topics.length).toBeGreaterThanOrEqual(2)

    const created = await call(api.createTrackerHandler, { token: ownerToken, body: { ...info, topics, competitors: competitors.slice(0, 3), public: true, schedule: 'weekly' } })
    expect(created.status).toBe(200)
    trackerId = created.body.data.id

    const started = await call(api.startHandler, { token: ownerToken, method: 'POST', id: trackerId })
    expect(started.body.data).toMatchObject({ created: true, status: 'queued' })
    firstRunId = started.body.data.runId
    // Pressing "start analysis" again returns the same run.
    expect((await call(api.startHandler, { token: ownerToken, method: 'POST', id: trackerId })).body.data).toMatchObject({ runId: firstRunId, created: false })

    const seen = new Set<number>()
    const final = await until('the tracker run to complete', async () => {
      const s = (await call(api.statusHandler, { token: ownerToken, id: trackerId })).body.data
      seen.add(s.progress)
      return s.tracker.status === 'completed' && s
    }, slow).catch(async (err) => {
      console.error(JSON.stringify((await call(api.statusHandler, { token: ownerToken, id: trackerId })).body.data), fake.requests.length, fake.inFlight, JSON.stringify(logged.slice(-6), (_k, v) => (v instanceof Error ? `${v.name}: ${v.message} ${v.stack?.split('\n').slice(1, 4).join(' | ')}` : v)))
      throw err
    })
    expect(final.progress).toBe(100)
    expect([...seen].some((p) => p > 0 && p < 100)).toBe(true)
    n = final.steps.questions.total
    expect(final.steps.questions.status).toBe('completed')
    // About 30: fewer only when two templates give the same text for overlapping topics and tags.
    expect(n).toBeGreaterThanOrEqual(25)
    expect(n).toBeLessThanOrEqual(TRACKER_LIMITS.questionsPerRun)
    expect(final.steps.analysis.status).toBe('completed')
    for (const p of offline) expect(final.steps.answers.platforms[p]).toMatchObject({ status: 'completed', done: n, total: n })
    expect(final.steps.answers.platforms.perplexity).toMatchObject({ status: 'failed', done: 0 })
    expect(final.steps.answers.platforms.perplexity.error).toMatch(/server_error/)

    const { report, questions, trend, method } = (await call(api.reportHandler, { token: ownerToken, id: trackerId })).body.data
    expect(Object.keys(report.platforms).sort()).toEqual([...offline].sort())
    expect(report.failedPlatforms).toEqual(['perplexity'])
    expect(report.sandbox).toBe(true)
    expect(report.brandScore).toBeGreaterThan(0)
    for (const p of offline) {
      expect(report.platforms[p].answers).toBe(n)
      expect(['low', 'slightly_low', 'normal', 'premium', 'high']).toContain(report.platforms[p].exposureLevel)
    }
    expect(report.exposures).toBe(offline.reduce((s, p) => s + report.platforms[p].exposures, 0))
    expect(report.exposures).toBeGreaterThan(0)
    expect(report.competitors[0]).toMatchObject({ name: brand, isBrand: true })
    expect(report.competitors).toHaveLength(4)
    expect(report.strategy.map((c: any) => c.kind)).toEqual(['platform_performance', 'competitor_analysis', 'topic_exposure', 'summary'])
    expect(report.strategy[0].recommendations).toContainEqual({ key: 'platformFailed', params: { platform: 'perplexity' } })
    expect(Object.values(report.hotTopics).some((list: any) => list.length > 0)).toBe(true)
    expect(questions).toHaveLength(n)
    expect(new Set(questions.map((q: any) => q.intent)).size).toBe(4)
    expect(questions.every((q: any) => typeof q.processingMs === 'number')).toBe(true)
    expect(trend).toEqual([{ run: firstRunId, score: report.brandScore, uncertain: false, date: report.dataUpdatedAt }])
    expect(method.version).toBe('geo-score-v1')

    // The stored rows agree with the report: one answer per (question, platform), none twice.
    const answers = await answersOf(firstRunId)
    expect(answers).toHaveLength(3 * n)
    expect(new Set(answers.map((a) => `${a.question}:${a.platform}:${a.sample}`)).size).toBe(3 * n)
  }, 120_000)

  it('changes nothing when a step runs again', async () => {
    const callsBefore = calls.length
    const reportsBefore = await payload.count({ collection: 'tracker-reports', where: { run: { equals: firstRunId } }, overrideAccess: true })
    const handler = createAnswerHandler(() => clients())
    for (const p of platforms) expect(await handler({ runId: firstRunId, platform: p }, ctx)).toMatchObject({ skipped: expect.any(String) })
    expect(await generateRunQuestions({ runId: firstRunId }, ctx)).toEqual({ skipped: 'completed' })
    expect(await analyzeRun({ runId: firstRunId }, ctx)).toEqual({ skipped: 'completed' })
    expect(calls.length).toBe(callsBefore)
    expect(await answersOf(firstRunId)).toHaveLength(3 * n)
    expect((await payload.count({ collection: 'tracker-reports', where: { run: { equals: firstRunId } }, overrideAccess: true })).totalDocs).toBe(reportsBefore.totalDocs)
    expect(await payload.count({ collection: 'tracker-questions', where: { run: { equals: firstRunId } }, overrideAccess: true })).toMatchObject({ totalDocs: n })
  })

  it('resumes a run after its worker dies, without asking again or counting twice', async () => {
    await worker!.stop()
    worker = undefined
    // Worker A answers the first ten questions on each platform and hangs on the rest, then dies.
    const real = clients()
    const asked = new Map<string, number>()
    const hanging = Object.fromEntries(
      platforms.map((p) => [
        p,
        {
          ...real[p],
          platform: p,
          sandbox: true,
          ask: (req: any, signal?: AbortSignal) => {
            const n = asked.get(p) ?? 0
            asked.set(p, n + 1)
            return n < 10 ? real[p].ask(req, signal) : new Promise(() => {})
          },
        } as PlatformClient,
      ]),
    ) as PlatformClients
    const a = await start(hanging)
    const { run } = await (await import('../../../cms/src/tracker/startRun')).startTrackerRun(payload, owner, trackerId)
    const runId = run.id as number
    await until("worker A to store the offline platforms' first answers", async () => {
      const stored = await answersOf(runId)
      return offline.every((p) => stored.filter((s) => s.platform === p).length === 10) && stored
    }, slow)
    await a.boss.stop({ graceful: false })
    const callsBefore = calls.length

    // Worker B takes over once the dead worker's heartbeat has lapsed (10 s): asked to supervise
    // until then, the queue releases the dead worker's jobs as soon as they count as expired.
    worker = await start(clients())
    await until(
      'the resumed run to complete',
      async () => {
        await worker!.boss.supervise('tracker.answer')
        return (await runOf(runId)).status === 'completed'
      },
      { timeoutMs: 60_000, everyMs: 500 },
    )
    const stored = await answersOf(runId)
    expect(stored).toHaveLength(3 * n)
    expect(new Set(stored.map((s) => `${s.question}:${s.platform}`)).size).toBe(3 * n)
    for (const p of offline) expect(calls.slice(callsBefore).filter((c) => c.startsWith(`${p}:`))).toHaveLength(n - 10)
    expect((await payload.count({ collection: 'tracker-reports', where: { run: { equals: runId } }, overrideAccess: true })).totalDocs).toBe(1)
  }, 120_000)

  it('re-runs on schedule and shows the trend by run date', async () => {
    await payload.update({ collection: 'trackers', id: trackerId, data: { nextRunAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    expect(await scheduleRuns({}, ctx)).toEqual({ due: 1, started: 1 })
    expect(await scheduleRuns({}, ctx)).toEqual({ due: 0, started: 0 })
    const scheduled = (await payload.find({ collection: 'tracker-runs', where: { and: [{ tracker: { equals: trackerId } }, { trigger: { equals: 'schedule' } }] }, overrideAccess: true })).docs[0]!
    await until('the scheduled run to complete', async () => (await runOf(scheduled.id as number)).status === 'completed', { timeoutMs: 60_000 }).catch(async (err) => {
      const jobs = await worker!.boss.findJobs('tracker.answer', { data: { runId: scheduled.id } } as never)
      const q = await worker!.boss.findJobs('tracker.questions', { data: { runId: scheduled.id } } as never)
      console.error(JSON.stringify({ run: await runOf(scheduled.id as number), answers: (await answersOf(scheduled.id as number)).length, jobs: [...q, ...jobs].map((j: any) => [j.name, j.state, j.retryCount, j.output]) }, null, 1))
      throw err
    })
    const tracker = await payload.findByID({ collection: 'trackers', id: trackerId, overrideAccess: true })
    expect(new Date(tracker.nextRunAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    const { trend } = (await call(api.reportHandler, { token: ownerToken, id: trackerId })).body.data
    expect(trend).toHaveLength(3)
    expect(trend.map((t: any) => t.date)).toEqual([...trend.map((t: any) => t.date)].sort())
    expect(tracker.latestScore).toBe(trend[2].score)
  }, 90_000)

  it('keeps a private tracker and its runs from other users', async () => {
    const priv = await call(api.createTrackerHandler, {
      token: ownerToken,
      body: { brandName: 'Secret Brand', description: 'A brand nobody else may look at, ever.', tags: ['secret', 'private'], topics: ['privacy'] },
    })
    const id = priv.body.data.id
    expect((await call(api.statusHandler, { token: otherToken, id })).status).toBe(404)
    expect((await call(api.startHandler, { token: otherToken, method: 'POST', id })).status).toBe(404)
    expect((await call(api.reportHandler, { token: otherToken, id: trackerId, path: `?runId=999999` })).status).toBe(404)
    expect((await call(api.reportHandler, { id })).status).toBe(404)
    // Ids no record can have answer 404 "Tracker not found", not a database error (500).
    for (const bad of ['99999999999', 'abc', '1.5']) {
      expect((await call(api.statusHandler, { token: ownerToken, id: bad as never })).body, bad).toEqual({ code: 404, message: 'Tracker not found', data: null })
      expect((await call(api.startHandler, { token: ownerToken, method: 'POST', id: bad as never })).status, bad).toBe(404)
      expect((await call(api.reportHandler, { token: ownerToken, id: bad as never })).status, bad).toBe(404)
    }
    expect((await call(api.reportHandler, { token: ownerToken, id: trackerId, path: '?runId=99999999999' })).body).toEqual({ code: 404, message: 'No content', data: null })
    expect((await call(api.statusHandler, { token: otherToken, id: trackerId })).status).toBe(404)
    const asOther = { user: other, overrideAccess: false } as const
    expect((await payload.find({ collection: 'trackers', where: { id: { equals: id } }, ...asOther })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'tracker-runs', where: { tracker: { equals: trackerId } }, ...asOther })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'tracker-answers', where: { run: { equals: firstRunId } }, ...asOther })).totalDocs).toBe(0)
    expect((await payload.find({ collection: 'tracker-questions', where: { run: { equals: firstRunId } }, ...asOther })).totalDocs).toBe(0)
    // Not even the owner writes a tracker directly: it cannot be given away nor given figures the service writes.
    await expect(payload.update({ collection: 'trackers', id, data: { owner: other.id, latestScore: 99, status: 'completed', public: false } as never, user: owner, overrideAccess: false })).rejects.toThrow(/not allowed/)
    const kept = await payload.findByID({ collection: 'trackers', id, depth: 0, overrideAccess: true })
    expect(kept).toMatchObject({ status: 'draft', owner: owner.id })
    expect(kept.latestScore ?? null).toBeNull()
    await expect(payload.update({ collection: 'trackers', id, data: { brandName: 'Taken' }, user: other, overrideAccess: false })).rejects.toThrow()
    const mine = (await call(api.listTrackersHandler, { token: otherToken })).body.data
    expect(mine.total).toBe(0)
    expect((await call(api.listTrackersHandler, { token: ownerToken })).body.data.total).toBe(2)
  })

  it('shows public reports in the brand ranking and in "others are viewing"', async () => {
    const anonymous = await call(api.reportHandler, { id: trackerId })
    expect(anonymous.status).toBe(200)
    await call(api.reportHandler, { token: otherToken, id: trackerId })
    const ranking = (await call(api.rankingHandler)).body.data
    expect(ranking.find((r: any) => r.trackerId === trackerId)).toMatchObject({ brandName: brand, rank: expect.any(Number), score: expect.any(Number) })
    expect(ranking.map((r: any) => r.rank)).toEqual(ranking.map((_: unknown, i: number) => i + 1))
    expect(ranking.find((r: any) => r.brandName === 'Secret Brand')).toBeUndefined()
    const viewing = (await call(api.viewingHandler)).body.data
    expect(viewing[0]).toMatchObject({ trackerId, brandName: brand })
  })

  it('drafts brand info from a website, and refuses an address on our own network', async () => {
    const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<title>Pixel Forge - AI images</title><meta name="description" content="Pixel Forge turns prompts into images for designers."><meta name="keywords" content="AI images, design">'))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
    try {
      const loopback = api.websiteHandler({ allowAddress: (a) => a === '127.0.0.1' })
      const draft = await call(loopback, { token: ownerToken, body: { url } })
      expect(draft).toEqual({ status: 200, body: { code: 0, message: 'ok', data: { url, brandName: 'Pixel Forge', description: 'Pixel Forge turns prompts into images for designers.', tags: ['AI images', 'design'], language: 'en' } } })
      expect(await call(api.websiteHandler(), { token: ownerToken, body: { url } })).toEqual({ status: 422, body: { code: 422, message: 'Cannot obtain website information at present', data: null } })
      expect((await call(api.websiteHandler(), { token: ownerToken, body: { url: 'gopher://x.example' } })).body.message).toBe('Please enter a valid URL')
      expect((await call(api.websiteHandler(), { body: { url } })).status).toBe(401)
    } finally {
      server.close()
    }
  })

  it('refuses runs beyond the daily limit with 429', async () => {
    const user = await userWithRole('customer')
    const token = await tokenOf(user)
    const created = await call(api.createTrackerHandler, { token, body: { brandName: 'Busy Brand', description: 'A brand that is checked too often today.', tags: ['one', 'two'], topics: ['chatbots'] } })
    const id = created.body.data.id
    for (let i = 0; i < TRACKER_LIMITS.runsPerDay; i++) {
      await payload.create({ collection: 'tracker-runs', data: { tracker: id, owner: user.id, trigger: 'user', status: 'completed', platforms: ['chatgpt'], samples: 1, parts: {} }, overrideAccess: true })
    }
    expect(await call(api.startHandler, { token, method: 'POST', id })).toEqual({ status: 429, body: { code: 429, message: 'Submission limit reached', data: null } })
  })
})
