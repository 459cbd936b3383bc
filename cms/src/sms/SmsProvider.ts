/**
 * Sends verification codes by text message. Two implementations: the Tencent Cloud SMS client
 * (chosen when its keys are configured) and the sandbox outbox (the default).
 */
export type SmsCodeMessage = {
  /** E.164, e.g. +8613800138000 */
  phone: string
  code: string
  ttlMinutes: number
  locale: 'en' | 'zh' | 'zh-TW' | 'ja'
}

/** A notice (not a code): which approved template, its parameters in order, the recipient's language. */
export type SmsNoticeMessage = {
  phone: string
  /** tracker-report-ready: {1} brand name, {2} report address */
  template: 'tracker-report-ready'
  params: string[]
  locale: SmsCodeMessage['locale']
}

export type SmsReceipt = { provider: string; messageId: string }

export interface SmsProvider {
  readonly name: string
  /** True for the offline provider: nothing leaves the building. */
  readonly sandbox: boolean
  sendCode(message: SmsCodeMessage): Promise<SmsReceipt>
  sendNotice(message: SmsNoticeMessage): Promise<SmsReceipt>
}

/**
 * A send that did not happen. `vendorCode` is the vendor's error code (or HTTP status / timeout);
 * `transient` says whether trying again later may succeed.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly vendorCode: string,
    readonly transient: boolean,
    readonly requestId?: string,
  ) {
    super(message)
    this.name = 'SmsSendError'
  }
}
