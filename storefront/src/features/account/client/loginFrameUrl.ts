/**
 * The China edition's login frame address (SPEC §7): the user-centre login page with query
 * source, lc=3, t=2, p (pc or h5), f (the site variant, useWebsite) and r — the current address,
 * encoded, with quotes and angle brackets removed.
 */
export function loginFrameUrl(base: string, options: { source: string; mobile: boolean; href: string; variant: 1 | 2 }): string {
  const r = encodeURIComponent(options.href.replace(/["'<>]/g, ''))
  const query = `source=${encodeURIComponent(options.source)}&lc=3&t=2&p=${options.mobile ? 'h5' : 'pc'}&f=${options.variant}&r=${r}`
  return `${base}${base.includes('?') ? '&' : '?'}${query}`
}

/** SPEC §4, §9: "mobile" is a viewport of 768 px or less. */
export const MOBILE_MAX_WIDTH = 768

/** The messages the login frame may post (SPEC §4). */
export const frameMessages = ['CLOSE_LOGIN', 'SUCCESS_LOGIN', 'REPEAT_LOGIN'] as const
export type FrameMessage = { type: (typeof frameMessages)[number]; ticket?: string }

/** A frame message as a plain string ('CLOSE_LOGIN') or an object ({ type, ticket }); anything else is ignored. */
export function parseFrameMessage(data: unknown): FrameMessage | null {
  const type = typeof data === 'string' ? data : (data as { type?: unknown } | null)?.type
  if (typeof type !== 'string' || !(frameMessages as readonly string[]).includes(type)) return null
  const ticket = typeof data === 'object' && data ? (data as { ticket?: unknown }).ticket : undefined
  return { type: type as FrameMessage['type'], ...(typeof ticket === 'string' && ticket.length <= 512 ? { ticket } : {}) }
}
