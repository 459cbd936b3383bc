import { parsePhoneNumberFromString } from 'libphonenumber-js/max'

/**
 * A phone number a text message can reach, in E.164 (+8613800138000), or undefined. International
 * format is required, except that the China edition also takes Chinese numbers without +86.
 */
export function normalizePhone(input: string, edition: 'intl' | 'cn'): string | undefined {
  const text = input.trim()
  if (!text || text.length > 32) return undefined
  const parsed = parsePhoneNumberFromString(text, edition === 'cn' ? { defaultCountry: 'CN' } : undefined)
  if (!parsed?.isValid()) return undefined
  const type = parsed.getType()
  // Landlines cannot receive a code; some countries do not tell mobile and fixed numbers apart.
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined
  return parsed.number
}

/** +86 138****8000: enough for the owner to recognise the number, not enough to read it off a screen. */
export function maskPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)
  const national = parsed?.nationalNumber ?? e164.replace(/^\+/, '')
  const keep = national.length > 7 ? 3 : 2
  const masked = national.slice(0, keep) + '*'.repeat(Math.max(0, national.length - keep - 4)) + national.slice(-4)
  return parsed ? `+${parsed.countryCallingCode} ${masked}` : masked
}
