import { notifySupport } from '@aidir/tasks/jobs/support/notifySupport'
import { describe, expect, it } from 'vitest'
import * as factReports from '@/app/api/support/fact-reports/route'
import { call, newAddress } from './accountsApi'
import { cmsApi } from './accessMatrix/cmsApi'
import { payload } from './helpers'
import { jobContext, leadUsers, notifyJobsFor } from './leads'

/**
 * "Report a wrong fact" (the about page): POST /api/support/fact-reports through the route kit —
 * anyone may send one, validated with the form's messages, limited per address — stored for
 * support with its inbox entry queued in the same transaction; on the CMS's APIs a customer reads
 * only their own reports and writes none.
 */
const api = cmsApi(payload)
const report = { page: 'https://directory.example.org/en/details/midjourney', correction: 'The Standard plan costs $30 a month, not $24.', source: 'https://docs.midjourney.com/hc/en-us/articles/27870484040333', email: 'reader@example.com' }
const jobsFor = (id: number) => notifyJobsFor('fact-report', id)

describe('reports of wrong facts', () => {
  const users = leadUsers()

  it('takes a report from a visitor without an account, in the page’s language, and queues the support notification with it', async () => {
    const sent = await call(factReports.POST, { path: '/api/support/fact-reports?langType=jp', body: report, ip: newAddress() })
    expect(sent).toMatchObject({ status: 200, body: { code: 0, message: 'Submitted successfully' } })
    const id = sent.body.data.id as number
    const stored = await payload.findByID({ collection: 'fact-reports', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ page: report.page, correction: report.correction, source: report.source, email: report.email, locale: 'ja', status: 'new' })
    expect(stored.reporter ?? null).toBeNull()
    expect(await jobsFor(id)).toBe(1)

    // The worker's job writes one inbox entry, however often it runs.
    expect(await notifySupport({ kind: 'fact-report', id }, jobContext)).toMatchObject({ created: true })
    expect(await notifySupport({ kind: 'fact-report', id }, jobContext)).toMatchObject({ created: false })
    const inbox = await payload.find({ collection: 'support-notifications', where: { source: { equals: `fact-report:${id}` } }, overrideAccess: true })
    expect(inbox.docs).toHaveLength(1)
    expect(inbox.docs[0]).toMatchObject({ kind: 'fact-report', done: false, link: `/admin/collections/fact-reports/${id}` })
    expect(inbox.docs[0]!.title).toContain('/en/details/midjourney')
    expect(inbox.docs[0]!.body).toContain('$30 a month')
    // Support reads the report and its entry through the CMS API.
    expect((await api.rest('GET', `/fact-reports/${id}`, users.support.token)).status).toBe(200)
    expect((await api.rest('GET', `/support-notifications/${inbox.docs[0]!.id}`, users.support.token)).status).toBe(200)
  })

  it('refuses a bad report with the form’s message and the field, never a 500', async () => {
    const ip = newAddress()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...report, page: '  ' }, 'Please name the page or product with the wrong fact', 'page'],
      [{ ...report, correction: 'wrong' }, 'Please describe what is wrong in at least 10 characters', 'correction'],
      [{ ...report, source: 'javascript:alert(1)' }, 'Please enter a valid URL', 'source'],
      [{ ...report, email: 'reader@' }, 'Please enter a valid email address', 'email'],
    ]
    for (const [body, message, field] of cases) {
      const answer = await call(factReports.POST, { path: '/api/support/fact-reports', body, ip })
      expect({ status: answer.status, body: answer.body }, field).toEqual({ status: 400, body: { code: 400, message, data: { field } } })
    }
    expect((await call(factReports.POST, { path: '/api/support/fact-reports', raw: '{not json', ip: newAddress() })).body).toMatchObject({ code: 400, message: 'Form validation failed' })
    expect((await call(factReports.POST, { path: '/api/support/fact-reports', body: ['a list'], ip: newAddress() })).status).toBe(400)
    // Empty optional fields are left out, not refused.
    expect((await call(factReports.POST, { path: '/api/support/fact-reports', body: { ...report, source: '', email: '' }, ip: newAddress() })).status).toBe(200)
    expect((await call(factReports.GET, { path: '/api/support/fact-reports' })).status).toBe(405)
  })

  it('limits reports per address: the sixth within the hour is 429 with Retry-After', async () => {
    const ip = newAddress()
    for (let i = 0; i < 5; i++) expect((await call(factReports.POST, { path: '/api/support/fact-reports', body: report, ip })).status, `report ${i + 1}`).toBe(200)
    const refused = await call(factReports.POST, { path: '/api/support/fact-reports', body: report, ip })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 429, message: 'Too many attempts, please try again later' })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('lets a customer read their own reports through the CMS API, nobody else’s, and write none', async () => {
    const sent = await call(factReports.POST, { path: '/api/support/fact-reports', token: users.alice.token, body: { ...report, correction: 'Alice says the free tier ended in 2025.' }, ip: newAddress() })
    expect(sent.status).toBe(200)
    const id = sent.body.data.id as number
    expect((await payload.findByID({ collection: 'fact-reports', id, depth: 0, overrideAccess: true })).reporter).toBe(users.alice.id)

    const mine = await api.rest('GET', '/fact-reports', users.alice.token)
    expect(mine.status).toBe(200)
    expect(mine.body.docs.map((d: { id: number }) => d.id)).toEqual([id])
    // Bob sees none of Alice's, by list, by id or by GraphQL; a visitor sees none at all.
    expect((await api.rest('GET', '/fact-reports', users.bob.token)).body.totalDocs).toBe(0)
    expect((await api.rest('GET', `/fact-reports/${id}`, users.bob.token)).status).toBe(404)
    expect([401, 403]).toContain((await api.rest('GET', `/fact-reports/${id}`)).status)
    const gql = await api.graphql(`query { FactReports { totalDocs docs { id correction } } }`, {}, users.bob.token)
    expect(gql.body.data?.FactReports?.totalDocs ?? 0).toBe(0)
    expect(JSON.stringify(gql.body)).not.toContain('Alice says')
    // Nor can a customer create or change one there (only the storefront's endpoint writes them).
    expect((await api.rest('POST', '/fact-reports', users.alice.token, { page: 'x', correction: 'a forged report text' })).status).toBe(403)
    expect((await api.rest('PATCH', `/fact-reports/${id}`, users.alice.token, { status: 'corrected' })).status).toBe(403)
    expect((await payload.findByID({ collection: 'fact-reports', id, depth: 0, overrideAccess: true })).status).toBe('new')
    // Support works it.
    expect((await api.rest('PATCH', `/fact-reports/${id}`, users.support.token, { status: 'checking' })).status).toBe(200)
  })
})
