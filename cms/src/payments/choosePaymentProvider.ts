import { type Env, env } from '../env'
import type { PaymentProvider } from './PaymentProvider'
import { type SandboxLedger, SandboxProvider } from './sandbox/sandboxProvider'
import { StripeProvider } from './stripe/stripeProvider'
import { WechatPayProvider } from './wechatpay/wechatPayProvider'

/** Which provider the settings choose, without building it (start-up logs, tests). */
export function paymentProviderName(settings: Env): PaymentProvider['name'] {
  if (settings.EDITION === 'intl' && settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET) return 'stripe'
  if (settings.EDITION === 'cn' && settings.WECHATPAY_MCH_ID && settings.WECHATPAY_API_V3_KEY) return 'wechatpay'
  return 'sandbox'
}

export type PaymentProviderOptions = {
  /** Where the sandbox keeps outcomes; by default in this process's memory. */
  sandboxLedger?: SandboxLedger
  now?: () => number
}

// One provider per settings object, so its circuit breaker and bulkhead are shared by every caller.
const built = new WeakMap<Env, PaymentProvider>()

/**
 * The provider of this edition: Stripe in the international edition when its keys are set, WeChat
 * Pay in the China edition when its merchant settings are (env.ts refuses a half configuration),
 * otherwise the sandbox — the documented default, so a fresh checkout works with no vendor account.
 */
export function paymentProvider(settings: Env = env(), options: PaymentProviderOptions = {}): PaymentProvider {
  const cacheable = !options.sandboxLedger && !options.now
  const cached = cacheable ? built.get(settings) : undefined
  if (cached) return cached
  const provider = build(settings, options)
  if (cacheable) built.set(settings, provider)
  return provider
}

function build(settings: Env, options: PaymentProviderOptions): PaymentProvider {
  switch (paymentProviderName(settings)) {
    case 'stripe':
      return new StripeProvider({
        secretKey: settings.STRIPE_SECRET_KEY!,
        webhookSecret: settings.STRIPE_WEBHOOK_SECRET!,
        apiBase: settings.STRIPE_API_BASE,
        webhookToleranceSeconds: settings.STRIPE_WEBHOOK_TOLERANCE_SECONDS,
        timeoutMs: settings.PAYMENT_TIMEOUT_MS,
        now: options.now,
      })
    case 'wechatpay':
      return new WechatPayProvider({
        mchid: settings.WECHATPAY_MCH_ID!,
        appid: settings.WECHATPAY_APP_ID!,
        serialNo: settings.WECHATPAY_MCH_SERIAL_NO!,
        privateKey: settings.WECHATPAY_PRIVATE_KEY!,
        platformPublicKey: settings.WECHATPAY_PLATFORM_PUBLIC_KEY!,
        platformPublicKeyId: settings.WECHATPAY_PLATFORM_PUBLIC_KEY_ID!,
        apiV3Key: settings.WECHATPAY_API_V3_KEY!,
        notifyUrl: settings.WECHATPAY_NOTIFY_URL!,
        apiBase: settings.WECHATPAY_API_BASE,
        timeoutMs: settings.PAYMENT_TIMEOUT_MS,
        now: options.now,
      })
    case 'sandbox':
      return new SandboxProvider({ secret: settings.PAYLOAD_SECRET, siteUrl: settings.SITE_URL, ledger: options.sandboxLedger, now: options.now })
  }
}
