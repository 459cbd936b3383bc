import { LOGIN_AFTER_401_DELAY_MS, userStore } from './userStore'

/**
 * The storefront's fetch helper for the /api contract (SPEC §7, §8): adds `t` and `langType`,
 * JSON content type, the bearer token when there is one; retries 0 (delay 500 ms × attempt when
 * configured). A 401 logs the user out and, in the China edition, opens the login dialog after
 * 100 ms. A body with a non-zero code is the result as it is; otherwise `{ data }`.
 */
export const REQUEST_RETRIES = 0
export const RETRY_DELAY_MS = 500

export type ApiResult<T> = { code: number; data?: T; message?: string }

let settings = { langType: 'en', edition: 'intl' as 'intl' | 'cn' }
export function configureApi(next: { langType: string; edition: 'intl' | 'cn' }) {
  settings = next
}

export async function apiFetch<T>(
  path: string,
  options: { method?: 'GET' | 'POST'; body?: unknown; query?: Record<string, string | number | undefined>; withoutToken?: boolean; retries?: number } = {},
): Promise<ApiResult<T>> {
  const url = new URL(path, location.origin)
  for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
  url.searchParams.set('t', String(Date.now()))
  url.searchParams.set('langType', settings.langType)
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  const token = userStore.requestToken()
  if (token && !options.withoutToken) headers.Authorization = `Bearer ${token}`
  const retries = options.retries ?? REQUEST_RETRIES
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
      const body = (await response.json().catch(() => ({ code: response.status, message: response.statusText }))) as { code?: number; data?: T; message?: string }
      if (response.status === 401 || body.code === 401) {
        handleUnauthorized()
        return { code: 401, message: body.message }
      }
      if (!response.ok) console.error('request failed', response.status, url.pathname)
      if (body.code !== 0) return { code: body.code ?? response.status, message: body.message }
      return { code: 0, data: body.data as T }
    } catch (error) {
      if (attempt >= retries) {
        console.error('request error', url.pathname, error)
        return { code: -1, message: 'Request error' }
      }
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * (attempt + 1)))
    }
  }
}

/** SPEC §4, §8: code 401 logs out; the China edition then asks the visitor to sign in. */
export function handleUnauthorized() {
  userStore.clearUser()
  if (settings.edition === 'cn') setTimeout(() => userStore.setLoginShow(true), LOGIN_AFTER_401_DELAY_MS)
}
