import { z } from 'zod'
import { fakeSources } from './openaiChat'
import { startFake, type FakeServer, type Vendor, type VendorReply } from './server'

/**
 * A fake of the Gemini API's models/{model}:generateContent: x-goog-api-key header, contents with
 * text parts, the google_search tool; errors in Google's {error:{code, message, status}} shape.
 */
const schema = z
  .object({
    contents: z.array(z.object({ role: z.enum(['user', 'model']).optional(), parts: z.array(z.object({ text: z.string().min(1) })).min(1) })).min(1),
    tools: z.array(z.object({ google_search: z.object({}).strict() }).strict()).optional(),
    generationConfig: z.object({ temperature: z.number().min(0).max(2).optional(), maxOutputTokens: z.number().int().positive().optional() }).strict().optional(),
  })
  .strict()

const statusName = (code: number) =>
  ({ 400: 'INVALID_ARGUMENT', 403: 'PERMISSION_DENIED', 404: 'NOT_FOUND', 429: 'RESOURCE_EXHAUSTED', 503: 'UNAVAILABLE' })[code] ?? 'INTERNAL'

export function geminiVendor(apiKey: string): Vendor {
  const error = (code: number, message: string) => ({ error: { code, message, status: statusName(code) } })
  const refuse = (code: number, message: string): VendorReply => ({ status: code, body: error(code, message) })
  return {
    error,
    validate(request) {
      const match = /^\/models\/([^/:]+):generateContent$/.exec(request.path)
      if (request.method !== 'POST' || !match) return refuse(404, `no route ${request.path}`)
      if (request.headers['x-goog-api-key'] !== apiKey) return refuse(403, 'API key not valid. Please pass a valid API key.')
      const parsed = schema.safeParse(request.body)
      if (!parsed.success) return refuse(400, parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
      return undefined
    },
    answer(request, text) {
      const search = Array.isArray(request.body.tools)
      const model = decodeURIComponent(/^\/models\/([^/:]+):/.exec(request.path)![1]!)
      return {
        candidates: [
          {
            content: { role: 'model', parts: [{ text }] },
            finishReason: 'STOP',
            index: 0,
            ...(search
              ? { groundingMetadata: { webSearchQueries: ['fake'], groundingChunks: fakeSources.map((s) => ({ web: { uri: s.url, title: s.title } })), groundingSupports: [] } }
              : {}),
          },
        ],
        usageMetadata: { promptTokenCount: 8, candidatesTokenCount: 16, totalTokenCount: 24 },
        modelVersion: model,
      }
    },
  }
}

export const startGeminiFake = (apiKey = 'test-key'): Promise<FakeServer> => startFake(geminiVendor(apiKey))
