import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../cms/src/env'
import { createPlatformClients, parseLlmEnv, platformIds, type AnswerCatalogue } from '../../cms/src/llm'

const valid = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', PAYLOAD_SECRET: '0123456789abcdef0123' }
const catalogue: AnswerCatalogue = { categories: async () => [], productsIn: async () => [], categoriesForKeyword: async () => [], productUrl: (k) => k }

describe('LLM settings', () => {
  it('are part of the environment, with vendor endpoints and no keys by default', () => {
    const env = parseEnv(valid)
    expect(env).toMatchObject({ DEEPSEEK_BASE_URL: 'https://api.deepseek.com', GEO_SAMPLES: 3, LLM_CONCURRENCY: 4 })
    expect(env.OPENAI_API_KEY).toBeUndefined()
  })

  it('name a bad value', () => {
    expect(() => parseEnv({ ...valid, LLM_TIMEOUT_MS: 'soon', QIANFAN_BASE_URL: 'not a url' })).toThrow(/LLM_TIMEOUT_MS[\s\S]*QIANFAN_BASE_URL|QIANFAN_BASE_URL[\s\S]*LLM_TIMEOUT_MS/)
  })

  it('choose the real client where a key is set and the sandbox elsewhere', () => {
    const clients = createPlatformClients({ env: parseLlmEnv({ DEEPSEEK_API_KEY: 'k', GEMINI_API_KEY: 'k' }), catalogue })
    expect(platformIds.filter((p) => !clients[p].sandbox)).toEqual(['deepseek', 'gemini'])
    const offline = createPlatformClients({ env: parseLlmEnv({ DEEPSEEK_API_KEY: 'k', LLM_OFFLINE: 'true' }), catalogue })
    expect(offline.deepseek.sandbox).toBe(true)
  })
})
