import type { LlmEnv } from '../config'
import { createOpenAiChatClient } from '../protocols/openaiChat'

/**
 * Doubao on Volcengine Ark: Chat Completions at /api/v3/chat/completions. Ark's plain chat endpoint
 * has no search switch; web search is a plugin of an Ark application ("bot"), called at
 * /api/v3/bots/chat/completions with the bot id as model, whose answers list their sources in
 * `references`. Without ARK_BOT_ID the model answers without search. (Ark's newer Responses API
 * also offers a `web_search` tool; we use the bot endpoint because it keeps one protocol.)
 */
export const createDoubao = (env: LlmEnv) =>
  createOpenAiChatClient({
    platform: 'doubao',
    baseUrl: env.ARK_BASE_URL,
    apiKey: env.ARK_API_KEY!,
    model: env.ARK_MODEL,
    ...(env.ARK_BOT_ID ? { searchModel: env.ARK_BOT_ID, searchPath: '/bots/chat/completions' } : {}),
  })
