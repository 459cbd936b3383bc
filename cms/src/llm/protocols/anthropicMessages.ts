import { z } from 'zod'
import { uniqueCitations } from '../citations'
import { LlmError } from '../errors'
import { postJson } from '../http'
import type { AskRequest, LlmAnswer, LlmClient } from '../types'

/**
 * Anthropic Messages API (POST {baseUrl}/messages with x-api-key and anthropic-version).
 * Web search is Anthropic's server tool `web_search_20250305`: the model searches on its own and
 * its text blocks carry `web_search_result_location` citations; the `web_search_tool_result`
 * blocks list every page it read, which we keep after the cited ones.
 */
export type AnthropicOptions = { platform: string; baseUrl: string; apiKey: string; model: string; version: string; maxSearches?: number }

const blockSchema = z.object({ type: z.string() }).passthrough()
const responseSchema = z.object({
  type: z.literal('message'),
  model: z.string(),
  content: z.array(blockSchema),
  usage: z.object({ input_tokens: z.number(), output_tokens: z.number() }).passthrough(),
}).passthrough()

export function createAnthropicClient(options: AnthropicOptions): LlmClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    platform: options.platform,
    async ask(request: AskRequest, signal?: AbortSignal): Promise<LlmAnswer> {
      const body: Record<string, unknown> = {
        model: options.model,
        max_tokens: request.maxTokens ?? 2048,
        messages: [{ role: 'user', content: request.question }],
        ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
        ...(request.webSearch ? { tools: [{ type: 'web_search_20250305', name: 'web_search', max_uses: options.maxSearches ?? 5 }] } : {}),
      }
      const raw = await postJson(options.platform, `${base}/messages`, body, { 'x-api-key': options.apiKey, 'anthropic-version': options.version }, signal)
      const parsed = responseSchema.safeParse(raw)
      if (!parsed.success) throw new LlmError('bad_response', options.platform, `unexpected message shape: ${parsed.error.issues[0]?.message}`)
      const blocks = parsed.data.content as any[]
      const textBlocks = blocks.filter((b) => b.type === 'text' && typeof b.text === 'string')
      const text = textBlocks.map((b) => b.text).join('')
      if (!text.trim()) throw new LlmError('bad_response', options.platform, 'no text in the answer')
      const cited = textBlocks.flatMap((b) => (Array.isArray(b.citations) ? b.citations : []))
      const read = blocks
        .filter((b) => b.type === 'web_search_tool_result' && Array.isArray(b.content))
        .flatMap((b) => b.content.filter((r: any) => r?.type === 'web_search_result'))
      return {
        text,
        citations: uniqueCitations([...cited, ...read]),
        model: parsed.data.model,
        usage: { inputTokens: parsed.data.usage.input_tokens, outputTokens: parsed.data.usage.output_tokens },
        sandbox: false,
        raw,
      }
    },
  }
}
