import { createHash, createHmac } from 'node:crypto'

/**
 * Tencent Cloud API 3.0 request signing, "TC3-HMAC-SHA256": a canonical request (method, path,
 * query, the signed headers in lower case, the SHA-256 of the body) is hashed into a string to
 * sign, which is signed with a key derived from the secret key, the UTC date and the service.
 */
export type Tc3Input = {
  secretId: string
  secretKey: string
  service: string
  /** Unix seconds; also sent as X-TC-Timestamp. */
  timestamp: number
  method: 'POST' | 'GET'
  path?: string
  query?: string
  /** Header names (any case) to values, all of which are signed. Must include content-type and host. */
  headers: Record<string, string>
  body: string
}

const sha256Hex = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** The UTC calendar day of a Unix timestamp, YYYY-MM-DD (part of the credential scope). */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10)

export function tc3CanonicalRequest(input: Pick<Tc3Input, 'method' | 'path' | 'query' | 'headers' | 'body'>) {
  const entries = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase().trim(), v.trim()] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  // The protocol signs header names and values in lower case, trimmed (e.g. x-tc-action:sendsms).
  const canonicalHeaders = entries.map(([k, v]) => `${k}:${v.toLowerCase()}\n`).join('')
  const signedHeaders = entries.map(([k]) => k).join(';')
  const canonical = [input.method, input.path ?? '/', input.query ?? '', canonicalHeaders, signedHeaders, sha256Hex(input.body)].join('\n')
  return { canonical, signedHeaders }
}

export function tc3Signature(input: Tc3Input): { authorization: string; signature: string; signedHeaders: string } {
  const date = tc3Date(input.timestamp)
  const scope = `${date}/${input.service}/tc3_request`
  const { canonical, signedHeaders } = tc3CanonicalRequest(input)
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonical)].join('\n')
  const secretDate = hmac(`TC3${input.secretKey}`, date)
  const secretService = hmac(secretDate, input.service)
  const secretSigning = hmac(secretService, 'tc3_request')
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex')
  return {
    signature,
    signedHeaders,
    authorization: `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}
