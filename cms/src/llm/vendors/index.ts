import type { LlmEnv } from '../config'
import type { PlatformId } from '../platforms'
import type { LlmClient } from '../types'
import { createChatGpt } from './chatgpt'
import { createClaude } from './claude'
import { createDeepSeek } from './deepseek'
import { createDoubao } from './doubao'
import { createGemini } from './gemini'
import { createPerplexity } from './perplexity'
import { createQwen } from './qwen'
import { createWenxin } from './wenxin'
import { createYuanbao } from './yuanbao'

/** The real client of each platform (used when its key is set). */
export const vendorClients: Record<PlatformId, (env: LlmEnv) => LlmClient> = {
  deepseek: createDeepSeek,
  doubao: createDoubao,
  qwen: createQwen,
  yuanbao: createYuanbao,
  wenxin: createWenxin,
  chatgpt: createChatGpt,
  claude: createClaude,
  gemini: createGemini,
  perplexity: createPerplexity,
}
