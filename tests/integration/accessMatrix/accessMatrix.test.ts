import type { CollectionSlug, Where } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { payload, userWithRole } from '../helpers'
import { cmsApi, graphqlNames, toGraphQLData, type Answer } from './cmsApi'
import { accessMatrix, checkedApart, type CollectionAccess, type ReadGrant, type Role, roles } from './matrix'
import { createSample, removeSamples, sampleData } from './sampleData'

/**
 * Every collection × role × operation through the CMS's REST and GraphQL APIs, compared with the
 * declared matrix (`matrix.ts`). A cell that answers otherwise is listed, e.g. "customer create
 * REST: expected none, answered 201". Reads compare the number of records the role sees with the
 * number the declared grant implies, over records owned by the role, by another customer, public
 * and private; writes are tried on the role's own records where it has some (the strongest case).
 */
const api = cmsApi(payload)
const password = 'correct horse battery staple'

type Actor = { id: number; token?: string }
const actors = {} as Record<Role, Actor>
let otherCustomer: Actor

async function signedIn(role: Exclude<Role, 'anonymous'>): Promise<Actor> {
  const user = (await userWithRole(role)) as unknown as { id: number; email: string }
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  return { id: user.id, token }
}

/** Records each role owns (and one another customer owns, some public), so `own` and `public` differ from `all`. */
const owned = new Map<string, Map<number, number>>()

async function ownedFixture(collection: string, access: CollectionAccess, ownerId: number, extra: Record<string, unknown> = {}) {
  const record = await createSample(payload, collection, { [access.owner!]: ownerId, ...extra })
  const byOwner = owned.get(collection) ?? new Map<number, number>()
  if (!byOwner.has(ownerId)) byOwner.set(ownerId, Number(record.id))
  owned.set(collection, byOwner)
  return record
}

beforeAll(async () => {
  actors.anonymous = { id: 0 }
  for (const role of roles) if (role !== 'anonymous') actors[role] = await signedIn(role)
  otherCustomer = await signedIn('customer')
  for (const [collection, access] of Object.entries(accessMatrix)) {
    if (access.owner && access.owner !== 'id') {
      // The other customer's records, one public where there is a public flag.
      const publicTracker = access.publicFlag === 'tracker.public' ? (await ownedFixture('trackers', accessMatrix.trackers!, otherCustomer.id, { public: true })).id : undefined
      if (access.publicFlag === 'public') await ownedFixture(collection, access, otherCustomer.id, { public: true })
      if (publicTracker !== undefined) await ownedFixture(collection, access, otherCustomer.id, { tracker: publicTracker })
      await ownedFixture(collection, access, otherCustomer.id)
      for (const role of ['customer', 'editor'] as const) await ownedFixture(collection, access, actors[role].id)
    } else if ((await payload.count({ collection: collection as CollectionSlug, overrideAccess: true })).totalDocs === 0) {
      await createSample(payload, collection)
    }
  }
}, 300_000)

afterAll(() => removeSamples(payload), 300_000)

/**
 * One record per edition, both seeded: a new one is refused for its edition once access let it
 * through (a 400 on `variant`), and a delete is tried on a record that does not exist (not found
 * once access let it through).
 */
const fullSlots = new Set(['nav-menus'])
const refusedOnlyAsDuplicate = (collection: string, answer: Answer) => fullSlots.has(collection) && /variant/.test(JSON.stringify(answer.body)) && !forbidden(answer)
const notFoundOnly = (answer: Answer) => answer.status === 404 || (answer.body?.errors ?? []).some((e: { extensions?: { statusCode?: number } }) => e.extensions?.statusCode === 404)

/** Records the checks created are removed again, so a check leaves the database as it found it. */
async function remove(collection: string, id: unknown) {
  if (id !== undefined && id !== null) await payload.delete({ collection: collection as CollectionSlug, id: id as number, overrideAccess: true })
}

