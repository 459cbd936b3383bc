import { userStore } from './userStore'
import { apiSettings, configureApi, handleUnauthorized } from './settings'

export { apiSettings, configureApi, handleUnauthorized }

/**
 * The one browser helper for the storefront's /api contract (SPEC §7, §8), used by every feature
 * (accounts, favourites, user centre, slide puzzle and phone binding, GEO, tracker):
 * - every call carries `t` (timestamp) and `langType` (the page's language unless the caller
 *   names one), a JSON content type (or form-encoded where SPEC §7 says so), the bearer token of
 *   the signed-in user unless `withoutToken`;
 * - retries 0 by default, 500 ms × attempt between attempts when asked for;
 * - a 401 (HTTP status or envelope code) on a call that carried a token logs the user out and, in
 *   the China edition, opens the login dialog after 100 ms (SPEC §4). A call without a token has no
 *   session to end: its caller decides (the favourite button asks to sign in, the phone panel
 *   shows its signed-out state);
 * - one answer shape for all: HTTP status, envelope code (0 = success), message, data, the field a
 *   validation error names, and Retry-After for the rate-limited forms.
 * `apiRequest` never throws (a network failure is status 0, code -1; a missing message is '', so
 * callers fall back to their own translated text); `apiData` throws an
 * `ApiError` for a non-zero code, for react-query's queryFn/mutationFn.
 */
export const REQUEST_RETRIES = 0
export const RETRY_DELAY_MS = 500

export type ApiAnswer<T> = {
  status: number
  code: number
  message: string
  data: T | null
  field: string | null
  retryAfter: number | null
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  query?: Record<string, string | number | boolean | undefined | null>
  /** An object is sent as JSON; a string is sent as it is (already serialised). */
  body?: unknown
  /** SPEC §7 gives getCoordinateCode a form-encoded content type. */
  formEncoded?: boolean
  withoutToken?: boolean
  retries?: number
  headers?: Record<string, string>
  signal?: AbortSignal
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
    readonly code: number = status,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The URL of a call: the caller's path and query plus `t` and `langType` (a caller's langType wins). */
export function apiUrl(path: string, query: ApiOptions['query'] = {}): URL {
  const url = new URL(path, location.origin)
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) url.searchParams.set(k, String(v))
  url.searchParams.set('t', String(Date.now()))
  if (!url.searchParams.has('langType')) url.searchParams.set('langType', apiSettings().langType)
  return url
}

function requestInit(options: ApiOptions): { init: RequestInit; withToken: boolean } {
  // A file upload (FormData) gets its multipart Content-Type, with the boundary, from the browser.
  const upload = typeof FormData !== 'undefined' && options.body instanceof FormData
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(upload ? {} : { 'Content-Type': options.formEncoded ? 'application/x-www-form-urlencoded' : 'application/json' }),
    ...options.headers,
  }
  const token = options.withoutToken ? null : userStore.requestToken()
  if (token) headers.Authorization = `Bearer ${token}`
  const body = options.body === undefined ? undefined : upload || typeof options.body === 'string' ? (options.body as BodyInit) : JSON.stringify(options.body)
  return {
    init: { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, credentials: 'same-origin', cache: 'no-store', signal: options.signal },
    withToken: Boolean(token),
  }
}

type Envelope = { code?: unknown; message?: unknown; data?: unknown }

export async function apiRequest<T>(path: string, options: ApiOptions = {}): Promise<ApiAnswer<T>> {
  const url = apiUrl(path, options.query)
  const { init, withToken } = requestInit(options)
  const retries = options.retries ?? REQUEST_RETRIES
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, init)
      // Not JSON: a proxy's or a crash page; the status is all there is.
      const body = ((await response.json().catch(() => null)) ?? {}) as Envelope
      const code = typeof body.code === 'number' ? body.code : response.status
      if ((response.status === 401 || code === 401) && withToken) handleUnauthorized()
      if (!response.ok) console.error('request failed', response.status, url.pathname)
      const retry = response.headers.get('retry-after')
      const data = (body.data ?? null) as T | null
      const named = (data as { field?: unknown } | null)?.field
      const field = code !== 0 && typeof named === 'string' ? named : null
      return {
        status: response.status,
        code,
        message: typeof body.message === 'string' ? body.message : '',
        data,
        field,
        retryAfter: retry && Number.isFinite(Number(retry)) ? Number(retry) : null,
      }
    } catch (error) {
      if (options.signal?.aborted) throw error
      if (attempt >= retries) {
        console.error('request error', url.pathname, error)
        return { status: 0, code: -1, message: '', data: null, field: null, retryAfter: null }
      }
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * (attempt + 1)))
    }
  }
}

/** The data of a successful call; anything else throws an ApiError with the API's message. */
export async function apiData<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const answer = await apiRequest<T>(path, options)
  if (answer.code !== 0) throw new ApiError(answer.status, answer.message || 'Request error', answer.field, answer.code)
  return answer.data as T
}

/** Downloads a file answer (an export) and saves it under the server's file name. */
export async function apiDownload(path: string, options: Omit<ApiOptions, 'body' | 'formEncoded'> & { fallbackMessage?: string } = {}): Promise<void> {
  const url = apiUrl(path, options.query)
  const { init, withToken } = requestInit(options)
  const response = await fetch(url, init)
  if (!response.ok) {
    if (response.status === 401 && withToken) handleUnauthorized()
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new ApiError(response.status, body?.message ?? options.fallbackMessage ?? 'Export failed')
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export'
  const href = URL.createObjectURL(await response.blob())
  const a = document.createElement('a')
  a.href = href
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}

/**
 * A streamed answer (NDJSON, server-sent lines): the raw Response, with the same token, `t` and
 * `langType` as every other call, for the caller to read its body as it arrives. A 401 logs out
 * like `apiRequest`.
 */
export async function apiStream(path: string, options: Pick<ApiOptions, 'query' | 'signal'> = {}): Promise<Response> {
  const { init, withToken } = requestInit({ ...options, headers: { Accept: 'application/x-ndjson' } })
  const response = await fetch(apiUrl(path, options.query), init)
  if (response.status === 401 && withToken) handleUnauthorized()
  return response
}
