import { withPeer } from '../../../cms/src/lib/peerAddress'
import fc from 'fast-check'
import type { Field, Payload } from 'payload'
import { newAddress } from '../accountsApi'
import { fuzzJson, fuzzNumber, fuzzText, nastyString } from './arbitraries'

/**
 * Every REST route of the CMS as Payload itself lists them (each collection's and global's
 * endpoints, the root endpoints), with generators for ids, `where` queries built from the
 * collection's own field names and Payload's operators, paging, and bodies of its fields.
 */
export type CmsRole = 'anonymous' | 'customer' | 'staff'
export type CmsTarget = { method: string; template: string; fields: string[] }

const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'within', 'intersects', 'near']

const fieldNames = (fields: Field[]): string[] => fields.flatMap((f) => ('name' in f && f.name ? [f.name] : 'fields' in f && Array.isArray(f.fields) ? fieldNames(f.fields) : []))

export function cmsTargets(payload: Payload): CmsTarget[] {
  const targets: CmsTarget[] = []
  for (const { config } of Object.values(payload.collections)) {
    const fields = ['id', ...fieldNames(config.fields)]
    for (const endpoint of config.endpoints || []) targets.push({ method: endpoint.method.toUpperCase(), template: `/api/${config.slug}${endpoint.path === '/' ? '' : endpoint.path}`, fields })
  }
  for (const global of payload.config.globals) {
    const fields = fieldNames(global.fields)
    for (const endpoint of global.endpoints || []) targets.push({ method: endpoint.method.toUpperCase(), template: `/api/globals/${global.slug}${endpoint.path === '/' ? '' : endpoint.path}`, fields })
  }
  for (const endpoint of payload.config.endpoints) targets.push({ method: endpoint.method.toUpperCase(), template: `/api${endpoint.path}`, fields: [] })
  return targets
}

export type CmsInput = { role: CmsRole; params: Record<string, string>; query: [string, string][]; body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string } }

/** `where[a][b]=v` for a nested value, as qs (and Payload) read it. */
function bracketed(prefix: string, value: unknown, out: [string, string][] = []): [string, string][] {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) bracketed(`${prefix}[${key}]`, child, out)
  } else out.push([prefix, value === null ? 'null' : String(value)])
  return out
}

export function cmsInputsFor(target: CmsTarget, existingIds: number[]): fc.Arbitrary<CmsInput> {
  const params = [...target.template.matchAll(/:(\w+)\??/g)].map(([, name]) => name!)
  const id = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...existingIds).map(String) }, { weight: 3, arbitrary: fc.oneof(nastyString, fc.integer({ min: -3, max: 3_000_000_000 }).map(String), fuzzText) })
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(target.fields.length ? target.fields : ['id'])) }, { weight: 1, arbitrary: fuzzText })
  const condition = fc.tuple(field, fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...operators) }, { weight: 1, arbitrary: fuzzText }), fc.oneof(fuzzText, fuzzNumber, fc.array(fuzzText, { maxLength: 3 }), fc.boolean()))
  const where = fc.oneof(
    condition.map(([f, op, v]) => ({ [f]: { [op]: v } })),
    fc.array(condition, { minLength: 1, maxLength: 3 }).chain((conditions) => fc.constantFrom('and', 'or').map((joint) => ({ [joint]: conditions.map(([f, op, v]) => ({ [f]: { [op]: v } })) }))),
    fuzzJson,
  )
  const paging = fc.record(
    { page: fc.oneof(fuzzNumber.map(String), nastyString), limit: fc.oneof(fuzzNumber.map(String), nastyString), depth: fc.oneof(fuzzNumber.map(String), nastyString), sort: fc.oneof(field, field.map((f) => `-${f}`)), locale: fc.constantFrom('en', 'zh', 'zh-TW', 'ja', 'all', 'xx', '\u0000'), draft: fc.constantFrom('true', 'false', 'x'), 'fallback-locale': fc.constantFrom('none', 'en', 'zz') },
    { requiredKeys: [] },
  )
  const query = fc.tuple(fc.option(where, { nil: undefined }), paging, fc.option(fc.dictionary(field, fc.constantFrom('true', 'false', '1')), { nil: undefined })).map(([w, p, select]) => [
    ...(w === undefined ? [] : bracketed('where', w)),
    ...Object.entries(p).map(([k, v]) => [k, String(v)] as [string, string]),
    ...(select === undefined ? [] : bracketed('select', select)),
  ])
  const fieldsBody = fc.dictionary(field, fuzzJson, { maxKeys: 6 })
  const body: fc.Arbitrary<CmsInput['body']> =
    target.method === 'GET' || target.method === 'DELETE'
      ? fc.constant({ kind: 'none' as const })
      : fc.oneof(
          { weight: 5, arbitrary: fieldsBody.map((value) => ({ kind: 'json' as const, value })) },
          { weight: 2, arbitrary: fuzzJson.map((value) => ({ kind: 'json' as const, value })) },
          { weight: 1, arbitrary: fc.constantFrom('{', 'null', '"x"', '[1]', '', '\u0000').map((text) => ({ kind: 'raw' as const, text })) },
        )
  return fc.record({
    role: fc.constantFrom<CmsRole>('anonymous', 'customer', 'staff'),
    params: fc.record(Object.fromEntries(params.map((name) => [name, id]))),
    query,
    body,
  })
}

