import { z } from 'zod'
import type { PlatformId } from './platforms'

/**
 * LLM settings, part of the process environment (cms/src/env.ts merges this shape). A platform
 * whose key is unset is answered by the offline engine. Base URLs default to each vendor's public
 * endpoint and model ids to a current general model; keys never have a default.
 */
const key = z.string().min(1).optional()
const url = (fallback: string) => z.url().default(fallback)
const model = (fallback: string) => z.string().min(1).default(fallback)
const int = (fallback: number, min: number, max: number) => z.coerce.number().int().min(min).max(max).default(fallback)

export const llmEnvShape = {
  DEEPSEEK_API_KEY: key,
  DEEPSEEK_BASE_URL: url('https://api.deepseek.com'),
  DEEPSEEK_MODEL: model('deepseek-chat'),
  ARK_API_KEY: key,
  ARK_BASE_URL: url('https://ark.cn-beijing.volces.com/api/v3'),
  ARK_MODEL: model('doubao-seed-1-6-250615'),
  /** An Ark application (bot) with the web-search plugin; Ark's plain chat endpoint cannot search. */
  ARK_BOT_ID: key,
  DASHSCOPE_API_KEY: key,
  DASHSCOPE_BASE_URL: url('https://dashscope.aliyuncs.com/compatible-mode/v1'),
  DASHSCOPE_MODEL: model('qwen-plus'),
  HUNYUAN_API_KEY: key,
  HUNYUAN_BASE_URL: url('https://api.hunyuan.cloud.tencent.com/v1'),
  HUNYUAN_MODEL: model('hunyuan-turbos-latest'),
  QIANFAN_API_KEY: key,
  QIANFAN_BASE_URL: url('https://qianfan.baidubce.com/v2'),
  QIANFAN_MODEL: model('ernie-4.5-turbo-128k'),
  OPENAI_API_KEY: key,
  OPENAI_BASE_URL: url('https://api.openai.com/v1'),
  OPENAI_MODEL: model('gpt-4o'),
  OPENAI_SEARCH_MODEL: model('gpt-4o-search-preview'),
  ANTHROPIC_API_KEY: key,
  ANTHROPIC_BASE_URL: url('https://api.anthropic.com/v1'),
  ANTHROPIC_MODEL: model('claude-sonnet-4-5'),
  ANTHROPIC_VERSION: z.string().default('2023-06-01'),
  GEMINI_API_KEY: key,
  GEMINI_BASE_URL: url('https://generativelanguage.googleapis.com/v1beta'),
  GEMINI_MODEL: model('gemini-2.5-flash'),
  PERPLEXITY_API_KEY: key,
  PERPLEXITY_BASE_URL: url('https://api.perplexity.ai'),
  PERPLEXITY_MODEL: model('sonar'),

  LLM_WEB_SEARCH: z.enum(['true', 'false']).default('true'),
  LLM_TIMEOUT_MS: int(60_000, 100, 600_000),
  LLM_MAX_RETRIES: int(3, 0, 10),
  LLM_BACKOFF_BASE_MS: int(500, 1, 60_000),
  LLM_BACKOFF_MAX_MS: int(20_000, 1, 600_000),
  LLM_CONCURRENCY: int(4, 1, 100),
  LLM_BREAKER_FAILURES: int(5, 1, 100),
  LLM_BREAKER_COOLDOWN_MS: int(30_000, 10, 3_600_000),
  /** Answers asked per platform per detection; the verdict is the majority of them. */
  GEO_SAMPLES: int(3, 1, 9),
  /** How long the offline engine takes per answer, so the sandbox shows queued and detecting states as a real platform would. */
  LLM_OFFLINE_LATENCY_MS: int(1000, 0, 60_000),
  /** Force the offline engine even where keys are set (demos, load tests). */
  LLM_OFFLINE: z.enum(['true', 'false']).default('false'),
}

export const llmEnvSchema = z.object(llmEnvShape)
export type LlmEnv = z.infer<typeof llmEnvSchema>

/** The LLM part of the environment alone (tests and tools that have no database settings). */
export function parseLlmEnv(source: Record<string, string | undefined> = process.env): LlmEnv {
  return llmEnvSchema.parse(source)
}

/** The key that turns a platform's real client on. */
export const platformKeyVariable: Record<PlatformId, keyof LlmEnv> = {
  deepseek: 'DEEPSEEK_API_KEY',
  doubao: 'ARK_API_KEY',
  qwen: 'DASHSCOPE_API_KEY',
  yuanbao: 'HUNYUAN_API_KEY',
  wenxin: 'QIANFAN_API_KEY',
  chatgpt: 'OPENAI_API_KEY',
  claude: 'ANTHROPIC_API_KEY',
  gemini: 'GEMINI_API_KEY',
  perplexity: 'PERPLEXITY_API_KEY',
}
