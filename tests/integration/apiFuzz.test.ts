import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { handleEndpoints } from 'payload'
import { checkedGraphql } from '../../cms/src/apiInput/graphqlRequest'
import { signedInUser } from './accountsApi'
import { cmsInputsFor, cmsRequest, cmsTargets, confine } from './fuzz/cmsTargets'
import { CreatedRecords, keepingGlobals } from './fuzz/leaveNoTrace'
import { brokenBodies, documentsFor, type GraphqlRole, graphqlRequest, rootFields } from './fuzz/graphqlTargets'
import { payload, userWithRole } from './helpers'
import { inputsFor, requestFor, storefrontTargets } from './fuzz/storefrontTargets'
import { messageOf, Tally } from './fuzz/tally'

/**
 * No input answers 5xx (issue 14): generated requests to every operation of the storefront's /api
 * (in-process, through the route handlers), every CMS REST collection route and the CMS GraphQL
 * endpoint. Every refusal carries a message (on the storefront, in the `{ code, message, data }`
 * envelope). FUZZ_SEED replays a run; the figures are printed at the end.
 */
// Next's data cache exists only inside its server: in-process the cached reads run uncached (the
// e2e tests exercise the cache itself).
vi.mock('../../storefront/node_modules/next/cache', () => ({ unstable_cache: <F>(fn: F) => fn, revalidateTag: () => undefined, revalidatePath: () => undefined }))

const seed = Number(process.env.FUZZ_SEED ?? 14)
const tally = new Tally()

afterAll(() => {
  console.log(`API fuzz (seed ${seed})\n${tally.report()}`)
})

const STOREFRONT_RUNS_PER_OPERATION = 120
const CMS_RUNS_PER_ROUTE = 12
const GRAPHQL_RUNS_PER_FIELD = 8
const GRAPHQL_BROKEN_BODIES = 400
const MIN_INPUTS = 10_000

afterAll(() => {
  expect(tally.inputs()).toBeGreaterThanOrEqual(MIN_INPUTS)
})

const password = 'correct horse battery staple'
async function cmsTokens() {
  const tokenOf = async (role: 'customer' | 'admin') => {
    const user = (await userWithRole(role)) as unknown as { id: number; email: string }
    const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
    return { id: user.id, token: token! }
  }
  const [customer, staff] = await Promise.all([tokenOf('customer'), tokenOf('admin')])
  return { ids: [customer.id, staff.id], tokens: { customer: customer.token, staff: staff.token } }
}

const signsOut = (path: string) => /logout/.test(path)

describe('the storefront /api under generated input', () => {
  it('answers every input below 500, and every refusal with the envelope and a message', { timeout: 900_000 }, async () => {
    const { token } = await signedInUser()
    // Signing out revokes the session every other operation is called with: last.
    const targets = storefrontTargets().sort((a, b) => Number(signsOut(a.declaration.path)) - Number(signsOut(b.declaration.path)))
    expect(targets.length).toBeGreaterThan(40)
    for (const target of targets) {
      const endpoint = `${target.method} ${target.declaration.path}`
      await fc.assert(
        fc.asyncProperty(inputsFor(target), async (input) => {
          const { request, context } = requestFor(target, input, token)
          const response = await target.handler(request, context)
          const text = await response.text()
          tally.count('storefront', response.status)
          const problem = storefrontProblem(response, text, Boolean(target.declaration.openapi.produces))
          if (problem) tally.violate({ api: 'storefront', endpoint, status: response.status, problem, input, answer: text.slice(0, 300) })
        }),
        { numRuns: STOREFRONT_RUNS_PER_OPERATION, seed },
      )
    }
    expect(tally.violations).toEqual([])
  })
})

