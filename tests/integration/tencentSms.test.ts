import { Agent } from 'node:http'
import { connect } from 'node:net'
import * as tencentcloud from 'tencentcloud-sdk-nodejs-sms'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../cms/src/env'
import { smsProviderFor } from '../../cms/src/sms/chooseSmsProvider'
import { OutboxSmsProvider } from '../../cms/src/sms/outboxSmsProvider'
import { SmsSendError } from '../../cms/src/sms/SmsProvider'
import { TencentSmsProvider, type TencentSmsConfig } from '../../cms/src/sms/tencentSmsProvider'
import { PHONE_CODE, sendPhoneCode } from '../../cms/src/verification/phoneCodes'
import { FAKE_CREDENTIALS, type FakeTencentSms, startFakeTencentSms } from '../fakes/tencentSmsServer'
import { payload } from './helpers'

/**
 * The Tencent Cloud SMS client against a local server speaking the vendor's protocol; the vendor's
 * own Node SDK against the same server proves the server checks signatures the way the vendor does.
 */
let fake: FakeTencentSms
const config = (overrides: Partial<TencentSmsConfig> = {}): TencentSmsConfig => ({
  ...FAKE_CREDENTIALS,
  region: 'ap-guangzhou',
  endpoint: fake.url,
  timeoutMs: 1000,
  ...overrides,
})
const message = (phone = '+8613800138000') => ({ phone, code: '482913', ttlMinutes: 5, locale: 'zh' as const })

async function sendError(provider: TencentSmsProvider, phone?: string): Promise<SmsSendError> {
  const error = await provider.sendCode(message(phone)).then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(SmsSendError)
  return error as SmsSendError
}

beforeAll(async () => {
  fake = await startFakeTencentSms()
})
afterAll(async () => {
  await fake.close()
})
beforeEach(() => {
  fake.sent.length = 0
  fake.faults.length = 0
  fake.numberFailures.clear()
})

describe('the fake server agrees with the vendor SDK', () => {
  it('accepts a SendSms signed by tencentcloud-sdk-nodejs-sms and refuses it with a wrong key', async () => {
    const { port } = new URL(fake.url)
    // The SDK derives the service name from the host, so it talks to the real host name, routed here.
    const agent = new Agent()
    ;(agent as unknown as { createConnection: () => unknown }).createConnection = () => connect(Number(port), '127.0.0.1')
    const client = (secretKey: string) =>
      new tencentcloud.sms.v20210111.Client({
        credential: { secretId: FAKE_CREDENTIALS.secretId, secretKey },
        region: 'ap-guangzhou',
        profile: { httpProfile: { endpoint: 'sms.tencentcloudapi.com', protocol: 'http://', agent, reqTimeout: 5 } as never },
      })
    const request = {
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: FAKE_CREDENTIALS.sdkAppId,
      SignName: FAKE_CREDENTIALS.signName,
      TemplateId: FAKE_CREDENTIALS.templateId,
      TemplateParamSet: ['123456', '5'],
    }
    const answer = await client(FAKE_CREDENTIALS.secretKey).SendSms(request)
    expect(answer.SendStatusSet?.[0]?.Code).toBe('Ok')
    expect(fake.sent.at(-1)).toMatchObject({ phone: '+8613800138000', params: ['123456', '5'] })
    await expect(client('not-the-key').SendSms(request)).rejects.toMatchObject({ code: 'AuthFailure.SignatureFailure' })
    agent.destroy()
  })
})