/**
 * A staff member's writes touch only records no other test uses: the fuzz must not delete or
 * rewrite the seeded catalogue under the other test files (they share the database).
 */
const DESTRUCTIVE = new Set(['PATCH', 'DELETE', 'PUT'])
const FAR_ID = '2000000000'
/**
 * Staff presses here queue a job other test files count (tests/integration/rankingsRecompute.test.ts),
 * or a capture that would write into seeded records under other test files, so staff do not fuzz them.
 */
const SHARED_QUEUES = new Set(['/api/rankings/recompute', '/api/traffic/import', '/api/image-capture'])
export function confine(target: CmsTarget, input: CmsInput): CmsInput {
  if (input.role === 'staff' && SHARED_QUEUES.has(target.template)) return { ...input, role: 'customer' }
  const restore = target.method === 'POST' && /\/versions\/:id|\/:id\/duplicate/.test(target.template)
  if (input.role !== 'staff' || (!DESTRUCTIVE.has(target.method) && !restore)) return input
  const params = Object.fromEntries(Object.entries(input.params).map(([k, v]) => [k, /^\d+$/.test(v) && Number(v) < Number(FAR_ID) ? FAR_ID : v]))
  const query: [string, string][] = [['where[and][0][id][equals]', FAR_ID], ...input.query.map(([k, v]) => [k.replace(/^where/, 'where[and][1]'), v] as [string, string])]
  return { ...input, params, query }
}

export function cmsRequest(target: CmsTarget, input: CmsInput, tokens: Record<Exclude<CmsRole, 'anonymous'>, string>): Request {
  const path = target.template.replace(/:(\w+)\??/g, (_, name: string) => encodeURIComponent((input.params[name] ?? '').replace(/\p{Cs}/gu, '\ufffd')))
  const url = new URL(`http://127.0.0.1:3001${path}`)
  for (const [key, value] of input.query) url.searchParams.append(key, value.replace(/\p{Cs}/gu, '\ufffd'))
  const headers = withPeer({ 'content-type': 'application/json', 'x-real-ip': newAddress() }, '127.0.0.1')
  if (input.role !== 'anonymous') headers.set('authorization', `JWT ${tokens[input.role]}`)
  const body = input.body.kind === 'json' ? JSON.stringify(input.body.value) : input.body.kind === 'raw' ? input.body.text : undefined
  return new Request(url, { method: target.method, headers, body: target.method === 'GET' || target.method === 'DELETE' ? undefined : body })
}
