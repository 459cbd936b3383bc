import { createDecipheriv } from 'node:crypto'

/**
 * A notification's `resource`, encrypted by WeChat Pay with AEAD_AES_256_GCM under the merchant's
 * APIv3 key: base64 ciphertext whose last 16 bytes are the tag, a 12-character nonce, and the
 * associated data that the tag also covers. Throws when any of it was altered or the key is wrong.
 */
export type EncryptedResource = { algorithm: string; ciphertext: string; nonce: string; associated_data?: string | null }

const TAG_LENGTH = 16

export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`)
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length <= TAG_LENGTH) throw new Error('ciphertext too short')
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'))
  decipher.setAuthTag(data.subarray(data.length - TAG_LENGTH))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_LENGTH)), decipher.final()]).toString('utf8')
}
