import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * DeepSeek's API is OpenAI Chat Completions at api.deepseek.com. It documents no web-search
 * parameter (search exists only in the consumer app), so DeepSeek answers from the model alone.
 */
export const createDeepSeek = (env: LlmEnv) =>
  createOpenAiChatClient({ platform: 'deepseek', baseUrl: env.DEEPSEEK_BASE_URL, apiKey: env.DEEPSEEK_API_KEY!, model: env.DEEPSEEK_MODEL })