describe('the CMS REST API under generated input', () => {
  it('answers every input on every collection, global and root route below 500, and every refusal with a message', { timeout: 900_000 }, async () => {
    const { ids, tokens } = await cmsTokens()
    const someProducts = await payload.find({ collection: 'products', limit: 3, depth: 0, overrideAccess: true })
    const existingIds = [1, 2, ...ids, ...someProducts.docs.map((d) => d.id as number)]
    const targets = cmsTargets(payload).sort((a, b) => Number(signsOut(a.template)) - Number(signsOut(b.template)))
    expect(targets.length).toBeGreaterThan(200)
    const created = new CreatedRecords()
    await keepingGlobals(payload, async () => {
      for (const target of targets) {
        const endpoint = `${target.method} ${target.template}`
        await fc.assert(
          fc.asyncProperty(cmsInputsFor(target, existingIds), async (generated) => {
            const input = confine(target, generated)
            const response = await handleEndpoints({ config: payload.config as never, request: cmsRequest(target, input, tokens) })
            const text = await response.text()
            tally.count('cms rest', response.status)
            created.note(target.template, response.status, text)
            const problem = cmsProblem(response.status, text)
            if (problem) tally.violate({ api: 'cms rest', endpoint, status: response.status, problem, input, answer: text.slice(0, 300) })
          }),
          { numRuns: CMS_RUNS_PER_ROUTE, seed },
        )
      }
    })
    await created.deleteAll(payload)
    expect(tally.violations).toEqual([])
  })
})

describe('the CMS GraphQL API under generated input', () => {
  it('answers every generated document below 500 and without an internal error, and every refusal with a message', { timeout: 900_000 }, async () => {
    const { tokens } = await cmsTokens()
    const graphql = checkedGraphql(GRAPHQL_POST(Promise.resolve(payload.config) as never))
    const fields = await rootFields(graphql, tokens.staff)
    expect(fields.length).toBeGreaterThan(100)
    const send = async (endpoint: string, body: string, role: GraphqlRole) => {
      const response = await graphql(graphqlRequest(body, role === 'anonymous' ? undefined : tokens[role]))
      const text = await response.text()
      tally.count('cms graphql', response.status)
      if (response.status === 200) tally.countGraphqlErrors(text)
      const problem = graphqlProblem(response.status, text)
      if (problem) tally.violate({ api: 'cms graphql', endpoint, status: response.status, problem, input: body.slice(0, 500), answer: text.slice(0, 300) })
    }
    const role = fc.constantFrom<GraphqlRole>('anonymous', 'customer', 'staff')
    await keepingGlobals(payload, async () => {
      for (const field of fields.sort((a, b) => Number(signsOut(a.name.toLowerCase())) - Number(signsOut(b.name.toLowerCase())))) {
        await fc.assert(
          fc.asyncProperty(role.chain((who) => documentsFor(field, who)), async ({ role: who, ...document }) => send(`${field.operation} ${field.name}`, JSON.stringify(document), who)),
          { numRuns: GRAPHQL_RUNS_PER_FIELD, seed },
        )
      }
    })
    await fc.assert(fc.asyncProperty(brokenBodies, role, async (body, who) => send('broken documents', body, who)), { numRuns: GRAPHQL_BROKEN_BODIES, seed })
    expect(tally.violations).toEqual([])
  })
})

function cmsProblem(status: number, text: string): string | null {
  if (status >= 500) return '5xx'
  if (status < 400) return null
  try {
    return messageOf(JSON.parse(text)) ? null : 'refusal without a message'
  } catch {
    return 'refusal not JSON'
  }
}

/** GraphQL answers an execution error 200 with `errors`: one Payload marks 500 is a fault too. */
function graphqlProblem(status: number, text: string): string | null {
  const refused = cmsProblem(status, text)
  if (refused) return refused
  let body: { errors?: { message?: string; extensions?: { statusCode?: number } }[] }
  try {
    body = JSON.parse(text)
  } catch {
    return 'answer not JSON'
  }
  const internal = body.errors?.find((e) => (e.extensions?.statusCode ?? 0) >= 500)
  if (internal) return `internal error: ${internal.message}`
  if (body.errors?.some((e) => !e.message)) return 'error without a message'
  return null
}

function storefrontProblem(response: Response, text: string, producesFile: boolean): string | null {
  if (response.status >= 500) return '5xx'
  const isJson = (response.headers.get('content-type') ?? '').includes('json')
  if (response.status >= 400) {
    if (!isJson) return 'refusal not JSON'
    const body = JSON.parse(text) as { code?: unknown; data?: unknown }
    if (body.code !== response.status || !('data' in body)) return 'refusal without the envelope'
    if (!messageOf(body)) return 'refusal without a message'
    return null
  }
  if (producesFile || !isJson) return null
  const body = JSON.parse(text) as { code?: unknown; message?: unknown; data?: unknown }
  if (body.code !== 0 || typeof body.message !== 'string' || !('data' in body)) return 'success without the envelope'
  return null
}
