import { stopProducer } from '@aidir/cms'
import { createOfflineClient, createPayloadCatalogue, createPlatformClients, parseLlmEnv, type LlmClient, type PlatformClients, type PlatformId } from '@aidir/cms/llm'
import { verdictOf, type Detection } from '@aidir/cms/geo'
import { checkHistory, checkStatus } from '@aidir/cms/geo'
import { queuePositions } from '@aidir/cms/geo'
import { redetect } from '@aidir/cms/geo'
import { rescoreDetection } from '@aidir/cms/geo'
import { isUniqueViolation } from '@aidir/tasks/jobs/geo/uniqueViolation'
import { GEO_LIMITS } from '@aidir/cms/geo'
import { startGeoCheck } from '@aidir/cms/geo'
import { createDetectHandler } from '@aidir/tasks/jobs/geo/detectPlatform'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startOpenAiFake } from '../../fakes/llm/openaiChat'
import type { FakeServer } from '../../fakes/llm/server'
import { payload, userWithRole } from '../helpers'
import { until } from '../../support/until'

/**
 * The geo.detect lifecycle on the real queue and database: queue positions, progress, a worker
 * killed mid-detection, a platform that is down, re-detect, and who may read what.
 */
const quiet = { info() {}, warn() {}, error() {}, debug() {} }
const detectionsOf = async (checkId: number) =>
  (await payload.find({ collection: 'geo-detections', where: { check: { equals: checkId } }, sort: 'id', depth: 0, pagination: false, overrideAccess: true })).docs
const samplesOf = async (detectionId: number, run = 1) =>
  (await payload.find({ collection: 'geo-samples', where: { and: [{ detection: { equals: detectionId } }, { run: { equals: run } }] }, sort: 'index', depth: 0, pagination: false, overrideAccess: true })).docs
const settled = (d: { status: string }) => d.status === 'completed' || d.status === 'error'

const question = 'What is the best AI image generation tool?'
const offlinePlatforms: PlatformId[] = ['deepseek', 'doubao', 'qwen', 'yuanbao']

