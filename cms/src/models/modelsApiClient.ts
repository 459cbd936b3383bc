import { z } from 'zod'
import { createJsonGet, type JsonGetOptions } from '../mcpRegistry/jsonGet'
import { UpstreamError } from '../mcpRegistry/upstreamError'
import { apiEntrySchema, type ApiEntry } from './apiEntry'

export type ModelsApiClientOptions = Omit<JsonGetOptions, 'service'> & { baseUrl: string; apiKey?: string }

const listSchema = z.object({ data: z.array(z.unknown()) }).loose()

/**
 * A client of an OpenRouter-style models API: `GET <base>/api/v1/models` answering `{ data: [...] }`
 * with prices in USD per token as decimal strings. Calls go through the shared resilience module
 * (timeout, retries honouring Retry-After on 429, backoff on 5xx, circuit breaker). Entries that do
 * not parse are returned apart, so one odd entry does not stop the others.
 */
export function createModelsApiClient(options: ModelsApiClientOptions) {
  const headers = options.apiKey ? { ...options.headers, authorization: `Bearer ${options.apiKey}` } : options.headers
  const get = createJsonGet({ ...options, headers, service: 'models-api', concurrency: 1 })
  return {
    async listModels(signal?: AbortSignal): Promise<{ entries: ApiEntry[]; rejected: number }> {
      const url = new URL('api/v1/models', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
      const body = await get(url, signal)
      if (body === null) throw new UpstreamError('models-api', `${url.pathname} not found: is MODELS_API_URL the API's base URL?`, 404, false)
      const list = listSchema.safeParse(body)
      if (!list.success) throw new UpstreamError('models-api', `unexpected answer: ${list.error.issues[0]?.message}`, 200, true)
      const entries: ApiEntry[] = []
      let rejected = 0
      for (const item of list.data.data) {
        const entry = apiEntrySchema.safeParse(item)
        if (entry.success) entries.push(entry.data)
        else rejected++
      }
      return { entries, rejected }
    },
  }
}

export type ModelsApiClient = ReturnType<typeof createModelsApiClient>