const forbidden = (answer: Answer) => answer.status === 403 || (answer.body?.errors ?? []).some((e: { message?: string; extensions?: { statusCode?: number } }) => e.extensions?.statusCode === 403 || /not allowed/i.test(e.message ?? ''))
const summary = (answer: Answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`

function expectedWhere(grant: ReadGrant, access: CollectionAccess, actor: Actor): Where | undefined {
  const own: Where = { [access.owner ?? 'owner']: { equals: actor.id } }
  const published: Where = { status: { equals: 'published' } }
  const isPublic: Where = { [access.publicFlag ?? 'public']: { equals: true } }
  switch (grant) {
    case 'all':
      return undefined
    case 'own':
      return own
    case 'published':
      return published
    case 'publishedOrOwn':
      return { or: [published, own] }
    case 'public':
      return isPublic
    case 'publicOrOwn':
      return { or: [own, isPublic] }
    default:
      return { id: { equals: -1 } }
  }
}

/** A record of `collection` the role owns, when it has one; else any record. */
async function target(collection: string, actor: Actor): Promise<number> {
  const own = owned.get(collection)?.get(actor.id)
  if (own !== undefined) return own
  if (collection === 'users' && actor.id) return actor.id
  const found = await payload.find({ collection: collection as CollectionSlug, limit: 1, depth: 0, sort: 'id', overrideAccess: true, pagination: false })
  return Number(found.docs[0]!.id)
}

async function checkCollection(collection: string, access: CollectionAccess): Promise<string[]> {
  const problems: string[] = []
  const names = graphqlNames(payload, collection)
  const withGraphQL = payload.collections[collection as CollectionSlug].config.graphQL !== false
  const note = (role: Role, what: string, api: string, expected: string, answer: Answer) => problems.push(`${role} ${what} ${api}: expected ${expected}, answered ${summary(answer)}`)

  for (const role of roles) {
    const actor = actors[role]
    // Read: the number of records the role sees.
    const grant = access.read[role]
    const where = expectedWhere(grant, access, actor)
    const expected = grant === 'none' ? null : (await payload.count({ collection: collection as CollectionSlug, where, overrideAccess: true })).totalDocs
    const viaRest = await api.rest('GET', `/${collection}?limit=1&depth=0`, actor.token)
    const viaGraphQL = withGraphQL ? await api.graphql(`{ ${names.plural}(limit: 1) { totalDocs } }`, {}, actor.token) : undefined
    for (const [name, answer, total] of [['REST', viaRest, viaRest.body?.totalDocs], ['GraphQL', viaGraphQL, viaGraphQL?.body?.data?.[names.plural]?.totalDocs]] as const) {
      if (!answer) continue
      if (expected === null ? !forbidden(answer) : total !== expected) note(role, 'read', name, expected === null ? 'none' : `${grant}: ${expected} records`, answer)
    }

    // Update: an empty change of the role's own record (or another's, for `own` grants, too).
    const update = access.update[role]
    const updateTargets: [number, boolean][] = update === 'own' ? [[actor.id, true], [await target(collection, otherCustomer), false]] : [[await target(collection, actor), update === 'all']]
    for (const [id, allowed] of updateTargets) {
      const answers: [string, Answer, boolean][] = []
      const restAnswer = await api.rest('PATCH', `/${collection}/${id}`, actor.token, {})
      answers.push(['REST', restAnswer, restAnswer.status === 200])
      if (withGraphQL) {
        const gql = await api.graphql(`mutation ($id: Int!) { update${names.singular}(id: $id, data: {}) { id } }`, { id }, actor.token)
        answers.push(['GraphQL', gql, gql.body?.data?.[`update${names.singular}`]?.id === id])
      }
      for (const [name, answer, succeeded] of answers) if (allowed ? !succeeded : !forbidden(answer)) note(role, `update #${id}`, name, allowed ? 'allowed' : 'refused', answer)
    }

    // Create: a valid record (owned by the role itself, the case a customer would try).
    const createAllowed = access.create[role] === 'all'
    const ownerOf = async () => (access.owner && access.owner !== 'id' ? { [access.owner]: createAllowed ? (await signedIn('customer')).id : actor.id || otherCustomer.id } : {})
    const isUpload = Boolean(payload.collections[collection as CollectionSlug].config.upload)
    const restCreate = await api.rest('POST', `/${collection}`, actor.token, await sampleData(payload, collection, await ownerOf()))
    // An upload needs its file, which a JSON body cannot carry: refused for that reason, not for access.
    const restCreated = restCreate.status === 201 || (isUpload && restCreate.status === 400 && /file/i.test(JSON.stringify(restCreate.body))) || refusedOnlyAsDuplicate(collection, restCreate)
    if (createAllowed ? !restCreated : !forbidden(restCreate)) note(role, 'create', 'REST', createAllowed ? 'allowed' : 'refused', restCreate)
    await remove(collection, restCreate.body?.doc?.id)
    if (withGraphQL) {
      const data = toGraphQLData(payload, collection, await sampleData(payload, collection, await ownerOf()))
      const gql = await api.graphql(`mutation ($data: mutation${names.singular}Input!) { create${names.singular}(data: $data) { id } }`, { data }, actor.token)
      const created = Boolean(gql.body?.data?.[`create${names.singular}`]?.id) || (isUpload && /file/i.test(JSON.stringify(gql.body?.errors ?? ''))) || refusedOnlyAsDuplicate(collection, gql)
      if (createAllowed ? !created : !forbidden(gql)) note(role, 'create', 'GraphQL', createAllowed ? 'allowed' : 'refused', gql)
      await remove(collection, gql.body?.data?.[`create${names.singular}`]?.id)
    }

    // Delete: a record made for the purpose where allowed, else the role's own.
    const deleteAllowed = access.delete[role] === 'all'
    const deletable = async () => {
      if (!deleteAllowed) return target(collection, actor)
      // A valid id no record has: the answer is about access or existence, not a malformed id.
      if (fullSlots.has(collection)) return 2147483647
      // A customer of its own: some records are one per user (a notification phone).
      const owner = access.owner && access.owner !== 'id' ? { [access.owner]: (await userWithRole('customer')).id } : {}
      return Number((await createSample(payload, collection, owner)).id)
    }
    const deleted = (answer: Answer, succeeded: boolean) => (fullSlots.has(collection) ? notFoundOnly(answer) : succeeded)
    const restId = await deletable()
    const restDelete = await api.rest('DELETE', `/${collection}/${restId}`, actor.token)
    if (deleteAllowed ? !deleted(restDelete, restDelete.status === 200) : !forbidden(restDelete)) note(role, `delete #${restId}`, 'REST', deleteAllowed ? 'allowed' : 'refused', restDelete)
    if (withGraphQL) {
      const id = await deletable()
      const gql = await api.graphql(`mutation ($id: Int!) { delete${names.singular}(id: $id) { id } }`, { id }, actor.token)
      if (deleteAllowed ? !deleted(gql, gql.body?.data?.[`delete${names.singular}`]?.id === id) : !forbidden(gql)) note(role, `delete #${id}`, 'GraphQL', deleteAllowed ? 'allowed' : 'refused', gql)
    }
  }
  return problems
}

