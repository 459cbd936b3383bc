import { generateKeyPairSync } from 'node:crypto'
import { paymentProvider, paymentProviderName, SandboxProvider, StripeProvider, WechatPayProvider } from '@aidir/cms/payments'
import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '../../cms/src/env'

/** Which payment provider the edition and the settings choose, and the settings' own checks. */
const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db', PAYLOAD_SECRET: 'test-secret-0123456789abcdef' }
const stripe = { STRIPE_SECRET_KEY: 'sk_test_51abcDEF', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }
const keys = generateKeyPairSync('rsa', { modulusLength: 2048 })
const wechat = {
  WECHATPAY_MCH_ID: '1900000109',
  WECHATPAY_APP_ID: 'wxd678efh567hg6787',
  WECHATPAY_MCH_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHATPAY_PRIVATE_KEY: (keys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string).replace(/\n/g, '\\n'),
  WECHATPAY_PLATFORM_PUBLIC_KEY: keys.publicKey.export({ type: 'spki', format: 'pem' }) as string,
  WECHATPAY_PLATFORM_PUBLIC_KEY_ID: 'PUB_KEY_ID_0000000000000000000000000000',
  WECHATPAY_API_V3_KEY: 'abcdefghijklmnopqrstuvwxyz012345',
  WECHATPAY_NOTIFY_URL: 'https://www.example.com/api/payments/notify/wechatpay',
}

describe('payment provider choice', () => {
  it('is the sandbox without keys, in either edition', () => {
    for (const EDITION of ['intl', 'cn']) {
      const settings = parseEnv({ ...base, EDITION })
      expect(paymentProviderName(settings)).toBe('sandbox')
      expect(paymentProvider(settings)).toBeInstanceOf(SandboxProvider)
    }
  })

  it('is Stripe in the international edition with its keys, and the sandbox in the China edition with the same keys', () => {
    expect(paymentProvider(parseEnv({ ...base, ...stripe }))).toBeInstanceOf(StripeProvider)
    expect(paymentProvider(parseEnv({ ...base, ...stripe, EDITION: 'cn' }))).toBeInstanceOf(SandboxProvider)
  })

  it('is WeChat Pay in the China edition with its settings, and the sandbox in the international edition with them', () => {
    expect(paymentProvider(parseEnv({ ...base, ...wechat, EDITION: 'cn' }))).toBeInstanceOf(WechatPayProvider)
    expect(paymentProvider(parseEnv({ ...base, ...wechat, EDITION: 'intl' }))).toBeInstanceOf(SandboxProvider)
  })

  it('builds one provider per settings, so its circuit breaker is shared', () => {
    const settings = parseEnv({ ...base, ...stripe })
    expect(paymentProvider(settings)).toBe(paymentProvider(settings))
    expect(paymentProvider(settings)).not.toBe(paymentProvider(parseEnv({ ...base, ...stripe })))
  })

  it('refuses half a configuration at start-up, naming what is missing', () => {
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(/STRIPE_WEBHOOK_SECRET: is required when Stripe is configured/)
    const { WECHATPAY_API_V3_KEY: _key, WECHATPAY_NOTIFY_URL: _url, ...partial } = wechat
    let error: unknown
    try {
      parseEnv({ ...base, ...partial, EDITION: 'cn' })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EnvError)
    expect((error as Error).message).toMatch(/WECHATPAY_API_V3_KEY: is required when WeChat Pay is configured/)
    expect((error as Error).message).toMatch(/WECHATPAY_NOTIFY_URL: is required/)
    expect(() => parseEnv({ ...base, ...wechat, WECHATPAY_API_V3_KEY: 'short' })).toThrow(/WECHATPAY_API_V3_KEY: must be the 32-character APIv3 key/)
    expect(() => parseEnv({ ...base, STRIPE_SECRET_KEY: 'pk_test_publishable', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/)
  })

  it('points the providers at the configured API bases', () => {
    const settings = parseEnv({ ...base, ...stripe })
    expect(settings.STRIPE_API_BASE).toBe('https://api.stripe.com')
    expect(parseEnv({ ...base, WECHATPAY_API_BASE: 'http://127.0.0.1:9999' }).WECHATPAY_API_BASE).toBe('http://127.0.0.1:9999')
  })
})
