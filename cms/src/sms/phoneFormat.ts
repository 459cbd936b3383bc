import { isValidPhoneNumber } from 'libphonenumber-js/min'

/**
 * The browser's quick check before a request (small metadata, no number types); the server's
 * normalizePhone (phone.ts) has the final word.
 */
export function looksLikePhone(input: string, edition: 'intl' | 'cn'): boolean {
  const text = input.trim()
  if (!text || text.length > 32) return false
  try {
    return isValidPhoneNumber(text, edition === 'cn' ? 'CN' : undefined)
  } catch {
    return false
  }
}
