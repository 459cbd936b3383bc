import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * Tencent Yuanbao's models (Hunyuan) through Hunyuan's OpenAI-compatible endpoint. Search is
 * Hunyuan's "enhancement": enable_enhancement + force_search_enhancement, with citation and
 * search_info so the response carries `search_info.search_results` [{index, title, url}].
 */
export const createYuanbao = (env: LlmEnv) =>
  createOpenAiChatClient({
    platform: 'yuanbao',
    baseUrl: env.HUNYUAN_BASE_URL,
    apiKey: env.HUNYUAN_API_KEY!,
    model: env.HUNYUAN_MODEL,
    searchFields: { enable_enhancement: true, force_search_enhancement: true, citation: true, search_info: true },
  })
