import { withPeer } from '../../../cms/src/lib/peerAddress'
import fc from 'fast-check'
import { newAddress } from '../accountsApi'
import { fuzzJson, fuzzNumber, fuzzText, nastyString } from './arbitraries'

/**
 * The CMS GraphQL schema's root fields (every query and mutation Payload generates), read by
 * introspection, and documents calling them with generated arguments; plus documents no parser
 * should accept and fragments that spread themselves.
 */
type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null }
export type RootField = { operation: 'query' | 'mutation'; name: string; args: { name: string; type: TypeRef }[]; type: TypeRef }

const typeRef = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }'
const introspection = `{ __schema { queryType { fields { name args { name type { ${typeRef} } } type { ${typeRef} } } } mutationType { fields { name args { name type { ${typeRef} } } type { ${typeRef} } } } } }`

export type GraphqlHandler = (request: Request) => Promise<Response>

export function graphqlRequest(body: string, token?: string): Request {
  const headers = withPeer({ 'content-type': 'application/json', 'x-real-ip': newAddress() }, '127.0.0.1')
  if (token) headers.set('authorization', `JWT ${token}`)
  return new Request('http://127.0.0.1:3001/api/graphql', { method: 'POST', headers, body })
}

export async function rootFields(handler: GraphqlHandler, token: string): Promise<RootField[]> {
  const response = await handler(graphqlRequest(JSON.stringify({ query: introspection }), token))
  const { data } = (await response.json()) as { data: { __schema: { queryType: { fields: Omit<RootField, 'operation'>[] }; mutationType: { fields: Omit<RootField, 'operation'>[] } } } }
  return [
    ...data.__schema.queryType.fields.map((f) => ({ ...f, operation: 'query' as const })),
    ...data.__schema.mutationType.fields.map((f) => ({ ...f, operation: 'mutation' as const })),
  ]
}

const named = (type: TypeRef): TypeRef => (type.ofType ? named(type.ofType) : type)
const isComposite = (type: TypeRef) => ['OBJECT', 'INTERFACE', 'UNION'].includes(named(type).kind)

/** A GraphQL literal: strings JSON-quoted (so NUL and lone surrogates travel as escapes), objects and lists. */
function literal(value: unknown): string {
  if (value === null) return 'null'
  if (typeof value === 'string') return JSON.stringify(value)
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '0'
  if (typeof value === 'boolean') return String(value)
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value).filter(([k]) => /^[_A-Za-z]\w*$/.test(k))
    return `{ ${entries.map(([k, v]) => `${k}: ${literal(v)}`).join(', ')} }`
  }
  return 'null'
}

const argValue = (type: TypeRef): fc.Arbitrary<unknown> => {
  const base = named(type)
  if (base.name === 'Int') return fc.oneof(fc.integer({ min: -5, max: 500 }), fc.constantFrom(2_147_483_647, -1, 0))
  if (base.name === 'Float') return fuzzNumber
  if (base.name === 'Boolean') return fc.boolean()
  if (base.name === 'String' || base.name === 'ID' || base.name === 'EmailAddress' || base.name === 'JSON') return fuzzText
  // Input objects (where, data): objects of field-like names holding anything.
  return fc.dictionary(fc.constantFrom('id', 'name', 'key', 'email', 'status', 'title', 'slug', 'equals', 'in', 'like', 'and', 'or', 'near', 'createdAt'), fuzzJson, { maxKeys: 4 })
}

export type GraphqlRole = 'anonymous' | 'customer' | 'staff'
export type GraphqlInput = { role: GraphqlRole; query: string; variables?: unknown }

const FAR_ID = 2_000_000_000

/**
 * A staff member's mutations must not touch the seeded records the other test files read (they
 * share the database): ids point past every record, and creating is left to the customer (whose
 * request still meets every input check before access is decided).
 */
function confined(field: RootField, role: GraphqlRole): { role: GraphqlRole; fixedId: boolean } {
  if (role !== 'staff' || field.operation !== 'mutation') return { role, fixedId: false }
  if (/^(create|duplicate)/.test(field.name)) return { role: 'customer', fixedId: false }
  return { role, fixedId: true }
}

export function documentsFor(field: RootField, asRole: GraphqlRole): fc.Arbitrary<GraphqlInput> {
  const { role, fixedId } = confined(field, asRole)
  const args = fc.array(fc.constantFrom(...(field.args.length ? field.args : [{ name: 'x', type: { kind: 'SCALAR', name: 'String', ofType: null } }])), { maxLength: 4 })
  const call = args.chain((chosen) =>
    fc.tuple(...chosen.map((a) => (fixedId && a.name === 'id' ? fc.constant(FAR_ID) : argValue(a.type)).map((v) => `${a.name}: ${literal(v)}`))).map((pairs) => {
      const list = [...new Set(pairs)].join(', ')
      const selection = isComposite(field.type) ? ' { __typename }' : ''
      return `${field.operation} { ${field.name}${list ? `(${list})` : ''}${selection} }`
    }),
  )
  return fc.oneof(
    { weight: 6, arbitrary: call.map((query) => ({ role, query })) },
    { weight: 1, arbitrary: fc.tuple(call, fuzzJson).map(([query, variables]) => ({ role, query, variables })) },
  )
}

/** Documents and bodies no GraphQL server should run. */
export const brokenBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{', 'null', '[]', '"x"', '{"query":1}', '{"query":"{"}', '{"query":"query { ...A } fragment A on Query { ...A }"}',
    '{"query":"query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }"}', '{"query":"{ __typename }","variables":[1]}',
    '{"query":"{ __typename }","operationName":7}', `{"query":"${'{ a '.repeat(3000)}"}`, '{"query":"{ __typename }","variables":{"a":"\\u0000"}}',
  ),
  fc.string({ maxLength: 60 }),
  fc.oneof(nastyString, fuzzText).map((text) => JSON.stringify({ query: text })),
)
