import { createSign, createVerify, type KeyObject, randomBytes } from 'node:crypto'

/**
 * WeChat Pay API v3 signatures (SHA256withRSA, PKCS#1 v1.5). A request is signed with the
 * merchant's private key over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" (URL: path and query) and
 * carries it in the Authorization header; a response or notification is signed by WeChat Pay over
 * "TIMESTAMP\nNONCE\nBODY\n" and verified with the platform public key named by Wechatpay-Serial.
 */
export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'

export type MerchantKey = { mchid: string; serialNo: string; privateKey: KeyObject }

export function requestMessage(method: string, pathAndQuery: string, timestamp: number, nonce: string, body: string): string {
  return `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`
}

export function authorizationHeader(key: MerchantKey, method: string, pathAndQuery: string, body: string, nowMs: number): string {
  const timestamp = Math.floor(nowMs / 1000)
  const nonce = randomBytes(16).toString('hex').toUpperCase()
  const signature = createSign('RSA-SHA256').update(requestMessage(method, pathAndQuery, timestamp, nonce, body)).sign(key.privateKey, 'base64')
  return `${AUTH_SCHEMA} mchid="${key.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${key.serialNo}"`
}

export type SignedMessage = { timestamp: string; nonce: string; signature: string; serial: string; body: string }

export type SignatureVerdict = { ok: true } | { ok: false; reason: 'bad_signature' | 'stale_timestamp' | 'unknown_key' }

/**
 * Checks a message WeChat Pay signed: the key it names must be the one we hold, the signature must
 * match, and the timestamp must be within `toleranceSeconds` of our clock (a replayed old message
 * fails here even with a good signature).
 */
export function verifyPlatformSignature(message: SignedMessage, platform: { keyId: string; publicKey: KeyObject }, toleranceSeconds: number, nowMs: number): SignatureVerdict {
  if (message.serial !== platform.keyId) return { ok: false, reason: 'unknown_key' }
  if (!/^\d{1,12}$/.test(message.timestamp) || !message.nonce || !message.signature) return { ok: false, reason: 'bad_signature' }
  const valid = createVerify('RSA-SHA256').update(`${message.timestamp}\n${message.nonce}\n${message.body}\n`).verify(platform.publicKey, message.signature, 'base64')
  if (!valid) return { ok: false, reason: 'bad_signature' }
  if (Math.abs(nowMs / 1000 - Number(message.timestamp)) > toleranceSeconds) return { ok: false, reason: 'stale_timestamp' }
  return { ok: true }
}
