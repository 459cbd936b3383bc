import { withPeer } from '../../../cms/src/lib/peerAddress'
import fc from 'fast-check'
import { z } from 'zod'
import type { ApiRoute, RouteDeclaration } from '@/features/api/route'
import { newAddress } from '../accountsApi'
import { fromSchema, fuzzJson, fuzzText, nastyString } from './arbitraries'

/**
 * Every operation of the storefront's /api, found the way Next finds them (each `route.ts` under
 * `app/api` and its method exports), with generators for its path parameters, query and body
 * shaped by its declaration.
 */
const modules = import.meta.glob<Record<string, unknown>>('../../../storefront/src/app/api/**/route.ts', { eager: true })
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

export type StorefrontTarget = { file: string; method: string; handler: ApiRoute; declaration: RouteDeclaration }

export function storefrontTargets(): StorefrontTarget[] {
  const targets: StorefrontTarget[] = []
  for (const [file, module] of Object.entries(modules)) {
    for (const method of methods) {
      const handler = module[method] as ApiRoute | undefined
      if (typeof handler === 'function' && handler.declaration) targets.push({ file: file.replace(/^.*\/app/, ''), method, handler, declaration: handler.declaration })
    }
  }
  return targets
}

type Json = Record<string, unknown>
const jsonSchemaOf = (schema: z.ZodType | undefined): Json | undefined => (schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json) : undefined)

const asParam = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value) ?? '')

export type StorefrontInput = { params: Record<string, string | string[]>; query: [string, string][]; body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; text: string }; auth: 'none' | 'user' | 'forged' }

export function inputsFor(target: StorefrontTarget): fc.Arbitrary<StorefrontInput> {
  const { declaration, file } = target
  const paramNames = [...declaration.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!)
  const idLike = fc.oneof(fc.integer({ min: -5, max: 2_000 }).map(String), nastyString, fuzzText)
  const params = file.includes('[...rest]')
    ? fc.record({ rest: fc.array(fc.oneof(nastyString, fc.string({ maxLength: 12 })), { minLength: 1, maxLength: 3 }) })
    : fc.record(Object.fromEntries(paramNames.map((name) => [name, idLike])))
  const querySchema = jsonSchemaOf(declaration.query)
  const query = fc
    .tuple(fromSchema(querySchema), fc.array(fc.tuple(fc.oneof(nastyString, fc.string({ maxLength: 8 })), fuzzText), { maxLength: 2 }))
    .map(([shaped, extra]) => {
      const pairs: [string, string][] = shaped && typeof shaped === 'object' && !Array.isArray(shaped) ? Object.entries(shaped).map(([k, v]) => [k, asParam(v)]) : []
      return [...pairs, ...extra]
    })
  const bodySchema = jsonSchemaOf(declaration.body)
  const takesBody = declaration.method !== 'GET'
  const body: fc.Arbitrary<StorefrontInput['body']> = takesBody
    ? fc.oneof(
        { weight: 6, arbitrary: fromSchema(bodySchema).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fuzzJson.map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('{', '{"a":', 'null', '[', '\u0000', '')).map((text) => ({ kind: 'raw' as const, text })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.constant({ kind: 'none' as const })
  const auth = fc.constantFrom<StorefrontInput['auth']>('user', 'user', 'none', 'forged')
  return fc.record({ params, query, body, auth })
}

/** The request Next would build; a lone surrogate cannot travel in a URL, the context's params keep it. */
export function requestFor(target: StorefrontTarget, input: StorefrontInput, token: string): { request: Request; context: { params: Promise<Record<string, string | string[]>> } } {
  const path = target.declaration.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asParam(input.params[name]).replace(/\p{Cs}/gu, '\ufffd')))
  const url = new URL(`http://127.0.0.1:3000${path}`)
  for (const [key, value] of input.query) url.searchParams.append(key, value)
  const headers = withPeer({ 'content-type': 'application/json', 'x-forwarded-for': newAddress() }, '127.0.0.1')
  if (input.auth === 'user') headers.set('authorization', `Bearer ${token}`)
  if (input.auth === 'forged') headers.set('authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.')
  const body = input.body.kind === 'json' ? JSON.stringify(input.body.value) : input.body.kind === 'raw' ? input.body.text : undefined
  const request = new Request(url, { method: target.method, headers, body: target.method === 'GET' ? undefined : body })
  return { request, context: { params: Promise.resolve(input.params) } }
}
