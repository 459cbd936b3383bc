import { faultScript, listenOnLoopback, sendJson as json } from './localServer'

/**
 * A local stand-in for an OpenRouter-style models API on 127.0.0.1: `GET /api/v1/models` answers
 * `{ data: [...] }`, prices in USD per token as decimal strings, and OpenRouter's error shape
 * `{ error: { code, message } }`. Faults for the next requests: a 429 with Retry-After, a 5xx,
 * a hang (the client's timeout), or a body that is not JSON.
 */
export type ModelsFault = { status: 429; retryAfter: string } | { status: 500 | 502 | 503 } | { hang: true } | { garbage: true }

export type FakeModelsApi = {
  url: string
  requests: { path: string; authorization: string | undefined }[]
  set: (...entries: Record<string, unknown>[]) => void
  failNext: (...faults: ModelsFault[]) => void
  clear: () => void
  close: () => Promise<void>
}

/** An entry as OpenRouter lists it; overrides replace top-level fields, `pricing` merges. */
export function modelEntry(id: string, overrides: Record<string, unknown> & { pricing?: Record<string, string> } = {}) {
  const { pricing, ...rest } = overrides
  return {
    id,
    canonical_slug: id,
    name: `Model ${id}`,
    created: 1_735_689_600,
    description: 'A model',
    context_length: 128_000,
    architecture: { modality: 'text+image->text', input_modalities: ['text', 'image'], output_modalities: ['text'], tokenizer: 'Other', instruct_type: null },
    pricing: { prompt: '0.0000025', completion: '0.00001', request: '0', image: '0', web_search: '0', internal_reasoning: '0', input_cache_read: '0.00000125', ...pricing },
    top_provider: { context_length: 128_000, max_completion_tokens: 16_384, is_moderated: true },
    per_request_limits: null,
    supported_parameters: ['max_tokens', 'temperature', 'tools', 'tool_choice', 'response_format', 'structured_outputs'],
    ...rest,
  }
}

export async function startFakeModelsApi(): Promise<FakeModelsApi> {
  let entries: Record<string, unknown>[] = []
  const requests: FakeModelsApi['requests'] = []
  const faults = faultScript<ModelsFault, string>()
  const server = await listenOnLoopback((req, res) => {
    const url = new URL(req.url!, 'http://127.0.0.1')
    requests.push({ path: url.pathname, authorization: req.headers.authorization })
    const fault = faults.take(url.pathname)
    if (fault) {
      if ('hang' in fault) return server.hang(res)
      if ('garbage' in fault) {
        res.writeHead(200, { 'content-type': 'text/html' })
        return void res.end('<html>Bad gateway</html>')
      }
      if (fault.status === 429) return json(res, 429, { error: { code: 429, message: 'Rate limit exceeded' } }, { 'retry-after': fault.retryAfter })
      return json(res, fault.status, { error: { code: fault.status, message: 'Internal Server Error' } })
    }
    if (req.method !== 'GET' || url.pathname !== '/api/v1/models') return json(res, 404, { error: { code: 404, message: 'Not Found' } })
    json(res, 200, { data: entries })
  })
  return {
    url: server.url,
    requests,
    set: (...more) => void (entries = more),
    failNext: faults.failNext,
    clear: () => {
      faults.clear()
      requests.length = 0
    },
    close: server.close,
  }
}
