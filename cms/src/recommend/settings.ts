import { z } from 'zod'
import { platformIds } from '../llm/platforms'

/**
 * Settings of the scenario planner and the MCP assistant (merged into cms/src/env.ts). Without a
 * platform, or without that platform's key, the offline engine answers from our catalogue.
 */
export const recommendEnvShape = {
  /** The LLM platform that ranks and explains the candidates (its key and model are the platform's, e.g. DEEPSEEK_API_KEY). */
  RECOMMEND_LLM_PLATFORM: z.enum(platformIds).optional(),
  /** A visitor waits for the answer: a short timeout per attempt, then the offline answer. */
  RECOMMEND_LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
  RECOMMEND_LLM_RETRIES: z.coerce.number().int().min(0).max(3).default(1),
}
export const recommendEnvSchema = z.object(recommendEnvShape)
