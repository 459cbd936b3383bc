import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * Tongyi Qianwen through DashScope's OpenAI-compatible mode. Web search is DashScope's
 * `enable_search` with `search_options` (forced_search so every sample really searches,
 * enable_source to get the sources back). The compatible mode's documentation does not promise
 * where sources appear in the response; we read `search_info.search_results` as the native API
 * names them, and the answer text's own links are still scored.
 */
export const createQwen = (env: LlmEnv) =>
  createOpenAiChatClient({
    platform: 'qwen',
    baseUrl: env.DASHSCOPE_BASE_URL,
    apiKey: env.DASHSCOPE_API_KEY!,
    model: env.DASHSCOPE_MODEL,
    searchFields: { enable_search: true, search_options: { forced_search: true, enable_source: true } },
  })
