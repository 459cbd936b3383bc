import { stopProducer } from '@aidir/cms'
import { GEO_LIMITS } from '@aidir/cms/geo'
import { createOfflineClient, createPayloadCatalogue, createPlatformClients, LlmError, parseLlmEnv, type LlmClient } from '@aidir/cms/llm'
import { createDetectHandler } from '@aidir/tasks/jobs/geo/detectPlatform'
import { startWorker, type Worker } from '@aidir/tasks/worker'
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as geo from '@/features/geo/handlers'
import { payload, signedInWithRole, userWithRole } from '../helpers'
import { until } from '../../support/until'

/**
 * The checker's API (/api/geo/…) through its route handlers, on the real database and queue:
 * sign-in, the SPEC §5 messages, someone else's check, the export guard, re-detect, history,
 * the daily limit, keyword suggestions and the GEO contact form with its support notification.
 */
const quiet = { info() {}, warn() {}, error() {}, debug() {} }

/** A route handler called as Next calls it, with the route's `id` when it has one. */
type Route = (request: Request, context?: { params?: Promise<Record<string, string>> }) => Promise<Response>
const withId = (route: Route) => (request: Request, id?: string) => route(request, { params: Promise.resolve(id === undefined ? {} : { id }) })
const [checkHandler, createCheckHandler, exportHandler, historyHandler, keywordsHandler, leadHandler, redetectHandler] = [
  geo.checkHandler, geo.createCheckHandler, geo.exportHandler, geo.historyHandler, geo.keywordsHandler, geo.leadHandler, geo.redetectHandler,
].map(withId)

type Signed = { id: number; token: string }
const signedIn = (role: 'customer' | 'support' = 'customer'): Promise<Signed> => signedInWithRole(role)

function request(path: string, options: { method?: string; token?: string; body?: unknown; raw?: string } = {}): Request {
  const headers: Record<string, string> = {}
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  if (options.body !== undefined || options.raw !== undefined) headers['Content-Type'] = 'application/json'
  return new Request(`http://site.test${path}`, { method: options.method ?? 'GET', headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) })
}
const json = async (response: Response) => ({ status: response.status, body: (await response.json()) as { code: number; message: string; data: any } })

const question = 'What is the best AI image generation tool?'
const platforms = ['deepseek', 'doubao', 'qwen', 'yuanbao', 'wenxin']