describe('TencentSmsProvider', () => {
  it('sends a code with the template parameters and returns the serial number', async () => {
    const receipt = await new TencentSmsProvider(config()).sendCode(message())
    expect(receipt.provider).toBe('tencent')
    expect(receipt.messageId).toMatch(/^2433:/)
    expect(fake.sent).toEqual([expect.objectContaining({ phone: '+8613800138000', params: ['482913', '5'], templateId: FAKE_CREDENTIALS.templateId, signName: FAKE_CREDENTIALS.signName })])
  })

  it('is refused with a wrong secret key or a clock more than five minutes off', async () => {
    const badKey = await sendError(new TencentSmsProvider(config({ secretKey: 'wrong-key' })))
    expect(badKey.vendorCode).toBe('AuthFailure.SignatureFailure')
    expect(badKey.transient).toBe(false)
    expect(badKey.requestId).toBeTruthy()
    const late = await sendError(new TencentSmsProvider(config({ now: () => Date.now() - 10 * 60_000 })))
    expect(late.vendorCode).toBe('AuthFailure.SignatureExpire')
    const unknownId = await sendError(new TencentSmsProvider(config({ secretId: 'AKIDunknown' })))
    expect(unknownId.vendorCode).toBe('AuthFailure.SecretIdNotFound')
    expect(fake.sent).toEqual([])
  })

  it('reports vendor error codes, telling passing ones from permanent ones', async () => {
    const provider = new TencentSmsProvider(config())
    fake.faults.push({ kind: 'error', code: 'RequestLimitExceeded', message: 'too many requests' })
    expect(await sendError(provider)).toMatchObject({ vendorCode: 'RequestLimitExceeded', transient: true })
    fake.faults.push({ kind: 'error', code: 'InternalError.Timeout' })
    expect(await sendError(provider)).toMatchObject({ vendorCode: 'InternalError.Timeout', transient: true })
    fake.faults.push({ kind: 'error', code: 'FailedOperation.InsufficientBalanceInSmsPackage' })
    expect(await sendError(provider)).toMatchObject({ vendorCode: 'FailedOperation.InsufficientBalanceInSmsPackage', transient: false })
    expect(await sendError(new TencentSmsProvider(config({ templateId: '999' })))).toMatchObject({ vendorCode: 'FailedOperation.TemplateIncorrectOrUnapproved' })
  })

  it('reports a number the vendor will not text', async () => {
    fake.numberFailures.set('+8613900139000', 'LimitExceeded.PhoneNumberDailyLimit')
    const error = await sendError(new TencentSmsProvider(config()), '+8613900139000')
    expect(error).toMatchObject({ vendorCode: 'LimitExceeded.PhoneNumberDailyLimit', transient: false })
  })

  it('reports HTTP 5xx and a vendor that does not answer in time', async () => {
    const provider = new TencentSmsProvider(config({ timeoutMs: 300 }))
    fake.faults.push({ kind: 'http', status: 502 })
    expect(await sendError(provider)).toMatchObject({ vendorCode: 'HTTP502', transient: true })
    fake.faults.push({ kind: 'hang' })
    const started = Date.now()
    expect(await sendError(provider)).toMatchObject({ vendorCode: 'Timeout', transient: true })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('never sends twice on its own, and stops calling a vendor that keeps failing', async () => {
    // Its own endpoint setting, so this breaker is not the one the other tests share.
    const provider = new TencentSmsProvider(config({ timeoutMs: 999 }))
    for (let i = 0; i < 6; i++) fake.faults.push({ kind: 'http', status: 503 })
    for (let i = 0; i < 5; i++) {
      expect(await sendError(provider)).toMatchObject({ vendorCode: 'HTTP503', transient: true })
      // One fault used per send: the failed request was not repeated.
      expect(fake.faults).toHaveLength(5 - i)
    }
    expect(await sendError(provider)).toMatchObject({ vendorCode: 'CircuitOpen', transient: true })
    expect(fake.faults).toHaveLength(1)
    expect(fake.sent).toHaveLength(0)
  })

  it('does not count a refused message against the vendor', async () => {
    const provider = new TencentSmsProvider(config({ timeoutMs: 998 }))
    for (let i = 0; i < 6; i++) fake.faults.push({ kind: 'error', code: 'FailedOperation.TemplateIncorrectOrUnapproved' })
    for (let i = 0; i < 6; i++) expect(await sendError(provider)).toMatchObject({ vendorCode: 'FailedOperation.TemplateIncorrectOrUnapproved' })
    expect((await provider.sendCode(message())).messageId).toBeTruthy()
  })
})

describe('choosing the provider', () => {
  const base = { DATABASE_URL: 'postgres://u:p@localhost/db', PAYLOAD_SECRET: '0123456789abcdef0123' }

  it('uses the sandbox outbox without keys and Tencent with them', () => {
    expect(smsProviderFor(payload, parseEnv(base))).toBeInstanceOf(OutboxSmsProvider)
    const configured = parseEnv({
      ...base,
      TENCENT_SMS_SECRET_ID: 'id',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: 'Sign',
      TENCENT_SMS_TEMPLATE_ID: '100001',
    })
    const provider = smsProviderFor(payload, configured)
    expect(provider).toBeInstanceOf(TencentSmsProvider)
    expect(provider.sandbox).toBe(false)
  })

  it('names what is missing when the vendor is half configured', () => {
    expect(() => parseEnv({ ...base, TENCENT_SMS_SECRET_ID: 'id', TENCENT_SMS_SECRET_KEY: 'key' })).toThrow(/TENCENT_SMS_SDK_APP_ID[\s\S]*TENCENT_SMS_TEMPLATE_ID/)
  })
})

describe('the code service with the real client', () => {
  it('texts the code through the vendor, and forgets it when the vendor fails so a retry is allowed at once', async () => {
    const provider = new TencentSmsProvider(config())
    const phone = `+86139${String(Date.now()).slice(-8)}`
    const ip = `10.9.${Math.floor(Math.random() * 250)}.1`
    fake.faults.push({ kind: 'error', code: 'InternalError.RequestTimeException' })
    const failed = await sendPhoneCode(payload, provider, { phone, ip, locale: 'en' })
    expect(failed).toMatchObject({ ok: false, reason: 'send' })
    const retried = await sendPhoneCode(payload, provider, { phone, ip, locale: 'en' })
    expect(retried).toMatchObject({ ok: true, sandbox: false, cooldown: PHONE_CODE.cooldownSeconds })
    expect(fake.sent.at(-1)?.params[0]).toMatch(/^\d{6}$/)
    expect(fake.sent.at(-1)?.params[1]).toBe('5')
  })
})
