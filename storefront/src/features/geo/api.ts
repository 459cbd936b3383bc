/**
 * The browser side of /api/geo: every call answers the site's envelope `{ code, message, data }`;
 * a non-zero code becomes a GeoApiError carrying the HTTP status and the API's message (which the
 * pages translate through messageKeys). Sent with the signed-in user's bearer token; a 401 logs
 * out (SPEC §4).
 */
import { handleUnauthorized } from '@/features/account/client/apiFetch'
import { userStore } from '@/features/account/client/userStore'

function authorization(): Record<string, string> {
  const token = userStore.requestToken()
  return token ? { Authorization: `Bearer ${token}` } : {}
}

export type Envelope<T> = { code: number; message: string; data: T }

export class GeoApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message)
  }
}

export async function geoApi<T>(path: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const response = await fetch(path, {
    ...init,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...authorization(), ...(init.body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  })
  let body: Envelope<T> | undefined
  try {
    body = (await response.json()) as Envelope<T>
  } catch {
    // not JSON: a proxy or crash page
  }
  if (response.status === 401 && authorization().Authorization) handleUnauthorized()
  if (!response.ok || !body || body.code !== 0) {
    const field = (body?.data as { field?: string } | null | undefined)?.field ?? null
    throw new GeoApiError(response.status, body?.message ?? 'Request error', field)
  }
  return body
}

/** Downloads a file answer (the export) and saves it under the server's file name. */
export async function downloadFile(path: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin', headers: authorization() })
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    throw new GeoApiError(response.status, body?.message ?? 'Export failed')
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'export'
  const url = URL.createObjectURL(await response.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