describe('the GEO checker API', () => {
  let alice: Signed
  let bob: Signed
  let brand: string
  let worker: Worker | undefined
  /** Baidu Wenxin is "down" until a test brings it back. */
  let wenxinDown = true

  beforeAll(async () => {
    ;[alice, bob] = await Promise.all([signedIn(), signedIn()])
    const catalogue = createPayloadCatalogue(payload, 'http://site.test')
    const category = (await payload.find({ collection: 'categories', where: { key: { equals: 'image-generation' } }, limit: 1, overrideAccess: true })).docs[0]!
    const [top] = await catalogue.productsIn(category.id as number, 'en', 1)
    brand = top!.name.split(' / ')[0]!.replace(/\s*\(.*\)$/, '')
  })
  afterAll(async () => {
    await worker?.stop()
    await stopProducer()
  })

  const startTheWorker = async () => {
    const catalogue = createPayloadCatalogue(payload, 'http://site.test')
    const wenxin = createOfflineClient('wenxin', catalogue)
    const flaky: LlmClient = {
      platform: 'wenxin',
      ask: (req, signal) => (wenxinDown ? Promise.reject(new LlmError('server_error', 'wenxin', 'HTTP 503', { status: 503 })) : wenxin.ask(req, signal)),
    }
    const env = parseLlmEnv({ LLM_MAX_RETRIES: '0', LLM_BREAKER_FAILURES: '50' })
    const clients = createPlatformClients({ env, catalogue, override: { wenxin: flaky } })
    worker = await startWorker({ payload, connectionString: process.env.DATABASE_URL!, log: quiet, handlers: { 'geo.detect': createDetectHandler(() => clients) } })
  }

  it('asks for a sign-in first (401 "Please login first")', async () => {
    const responses = await Promise.all([
      createCheckHandler(request('/api/geo/checks', { method: 'POST', body: { question, hitTerms: ['X'], platforms } })),
      historyHandler(request('/api/geo/checks')),
      checkHandler(request('/api/geo/checks/1'), '1'),
      exportHandler(request('/api/geo/checks/1/export'), '1'),
      redetectHandler(request('/api/geo/detections/1/redetect', { method: 'POST' }), '1'),
      leadHandler(request('/api/geo/leads', { method: 'POST', body: {} })),
      checkHandler(request('/api/geo/checks/1', { token: 'not-a-token' }), '1'),
    ])
    for (const response of responses) expect(await json(response)).toEqual({ status: 401, body: { code: 401, message: 'Please login first', data: null } })
  })

  it('refuses bad forms with the SPEC §5 messages, naming the field', async () => {
    const post = async (body: unknown, raw?: string) => json(await createCheckHandler(request('/api/geo/checks', { method: 'POST', token: alice.token, body, raw })))
    const base = { question, hitTerms: ['Kimi'], platforms }
    const cases: [unknown, string, string | null][] = [
      [{ ...base, hitTerms: ['Kimi', 'ＫＩＭＩ'] }, 'This hit term already exists', 'hitTerms.1'],
      [{ ...base, hitTerms: ['Kimi<script>'] }, 'The hit term contains invalid characters', 'hitTerms.0'],
      [{ ...base, hitTerms: Array.from({ length: GEO_LIMITS.maxHitTerms + 1 }, (_, i) => `Brand ${i}`) }, `At most ${GEO_LIMITS.maxHitTerms} hit terms`, 'hitTerms'],
      [{ ...base, hitTerms: [] }, 'Please enter at least one brand keyword', 'hitTerms'],
      [{ ...base, platforms: [] }, 'Please select at least one platform', 'platforms'],
      [{ ...base, question: '   ' }, 'Please enter a question', 'question'],
    ]
    for (const [body, message, field] of cases) {
      expect(await post(body)).toEqual({ status: 400, body: { code: 400, message, data: { field } } })
    }
    expect((await post(undefined, '{not json')).body).toMatchObject({ code: 400, message: 'Form validation failed' })
    expect((await post({ ...base, platforms: ['chatgpt'] })).status).toBe(400)
    expect(await payload.count({ collection: 'geo-checks', where: { owner: { equals: alice.id } }, overrideAccess: true })).toEqual({ totalDocs: 0 })
  })

  let checkId: number
  it('starts a check of five platforms, queued with the people ahead, and keeps it from others', async () => {
    const created = await json(await createCheckHandler(request('/api/geo/checks', { method: 'POST', token: alice.token, body: { question, hitTerms: [brand, 'ＤＡＬＬ-Ｅ alias'], platforms } })))
    expect(created.status).toBe(200)
    expect(created.body.code).toBe(0)
    checkId = created.body.data.id
    expect(created.body.data.detections.map((d: any) => d.platform)).toEqual(platforms)

    const status = await json(await checkHandler(request(`/api/geo/checks/${checkId}`, { token: alice.token }), String(checkId)))
    expect(status.body.data.pending).toBe(true)
    const aheads = status.body.data.detections.map((d: any) => d.tasksAhead)
    expect(status.body.data.detections.every((d: any) => d.status === 'queued' && d.taskStatus === 'pending')).toBe(true)
    expect(aheads).toEqual(aheads.map((_: number, i: number) => aheads[0] + i))

    // Someone else's check does not exist for them.
    const detectionId = status.body.data.detections[0].id
    for (const response of [
      await checkHandler(request(`/api/geo/checks/${checkId}`, { token: bob.token }), String(checkId)),
      await exportHandler(request(`/api/geo/checks/${checkId}/export`, { token: bob.token }), String(checkId)),
      await redetectHandler(request(`/api/geo/detections/${detectionId}/redetect`, { method: 'POST', token: bob.token }), String(detectionId)),
    ]) {
      expect(await json(response)).toMatchObject({ status: 404, body: { code: 404 } })
    }
    expect((await json(await historyHandler(request('/api/geo/checks', { token: bob.token })))).body.data.rows).toEqual([])
    // Ids no record can have are "not found", never a database error (500).
    for (const bad of ['abc', '1.5', '99999999999', '99999999999999999999']) {
      expect(await json(await checkHandler(request(`/api/geo/checks/${bad}`, { token: alice.token }), bad)), bad).toMatchObject({ status: 404, body: { code: 404, message: 'No content' } })
      expect((await exportHandler(request(`/api/geo/checks/${bad}/export`, { token: alice.token }), bad)).status, bad).toBe(404)
      expect((await redetectHandler(request(`/api/geo/detections/${bad}/redetect`, { method: 'POST', token: alice.token }), bad)).status, bad).toBe(404)
    }
  })

  it('refuses to export or re-detect while detections are pending', async () => {
    for (const format of ['csv', 'xlsx']) {
      const response = await exportHandler(request(`/api/geo/checks/${checkId}/export?format=${format}`, { token: alice.token }), String(checkId))
      expect(await json(response)).toEqual({ status: 409, body: { code: 409, message: 'Please wait for all detections to complete before exporting', data: null } })
    }
    const status = await json(await checkHandler(request(`/api/geo/checks/${checkId}`, { token: alice.token }), String(checkId)))
    const queued = status.body.data.detections[0].id
    expect(await json(await redetectHandler(request('/x', { method: 'POST', token: alice.token }), String(queued)))).toMatchObject({ status: 409, body: { message: 'Retry failed' } })
    expect((await exportHandler(request(`/api/geo/checks/${checkId}/export?format=pdf`, { token: alice.token }), String(checkId))).status).toBe(400)
  })

  let view: any
  it('finishes the working platforms, marks the one that is down as error, and re-detects it', async () => {
    await startTheWorker()
    const read = async () => (await json(await checkHandler(request(`/api/geo/checks/${checkId}`, { token: alice.token }), String(checkId)))).body.data
    view = await until('the check to stop pending', async () => {
      const v = await read()
      return !v.pending && v
    })
    const wenxin = view.detections.find((d: any) => d.platform === 'wenxin')
    expect(wenxin).toMatchObject({ status: 'error', taskStatus: 'failed', sandbox: false })
    for (const d of view.detections.filter((x: any) => x.platform !== 'wenxin')) {
      expect(d).toMatchObject({ status: 'completed', taskStatus: 'completed', progress: 100, sandbox: true, recommended: true, tasksAhead: null })
      expect(d.exposures).toBeGreaterThan(0)
      expect(d.evidence[0]).toContain(brand)
    }
    expect(view.sandbox).toBe(true)
    expect(view.exportable).toBe(false)
    expect((await exportHandler(request(`/api/geo/checks/${checkId}/export`, { token: alice.token }), String(checkId))).status).toBe(409)

    wenxinDown = false
    const retried = await json(await redetectHandler(request('/x', { method: 'POST', token: alice.token }), String(wenxin.id)))
    expect(retried).toMatchObject({ status: 200, body: { code: 0, message: 'retry succeeded', data: { id: wenxin.id, status: 'queued', run: 2 } } })
    view = await until('the check to become exportable', async () => {
      const v = await read()
      return v.exportable && v
    })
    expect(view.detections.find((d: any) => d.platform === 'wenxin')).toMatchObject({ status: 'completed', recommended: true, sandbox: true })
    expect(view.summary).toMatchObject({ detections: 5, completed: 5, recommendations: 5, exposureRate: 1 })
  })

  it('exports a finished check as CSV and XLSX', async () => {
    const csvResponse = await exportHandler(request(`/api/geo/checks/${checkId}/export?format=csv`, { token: alice.token }), String(checkId))
    expect(csvResponse.status).toBe(200)
    expect(csvResponse.headers.get('content-type')).toContain('text/csv')
    expect(csvResponse.headers.get('content-disposition')).toBe(`attachment; filename="geo-check-${checkId}.csv"`)
    const csv = await csvResponse.text()
    const lines = csv.replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toBe('Platform,Question,Hit terms,Recommended,Verdict,Exposure count,Samples,Recommending samples,Evidence,Sandbox,Checked at')
    expect(lines).toHaveLength(6)
    expect(lines[1]).toContain('DeepSeek,What is the best AI image generation tool?')
    expect(csv).toContain(`"${brand}, ＤＡＬＬ-Ｅ alias"`)

    const xlsxResponse = await exportHandler(request(`/api/geo/checks/${checkId}/export?format=xlsx`, { token: alice.token }), String(checkId))
    expect(xlsxResponse.headers.get('content-type')).toContain('spreadsheetml')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await xlsxResponse.arrayBuffer())
    const sheet = workbook.getWorksheet('GEO check')!
    expect(sheet.rowCount).toBe(6)
    expect(sheet.getRow(2).getCell(1).value).toBe('DeepSeek')
    expect(sheet.getRow(6).getCell(4).value).toBe('yes')
  })

  it('lists the history with hit terms, detection count, recommendation count and exposure rate, paginated', async () => {
    const second = await json(await createCheckHandler(request('/api/geo/checks', { method: 'POST', token: alice.token, body: { question: '有哪些好用的AI绘画工具？', hitTerms: ['没人说的品牌'], platforms: ['deepseek', 'qwen'] } })))
    const done = await until('the second check to become exportable', async () => {
      const v = (await json(await checkHandler(request('/x', { token: alice.token }), String(second.body.data.id)))).body.data
      return v.exportable && v
    })
    expect(done.detections.every((d: any) => d.recommended === false && d.exposures === 0)).toBe(true)
    const history = (await json(await historyHandler(request('/api/geo/checks', { token: alice.token })))).body.data
    expect(history.total).toBe(2)
    expect(history.rows[0]).toMatchObject({ id: second.body.data.id, hitTerms: ['没人说的品牌'], detections: 2, recommendations: 0, exposureRate: 0, complete: true })
    expect(history.rows[1]).toMatchObject({ id: checkId, detections: 5, recommendations: 5, exposureRate: 1 })
    const page2 = (await json(await historyHandler(request('/api/geo/checks?page=2&limit=1', { token: alice.token })))).body.data
    expect(page2).toMatchObject({ page: 2, totalPages: 2, rows: [{ id: checkId }] })
    expect((await historyHandler(request('/api/geo/checks?limit=500', { token: alice.token }))).status).toBe(400)
  })

  it('stops a user at the daily limit with 429 "Submission limit reached"', async () => {
    const carol = await signedIn()
    for (let i = 0; i < GEO_LIMITS.checksPerDay; i++) {
      await payload.create({ collection: 'geo-checks', data: { owner: carol.id, question: `q${i}`, hitTerms: ['x'], platforms: ['deepseek'], samplesPerPlatform: 1 }, overrideAccess: true })
    }
    const refused = await json(await createCheckHandler(request('/api/geo/checks', { method: 'POST', token: carol.token, body: { question, hitTerms: ['x'], platforms } })))
    expect(refused).toEqual({ status: 429, body: { code: 429, message: 'Submission limit reached', data: null } })
    expect((await payload.count({ collection: 'geo-checks', where: { owner: { equals: carol.id } }, overrideAccess: true })).totalDocs).toBe(GEO_LIMITS.checksPerDay)
  })

  it('suggests keyword phrases in the asked language, the question’s topic first', async () => {
    const zh = (await json(await keywordsHandler(request(`/api/geo/keywords?langType=zh_cn&q=${encodeURIComponent('有哪些好用的AI绘画工具')}`)))).body.data.items
    expect(zh.length).toBeGreaterThan(3)
    for (const item of zh) {
      expect(item).toEqual({ keyword: expect.any(String), category: expect.any(String), hotValue: expect.any(Number), difficulty: expect.stringMatching(/^(high|medium|low)$/), strongBrands: expect.any(Number), sandbox: expect.any(Boolean) })
    }
    expect(zh[0].keyword).toMatch(/[\u4e00-\u9fff]/)
    expect(zh[0].category).toBe('image-generation')
    expect(zh[0].keyword).toMatch(/绘画/)
    const en = (await json(await keywordsHandler(request('/api/geo/keywords?langType=en')))).body.data.items
    // Difficulty follows the strong brands already there: more of them is never rated easier.
    const level = { low: 0, medium: 1, high: 2 } as Record<string, number>
    for (const a of en) for (const b of en) if (a.strongBrands > b.strongBrands) expect(level[a.difficulty]!).toBeGreaterThanOrEqual(level[b.difficulty]!)
    expect((await keywordsHandler(request('/api/geo/keywords?limit=1000'))).status).toBe(400)
  })

  it('stores a GEO lead for support and notifies them once', async () => {
    const post = async (body: unknown, token = alice.token) => json(await leadHandler(request('/api/geo/leads', { method: 'POST', token, body })))
    const lead = { name: 'Li Wei', company: 'Acme 科技', email: 'li.wei@acme.example', phone: '+86 138-0013-8000', requirements: 'We want DeepSeek to recommend our CRM.' }
    const cases: [Record<string, string>, string, string][] = [
      [{ ...lead, name: '' }, 'Please enter your name', 'name'],
      [{ ...lead, company: ' ' }, 'Please enter your company name', 'company'],
      [{ ...lead, email: 'li.wei@' }, 'Please enter a valid email address', 'email'],
      [{ ...lead, phone: '12ab' }, 'Please enter a valid phone number', 'phone'],
      [{ ...lead, phone: '123' }, 'Please enter a valid phone number', 'phone'],
      [{ ...lead, requirements: '' }, 'Please describe your requirements', 'requirements'],
    ]
    for (const [body, message, field] of cases) expect(await post(body)).toEqual({ status: 400, body: { code: 400, message, data: { field } } })

    const sent = await post({ ...lead, owner: bob.id, status: 'closed' })
    expect(sent).toMatchObject({ status: 200, body: { code: 0, message: 'Submitted successfully' } })
    const id = sent.body.data.id
    const stored = await payload.findByID({ collection: 'geo-leads', id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ owner: alice.id, status: 'new', company: 'Acme 科技', phone: '+86 138-0013-8000' })

    const notification = await until('the support notification for the GEO lead', async () => (await payload.find({ collection: 'support-notifications', where: { source: { equals: `geo-lead:${id}` } }, overrideAccess: true })).docs[0])
    expect(notification).toMatchObject({ kind: 'geo-lead', done: false, link: `/admin/collections/geo-leads/${id}` })
    expect(notification.title).toContain('Acme 科技')

    // Support staff see leads and the inbox; other customers see neither.
    const support = { ...(await userWithRole('support')), collection: 'users' as const }
    const bobUser = { ...(await payload.findByID({ collection: 'users', id: bob.id, overrideAccess: true })), collection: 'users' as const }
    expect((await payload.find({ collection: 'geo-leads', where: { id: { equals: id } }, user: support, overrideAccess: false })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'support-notifications', where: { id: { equals: notification.id } }, user: support, overrideAccess: false })).totalDocs).toBe(1)
    expect((await payload.find({ collection: 'geo-leads', where: { id: { equals: id } }, user: bobUser, overrideAccess: false })).totalDocs).toBe(0)
    await expect(payload.find({ collection: 'support-notifications', user: bobUser, overrideAccess: false })).rejects.toThrow()
  })
})
