'use client'

import { localeMeta, type Locale } from '@aidir/cms/locales'
import { handleUnauthorized } from '@/features/account/client/apiFetch'
import { userStore } from '@/features/account/client/userStore'

/**
 * Browser calls to the account and marketing endpoints with the SPEC §7 conventions: t and
 * langType on every call, the bearer token of the signed-in user, no retries; a 401 logs out
 * (SPEC §4). Answers keep the HTTP status and Retry-After, which the puzzle and code forms show.
 */
export type ApiAnswer<T> = { status: number; code: number; message: string; data: T | null; retryAfter: number | null }

export async function apiCall<T>(
  path: string,
  options: { locale: string; method?: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown; formEncoded?: boolean } ,
): Promise<ApiAnswer<T>> {
  const langType = localeMeta[options.locale as Locale]?.apiKey ?? 'en'
  const params = new URLSearchParams({ ...options.query, t: String(Date.now()), langType })
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = userStore.requestToken()
  if (token) headers.authorization = `Bearer ${token}`
  // SPEC §7 gives getCoordinateCode a form-encoded content type; the rest are JSON.
  if (options.formEncoded) headers['content-type'] = 'application/x-www-form-urlencoded'
  else if (options.body !== undefined) headers['content-type'] = 'application/json'
  try {
    const response = await fetch(`${path}?${params}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      cache: 'no-store',
    })
    const body = (await response.json().catch(() => ({}))) as { code?: number; message?: string; data?: T }
    if (response.status === 401 && token) handleUnauthorized()
    const retry = response.headers.get('retry-after')
    return { status: response.status, code: body.code ?? response.status, message: body.message ?? '', data: body.data ?? null, retryAfter: retry ? Number(retry) : null }
  } catch {
    return { status: 0, code: -1, message: '', data: null, retryAfter: null }
  }
}
