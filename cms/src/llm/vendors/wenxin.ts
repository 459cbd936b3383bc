import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * Baidu Wenxin (ERNIE) through Qianfan v2, OpenAI-compatible at qianfan.baidubce.com/v2 with a
 * Bearer API key. Search is the `web_search` object; with enable_citation and enable_trace the
 * response lists `search_results` [{index, url, title}].
 */
export const createWenxin = (env: LlmEnv) =>
  createOpenAiChatClient({
    platform: 'wenxin',
    baseUrl: env.QIANFAN_BASE_URL,
    apiKey: env.QIANFAN_API_KEY!,
    model: env.QIANFAN_MODEL,
    searchFields: { web_search: { enable: true, enable_citation: true, enable_trace: true } },
  })
