import { createCipheriv, generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign, verify } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for api.mch.weixin.qq.com on 127.0.0.1, written from the WeChat Pay API v3
 * documentation independently of our client: it checks every request's Authorization
 * (WECHATPAY2-SHA256-RSA2048, SHA256withRSA over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" with the
 * merchant's public key, 5-minute skew), signs every answer with the platform private key
 * (Wechatpay-Timestamp/-Nonce/-Signature/-Serial over "TIMESTAMP\nNONCE\nBODY\n"), and builds
 * notifications whose resource is encrypted with AEAD_AES_256_GCM under the APIv3 key. Keys are
 * generated per server. Native orders, query, close, domestic refunds; faults: HTTP statuses with
 * Retry-After, a hang, and an answer signed with a key that is not the platform's.
 */
export type WechatFault = { kind: 'http'; status: number; code?: string; retryAfter?: string } | { kind: 'hang' } | { kind: 'forged' }

type Order = {
  params: Record<string, unknown>
  fingerprint: string
  codeUrl: string
  tradeState: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND'
  transactionId?: string
  successTime?: string
}
type RefundRecord = { refund_id: string; out_refund_no: string; out_trade_no: string; transaction_id?: string; status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED'; amount: { refund: number; total: number }; create_time: string; success_time?: string }

export type WechatDelivery = { rawBody: string; headers: Record<string, string> }

export type FakeWechatPay = {
  url: string
  mchid: string
  appid: string
  merchant: { serialNo: string; privateKey: KeyObject; privateKeyPem: string }
  platform: { keyId: string; publicKey: KeyObject; publicKeyPem: string }
  apiV3Key: string
  orders: Map<string, Order>
  refunds: Map<string, RefundRecord>
  faults: WechatFault[]
  /** Requests that passed the signature check. */
  requests: { method: string; path: string; body: unknown }[]
  /** Requests refused for their signature. */
  refusedSignatures: number
  /** The payer scans and pays; returns the TRANSACTION.SUCCESS notification. */
  pay(outTradeNo: string, options?: NotifyOptions): WechatDelivery
  /** Settles a refund and returns its REFUND.* notification. */
  settleRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED', options?: NotifyOptions): WechatDelivery
  /** A notification as WeChat Pay would POST it; `options` breaks it in the ways tests need. */
  notification(eventType: string, resource: unknown, options?: NotifyOptions & { id?: string }): WechatDelivery
  close(): Promise<void>
}

export type NotifyOptions = { timestamp?: number; apiV3Key?: string; signingKey?: KeyObject; serial?: string }

const alnum = (n: number) => randomBytes(n * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, n).padEnd(n, 'x')
const chinaNow = (ms: number) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`

export async function startFakeWechatPay(options: { now?: () => number } = {}): Promise<FakeWechatPay> {
  const now = () => options.now?.() ?? Date.now()
  const merchantKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platformKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const forger = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const mchid = '1900000109'
  const appid = 'wxd678efh567hg6787'
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase()
  const platformKeyId = `PUB_KEY_ID_${randomBytes(16).toString('hex').toUpperCase()}`
  const apiV3Key = alnum(32)
  const orders = new Map<string, Order>()
  const refunds = new Map<string, RefundRecord>()
  const faults: WechatFault[] = []
  const requests: FakeWechatPay['requests'] = []
  const hanging = new Set<ServerResponse>()
  const state = { refusedSignatures: 0 }

  const signed = (body: string, key: KeyObject = platformKeys.privateKey, timestamp = Math.floor(now() / 1000), serial = platformKeyId) => {
    const nonce = alnum(32)
    const signature = sign('sha256', Buffer.from(`${timestamp}\n${nonce}\n${body}\n`), key).toString('base64')
    return { 'Wechatpay-Timestamp': String(timestamp), 'Wechatpay-Nonce': nonce, 'Wechatpay-Signature': signature, 'Wechatpay-Serial': serial }
  }

  function checkAuthorization(req: IncomingMessage, body: string): string | undefined {
    const header = String(req.headers.authorization ?? '')
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'Authorization must use WECHATPAY2-SHA256-RSA2048'
    const fields = Object.fromEntries([...header.slice(26).matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]))
    if (fields.mchid !== mchid) return 'mchid does not match'
    if (fields.serial_no !== merchantSerial) return 'serial_no is not a merchant certificate'
    if (!fields.nonce_str || !/^\d+$/.test(fields.timestamp ?? '') || Math.abs(now() / 1000 - Number(fields.timestamp)) > 300) return 'timestamp expired'
    const message = `${req.method}\n${req.url}\n${fields.timestamp}\n${fields.nonce_str}\n${body}\n`
    if (!verify('sha256', Buffer.from(message), merchantKeys.publicKey, Buffer.from(fields.signature ?? '', 'base64'))) return 'signature does not verify'
    return undefined
  }

  const transactionOf = (outTradeNo: string, order: Order) => ({
    appid,
    mchid,
    out_trade_no: outTradeNo,
    ...(order.transactionId ? { transaction_id: order.transactionId, success_time: order.successTime, bank_type: 'OTHERS', payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } } : {}),
    trade_type: order.tradeState === 'NOTPAY' || order.tradeState === 'CLOSED' ? '' : 'NATIVE',
    trade_state: order.tradeState,
    trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[order.tradeState],
    attach: order.params.attach,
    amount: { total: (order.params.amount as { total: number }).total, payer_total: order.transactionId ? (order.params.amount as { total: number }).total : undefined, currency: 'CNY', payer_currency: 'CNY' },
  })

  type Answer = { status: number; body?: unknown }
  const fail = (status: number, code: string, message: string): Answer => ({ status, body: { code, message } })

  function handle(method: string, url: URL, body: Record<string, any> | undefined): Answer {
    const path = url.pathname
    let match: RegExpExecArray | null
    if (method === 'POST' && path === '/v3/pay/transactions/native') {
      if (!body) return fail(400, 'PARAM_ERROR', '请求体不是JSON')
      if (body.appid !== appid || body.mchid !== mchid) return fail(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配')
      if (typeof body.out_trade_no !== 'string' || !/^[A-Za-z0-9_|*-]{6,32}$/.test(body.out_trade_no)) return fail(400, 'PARAM_ERROR', 'out_trade_no 格式错误')
      if (typeof body.description !== 'string' || !body.description || body.description.length > 127) return fail(400, 'PARAM_ERROR', 'description 必填')
      if (typeof body.notify_url !== 'string' || !body.notify_url.startsWith('https://')) return fail(400, 'PARAM_ERROR', 'notify_url 必须为https地址')
      if (!Number.isInteger(body.amount?.total) || body.amount.total < 1 || (body.amount.currency ?? 'CNY') !== 'CNY') return fail(400, 'PARAM_ERROR', 'amount.total 必须为正整数')
      if (body.time_expire !== undefined && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(body.time_expire)) return fail(400, 'PARAM_ERROR', 'time_expire 格式错误')
      const fingerprint = JSON.stringify(body)
      const existing = orders.get(body.out_trade_no)
      if (existing) {
        if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND') return fail(403, 'ORDERPAID', '该订单已支付')
        if (existing.tradeState === 'CLOSED') return fail(400, 'ORDER_CLOSED', '订单已关闭')
        if (existing.fingerprint !== fingerprint) return fail(400, 'INVALID_REQUEST', '商户订单号重复，请核实商户订单号是否重复提交')
        return { status: 200, body: { code_url: existing.codeUrl } }
      }
      const order: Order = { params: body, fingerprint, codeUrl: `weixin://wxpay/bizpayurl?pr=${alnum(7)}`, tradeState: 'NOTPAY' }
      orders.set(body.out_trade_no, order)
      return { status: 200, body: { code_url: order.codeUrl } }
    }
    if ((match = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path))) {
      const outTradeNo = decodeURIComponent(match[1]!)
      const order = orders.get(outTradeNo)
      if (method === 'GET' && !match[2]) {
        if (url.searchParams.get('mchid') !== mchid) return fail(400, 'PARAM_ERROR', 'mchid 必填')
        if (!order) return fail(404, 'ORDER_NOT_EXIST', '订单不存在')
        return { status: 200, body: transactionOf(outTradeNo, order) }
      }
      if (method === 'POST' && match[2]) {
        if (body?.mchid !== mchid) return fail(400, 'PARAM_ERROR', 'mchid 必填')
        if (!order) return fail(404, 'ORDER_NOT_EXIST', '订单不存在')
        if (order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND') return fail(400, 'ORDERPAID', '订单已支付，不能关闭')
        order.tradeState = 'CLOSED'
        return { status: 204 }
      }
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      if (!body || typeof body.out_refund_no !== 'string' || !/^[A-Za-z0-9_|*@-]{1,64}$/.test(body.out_refund_no)) return fail(400, 'PARAM_ERROR', 'out_refund_no 必填')
      const existing = refunds.get(body.out_refund_no)
      if (existing) return { status: 200, body: { ...existing, channel: 'ORIGINAL', user_received_account: '支付用户零钱', amount: { ...existing.amount, currency: 'CNY' } } }
      const order = orders.get(body.out_trade_no)
      if (!order) return fail(404, 'RESOURCE_NOT_EXISTS', '订单不存在')
      if (order.tradeState !== 'SUCCESS') return fail(400, order.tradeState === 'REFUND' ? 'INVALID_REQUEST' : 'TRADE_NOT_PAID', '订单状态不允许退款')
      const total = (order.params.amount as { total: number }).total
      if (body.amount?.total !== total) return fail(400, 'PARAM_ERROR', '订单金额与原订单金额不一致')
      if (!Number.isInteger(body.amount?.refund) || body.amount.refund < 1 || body.amount.refund > total) return fail(400, 'PARAM_ERROR', '退款金额超过订单金额')
      const refund: RefundRecord = {
        refund_id: `50000${alnum(24).replace(/\D/g, '7')}`,
        out_refund_no: body.out_refund_no,
        out_trade_no: body.out_trade_no,
        transaction_id: order.transactionId,
        status: 'PROCESSING',
        amount: { refund: body.amount.refund, total },
        create_time: chinaNow(now()),
      }
      refunds.set(refund.out_refund_no, refund)
      order.tradeState = 'REFUND'
      return { status: 200, body: { ...refund, channel: 'ORIGINAL', user_received_account: '支付用户零钱', amount: { ...refund.amount, currency: 'CNY' } } }
    }
    return fail(404, 'NOT_FOUND', `${method} ${path} 不存在`)
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const reply = (status: number, payload: unknown, extra: Record<string, string> = {}, key?: KeyObject) => {
        const text = payload === undefined ? '' : JSON.stringify(payload)
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-ID': randomUUID(), ...signed(text, key), ...extra })
        res.end(text)
      }
      const fault = faults.shift()
      if (fault?.kind === 'hang') return void hanging.add(res)
      if (fault?.kind === 'http') {
        return reply(fault.status, { code: fault.code ?? (fault.status === 429 ? 'FREQUENCY_LIMITED' : 'SYSTEM_ERROR'), message: fault.status === 429 ? '频率超限' : '系统错误' }, fault.retryAfter ? { 'Retry-After': fault.retryAfter } : {})
      }
      const refusal = checkAuthorization(req, body)
      if (refusal) {
        state.refusedSignatures++
        return reply(401, { code: 'SIGN_ERROR', message: `签名错误: ${refusal}` })
      }
      let json: Record<string, any> | undefined
      try {
        json = body ? JSON.parse(body) : undefined
      } catch {
        return reply(400, { code: 'PARAM_ERROR', message: '请求体不是JSON' })
      }
      const url = new URL(req.url ?? '/', 'http://fake')
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, body: json })
      const answer = handle(req.method ?? 'GET', url, json)
      reply(answer.status, answer.body, {}, fault?.kind === 'forged' ? forger.privateKey : undefined)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  function notification(eventType: string, resource: unknown, opts: NotifyOptions & { id?: string } = {}): WechatDelivery {
    const nonce = alnum(12)
    const associatedData = eventType.startsWith('REFUND') ? 'refund' : 'transaction'
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(opts.apiV3Key ?? apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'))
    cipher.setAAD(Buffer.from(associatedData, 'utf8'))
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]).toString('base64')
    const rawBody = JSON.stringify({
      id: opts.id ?? randomUUID(),
      create_time: chinaNow(now()),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType === 'TRANSACTION.SUCCESS' ? '支付成功' : '退款状态变更',
      resource: { original_type: associatedData, algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
    })
    const headers = Object.fromEntries(Object.entries(signed(rawBody, opts.signingKey, opts.timestamp, opts.serial)).map(([k, v]) => [k.toLowerCase(), v]))
    return { rawBody, headers: { 'content-type': 'application/json', ...headers } }
  }

  return {
    url,
    mchid,
    appid,
    merchant: { serialNo: merchantSerial, privateKey: merchantKeys.privateKey, privateKeyPem: merchantKeys.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string },
    platform: { keyId: platformKeyId, publicKey: platformKeys.publicKey, publicKeyPem: platformKeys.publicKey.export({ type: 'spki', format: 'pem' }) as string },
    apiV3Key,
    orders,
    refunds,
    faults,
    requests,
    get refusedSignatures() {
      return state.refusedSignatures
    },
    pay(outTradeNo, opts) {
      const order = orders.get(outTradeNo)
      if (!order || order.tradeState !== 'NOTPAY') throw new Error(`order ${outTradeNo} cannot be paid`)
      order.tradeState = 'SUCCESS'
      order.transactionId = `4200000${alnum(21).replace(/\D/g, '3')}`
      order.successTime = chinaNow(now())
      return notification('TRANSACTION.SUCCESS', transactionOf(outTradeNo, order), opts)
    },
    settleRefund(outRefundNo, status, opts) {
      const refund = refunds.get(outRefundNo)
      if (!refund) throw new Error(`no refund ${outRefundNo}`)
      refund.status = status
      if (status === 'SUCCESS') refund.success_time = chinaNow(now())
      return notification(`REFUND.${status}`, {
        mchid,
        out_trade_no: refund.out_trade_no,
        transaction_id: refund.transaction_id,
        out_refund_no: refund.out_refund_no,
        refund_id: refund.refund_id,
        refund_status: status,
        success_time: refund.success_time,
        user_received_account: '支付用户零钱',
        amount: { total: refund.amount.total, refund: refund.amount.refund, payer_total: refund.amount.total, payer_refund: refund.amount.refund },
      }, opts)
    },
    notification,
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
