import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { type Resilience, retryAfterMs } from '../../resilience'
import { type PaymentCallOptions, paymentResilience, runPaymentCall } from '../paymentResilience'
import { PaymentProviderError } from '../PaymentProvider'
import { errorBodySchema } from './wechatPaySchemas'
import { authorizationHeader, verifyPlatformSignature } from './wechatPaySignature'

export type WechatPayConfig = PaymentCallOptions & {
  mchid: string
  appid: string
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  serialNo: string
  /** PEM text, or the path of a PEM file. */
  privateKey: string | KeyObject
  /** WeChat Pay's platform public key (PEM text or path) and its id (PUB_KEY_ID_…), which signs answers and notifications. */
  platformPublicKey: string | KeyObject
  platformPublicKeyId: string
  /** 32 characters; decrypts notification resources. */
  apiV3Key: string
  notifyUrl: string
  /** https://api.mch.weixin.qq.com, or a test server. */
  apiBase: string
  /** Oldest signature timestamp accepted on answers and notifications, in seconds. */
  toleranceSeconds?: number
  now?: () => number
}

const stateCodes = new Set(['ORDERPAID', 'ORDER_CLOSED', 'ORDERNOTEXIST', 'ORDER_NOT_EXIST', 'TRADE_NOT_PAID', 'NOT_ENOUGH', 'USERPAYING'])

export type WechatPayAnswer = { status: number; body: string }

/** A key given as PEM text (with real or written-out \n line breaks) or as the path of a PEM file. */
export function pemOf(value: string): string {
  const text = value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8')
  return text.replace(/\\n/g, '\n')
}

export const privateKeyOf = (key: string | KeyObject) => (typeof key === 'string' ? createPrivateKey(pemOf(key)) : key)
export const publicKeyOf = (key: string | KeyObject) => (typeof key === 'string' ? createPublicKey(pemOf(key)) : key)

/**
 * The signed HTTP exchange of WeChat Pay API v3: every request carries our SHA256withRSA
 * Authorization; every successful answer must carry a valid platform signature, or it is refused
 * as `bad_signature` (whoever answered, it was not WeChat Pay). Calls run under the payment
 * resilience policies; each one is idempotent by its out_trade_no / out_refund_no.
 */
export class WechatPayClient {
  readonly privateKey: KeyObject
  readonly platformKey: KeyObject
  private readonly policy: Resilience
  readonly now: () => number

  constructor(readonly config: WechatPayConfig) {
    this.privateKey = privateKeyOf(config.privateKey)
    this.platformKey = publicKeyOf(config.platformPublicKey)
    this.policy = paymentResilience('wechatpay', config)
    this.now = config.now ?? Date.now
  }

  get toleranceSeconds(): number {
    return this.config.toleranceSeconds ?? 300
  }

  /** Checks WeChat Pay's signature headers over `body` (an answer or a notification). */
  verify(headers: { get(name: string): string | null | undefined }, body: string) {
    return verifyPlatformSignature(
      {
        timestamp: headers.get('wechatpay-timestamp') ?? '',
        nonce: headers.get('wechatpay-nonce') ?? '',
        signature: headers.get('wechatpay-signature') ?? '',
        serial: headers.get('wechatpay-serial') ?? '',
        body,
      },
      { keyId: this.config.platformPublicKeyId, publicKey: this.platformKey },
      this.toleranceSeconds,
      this.now(),
    )
  }

  request(method: 'GET' | 'POST', pathAndQuery: string, payload?: unknown): Promise<WechatPayAnswer> {
    return runPaymentCall('wechatpay', this.policy, (signal) => this.attempt(method, pathAndQuery, payload, signal))
  }

  private async attempt(method: 'GET' | 'POST', pathAndQuery: string, payload: unknown, signal: AbortSignal): Promise<WechatPayAnswer> {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const url = new URL(pathAndQuery, this.config.apiBase)
    const key = { mchid: this.config.mchid, serialNo: this.config.serialNo, privateKey: this.privateKey }
    const response = await fetch(url, {
      method,
      headers: {
        Accept: 'application/json',
        'User-Agent': 'aidir-payments/1.0',
        Authorization: authorizationHeader(key, method, pathAndQuery, body, this.now()),
        // With platform public keys, requests name the key WeChat Pay should sign its answer with.
        'Wechatpay-Serial': this.config.platformPublicKeyId,
        ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: payload === undefined ? undefined : body,
      signal,
    })
    const text = await response.text()
    if (response.status === 429 || response.status >= 500) {
      const code = errorBodySchema.safeParse(safeJson(text)).data?.code
      throw new PaymentProviderError('wechatpay', response.status === 429 ? 'rate_limited' : 'unavailable', `HTTP ${response.status}${code ? ` ${code}` : ''}`, {
        retryable: true,
        status: response.status,
        vendorCode: code,
        retryAfterMs: retryAfterMs(response.headers),
      })
    }
    const signed = response.headers.has('wechatpay-signature')
    if (response.ok || signed) {
      const verdict = this.verify(response.headers, text)
      if (!verdict.ok) throw new PaymentProviderError('wechatpay', 'bad_signature', `answer to ${method} ${url.pathname} failed verification (${verdict.reason})`, { status: response.status })
    }
    if (response.ok) return { status: response.status, body: text }
    const error = errorBodySchema.safeParse(safeJson(text)).data
    // These answer a well-formed request about an order in the wrong state: refused, not malformed.
    const kind = response.status === 400 && !stateCodes.has(error?.code ?? '') ? 'invalid_request' : 'refused'
    throw new PaymentProviderError('wechatpay', kind, `HTTP ${response.status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim(), {
      status: response.status,
      vendorCode: error?.code,
    })
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
