import { createHash, createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for sms.tencentcloudapi.com on 127.0.0.1, written from the vendor's API 3.0
 * documentation independently of our client: it checks the TC3-HMAC-SHA256 signature of every
 * request (credential scope, signed headers, body hash, 5-minute clock skew), the SendSms
 * parameters, and answers like the vendor — HTTP 200 with Response.Error for API errors,
 * Response.SendStatusSet per number otherwise. Tests can queue faults: vendor error codes, HTTP
 * 5xx, a hang (timeout), or a per-number failure.
 */
export type Fault = { kind: 'error'; code: string; message?: string } | { kind: 'http'; status: number } | { kind: 'hang' }

export type SentSms = { phone: string; params: string[]; templateId: string; signName: string; requestId: string }

export type FakeTencentSms = {
  url: string
  sent: SentSms[]
  faults: Fault[]
  /** Numbers the vendor refuses, with the SendStatus code it gives them. */
  numberFailures: Map<string, string>
  close(): Promise<void>
}

export const FAKE_CREDENTIALS = { secretId: 'AKIDfakeTestSecretId0000000000000000', secretKey: 'fakeTestSecretKey00000000000000', sdkAppId: '1400000001', signName: 'AIDirectory', templateId: '100001' }
/** A second approved template: the "report ready" notice. */
export const FAKE_NOTICE_TEMPLATE_ID = '100002'

const hex = (data: string) => createHash('sha256').update(data).digest('hex')
const mac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

function expectedSignature(req: IncomingMessage, body: string, signedHeaderNames: string[], timestamp: string, date: string, secretKey: string): string {
  const headerLine = (name: string) => {
    let value = String(req.headers[name] ?? '')
    // The vendor's host is portless; a fake on a port signs the host name alone, as the SDKs do.
    if (name === 'host') value = value.replace(/:\d+$/, '')
    return `${name}:${value.trim().toLowerCase()}\n`
  }
  const url = new URL(req.url ?? '/', 'http://fake')
  const canonicalRequest = `${req.method}\n${url.pathname}\n${url.search.slice(1)}\n${signedHeaderNames.map(headerLine).join('')}\n${signedHeaderNames.join(';')}\n${hex(body)}`
  const scope = `${date}/sms/tc3_request`
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${hex(canonicalRequest)}`
  const key = mac(mac(mac(`TC3${secretKey}`, date), 'sms'), 'tc3_request')
  return createHmac('sha256', key).update(stringToSign).digest('hex')
}

export async function startFakeTencentSms(options: { now?: () => number } = {}): Promise<FakeTencentSms> {
  const sent: SentSms[] = []
  const faults: Fault[] = []
  const numberFailures = new Map<string, string>()
  const hanging = new Set<ServerResponse>()

  const answer = (res: ServerResponse, response: Record<string, unknown>) => {
    res.writeHead(200, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify({ Response: { ...response, RequestId: randomUUID() } }))
  }
  const error = (res: ServerResponse, code: string, message: string) => answer(res, { Error: { Code: code, Message: message } })

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const fault = faults.shift()
      if (fault?.kind === 'hang') return void hanging.add(res)
      if (fault?.kind === 'http') {
        res.writeHead(fault.status, { 'Content-Type': 'text/html' })
        return void res.end('<html><body>upstream error</body></html>')
      }
      if (req.method !== 'POST') return error(res, 'UnsupportedOperation', 'POST only in this fake')
      if (req.headers['x-tc-action'] !== 'SendSms') return error(res, 'InvalidAction', `Action ${req.headers['x-tc-action']} not found`)
      if (req.headers['x-tc-version'] !== '2021-01-11') return error(res, 'NoSuchVersion', 'The requested version does not exist')
      if (!req.headers['x-tc-region']) return error(res, 'MissingParameter', 'X-TC-Region is required')
      const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        String(req.headers.authorization ?? ''),
      )
      if (!match) return error(res, 'AuthFailure.InvalidAuthorization', 'Authorization header is malformed')
      const [, secretId, date, service, signedHeaders, signature] = match
      if (secretId !== FAKE_CREDENTIALS.secretId) return error(res, 'AuthFailure.SecretIdNotFound', 'The SecretId is not found')
      const timestamp = String(req.headers['x-tc-timestamp'] ?? '')
      const skew = Math.abs((options.now?.() ?? Date.now()) / 1000 - Number(timestamp))
      if (!/^\d+$/.test(timestamp) || skew > 300) return error(res, 'AuthFailure.SignatureExpire', 'Signature expired, the timestamp differs from the server time by more than 5 minutes')
      const names = signedHeaders!.split(';')
      if (service !== 'sms' || !names.includes('content-type') || !names.includes('host') || date !== new Date(Number(timestamp) * 1000).toISOString().slice(0, 10)) {
        return error(res, 'AuthFailure.SignatureFailure', 'The provided credentials could not be validated')
      }
      if (expectedSignature(req, body, names, timestamp, date!, FAKE_CREDENTIALS.secretKey) !== signature) {
        return error(res, 'AuthFailure.SignatureFailure', 'The provided credentials could not be validated. Please check your signature is correct.')
      }
      if (fault?.kind === 'error') return error(res, fault.code, fault.message ?? fault.code)
      let params: { PhoneNumberSet?: string[]; SmsSdkAppId?: string; SignName?: string; TemplateId?: string; TemplateParamSet?: string[] }
      try {
        params = JSON.parse(body)
      } catch {
        return error(res, 'InvalidParameter', 'The body is not JSON')
      }
      if (params.SmsSdkAppId !== FAKE_CREDENTIALS.sdkAppId) return error(res, 'InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId does not exist')
      if (params.SignName !== FAKE_CREDENTIALS.signName) return error(res, 'FailedOperation.SignatureIncorrectOrUnapproved', 'The signature is not approved')
      if (params.TemplateId !== FAKE_CREDENTIALS.templateId && params.TemplateId !== FAKE_NOTICE_TEMPLATE_ID) return error(res, 'FailedOperation.TemplateIncorrectOrUnapproved', 'The template is not approved')
      if (!Array.isArray(params.PhoneNumberSet) || params.PhoneNumberSet.length === 0 || params.PhoneNumberSet.length > 200) {
        return error(res, 'MissingParameter', 'PhoneNumberSet is required')
      }
      const requestId = randomUUID()
      const statuses = params.PhoneNumberSet.map((phone) => {
        const failure = numberFailures.get(phone) ?? (/^\+\d{6,15}$/.test(phone) ? undefined : 'InvalidParameterValue.IncorrectPhoneNumber')
        if (!failure) sent.push({ phone, params: params.TemplateParamSet ?? [], templateId: params.TemplateId!, signName: params.SignName!, requestId })
        return {
          SerialNo: failure ? '' : `2433:${randomUUID()}`,
          PhoneNumber: phone,
          Fee: failure ? 0 : 1,
          SessionContext: '',
          Code: failure ?? 'Ok',
          Message: failure ? 'send failed' : 'send success',
          IsoCode: phone.startsWith('+86') ? 'CN' : 'XX',
        }
      })
      answer(res, { SendStatusSet: statuses })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    faults,
    numberFailures,
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
