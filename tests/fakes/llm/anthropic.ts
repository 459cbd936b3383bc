import { z } from 'zod'
import { fakeSources } from './openaiChat'
import { startFake, type FakeServer, type Vendor, type VendorReply } from './server'

/**
 * A fake of the Anthropic Messages API: x-api-key and anthropic-version headers required,
 * max_tokens required, alternating user/assistant turns, the web_search server tool; errors in
 * Anthropic's {type:"error", error:{type, message}} shape, 529 for overloaded.
 */
const schema = z
  .object({
    model: z.string().min(1),
    max_tokens: z.number().int().min(1),
    messages: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.union([z.string().min(1), z.array(z.any()).min(1)]) })).min(1),
    system: z.string().optional(),
    temperature: z.number().min(0).max(1).optional(),
    tools: z.array(z.object({ type: z.literal('web_search_20250305'), name: z.literal('web_search'), max_uses: z.number().int().positive().optional() })).optional(),
  })
  .strict()

const errorType = (status: number) =>
  ({ 400: 'invalid_request_error', 401: 'authentication_error', 429: 'rate_limit_error', 529: 'overloaded_error' })[status] ?? 'api_error'

export function anthropicVendor(apiKey: string): Vendor {
  const error = (status: number, message: string) => ({ type: 'error', error: { type: errorType(status), message } })
  const refuse = (status: number, message: string): VendorReply => ({ status, body: error(status, message) })
  return {
    error,
    validate(request) {
      if (request.method !== 'POST' || request.path !== '/messages') return refuse(404, 'Not found')
      if (request.headers['x-api-key'] !== apiKey) return refuse(401, 'invalid x-api-key')
      if (!request.headers['anthropic-version']) return refuse(400, 'anthropic-version header is required')
      const parsed = schema.safeParse(request.body)
      if (!parsed.success) return refuse(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
      if (request.body.messages[0].role !== 'user') return refuse(400, 'first message must use the "user" role')
      return undefined
    },
    answer(request, text) {
      const search = Array.isArray(request.body.tools)
      const content: unknown[] = []
      if (search) {
        content.push({ type: 'server_tool_use', id: 'srvtoolu_1', name: 'web_search', input: { query: 'fake' } })
        content.push({
          type: 'web_search_tool_result',
          tool_use_id: 'srvtoolu_1',
          content: [...fakeSources, { url: 'https://example.net/extra', title: 'Also read' }].map((s) => ({ type: 'web_search_result', ...s, encrypted_content: 'x', page_age: null })),
        })
      }
      const [first, ...rest] = text.split('. ')
      content.push({
        type: 'text',
        text: first + (rest.length ? '. ' : ''),
        ...(search ? { citations: fakeSources.map((s) => ({ type: 'web_search_result_location', url: s.url, title: s.title, cited_text: 'fake', encrypted_index: 'x' })) } : {}),
      })
      if (rest.length) content.push({ type: 'text', text: rest.join('. ') })
      return {
        id: 'msg_fake',
        type: 'message',
        role: 'assistant',
        model: request.body.model,
        content,
        stop_reason: 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 20, ...(search ? { server_tool_use: { web_search_requests: 1 } } : {}) },
      }
    },
  }
}

export const startAnthropicFake = (apiKey = 'test-key'): Promise<FakeServer> => startFake(anthropicVendor(apiKey))
