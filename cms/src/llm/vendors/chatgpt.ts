import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * ChatGPT through the OpenAI API. Chat Completions searches the web only with the search models
 * (gpt-4o-search-preview and kin) and `web_search_options`; their sources are `url_citation`
 * annotations on the message. Search models reject temperature, so it is left out.
 */
export const createChatGpt = (env: LlmEnv) =>
  createOpenAiChatClient({
    platform: 'chatgpt',
    baseUrl: env.OPENAI_BASE_URL,
    apiKey: env.OPENAI_API_KEY!,
    model: env.OPENAI_MODEL,
    searchModel: env.OPENAI_SEARCH_MODEL,
    searchFields: { web_search_options: {} },
    searchOmitsTemperature: true,
  })
