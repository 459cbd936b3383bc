import type { Locale } from '@aidir/cms/locales'
import type { TFunction } from 'i18next'
import type { Payload } from 'payload'
import type { z } from 'zod'
import { getT } from '@/i18n'
import { getPayload } from '@/lib/payload'
import { localeOfLangType } from './langType'
import { ApiError } from './ApiError'
import { currentUser, type SignedInUser } from './currentUser'
import type { RouteDeclaration } from './declaration'
import { toApiError } from './domainErrors'
import { envelopeResponse, NO_STORE } from './envelope'
import { countCall } from './rateLimit'
import { readJsonBody } from './readBody'
import { tooManyInCallersLanguage } from './tooMany'
import { refuseUnsafeText, validate } from './validation'

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined
type UserOf<A> = A extends 'required' ? SignedInUser : A extends 'optional' ? SignedInUser | null : null

export type RouteInput<D extends RouteDeclaration> = {
  request: Request
  /** The Local API (undefined for a static route). */
  payload: D['static'] extends true ? undefined : Payload
  user: UserOf<D['auth']>
  query: Parsed<D['query']>
  /** The validated body, or the JSON as sent when the domain validates it. */
  body: D['bodyCheckedByDomain'] extends true ? unknown : Parsed<D['body']>
  params: Record<string, string>
  /** SPEC §7: the call's langType, else zh_cn in the China edition and en otherwise. */
  locale: Locale
}

/** Data (answered as `{ code: 0, message: 'ok', data }`) or a ready Response (a file, a custom message). */
export type RouteHandler<D extends RouteDeclaration> = (input: RouteInput<D>) => Promise<unknown>

/** Next's second argument of a route handler. */
export type RouteContext = { params?: Promise<Record<string, string | string[]>> }

export type ApiRoute<D extends RouteDeclaration = RouteDeclaration> = ((request: Request, context?: RouteContext) => Promise<Response>) & { declaration: D }

function refusal(error: ApiError): Response {
  const headers: Record<string, string> = { 'Cache-Control': NO_STORE }
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(error.retryAfter)))
  return envelopeResponse(error.status, { code: error.status, message: error.message, data: error.data }, headers)
}

function success(result: unknown, cache: string): Response {
  if (result instanceof Response) {
    if (!result.headers.has('Cache-Control')) result.headers.set('Cache-Control', cache)
    return result
  }
  return envelopeResponse(200, { code: 0, message: 'ok', data: result ?? null }, { 'Cache-Control': cache })
}

async function paramsOf(context: RouteContext | undefined): Promise<Record<string, string>> {
  const raw = (await context?.params) ?? {}
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v.join('/') : v]))
}

/**
 * The route kit: wraps one /api operation so every handler gets the same things in the same
 * order — the declared guard, the signed-in user (401 when required), the query and body checked
 * with their zod schemas (400 with the spec's message and `data.field`), text with a NUL or a lone
 * surrogate anywhere in the input refused the same way (validation.ts), a body that is not JSON
 * answered 400 (never 500), the SPEC §7 envelope, every known refusal mapped by domainErrors.ts,
 * declared Cache-Control, the declared rate limit of an operation that calls out, and an unknown error logged and answered 500 without its details.
 */
export function defineRoute<const D extends RouteDeclaration>(declaration: D, handler: RouteHandler<D>): ApiRoute<D> {
  const cache = declaration.cache ?? NO_STORE
  const run = async (request: Request, context?: RouteContext): Promise<Response> => {
    const { searchParams } = new URL(request.url)
    const locale = localeOfLangType(searchParams.get('langType') ?? undefined)
    let t: TFunction | undefined
    try {
      if (declaration.localized) t = await getT(locale, declaration.localized.namespace)
      await declaration.guard?.(request)
      const payload = declaration.static ? undefined : await getPayload()
      const user = declaration.auth === 'none' || !payload ? null : await currentUser(payload, request)
      if (declaration.auth === 'required' && !user) throw new ApiError('loginFirst', t && declaration.localized ? t(declaration.localized.loginFirst) : undefined)
      if (payload && declaration.outbound && declaration.outbound.limit !== 'handler' && !declaration.outbound.countedWithHandler) await countCall(payload, declaration, declaration.outbound.limit, request, user)
      const params = await paramsOf(context)
      refuseUnsafeText(params, declaration, t)
      const rawQuery = Object.fromEntries(searchParams)
      refuseUnsafeText(rawQuery, declaration, t)
      const query = declaration.query ? validate(declaration.query, rawQuery, declaration, t) : undefined
      let body: unknown
      if (declaration.body || declaration.badJson) {
        const read = await readJsonBody(request)
        if (!read.ok && declaration.badJson) throw new ApiError('badRequest', declaration.badJson)
        body = read.ok ? read.value : undefined
        refuseUnsafeText(body, declaration, t)
        if (declaration.body && !declaration.bodyCheckedByDomain) body = validate(declaration.body, body, declaration, t)
      }
      const result = await handler({ request, payload, user, query, body, params, locale } as RouteInput<D>)
      return success(result, cache)
    } catch (err) {
      const known = toApiError(err, declaration)
      if (known) return refusal(await tooManyInCallersLanguage(known, declaration, locale))
      console.error(`${declaration.method} ${declaration.path} failed:`, err)
      return refusal(new ApiError('internal'))
    }
  }
  return Object.assign(run, { declaration })
}
