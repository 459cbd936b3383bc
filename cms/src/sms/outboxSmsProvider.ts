import type { Payload } from 'payload'
import { codeMessageText, noticeMessageText } from './messages'
import type { SmsCodeMessage, SmsNoticeMessage, SmsProvider, SmsReceipt } from './SmsProvider'

/** The offline default: keeps each message in the `sms-outbox` collection (sandbox) for the admin. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'sandbox'
  readonly sandbox = true
  constructor(private readonly payload: Payload) {}

  async sendCode(message: SmsCodeMessage): Promise<SmsReceipt> {
    // A system write: nobody may create outbox rows through the API.
    const doc = await this.payload.create({
      collection: 'sms-outbox',
      data: { phone: message.phone, body: codeMessageText(message), template: 'verification-code', params: [message.code, String(message.ttlMinutes)], provider: this.name },
      overrideAccess: true,
      depth: 0,
    })
    return { provider: this.name, messageId: `outbox-${doc.id}` }
  }

  async sendNotice(message: SmsNoticeMessage): Promise<SmsReceipt> {
    const doc = await this.payload.create({
      collection: 'sms-outbox',
      data: { phone: message.phone, body: noticeMessageText(message), template: message.template, params: message.params, provider: this.name },
      overrideAccess: true,
      depth: 0,
    })
    return { provider: this.name, messageId: `outbox-${doc.id}` }
  }
}
