/**
 * Payments: the PaymentProvider interface and its three implementations (Stripe Checkout, WeChat
 * Pay API v3 Native, the sandbox), chosen by edition and settings with paymentProvider(); the QR
 * image of a WeChat code_url. Orders, routes and pages build on this.
 */
export * from './PaymentProvider'
export { paymentProvider, paymentProviderName, type PaymentProviderOptions } from './choosePaymentProvider'
export { StripeProvider, type StripeProviderConfig } from './stripe/stripeProvider'
export { WechatPayProvider, chinaTime } from './wechatpay/wechatPayProvider'
export type { WechatPayConfig } from './wechatpay/wechatPayClient'
export { SandboxProvider, memorySandboxLedger, sandboxCheckoutPath, type SandboxAttempt, type SandboxLedger, type SandboxProviderConfig } from './sandbox/sandboxProvider'
export { readSandboxToken, type SandboxCheckoutToken, type SandboxTokenResult } from './sandbox/sandboxToken'
export { qrCodeDataUrl } from './qrCode'
