/**
 * Kept for code written against the earlier GEO helper: the browser side of /api lives in
 * `features/api/client.ts`. New code imports from there.
 */
import { ApiError, apiDownload, apiRequest } from '@/features/api/client'

export { ApiError as GeoApiError }

export type Envelope<T> = { code: number; message: string; data: T }

/** The envelope of a successful call; a non-zero code throws an ApiError (status, message, field). */
export async function geoApi<T>(path: string, init: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<Envelope<T>> {
  const answer = await apiRequest<T>(path, { method: init.method, body: init.body ?? undefined, headers: init.headers, signal: init.signal })
  if (answer.code !== 0) throw new ApiError(answer.status, answer.message || 'Request error', answer.field, answer.code)
  return { code: 0, message: answer.message, data: answer.data as T }
}

export const downloadFile = (path: string): Promise<void> => apiDownload(path)
