import { generateKeyPairSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Aes, Formatter, Rsa, Wechatpay } from 'wechatpay-axios-plugin'
import { type FakeWechatPay, startFakeWechatPay } from '../../fakes/payments/wechatPayServer'

/**
 * The local WeChat Pay server against a client that is not ours (wechatpay-axios-plugin, a
 * maintained community SDK of API v3): it signs requests the way that SDK does, signs answers the
 * SDK verifies, and encrypts notifications the SDK decrypts. So our own client passing against the
 * fake means it speaks the vendor's protocol, not merely the fake's reading of it.
 */
let fake: FakeWechatPay

const sdk = (privateKey: string) =>
  new Wechatpay({
    mchid: fake.mchid,
    serial: fake.merchant.serialNo,
    privateKey,
    certs: { [fake.platform.keyId]: fake.platform.publicKeyPem },
    baseURL: `${fake.url}/`,
  })

beforeAll(async () => {
  fake = await startFakeWechatPay()
})
afterAll(async () => {
  await fake.close()
})

describe('the WeChat Pay fake agrees with wechatpay-axios-plugin', () => {
  it('accepts a Native order signed by the SDK, and the SDK accepts the signed answer', async () => {
    const answer = await sdk(fake.merchant.privateKeyPem).v3.pay.transactions.native.post({
      appid: fake.appid,
      mchid: fake.mchid,
      description: 'Image形象店-深圳腾大-QQ公仔',
      out_trade_no: 'SDK1217752501201407033233368018',
      notify_url: 'https://www.weixin.qq.com/wxpay/pay.php',
      amount: { total: 100, currency: 'CNY' },
    })
    expect(answer.status).toBe(200)
    expect((answer.data as unknown as { code_url: string }).code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/)
    const query = await sdk(fake.merchant.privateKeyPem).v3.pay.transactions.outTradeNo._out_trade_no_.get({
      params: { mchid: fake.mchid },
      out_trade_no: 'SDK1217752501201407033233368018',
    })
    expect(query.data).toMatchObject({ trade_state: 'NOTPAY', amount: { total: 100 } })
  })

  it('is caught by the SDK when it forges an answer (so the SDK really checks the signatures above)', async () => {
    fake.faults.push({ kind: 'forged' })
    const error = await sdk(fake.merchant.privateKeyPem)
      .v3.pay.transactions.outTradeNo._out_trade_no_.get({ params: { mchid: fake.mchid }, out_trade_no: 'SDK1217752501201407033233368018' })
      .then(
        () => undefined,
        (e: Error) => e,
      )
    expect(error?.message).toMatch(/verif/i)
  })

  it('refuses the SDK signing with another key', async () => {
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }) as string
    const error = await sdk(stranger)
      .v3.pay.transactions.native.post({ appid: fake.appid, mchid: fake.mchid, description: 'x', out_trade_no: 'SDK2000000000001', notify_url: 'https://www.weixin.qq.com/n', amount: { total: 1 } })
      .then(
        () => undefined,
        (e: { response?: { status: number; data: { code: string } } }) => e,
      )
    expect(error?.response?.status).toBe(401)
    expect(error?.response?.data.code).toBe('SIGN_ERROR')
  })

  it('signs and encrypts a notification the SDK verifies and decrypts', async () => {
    await sdk(fake.merchant.privateKeyPem).v3.pay.transactions.native.post({
      appid: fake.appid,
      mchid: fake.mchid,
      description: 'notify',
      out_trade_no: 'SDK3000000000001',
      notify_url: 'https://www.weixin.qq.com/n',
      amount: { total: 1990 },
    })
    const delivery = fake.pay('SDK3000000000001')
    const h = delivery.headers
    expect(Rsa.verify(Formatter.response(h['wechatpay-timestamp']!, h['wechatpay-nonce']!, delivery.rawBody), h['wechatpay-signature']!, fake.platform.publicKeyPem)).toBe(true)
    const { resource } = JSON.parse(delivery.rawBody)
    const plain = JSON.parse(Aes.AesGcm.decrypt(resource.ciphertext, fake.apiV3Key, resource.nonce, resource.associated_data))
    expect(plain).toMatchObject({ out_trade_no: 'SDK3000000000001', trade_state: 'SUCCESS', amount: { total: 1990 } })
  })
})
