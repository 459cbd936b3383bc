import { poolOf } from '@aidir/cms'
import { beforeAll, describe, expect, it } from 'vitest'
import * as updateUserData from '@/app/api/user/updateUserData/route'
import * as favoritesList from '@/app/api/favorites/list/route'
import * as toggle from '@/app/api/favorites/toggle/route'
import * as geo from '@/features/geo/handlers'
import * as tracker from '@/features/tracker/handlers'
import { call } from '../accountsApi'
import { createProduct, payload, signedInWithRole } from '../helpers'
import { cmsApi } from './cmsApi'

/**
 * The examples of customers writing through the CMS's APIs past the storefront's rules,
 * each refused now, and the storefront's endpoints that write the same records still working.
 */
const api = cmsApi(payload)

type Signed = { id: number; email: string; token: string }
const signedIn = (role: 'customer' | 'editor' | 'admin' = 'customer'): Promise<Signed> => signedInWithRole(role)
const gqlErrors = (body: any) => (body.errors ?? []).map((e: { message: string }) => e.message).join('; ')

const brand = { brandName: 'Ranking Squatter', description: 'A brand that wants the top of the public ranking.', tags: ['ai', 'writing'], topics: ['AI writing'] }

let alice: Signed
beforeAll(async () => {
  alice = await signedIn()
})

