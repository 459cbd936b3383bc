import { notifySupport } from '@aidir/tasks/jobs/support/notifySupport'
import { describe, expect, it } from 'vitest'
import * as marketRequests from '@/app/api/market-requests/route'
import { call, newAddress } from './accountsApi'
import { cmsApi } from './accessMatrix/cmsApi'
import { payload } from './helpers'
import { jobContext, leadUsers, notifyJobsFor } from './leads'

/**
 * The market request forms (data procurement, AI services consultation): POST /api/market-requests
 * through the route kit — anyone may send one, validated with the SPEC §5-style messages and the
 * field, limited per address — stored as a lead with a status and its support inbox entry queued
 * in the same transaction; on the CMS's APIs a customer reads only their own and writes none.
 */
const api = cmsApi(payload)
const nextYear = `${new Date().getUTCFullYear() + 1}-03-31`
const good = { kind: 'data', need: 'Chinese legal contracts with clause-level labels for fine-tuning.', volume: '50,000 documents', budget: '20,000', currency: 'USD', deadline: nextYear, company: 'Northwind', name: 'Ana María', contact: 'ana@northwind.example' }
const jobsFor = (id: number) => notifyJobsFor('market-request', id)

describe('market requests (data procurement and consultation)', () => {
  const users = leadUsers()

  it('stores a data request from a visitor as a new lead in the page’s language and notifies support once', async () => {
    const sent = await call(marketRequests.POST, { path: '/api/market-requests?langType=zh_cn', body: good, ip: newAddress() })
    expect(sent).toMatchObject({ status: 200, body: { code: 0, message: 'Submitted successfully' } })
    const id = sent.body.data.id as number
    const stored = await payload.findByID({ collection: 'market-requests', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ kind: 'data', budget: 20_000, currency: 'USD', deadline: nextYear, volume: '50,000 documents', locale: 'zh', status: 'new', owner: null })
    expect(await jobsFor(id)).toBe(1)

    expect(await notifySupport({ kind: 'market-request', id }, jobContext)).toMatchObject({ created: true })
    expect(await notifySupport({ kind: 'market-request', id }, jobContext)).toMatchObject({ created: false })
    const inbox = await payload.find({ collection: 'support-notifications', where: { source: { equals: `market-request:${id}` } }, overrideAccess: true })
    expect(inbox.docs).toHaveLength(1)
    expect(inbox.docs[0]).toMatchObject({ kind: 'market-request', done: false, link: `/admin/collections/market-requests/${id}` })
    expect(inbox.docs[0]!.title).toBe('Data procurement request from Northwind (Ana María)')
    expect(inbox.docs[0]!.body).toContain('Budget: 20000 USD')
    expect(inbox.docs[0]!.body).toContain('clause-level labels')
  })

  it('takes a consultation request with only the required fields', async () => {
    const sent = await call(marketRequests.POST, { path: '/api/market-requests', body: { kind: 'service', need: 'An agent that answers our support tickets.', name: 'Kenji', contact: '+81 90-1234-5678', budget: '', deadline: '' }, ip: newAddress() })
    expect(sent.status).toBe(200)
    const stored = await payload.findByID({ collection: 'market-requests', id: sent.body.data.id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ kind: 'service', budget: null, status: 'new' })
    expect(stored.deadline ?? null).toBeNull()
  })

  it('refuses each bad field with its message and the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, need: '   ' }, 'Please describe what you need', 'need'],
      [{ ...good, name: '' }, 'Please enter your name', 'name'],
      [{ ...good, name: 'Ana 2' }, 'Name may contain only letters, spaces and hyphens', 'name'],
      [{ ...good, contact: '' }, 'Please enter a phone number or email address', 'contact'],
      [{ ...good, contact: '12' }, 'Please enter a valid phone number or email address', 'contact'],
      [{ ...good, budget: '-5' }, 'Please enter a budget of 0 or more', 'budget'],
      [{ ...good, budget: 'lots' }, 'Please enter a budget of 0 or more', 'budget'],
      [{ ...good, deadline: '2001-01-01' }, 'Please choose a deadline from today on', 'deadline'],
      [{ ...good, deadline: '2030-02-31x' }, 'Please choose a deadline from today on', 'deadline'],
    ]
    for (const [body, message, field] of cases) {
      // Refused attempts count towards the address's limit too: one address per case.
      const answer = await call(marketRequests.POST, { path: '/api/market-requests', body, ip: newAddress() })
      expect({ status: answer.status, body: answer.body }, `${field}: ${message}`).toEqual({ status: 400, body: { code: 400, message, data: { field } } })
    }
    expect((await call(marketRequests.POST, { path: '/api/market-requests', body: { ...good, kind: 'gpus' }, ip: newAddress() })).status).toBe(400)
    expect((await call(marketRequests.POST, { path: '/api/market-requests', raw: '{not json', ip: newAddress() })).body).toMatchObject({ code: 400, message: 'Form validation failed' })
    expect((await call(marketRequests.GET, { path: '/api/market-requests' })).status).toBe(405)
  })

  it('limits requests per address: the sixth within the hour is 429', async () => {
    const ip = newAddress()
    for (let i = 0; i < 5; i++) expect((await call(marketRequests.POST, { path: '/api/market-requests', body: good, ip })).status, `request ${i + 1}`).toBe(200)
    expect((await call(marketRequests.POST, { path: '/api/market-requests', body: good, ip })).status).toBe(429)
  })

  it('lets a customer read their own requests on the CMS API, nobody else’s, and write none; support works them', async () => {
    const sent = await call(marketRequests.POST, { path: '/api/market-requests', token: users.alice.token, body: { ...good, need: 'Alice needs speech data in Cantonese.' }, ip: newAddress() })
    const id = sent.body.data.id as number
    expect((await payload.findByID({ collection: 'market-requests', id, depth: 0, overrideAccess: true })).owner).toBe(users.alice.id)
    const mine = await api.rest('GET', '/market-requests', users.alice.token)
    expect(mine.body.docs.map((d: { id: number }) => d.id)).toEqual([id])
    expect((await api.rest('GET', '/market-requests', users.bob.token)).body.totalDocs).toBe(0)
    expect((await api.rest('GET', `/market-requests/${id}`, users.bob.token)).status).toBe(404)
    expect([401, 403]).toContain((await api.rest('GET', `/market-requests/${id}`)).status)
    expect((await api.rest('POST', '/market-requests', users.alice.token, { kind: 'data', need: 'forged', name: 'A', contact: 'a@b.example' })).status).toBe(403)
    expect((await api.rest('PATCH', `/market-requests/${id}`, users.alice.token, { status: 'won' })).status).toBe(403)
    expect((await api.rest('PATCH', `/market-requests/${id}`, users.support.token, { status: 'contacted' })).status).toBe(200)
  })
})