describe('the access matrix through REST and GraphQL', () => {
  it('declares every collection', () => {
    const declared = [...Object.keys(accessMatrix), ...checkedApart].sort()
    expect(payload.config.collections.map((c) => c.slug).sort()).toEqual(declared)
  })

  for (const [collection, access] of Object.entries(accessMatrix)) {
    it(`${collection}: every role and operation as declared`, async () => {
      expect(await checkCollection(collection, access)).toEqual([])
    })
  }

  it('versions (drafts and history) are read by staff only', async () => {
    const versioned = payload.config.collections.filter((c) => c.versions).map((c) => c.slug)
    expect(versioned.length).toBeGreaterThan(0)
    for (const collection of versioned) {
      for (const role of roles) {
        const answer = await api.rest('GET', `/${collection}/versions?limit=1&depth=0`, actors[role].token)
        const staff = role === 'editor' || role === 'support' || role === 'admin'
        expect(staff ? answer.status === 200 : forbidden(answer), `${role} ${collection}/versions: ${summary(answer)}`).toBe(true)
      }
    }
  })

  it('site settings: anyone reads them, only admins change them', async () => {
    for (const role of roles) {
      expect((await api.rest('GET', '/globals/site-settings', actors[role].token)).status, role).toBe(200)
      const update = await api.rest('POST', '/globals/site-settings', actors[role].token, {})
      expect(role === 'admin' ? update.status === 200 : forbidden(update), `${role}: ${summary(update)}`).toBe(true)
    }
  })

  it('invoice settings (the seller on invoices): staff read them, only admins change them', async () => {
    for (const role of roles) {
      const staff = role === 'editor' || role === 'support' || role === 'admin'
      const read = await api.rest('GET', '/globals/invoice-settings', actors[role].token)
      expect(staff ? read.status === 200 : forbidden(read), `${role} reads: ${summary(read)}`).toBe(true)
      const update = await api.rest('POST', '/globals/invoice-settings', actors[role].token, {})
      expect(role === 'admin' ? update.status === 200 : forbidden(update), `${role} changes: ${summary(update)}`).toBe(true)
    }
  })

  it('MCP registry sync state: staff read it, nobody changes it (only the sync writes it)', async () => {
    for (const role of roles) {
      const staff = role === 'editor' || role === 'support' || role === 'admin'
      const read = await api.rest('GET', '/globals/mcp-registry-sync', actors[role].token)
      expect(staff ? read.status === 200 : forbidden(read), `${role} reads: ${summary(read)}`).toBe(true)
      const update = await api.rest('POST', '/globals/mcp-registry-sync', actors[role].token, {})
      expect(forbidden(update), `${role} changes: ${summary(update)}`).toBe(true)
    }
  })

  it('arena reference ratings (beside the leaderboard): anyone reads them, editors and admins change them', async () => {
    for (const role of roles) {
      expect((await api.rest('GET', '/globals/arena-reference-ratings', actors[role].token)).status, role).toBe(200)
      const update = await api.rest('POST', '/globals/arena-reference-ratings', actors[role].token, {})
      const editors = role === 'editor' || role === 'admin'
      expect(editors ? update.status === 200 : forbidden(update), `${role} changes: ${summary(update)}`).toBe(true)
    }
  })

  it('admin preferences: staff keep their own, customers none', async () => {
    const customer = actors.customer.token
    for (const [method, path, body] of [['POST', '/payload-preferences/nav', { value: { open: true } }], ['GET', '/payload-preferences/nav'], ['DELETE', '/payload-preferences/nav'], ['GET', '/payload-preferences'], ['POST', '/payload-preferences', { key: 'nav', value: {} }]] as const) {
      expect((await api.rest(method, path, customer, body)).status, `${method} ${path}`).toBe(403)
    }
    const editor = actors.editor.token
    expect((await api.rest('POST', '/payload-preferences/nav', editor, { value: { open: true } })).status).toBe(200)
    expect((await api.rest('GET', '/payload-preferences/nav', editor)).body).toMatchObject({ key: 'nav', value: { open: true } })
    // Each their own: the admin has no such preference.
    expect((await api.rest('GET', '/payload-preferences/nav', actors.admin.token)).body?.value ?? null).toBeNull()
  })

  it('the migrations log is on neither API', async () => {
    for (const role of roles) {
      const answer = await api.rest('GET', '/payload-migrations', actors[role].token)
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.body?.docs).toBeUndefined()
    }
  })
})
