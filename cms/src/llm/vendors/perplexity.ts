import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * Perplexity's Sonar models always search; the API is Chat Completions at api.perplexity.ai and
 * returns `search_results` [{title, url, date}] (and the older `citations`, plain URLs).
 */
export const createPerplexity = (env: LlmEnv) =>
  createOpenAiChatClient({ platform: 'perplexity', baseUrl: env.PERPLEXITY_BASE_URL, apiKey: env.PERPLEXITY_API_KEY!, model: env.PERPLEXITY_MODEL })