describe('the geo.detect job', () => {
  let user: Awaited<ReturnType<typeof userWithRole>>
  let brand: string
  let fake: FakeServer
  let worker: Worker | undefined
  const calls: string[] = []

  const env = () =>
    parseLlmEnv({ LLM_MAX_RETRIES: '1', LLM_BACKOFF_BASE_MS: '10', LLM_BACKOFF_MAX_MS: '20', LLM_TIMEOUT_MS: '5000', LLM_BREAKER_FAILURES: '50', QIANFAN_API_KEY: 'test-key', QIANFAN_BASE_URL: fake.url })
  /** Offline answers, sample i after i × 300 ms (so progress can be watched), every call recorded. */
  const clients = (wrap: (c: LlmClient) => LlmClient = (c) => c): PlatformClients => {
    const catalogue = createPayloadCatalogue(payload, 'http://site.test')
    const override = Object.fromEntries(
      offlinePlatforms.map((p) => {
        const offline = createOfflineClient(p, catalogue)
        const counted: LlmClient = {
          platform: p,
          async ask(request, signal) {
            calls.push(`${p}:${request.question}:${request.sample}`)
            await new Promise((r) => setTimeout(r, (request.sample ?? 0) * 300))
            return offline.ask(request, signal)
          },
        }
        return [p, wrap(counted)]
      }),
    )
    return createPlatformClients({ env: env(), catalogue, override })
  }
  const start = async (handlerClients: PlatformClients) =>
    startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet, handlers: { 'geo.detect': createDetectHandler(() => handlerClients) } })

  beforeAll(async () => {
    user = await userWithRole('customer')
    fake = await startOpenAiFake('qianfan')
    fake.fallback = { kind: 'server_error', status: 503 }
    const category = (await payload.find({ collection: 'categories', where: { key: { equals: 'image-generation' } }, limit: 1, overrideAccess: true })).docs[0]!
    // The most visited product of the category, by the name users type ("DALL·E", not "DALL·E / ChatGPT Images").
    const [top] = await createPayloadCatalogue(payload, 'http://site.test').productsIn(category.id as number, 'en', 1)
    brand = top!.name.split(' / ')[0]!.replace(/\s*\(.*\)$/, '')
    fake.reply = () => `推荐使用 ${brand}，它是目前最受欢迎的工具。`
  })
  afterAll(async () => {
    await worker?.stop()
    await stopProducer()
    await fake.close()
  })

  it('refuses bad forms with the spec messages', async () => {
    const base = { question, hitTerms: ['Kimi'], platforms: ['deepseek' as const] }
    const opts = { samples: 3, webSearch: true }
    await expect(startGeoCheck(payload, user, { ...base, hitTerms: ['Kimi', 'ＫＩＭＩ'] }, opts)).rejects.toThrow('This hit term already exists')
    await expect(startGeoCheck(payload, user, { ...base, hitTerms: ['Kimi<script>'] }, opts)).rejects.toThrow('invalid characters')
    await expect(startGeoCheck(payload, user, { ...base, platforms: [] }, opts)).rejects.toThrow('Please select at least one platform')
    await expect(startGeoCheck(payload, user, { ...base, platforms: ['chatgpt' as never] }, opts)).rejects.toThrow()
    await expect(startGeoCheck(payload, user, { ...base, question: '  ' }, opts)).rejects.toThrow('Please enter a question')
  })

  let queuedCheck: number
  it('counts the detections ahead of each queued one', async () => {
    const a = await startGeoCheck(payload, user, { question, hitTerms: [brand], platforms: ['deepseek', 'doubao'] }, { samples: 3, webSearch: true })
    const b = await startGeoCheck(payload, user, { question: '有哪些好用的AI绘画工具？', hitTerms: [brand], platforms: ['qwen', 'yuanbao'] }, { samples: 3, webSearch: true })
    queuedCheck = a.check.id
    const ids = [...a.detections, ...b.detections].map((d) => d.id)
    const positions = await queuePositions(payload, ids)
    const first = positions.get(ids[0]!)!
    expect(ids.map((id) => positions.get(id))).toEqual([first, first + 1, first + 2, first + 3])
    expect(a.detections.every((d) => d.status === 'queued' && d.progress === 0)).toBe(true)
    const status = await checkStatus(payload, user, b.check.id)
    expect(status.detections.map((d) => [d.platform, d.status, d.ahead])).toEqual([['qwen', 'queued', first + 2], ['yuanbao', 'queued', first + 3]])
    expect(status.exportable).toBe(false)
  })

  it('resumes after a worker dies mid-detection, without asking again or counting twice', async () => {
    // Worker A answers sample 0 of every detection, then hangs on the others, and dies.
    const hanging = clients((c) => ({
      platform: c.platform,
      ask: (request, signal) => (request.sample === 0 ? c.ask(request, signal) : new Promise(() => {})),
    }))
    const a = await start(hanging)
    const [first] = await detectionsOf(queuedCheck)
    await until('worker A to answer sample 0', async () => (await samplesOf(first!.id)).length === 1)
    await until('every detection to be detecting', async () => (await detectionsOf(queuedCheck)).every((d) => d.status === 'detecting'))
    await a.boss.stop({ graceful: false })
    const callsBefore = calls.length

    // Worker B takes over once the dead worker's heartbeat has lapsed (10 s): asked to supervise
    // until then, the queue releases the dead worker's jobs as soon as they count as expired.
    worker = await start(clients())
    const done = await until('every detection to settle after worker B took over', async () => {
      await worker!.boss.supervise('geo.detect')
      const list = await detectionsOf(queuedCheck)
      return list.every(settled) && list
    }, { timeoutMs: 45_000, everyMs: 500 })
    for (const d of done) {
      expect(d.status).toBe('completed')
      const samples = await samplesOf(d.id)
      expect(samples.map((s) => s.index)).toEqual([0, 1, 2])
      const redone = calls.slice(callsBefore).filter((c) => c.startsWith(`${d.platform}:${question}:`))
      expect(redone.sort()).toEqual([`${d.platform}:${question}:1`, `${d.platform}:${question}:2`])
      const jobs = await worker.boss.findJobs('geo.detect', { data: { detectionId: d.id, run: 1 } })
      expect(jobs[0]!.retryCount).toBeGreaterThanOrEqual(1)
    }
  }, 90_000)

  it('shows progress, finishes the working platforms and marks a platform that is down as error', async () => {
    const { check, detections } = await startGeoCheck(payload, user, { question, hitTerms: [brand, 'an alias nobody says'], platforms: ['deepseek', 'qwen', 'wenxin'] }, { samples: 3, webSearch: true })
    const seen = new Set<string>()
    const final = await until('every detection of the check to settle', async () => {
      const list = await detectionsOf(check.id)
      for (const d of list) seen.add(`${d.platform}:${d.status}:${d.progress}`)
      return list.every(settled) && list
    }, { timeoutMs: 30_000, everyMs: 50 })
    expect([...seen].some((s) => /^deepseek:detecting:(32|63)$/.test(s))).toBe(true)

    const byPlatform = Object.fromEntries(final.map((d) => [d.platform, d]))
    expect(byPlatform.wenxin).toMatchObject({ status: 'error', sandbox: false })
    expect(byPlatform.wenxin!.error).toContain('server_error')
    for (const platform of ['deepseek', 'qwen']) {
      const d = byPlatform[platform]!
      expect(d).toMatchObject({ status: 'completed', progress: 100, sandbox: true })
      const samples = await samplesOf(d.id)
      expect(samples).toHaveLength(3)
      expect(samples[0]!.raw).toMatchObject({ engine: 'offline-catalogue-v1' })
      // The stored verdict is the verdict of the stored samples: a re-score needs no vendor.
      const v = verdictOf(samples.map((s) => s.analysis as Detection))
      expect(d).toMatchObject({ recommended: v.recommended, exposures: v.exposures, recommendedSamples: v.recommendedSamples })
      expect(d.exposures).toBeGreaterThan(0)
      expect(d.recommended).toBe(true)
      expect((d.evidence as string[])[0]).toContain(brand)
    }
    expect(detections).toHaveLength(3)
    expect((await checkStatus(payload, user, check.id)).exportable).toBe(false)

    // Re-detect once the platform is back: a new run, and a late job of the old run does nothing.
    fake.fallback = { kind: 'ok' }
    const wenxin = byPlatform.wenxin!
    await redetect(payload, user, wenxin.id)
    const again = await until('the re-detection to settle', async () => {
      const d = await payload.findByID({ collection: 'geo-detections', id: wenxin.id, depth: 0, overrideAccess: true })
      return settled(d) && d
    })
    expect(again).toMatchObject({ status: 'completed', run: 2, recommended: true, sandbox: false })
    expect(await samplesOf(wenxin.id, 2)).toHaveLength(3)
    const stale = await createDetectHandler(() => clients())({ detectionId: wenxin.id, run: 1 }, { payload, log: quiet, jobId: 'x', attempt: 1 })
    expect(stale).toEqual({ skipped: 'stale run' })
    const fakeSamples = await samplesOf(wenxin.id, 2)
    expect(fakeSamples[0]!.raw).toMatchObject({ object: 'chat.completion', search_results: expect.any(Array) })
    // A second copy of a stored sample is refused by the database, and recognised as such.
    const copy = { detection: wenxin.id, owner: user.id, run: 2, index: 0, text: 'again' }
    const refused = await payload.create({ collection: 'geo-samples', data: copy as never, overrideAccess: true }).catch((e) => e)
    expect(isUniqueViolation(refused)).toBe(true)
    expect(await samplesOf(wenxin.id, 2)).toHaveLength(3)

    // Re-scoring with other terms reads the stored answers only.
    const before = fake.requests.length
    const rescored = await rescoreDetection(payload, byPlatform.deepseek!.id, ['a brand nobody names'])
    expect(rescored).toMatchObject({ recommended: false, exposures: 0, verdict: 'absent' })
    await rescoreDetection(payload, byPlatform.deepseek!.id)
    expect(await payload.findByID({ collection: 'geo-detections', id: byPlatform.deepseek!.id, overrideAccess: true })).toMatchObject({ recommended: true, exposures: byPlatform.deepseek!.exposures })
    expect(fake.requests.length).toBe(before)

    const status = await checkStatus(payload, user, check.id)
    expect(status.exportable).toBe(true)
    expect(status.detections.every((d) => d.recommended === true && d.ahead === null)).toBe(true)
    const history = await checkHistory(payload, user)
    expect(history.rows[0]).toMatchObject({ id: check.id, detections: 3, recommendations: 3, exposureRate: 1, complete: true })
  }, 60_000)

  it('lets only the owner (and support) read checks and detections, and re-detect them', async () => {
    const other = await userWithRole('customer')
    const support = await userWithRole('support')
    const list = await payload.find({ collection: 'geo-detections', where: { check: { equals: queuedCheck } }, user: other, overrideAccess: false })
    expect(list.totalDocs).toBe(0)
    expect((await payload.find({ collection: 'geo-detections', where: { check: { equals: queuedCheck } }, user: support, overrideAccess: false })).totalDocs).toBe(2)
    expect((await payload.find({ collection: 'geo-samples', user: other, overrideAccess: false })).totalDocs).toBe(0)
    const [d] = await detectionsOf(queuedCheck)
    await expect(redetect(payload, other, d!.id)).rejects.toThrow()
    await expect(checkStatus(payload, other, queuedCheck)).rejects.toThrow()
    expect((await checkHistory(payload, other)).total).toBe(0)
    await expect(payload.create({ collection: 'geo-detections', data: { check: queuedCheck, owner: other.id, platform: 'deepseek', samplesWanted: 1 } as never, user: other, overrideAccess: false })).rejects.toThrow()
    // Checks start only through startGeoCheck (limit, SPEC §5): not by a customer's own write, for anyone.
    for (const owner of [user.id, other.id]) {
      await expect(payload.create({ collection: 'geo-checks', data: { owner, question: 'q', hitTerms: ['x'], platforms: ['deepseek'], samplesPerPlatform: 1 } as never, user: other, overrideAccess: false })).rejects.toThrow(/not allowed/)
    }
  })

  it('refuses checks beyond the daily limit', async () => {
    const busy = await userWithRole('customer')
    for (let i = 0; i < GEO_LIMITS.checksPerDay - 1; i++) await startGeoCheck(payload, busy, { question: `q${i}`, hitTerms: ['x'], platforms: ['deepseek'] }, { samples: 1 })
    // Two at once with room for one: exactly one gets through.
    const both = await Promise.allSettled([1, 2].map((n) => startGeoCheck(payload, busy, { question: `race ${n}`, hitTerms: ['x'], platforms: ['deepseek'] }, { samples: 1 })))
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    await expect(startGeoCheck(payload, busy, { question: 'one more', hitTerms: ['x'], platforms: ['deepseek'] }, { samples: 1 })).rejects.toThrow('Submission limit reached')
    expect((await checkHistory(payload, busy, 1, 100)).total).toBe(GEO_LIMITS.checksPerDay)
  })
})
