import type { Payload } from 'payload'
import { type Env, env } from '../env'
import { OutboxSmsProvider } from './outboxSmsProvider'
import type { SmsProvider } from './SmsProvider'
import { TencentSmsProvider } from './tencentSmsProvider'

/** Tencent Cloud SMS when its keys are set (env.ts checks the rest is too), else the sandbox outbox. */
export function smsProviderFor(payload: Payload, settings: Env = env()): SmsProvider {
  if (settings.TENCENT_SMS_SECRET_ID && settings.TENCENT_SMS_SECRET_KEY) {
    return new TencentSmsProvider({
      secretId: settings.TENCENT_SMS_SECRET_ID,
      secretKey: settings.TENCENT_SMS_SECRET_KEY,
      sdkAppId: settings.TENCENT_SMS_SDK_APP_ID!,
      signName: settings.TENCENT_SMS_SIGN_NAME!,
      templateId: settings.TENCENT_SMS_TEMPLATE_ID!,
      noticeTemplateId: settings.TENCENT_SMS_NOTICE_TEMPLATE_ID,
      region: settings.TENCENT_SMS_REGION,
      endpoint: settings.TENCENT_SMS_ENDPOINT,
      timeoutMs: settings.TENCENT_SMS_TIMEOUT_MS,
    })
  }
  return new OutboxSmsProvider(payload)
}
