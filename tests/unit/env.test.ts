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

  it('listens on loopback and trusts only loopback proxies unless told otherwise', () => {
    const settings = parseEnv(valid)
    expect(settings.LISTEN_HOST).toBe('127.0.0.1')
    expect(settings.TRUSTED_PROXIES.has('127.0.0.1')).toBe(true)
    expect(settings.TRUSTED_PROXIES.has('::1')).toBe(true)
    expect(settings.TRUSTED_PROXIES.has('203.0.113.1')).toBe(false)
    expect(parseEnv({ ...valid, TRUSTED_PROXIES: '203.0.113.0/24' }).TRUSTED_PROXIES.has('203.0.113.1')).toBe(true)
    expect(() => parseEnv({ ...valid, TRUSTED_PROXIES: '10.0.0.0/8,cdn.example.com' })).toThrow(/TRUSTED_PROXIES: "cdn.example.com" is not an IP address or CIDR range/)
    expect(() => parseEnv({ ...valid, LISTEN_HOST: 'every interface' })).toThrow(/LISTEN_HOST/)
  })

  it('asks for the public address when the site serves other machines, so no link names localhost', () => {
    expect(() => parseEnv({ ...valid, LISTEN_HOST: '0.0.0.0' })).toThrow(/SITE_URL: is required when LISTEN_HOST \(0\.0\.0\.0\) serves other machines/)
    expect(parseEnv({ ...valid, LISTEN_HOST: '0.0.0.0', SITE_URL: 'https://directory.example.org' }).SITE_URL).toBe('https://directory.example.org')
    for (const host of ['127.0.0.1', '::1', 'localhost']) expect(parseEnv({ ...valid, LISTEN_HOST: host }).SITE_URL).toBe('http://localhost:3000')
  })
})

