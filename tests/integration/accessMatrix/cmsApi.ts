import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { type CollectionSlug, type FlattenedField, formatNames, handleEndpoints, type Payload } from 'payload'

/**
 * The CMS's REST and GraphQL APIs called in process, as an HTTP client would: Payload's own
 * request handlers (REST `handleEndpoints`, the app's GraphQL route), the caller known only by its
 * `Authorization` header.
 */
export type Answer = { status: number; body: any }

export function cmsApi(payload: Payload) {
  const graphqlPost = GRAPHQL_POST(payload.config as never)
  const headers = (token?: string) => ({ 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) })

  async function rest(method: string, path: string, token?: string, body?: unknown): Promise<Answer> {
    const request = new Request(`http://cms.test/api${path}`, { method, headers: headers(token), ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
    const response = await handleEndpoints({ config: payload.config as never, request })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : null }
  }

  async function graphql(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<Answer> {
    const response = await graphqlPost(new Request('http://cms.test/api/graphql', { method: 'POST', headers: headers(token), body: JSON.stringify({ query, variables }) }))
    return { status: response.status, body: await response.json() }
  }

  return { rest, graphql }
}

/** The names Payload's GraphQL schema gives a collection's queries and mutations. */
export function graphqlNames(payload: Payload, collection: string) {
  const config = payload.collections[collection as CollectionSlug].config
  const fromSlug = formatNames(collection)
  const singular = config.graphQL && config.graphQL.singularName ? config.graphQL.singularName : fromSlug.singular
  let plural = config.graphQL && config.graphQL.pluralName ? config.graphQL.pluralName : fromSlug.plural
  if (plural === singular) plural = `all${singular}`
  return { singular, plural }
}

/** An enum value as Payload's GraphQL schema names it (its `formatName`). */
const enumName = (value: string) => {
  const s = /^[0-9]/.test(value) ? `_${value}` : value
  return s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[.\-/+,()'[\]]/g, '_').replace(/ /g, '') || '_'
}

/** REST data as a GraphQL mutation's variables take it: choices and relationship targets by their enum names. */
export function toGraphQLData(payload: Payload, collection: string, data: Record<string, unknown>): Record<string, unknown> {
  const convert = (fields: FlattenedField[], values: Record<string, unknown>) => {
    const out: Record<string, unknown> = { ...values }
    for (const field of fields) {
      const value = values[field.name]
      if (value === undefined || value === null) continue
      if (field.type === 'select' || field.type === 'radio') out[field.name] = Array.isArray(value) ? value.map((v) => enumName(String(v))) : enumName(String(value))
      else if (field.type === 'relationship' && Array.isArray(field.relationTo)) {
        const one = (v: { relationTo: string; value: unknown }) => ({ relationTo: enumName(v.relationTo), value: v.value })
        out[field.name] = Array.isArray(value) ? value.map(one) : one(value as never)
      } else if (field.type === 'group') out[field.name] = convert(field.flattenedFields, value as Record<string, unknown>)
    }
    return out
  }
  return convert(payload.collections[collection as CollectionSlug].config.flattenedFields, data)
}
