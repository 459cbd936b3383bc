import type { LlmEnv } from '../config'
import { createGeminiClient } from '../protocols/geminiGenerateContent'

/** Gemini through the Gemini API's generateContent, grounded with the google_search tool. */
export const createGemini = (env: LlmEnv) =>
  createGeminiClient({ platform: 'gemini', baseUrl: env.GEMINI_BASE_URL, apiKey: env.GEMINI_API_KEY!, model: env.GEMINI_MODEL })
