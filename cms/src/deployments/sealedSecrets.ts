import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'

/**
 * The secrets a customer gives for a deployment travel from the form to the worker through the
 * database, so they are sealed there: AES-256-GCM under a key derived from PAYLOAD_SECRET for this
 * one purpose (as derivedToken derives tokens). The record keeps only names in clear; the sealed
 * text is wiped when the instance is gone.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('deployments:sealed-secrets:v1').digest()

export function sealSecrets(secret: string, values: Record<string, string>): string | null {
  if (Object.keys(values).length === 0) return null
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()])
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.')
}

export function openSecrets(secret: string, sealed: string | null | undefined): Record<string, string> {
  if (!sealed) return {}
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('sealed secrets in an unknown format')
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  return JSON.parse(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8'))
}
