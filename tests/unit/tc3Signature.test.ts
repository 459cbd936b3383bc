import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { tc3Signature } from '../../cms/src/sms/tc3Signature'
import { maskPhone } from '../../cms/src/sms/phone'
import { looksLikePhone } from '../../cms/src/sms/phoneFormat'

/** Our TC3-HMAC-SHA256 signer against the one in Tencent Cloud's own Node SDK, byte for byte. */
const require = createRequire(import.meta.url)
const sdkRoot = require.resolve('tencentcloud-sdk-nodejs-sms')
const Sign = createRequire(sdkRoot)('tencentcloud-sdk-nodejs-common/tencentcloud/common/sign.js').default as {
  sign3(args: Record<string, unknown>): string
}

describe('TC3-HMAC-SHA256', () => {
  it('signs exactly like the vendor SDK', () => {
    const payload = { PhoneNumberSet: ['+8613800138000'], SmsSdkAppId: '1400000001', SignName: '签名', TemplateId: '100001', TemplateParamSet: ['123456', '5'] }
    for (const timestamp of [1_700_000_000, 1_767_225_599, 1_767_225_600]) {
      const sdk = Sign.sign3({
        method: 'POST',
        url: 'https://sms.tencentcloudapi.com/',
        payload,
        timestamp,
        service: 'sms',
        secretId: 'AKIDexample',
        secretKey: 'secret-key',
        headers: { 'Content-Type': 'application/json' },
      })
      const ours = tc3Signature({
        secretId: 'AKIDexample',
        secretKey: 'secret-key',
        service: 'sms',
        timestamp,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Host: 'sms.tencentcloudapi.com' },
        body: JSON.stringify(payload),
      })
      expect(ours.authorization).toBe(sdk)
    }
  })
})

describe('phone helpers', () => {
  it('masks all but the first and last digits', () => {
    expect(maskPhone('+8613800138000')).toBe('+86 138****8000')
    expect(maskPhone('+12015550123')).toBe('+1 201***0123')
  })
  it('checks numbers in the browser with the edition rule', () => {
    expect(looksLikePhone('13800138000', 'cn')).toBe(true)
    expect(looksLikePhone('13800138000', 'intl')).toBe(false)
    expect(looksLikePhone('+1 201 555 0123', 'intl')).toBe(true)
    expect(looksLikePhone('12345', 'cn')).toBe(false)
  })
})
