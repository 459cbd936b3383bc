import { createHash, randomBytes } from 'node:crypto'

/** A URL-safe random secret (256 bits) and the hash we keep instead of it. */
export const randomSecret = () => randomBytes(32).toString('base64url')
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
