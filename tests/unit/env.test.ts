import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../../cms/src/env'

const valid = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', PAYLOAD_SECRET: '0123456789abcdef0123' }

describe('environment validation', () => {
  it('fills defaults per edition', () => {
    expect(parseEnv(valid)).toMatchObject({ EDITION: 'intl', DEFAULT_LANGUAGE: 'en', CMS_PORT: 3001, STOREFRONT_PORT: 3000 })
    expect(parseEnv({ ...valid, EDITION: 'cn' }).DEFAULT_LANGUAGE).toBe('zh')
  })

  it('names every bad variable', () => {
    const err = (() => {
      try {
        parseEnv({ DATABASE_URL: 'mysql://x', PAYLOAD_SECRET: 'short', EDITION: 'eu', CMS_PORT: 'abc' })
      } catch (e) {
        return e as Error
      }
    })()
    expect(err).toBeInstanceOf(EnvError)
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'EDITION', 'CMS_PORT']) expect(err!.message).toContain(name)
  })
})
