import { z } from 'zod'
import { uniqueCitations } from '../citations'
import { LlmError } from '../errors'
import { postJson } from '../http'
import type { AskRequest, LlmAnswer, LlmClient } from '../types'

/**
 * Gemini API generateContent (POST {baseUrl}/models/{model}:generateContent, x-goog-api-key).
 * Web search is the `google_search` tool (Grounding with Google Search); the sources come back in
 * candidates[0].groundingMetadata.groundingChunks[].web {uri, title}.
 */
export type GeminiOptions = { platform: string; baseUrl: string; apiKey: string; model: string }

const responseSchema = z.object({
  candidates: z
    .array(
      z.object({
        content: z.object({ parts: z.array(z.object({ text: z.string().optional() }).passthrough()).optional() }).passthrough().optional(),
        groundingMetadata: z.object({ groundingChunks: z.array(z.any()).optional() }).passthrough().optional(),
      }).passthrough(),
    )
    .min(1),
  usageMetadata: z.object({ promptTokenCount: z.number().optional(), candidatesTokenCount: z.number().optional() }).passthrough().optional(),
  modelVersion: z.string().optional(),
}).passthrough()

export function createGeminiClient(options: GeminiOptions): LlmClient {
  const base = options.baseUrl.replace(/\/+$/, '')
  return {
    platform: options.platform,
    async ask(request: AskRequest, signal?: AbortSignal): Promise<LlmAnswer> {
      const generationConfig: Record<string, unknown> = {}
      if (request.temperature !== undefined) generationConfig.temperature = request.temperature
      if (request.maxTokens) generationConfig.maxOutputTokens = request.maxTokens
      const body = {
        contents: [{ role: 'user', parts: [{ text: request.question }] }],
        ...(request.webSearch ? { tools: [{ google_search: {} }] } : {}),
        ...(Object.keys(generationConfig).length ? { generationConfig } : {}),
      }
      const url = `${base}/models/${encodeURIComponent(options.model)}:generateContent`
      const raw = await postJson(options.platform, url, body, { 'x-goog-api-key': options.apiKey }, signal)
      const parsed = responseSchema.safeParse(raw)
      if (!parsed.success) throw new LlmError('bad_response', options.platform, `unexpected generateContent shape: ${parsed.error.issues[0]?.message}`)
      const candidate = parsed.data.candidates[0]!
      const text = (candidate.content?.parts ?? []).map((p) => p.text ?? '').join('')
      if (!text.trim()) throw new LlmError('bad_response', options.platform, 'no text in the answer (blocked or empty)')
      const chunks = (candidate.groundingMetadata?.groundingChunks ?? []) as any[]
      return {
        text,
        citations: uniqueCitations(chunks.map((c) => ({ url: c?.web?.uri, title: c?.web?.title }))),
        model: parsed.data.modelVersion ?? options.model,
        usage: { inputTokens: parsed.data.usageMetadata?.promptTokenCount ?? 0, outputTokens: parsed.data.usageMetadata?.candidatesTokenCount ?? 0 },
        sandbox: false,
        raw,
      }
    },
  }
}
