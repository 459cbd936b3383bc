import { z } from 'zod'
import { openAiStyleCitations } from '../citations'
import { LlmError } from '../errors'
import { postJson } from '../http'
import type { AskRequest, LlmAnswer, LlmClient } from '../types'

/**
 * OpenAI Chat Completions (POST {baseUrl}/chat/completions, Bearer key), the protocol DeepSeek,
 * Doubao (Volcengine Ark), Qwen (DashScope compatible mode), Hunyuan, Qianfan v2, Perplexity and
 * OpenAI itself speak. Vendors differ only in how web search is switched on and where the cited
 * sources come back, which each vendor file states.
 */
export type OpenAiChatOptions = {
  platform: string
  baseUrl: string
  apiKey: string
  model: string
  /** Fields that switch the vendor's web search on; absent when the vendor has none. */
  searchFields?: Record<string, unknown>
  /** Some vendors search only through another model or endpoint (OpenAI search models, Ark bots). */
  searchModel?: string
  searchPath?: string
  /** Search models refuse sampling parameters (OpenAI's *-search-preview). */
  searchOmitsTemperature?: boolean
}

const responseSchema = z.object({
  model: z.string().optional(),
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }).passthrough() }).passthrough())
    .min(1),
  usage: z.object({ prompt_tokens: z.number().optional(), completion_tokens: z.number().optional() }).passthrough().nullish(),
}).passthrough()

export function createOpenAiChatClient(options: OpenAiChatOptions): LlmClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    platform: options.platform,
    async ask(request: AskRequest, signal?: AbortSignal): Promise<LlmAnswer> {
      const search = Boolean(request.webSearch && (options.searchFields || options.searchModel || options.searchPath))
      const model = search && options.searchModel ? options.searchModel : options.model
      const body: Record<string, unknown> = {
        model,
        messages: [{ role: 'user', content: request.question }],
        stream: false,
        ...(request.maxTokens ? { max_tokens: request.maxTokens } : {}),
        ...(request.temperature !== undefined && !(search && options.searchOmitsTemperature) ? { temperature: request.temperature } : {}),
        ...(search ? options.searchFields : {}),
      }
      const path = search && options.searchPath ? options.searchPath : '/chat/completions'
      const raw = await postJson(options.platform, base + path, body, { authorization: `Bearer ${options.apiKey}` }, signal)
      const parsed = responseSchema.safeParse(raw)
      if (!parsed.success) throw new LlmError('bad_response', options.platform, `unexpected chat completion shape: ${parsed.error.issues[0]?.message}`)
      const text = parsed.data.choices[0]!.message.content ?? ''
      if (!text.trim()) throw new LlmError('bad_response', options.platform, 'empty answer')
      return {
        text,
        citations: openAiStyleCitations(raw),
        model: parsed.data.model ?? model,
        usage: { inputTokens: parsed.data.usage?.prompt_tokens ?? 0, outputTokens: parsed.data.usage?.completion_tokens ?? 0 },
        sandbox: false,
        raw,
      }
    },
  }
}
