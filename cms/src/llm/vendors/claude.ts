import type { LlmEnv } from '../config'
import { createAnthropicClient } from '../protocols/anthropicMessages'

/** Claude through the Anthropic Messages API, searching with the web_search server tool. */
export const createClaude = (env: LlmEnv) =>
  createAnthropicClient({ platform: 'claude', baseUrl: env.ANTHROPIC_BASE_URL, apiKey: env.ANTHROPIC_API_KEY!, model: env.ANTHROPIC_MODEL, version: env.ANTHROPIC_VERSION })
