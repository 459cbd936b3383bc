import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { ApiError } from './ApiError'
import type { RouteDeclaration } from './declaration'
import { apiErrorCodes } from './errorCodes'

/**
 * The 429 of a route whose refusals speak the caller's language, in that language: the declared
 * rate limit (rateLimit.ts) and any `tooMany` thrown without a message of its own answer the
 * route's key, else the kit's `errors:api.tooMany`. A refusal with its own message (already
 * translated by the handler) and the routes that answer in English, which their pages translate,
 * are left as they are. Retry-After and data are kept.
 */
export async function tooManyInCallersLanguage(error: ApiError, declaration: Pick<RouteDeclaration, 'localized'>, locale: Locale): Promise<ApiError> {
  if (error.code !== 'tooMany' || error.message !== apiErrorCodes.tooMany.message || !declaration.localized) return error
  const own = declaration.localized.tooMany
  const t = await getT(locale, own ? declaration.localized.namespace : 'errors')
  return new ApiError('tooMany', t(own ?? 'api.tooMany'), { data: error.data, retryAfter: error.retryAfter })
}
