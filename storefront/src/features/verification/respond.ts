import { localeFromApiKey, type Locale } from '@aidir/cms/locales'
import { clientAddress } from '@aidir/cms/accounts/clientAddress'
import { env } from '@aidir/cms'
import type { TFunction } from 'i18next'
import { z } from 'zod'
import { getT } from '../../i18n'

/**
 * The SPEC §7 envelope for the account and marketing endpoints: { code, message, data }, code 0 on
 * success and the HTTP status otherwise. Nothing here is cacheable.
 */
const noStore = { 'Cache-Control': 'no-store' }

export function ok(data: unknown, message = 'ok'): Response {
  return Response.json({ code: 0, message, data }, { headers: noStore })
}

export function fail(status: number, message: string, options: { retryAfter?: number; data?: unknown } = {}): Response {
  const headers: Record<string, string> = { ...noStore }
  if (options.retryAfter !== undefined) headers['Retry-After'] = String(Math.max(1, Math.ceil(options.retryAfter)))
  return Response.json({ code: status, message, data: options.data ?? null }, { status, headers })
}

/** The client's address (one rule everywhere, cms accounts/clientAddress.ts). */
export const clientIp = (request: Request): string => clientAddress(request.headers)

/** Every storefront call carries t (timestamp) and langType (SPEC §7). */
export const clientQuery = z.object({
  t: z.string().regex(/^\d*$/, { error: 't must be a timestamp' }).optional(),
  langType: z.enum(['en', 'zh_cn', 'zh_tw', 'jp'], { error: 'langType must be one of en, zh_cn, zh_tw, jp' }).optional(),
})

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

/** SPEC §7: without langType, zh_cn in the China edition and en otherwise. */
export function localeOf(request: Request): Locale {
  const langType = new URL(request.url).searchParams.get('langType') ?? undefined
  return localeFromApiKey(langType) ?? (env().EDITION === 'cn' ? 'zh' : 'en')
}

export const textsFor = (request: Request): Promise<TFunction> => getT(localeOf(request), 'verification')

/** The JSON body of a POST, or undefined when it is not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json()
  } catch {
    return undefined
  }
}