describe('customers write only through the storefront', () => {
  it('a tracker created completed, public and scored 100 through CMS REST is refused and never ranked', async () => {
    const answer = await api.rest('POST', '/trackers', alice.token, { ...brand, owner: alice.id, status: 'completed', public: true, latestScore: 100, latestRunAt: new Date().toISOString() })
    expect(answer.status).toBe(403)
    expect((await payload.count({ collection: 'trackers', where: { brandName: { equals: brand.brandName } }, overrideAccess: true })).totalDocs).toBe(0)
    const ranking = (await call(tracker.rankingHandler)).body.data as { brandName: string }[]
    expect(ranking.some((r) => r.brandName === brand.brandName)).toBe(false)
  })

  it('GraphQL refuses the same tracker with a score of 101, and the score stays within 0–100 even for admins', async () => {
    const mutation = 'mutation ($data: mutationTrackerInput!) { createTracker(data: $data) { id latestScore } }'
    const data = { ...brand, owner: alice.id, status: 'completed', public: true, latestScore: 101, language: 'en', schedule: 'weekly' }
    const asCustomer = await api.graphql(mutation, { data }, alice.token)
    expect(asCustomer.body.data?.createTracker ?? null).toBeNull()
    expect(gqlErrors(asCustomer.body)).toMatch(/not allowed/)
    const admin = await signedIn('admin')
    const asAdmin = await api.graphql(mutation, { data }, admin.token)
    expect(asAdmin.body.data?.createTracker ?? null).toBeNull()
    expect(gqlErrors(asAdmin.body)).toMatch(/Latest Score/)
  })

  it('a customer cannot change their tracker through the CMS: no public flag, no score', async () => {
    const created = await call(tracker.createTrackerHandler, { token: alice.token, body: brand })
    expect(created.status).toBe(200)
    const id = created.body.data.id
    expect((await api.rest('PATCH', `/trackers/${id}`, alice.token, { public: true, latestScore: 100, status: 'completed' })).status).toBe(403)
    expect((await api.rest('DELETE', `/trackers/${id}`, alice.token)).status).toBe(403)
    expect(await payload.findByID({ collection: 'trackers', id, depth: 0, overrideAccess: true })).toMatchObject({ status: 'draft', public: false })
    // Reading it back is still theirs.
    expect((await api.rest('GET', `/trackers/${id}`, alice.token)).body).toMatchObject({ id, brandName: brand.brandName })
  })

  it('GEO checks, leads and favourites are refused through CMS REST and GraphQL, and made through the storefront', async () => {
    const product = await createProduct()
    const check = { owner: alice.id, question: 'Which AI writing tools are best?', hitTerms: ['Acme'], platforms: ['deepseek'], samplesPerPlatform: 9 }
    const lead = { owner: alice.id, name: 'Li Wei', company: 'Acme', email: 'li.wei@acme.example', phone: '+86 138-0013-8000', requirements: 'We want DeepSeek to recommend us.', status: 'new' }
    const favorite = { user: alice.id, item: { relationTo: 'products', value: product.id } }
    for (const [collection, body] of [['geo-checks', check], ['geo-leads', lead], ['favorites', favorite]] as const) {
      expect((await api.rest('POST', `/${collection}`, alice.token, body)).status, collection).toBe(403)
      expect((await payload.count({ collection, where: { [collection === 'favorites' ? 'user' : 'owner']: { equals: alice.id } }, overrideAccess: true })).totalDocs, collection).toBe(0)
    }
    const gql = await api.graphql('mutation ($data: mutationGeoLeadInput!) { createGeoLead(data: $data) { id } }', { data: lead }, alice.token)
    expect(gqlErrors(gql.body)).toMatch(/not allowed/)

    const bearer = (path: string, body: unknown) => new Request(`http://site.test${path}`, { method: 'POST', headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const started = await geo.createCheckHandler(bearer('/api/geo/checks', { question: check.question, hitTerms: check.hitTerms, platforms: check.platforms }))
    expect(started.status).toBe(200)
    const sent = await geo.leadHandler(bearer('/api/geo/leads', lead))
    expect(sent.status).toBe(200)
    expect((await call(toggle.POST, { token: alice.token, body: { type: 'product', id: product.key } })).body.data).toEqual({ favorited: true })
    expect((await call(toggle.POST, { token: alice.token, body: { type: 'product', id: product.key } })).body.data).toEqual({ favorited: false })
    // What the storefront wrote is the customer's to read on the CMS.
    expect((await api.rest('GET', '/geo-checks', alice.token)).body.totalDocs).toBe(1)
    expect((await api.rest('GET', '/geo-leads', alice.token)).body.totalDocs).toBe(1)
  })

  it('the owner cannot set Payload’s auth fields on their account; the profile form still changes the name', async () => {
    for (const body of [{ _verified: true }, { _verified: true, name: 'Alice' }, { role: 'admin' }, { loginAttempts: 0, lockUntil: null }]) {
      expect((await api.rest('PATCH', `/users/${alice.id}`, alice.token, body)).status, JSON.stringify(body)).toBe(403)
    }
    const gql = await api.graphql('mutation ($id: Int!) { updateUser(id: $id, data: { _verified: true }) { id } }', { id: alice.id }, alice.token)
    expect(gqlErrors(gql.body)).toMatch(/not allowed/)
    expect(await payload.findByID({ collection: 'users', id: alice.id, overrideAccess: true })).toMatchObject({ role: 'customer' })

    // The storefront's form takes its own fields and nothing else of the body.
    const profile = await call(updateUserData.POST, { token: alice.token, body: { name: 'Alice', preferredLocale: 'ja', _verified: false, role: 'admin', loginAttempts: 99 } })
    expect(profile.status).toBe(200)
    expect(await payload.findByID({ collection: 'users', id: alice.id, overrideAccess: true })).toMatchObject({ name: 'Alice', preferredLocale: 'ja', _verified: true, role: 'customer' })
  })

  it('staff editing their own account change none of Payload’s auth fields, nor their role', async () => {
    const editor = await signedIn('editor')
    await poolOf(payload).query("UPDATE users SET login_attempts = 5, reset_password_token = 'kept' WHERE id = $1", [editor.id])
    const answer = await api.rest('PATCH', `/users/${editor.id}`, editor.token, {
      name: 'Eddie', _verified: false, role: 'admin', loginAttempts: 0, lockUntil: null, resetPasswordToken: 'mine', resetPasswordExpiration: '2100-01-01T00:00:00.000Z', _verificationToken: 'mine',
    })
    expect(answer.status).toBe(200)
    const stored = await payload.findByID({ collection: 'users', id: editor.id, overrideAccess: true, showHiddenFields: true })
    expect(stored).toMatchObject({ name: 'Eddie', _verified: true, role: 'editor', loginAttempts: 5, resetPasswordToken: 'kept' })
    expect(stored._verificationToken).not.toBe('mine')
    expect(stored.resetPasswordExpiration ?? null).toBeNull()
  })
})

describe('favourites point only at what one can favourite', () => {
  it('refuses a favourite of a user, a mail of the outbox or a missing product with a message, not a 500', async () => {
    const admin = await signedIn('admin')
    const mail = await payload.create({ collection: 'outbox', data: { to: 'someone@example.com', subject: 'Secret' }, overrideAccess: true })
    const cases = [
      [{ relationTo: 'users', value: alice.id }, /can only point at one of: products, ai-models, mcp-servers/],
      [{ relationTo: 'outbox', value: mail.id }, /can only point at one of/],
      [{ relationTo: 'products', value: 2_000_000_000 }, /does not exist/],
    ] as const
    for (const [item, message] of cases) {
      const answer = await api.rest('POST', '/favorites', admin.token, { user: alice.id, item })
      expect(answer.status, JSON.stringify(item)).toBe(400)
      expect(JSON.stringify(answer.body)).toMatch(message)
    }
    // GraphQL names the allowed collections in its schema: anything else is refused before it runs.
    const gql = await api.graphql('mutation { createFavorite(data: { user: 1, item: { relationTo: users, value: 1 } }) { id } }', {}, admin.token)
    expect(gql.body.data?.createFavorite ?? null).toBeNull()
    expect(gql.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'favorites', where: { user: { equals: alice.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('the owner’s list still answers when a favourite lost its item', async () => {
    const bob = await signedIn()
    const product = await createProduct()
    await call(toggle.POST, { token: bob.token, body: { type: 'product', id: product.key } })
    const favorite = (await payload.find({ collection: 'favorites', where: { user: { equals: bob.id } }, overrideAccess: true })).docs[0]!
    await poolOf(payload).query('DELETE FROM favorites_rels WHERE parent_id = $1', [favorite.id])
    const listed = await call(favoritesList.GET, { token: bob.token })
    expect(listed.status, JSON.stringify(listed.body)).toBe(200)
    expect(listed.body.data.list).toEqual([])
  })
})
