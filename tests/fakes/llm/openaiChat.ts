import { z } from 'zod'
import { startFake, type FakeRequest, type FakeServer, type Vendor, type VendorReply } from './server'

/**
 * A fake of OpenAI Chat Completions as each vendor flavours it: the search switch it accepts
 * and where it puts the sources. Requests are validated as the vendors document them (Bearer
 * key, model, non-empty messages with known roles, typed search fields); a bad one gets the
 * vendor's 400 or 401.
 */
export type OpenAiFlavour = 'deepseek' | 'ark' | 'dashscope' | 'hunyuan' | 'qianfan' | 'openai' | 'perplexity'

const message = z.object({ role: z.enum(['system', 'user', 'assistant']), content: z.string().min(1) })
const base = z.object({
  model: z.string().min(1),
  messages: z.array(message).min(1),
  stream: z.boolean().optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().positive().optional(),
})

const searchFields: Record<OpenAiFlavour, z.ZodObject> = {
  deepseek: z.object({}),
  ark: z.object({}),
  dashscope: z.object({ enable_search: z.boolean().optional(), search_options: z.object({ forced_search: z.boolean().optional(), enable_source: z.boolean().optional() }).strict().optional() }),
  hunyuan: z.object({ enable_enhancement: z.boolean().optional(), force_search_enhancement: z.boolean().optional(), citation: z.boolean().optional(), search_info: z.boolean().optional() }),
  qianfan: z.object({ web_search: z.object({ enable: z.boolean(), enable_citation: z.boolean().optional(), enable_trace: z.boolean().optional() }).strict().optional() }),
  openai: z.object({ web_search_options: z.object({}).passthrough().optional() }),
  perplexity: z.object({}),
}

export const fakeSources = [
  { url: 'https://example.com/review', title: 'An independent review' },
  { url: 'https://example.org/compare', title: 'A comparison' },
]

function searched(flavour: OpenAiFlavour, request: FakeRequest): boolean {
  const b = request.body
  switch (flavour) {
    case 'dashscope': return b.enable_search === true
    case 'hunyuan': return b.enable_enhancement === true
    case 'qianfan': return b.web_search?.enable === true
    case 'openai': return b.web_search_options !== undefined
    case 'ark': return request.path.startsWith('/bots/')
    case 'perplexity': return true
    case 'deepseek': return false
  }
}

export function openAiVendor(flavour: OpenAiFlavour, apiKey: string): Vendor {
  const schema = base.extend(searchFields[flavour].shape).strict()
  const error = (status: number, text: string) => ({ error: { message: text, type: status === 429 ? 'rate_limit_exceeded' : status >= 500 ? 'server_error' : 'invalid_request_error', code: String(status) } })
  const refuse = (status: number, text: string): VendorReply => ({ status, body: error(status, text) })
  return {
    error,
    validate(request) {
      const okPath = request.path === '/chat/completions' || (flavour === 'ark' && request.path === '/bots/chat/completions')
      if (request.method !== 'POST' || !okPath) return refuse(404, `no route ${request.method} ${request.path}`)
      if (request.headers.authorization !== `Bearer ${apiKey}`) return refuse(401, 'Incorrect API key provided')
      if (!String(request.headers['content-type']).startsWith('application/json')) return refuse(400, 'content-type must be application/json')
      const parsed = schema.safeParse(request.body)
      if (!parsed.success) return refuse(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
      if (flavour === 'openai' && request.body.web_search_options !== undefined) {
        if (!String(request.body.model).includes('search')) return refuse(400, 'web_search_options requires a search model')
        if (request.body.temperature !== undefined) return refuse(400, "Model incompatible request argument supplied: temperature")
      }
      if (flavour === 'ark' && request.path.startsWith('/bots/') && !String(request.body.model).startsWith('bot-')) return refuse(400, 'bot id expected')
      return undefined
    },
    answer(request, text) {
      const search = searched(flavour, request)
      const message: Record<string, unknown> = { role: 'assistant', content: text }
      const body: Record<string, unknown> = {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: request.body.model,
        choices: [{ index: 0, message, finish_reason: 'stop' }],
        usage: { prompt_tokens: 12, completion_tokens: 34, total_tokens: 46 },
      }
      if (!search) return body
      switch (flavour) {
        case 'openai':
          message.annotations = fakeSources.map((s) => ({ type: 'url_citation', url_citation: { url: s.url, title: s.title, start_index: 0, end_index: 5 } }))
          break
        case 'perplexity':
          body.citations = fakeSources.map((s) => s.url)
          body.search_results = fakeSources.map((s) => ({ ...s, date: '2026-01-01' }))
          break
        case 'qianfan':
          body.search_results = fakeSources.map((s, i) => ({ index: i + 1, ...s }))
          break
        case 'hunyuan':
        case 'dashscope':
          body.search_info = { search_results: fakeSources.map((s, i) => ({ index: i + 1, ...s })) }
          break
        case 'ark':
          body.references = fakeSources.map((s) => ({ ...s, site_name: 'example', summary: '…' }))
          break
      }
      return body
    },
  }
}

export const startOpenAiFake = (flavour: OpenAiFlavour, apiKey = 'test-key'): Promise<FakeServer> => startFake(openAiVendor(flavour, apiKey))
