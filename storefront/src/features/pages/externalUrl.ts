import { z } from 'zod'

/**
 * SPEC §5 link pattern: http, https, ftp or ftps, a host, optional port and path. Everything else
 * (javascript:, data:, relative paths, credentials tricks without a host) is refused, so the leave-site
 * page never renders a link that runs script.
 */
const LINK_PATTERN = /^(https?|ftps?):\/\/[^\s/?#:@]+(:\d{1,5})?([/?#][^\s]*)?$/i

export const externalUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2048)
  .regex(LINK_PATTERN)
  .refine((value) => {
    try {
      const url = new URL(value)
      return ['http:', 'https:', 'ftp:', 'ftps:'].includes(url.protocol) && url.hostname.length > 0
    } catch {
      return false
    }
  })

export type ParsedExternalUrl = { ok: true; url: string; host: string } | { ok: false; reason: 'missing' | 'invalid' }

export function parseExternalUrl(value: string | string[] | undefined): ParsedExternalUrl {
  const raw = Array.isArray(value) ? value[0] : value
  if (raw === undefined || raw.trim() === '') return { ok: false, reason: 'missing' }
  const parsed = externalUrlSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, reason: 'invalid' }
  return { ok: true, url: parsed.data, host: new URL(parsed.data).host }
}

/** The host of a stored URL for display, or the URL itself when it does not parse. */
export function hostOf(value: string): string {
  try {
    return new URL(value).host || value
  } catch {
    return value
  }
}
