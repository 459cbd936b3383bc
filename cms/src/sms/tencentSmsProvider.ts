import { createResilience, isResilienceError, type Resilience } from '../resilience'
import { type SmsCodeMessage, type SmsNoticeMessage, type SmsProvider, type SmsReceipt, SmsSendError } from './SmsProvider'
import { tc3Signature } from './tc3Signature'

/**
 * Tencent Cloud SMS, API 3.0 action SendSms (version 2021-01-11), signed with TC3-HMAC-SHA256.
 * The template's parameters are {1} the code and {2} the minutes it stays valid.
 */
export type TencentSmsConfig = {
  secretId: string
  secretKey: string
  sdkAppId: string
  signName: string
  templateId: string
  /** The approved template of "report ready" notices ({1} brand, {2} address); without it notices are refused. */
  noticeTemplateId?: string
  region: string
  /** https://sms.tencentcloudapi.com, or a test server */
  endpoint: string
  timeoutMs: number
  /** For tests: the clock used for X-TC-Timestamp. */
  now?: () => number
}

type TencentResponse = {
  Response?: {
    RequestId?: string
    Error?: { Code: string; Message: string }
    SendStatusSet?: { SerialNo: string; PhoneNumber: string; Code: string; Message: string }[]
  }
}

const SERVICE = 'sms'
const VERSION = '2021-01-11'

/** Vendor errors worth trying again later; the rest (credentials, template, number) are not. */
const transientCodes = /^(InternalError|RequestLimitExceeded|LimitExceeded\.PhoneNumber(ThirtySecond|OneHour)Limit|ResourceUnavailable)/

/** Failures that say the vendor is unreachable or unwell, as opposed to refusing one message. */
const transportCodes = /^(Timeout|Network|HTTP5\d\d|BadResponse)$/

/**
 * One timeout and circuit breaker per account and endpoint for the life of the process (a provider
 * object is made per send). No automatic retry: a send that timed out may still have been
 * delivered, and a second text with another code would confuse the person waiting for it; the
 * caller decides (the code is forgotten so the person can ask again at once).
 */
const policies = new Map<string, Resilience>()
function policyFor(config: TencentSmsConfig): Resilience {
  const key = `${config.endpoint} ${config.secretId} ${config.timeoutMs}`
  let policy = policies.get(key)
  if (!policy) {
    policy = createResilience({
      name: 'tencent-sms',
      timeoutMs: config.timeoutMs,
      breaker: { failures: 5, cooldownMs: 30_000, counts: (err) => err instanceof SmsSendError && transportCodes.test(err.vendorCode) },
      mapError: (err, { timedOut }) => {
        if (err instanceof SmsSendError) return err
        return timedOut
          ? new SmsSendError(`Tencent SMS did not answer within ${config.timeoutMs} ms`, 'Timeout', true)
          : new SmsSendError(`Tencent SMS unreachable: ${(err as Error).message}`, 'Network', true)
      },
    })
    policies.set(key, policy)
  }
  return policy
}

export class TencentSmsProvider implements SmsProvider {
  readonly name = 'tencent'
  readonly sandbox = false
  constructor(private readonly config: TencentSmsConfig) {}

  sendCode(message: SmsCodeMessage): Promise<SmsReceipt> {
    return this.send(message.phone, this.config.templateId, [message.code, String(message.ttlMinutes)])
  }

  sendNotice(message: SmsNoticeMessage): Promise<SmsReceipt> {
    if (!this.config.noticeTemplateId) return Promise.reject(new SmsSendError('No Tencent SMS template is configured for notices (TENCENT_SMS_NOTICE_TEMPLATE_ID)', 'NoTemplate', false))
    return this.send(message.phone, this.config.noticeTemplateId, message.params)
  }

  private async send(phone: string, templateId: string, params: string[]): Promise<SmsReceipt> {
    try {
      return await policyFor(this.config).execute((signal) => this.attempt(phone, templateId, params, signal))
    } catch (error) {
      if (isResilienceError(error, 'circuit_open')) throw new SmsSendError(`Tencent SMS is not called for now after repeated failures: ${error.message}`, 'CircuitOpen', true)
      throw error
    }
  }

  private async attempt(phone: string, templateId: string, params: string[], signal: AbortSignal): Promise<SmsReceipt> {
    const c = this.config
    const url = new URL(c.endpoint)
    const body = JSON.stringify({
      PhoneNumberSet: [phone],
      SmsSdkAppId: c.sdkAppId,
      SignName: c.signName,
      TemplateId: templateId,
      TemplateParamSet: params,
    })
    const timestamp = Math.floor((c.now?.() ?? Date.now()) / 1000)
    // The host is signed without a port, as the vendor's own SDKs do; fetch sends the Host header itself.
    const contentType = 'application/json; charset=utf-8'
    const signed = { 'Content-Type': contentType, Host: url.hostname, 'X-TC-Action': 'SendSms' }
    const { authorization } = tc3Signature({ secretId: c.secretId, secretKey: c.secretKey, service: SERVICE, timestamp, method: 'POST', headers: signed, body })

    // Network failures and the timeout become SmsSendErrors in the policy's mapError.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': contentType, 'X-TC-Action': 'SendSms', Authorization: authorization, 'X-TC-Timestamp': String(timestamp), 'X-TC-Version': VERSION, 'X-TC-Region': c.region },
      body,
      signal,
    })
    if (!response.ok) {
      throw new SmsSendError(`Tencent SMS answered HTTP ${response.status}`, `HTTP${response.status}`, response.status >= 500 || response.status === 429)
    }
    let parsed: TencentResponse
    try {
      parsed = (await response.json()) as TencentResponse
    } catch (error) {
      if (signal.aborted) throw error
      throw new SmsSendError('Tencent SMS answered with a body that is not JSON', 'BadResponse', true)
    }
    const result = parsed.Response
    const requestId = result?.RequestId
    if (result?.Error) {
      throw new SmsSendError(`Tencent SMS refused the request: ${result.Error.Code} ${result.Error.Message}`, result.Error.Code, transientCodes.test(result.Error.Code), requestId)
    }
    const status = result?.SendStatusSet?.[0]
    if (!status) throw new SmsSendError('Tencent SMS answered without a send status', 'BadResponse', true, requestId)
    if (status.Code !== 'Ok') {
      throw new SmsSendError(`Tencent SMS did not send to the number: ${status.Code} ${status.Message}`, status.Code, transientCodes.test(status.Code), requestId)
    }
    return { provider: this.name, messageId: status.SerialNo }
  }
}
