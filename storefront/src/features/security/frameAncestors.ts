/**
 * Who may show the sign-in pages in a frame: the China edition's login dialog does, on our own
 * origins; any other site framing them could trick visitors into typing their password there
 * (clickjacking). The sources of their Content-Security-Policy frame-ancestors, built from the settings.
 */
export function frameAncestorSources(settings: { siteUrl?: string; allowedOrigins?: string; cookieDomain?: string }): string {
  const sources = new Set<string>(["'self'"])
  for (const value of [settings.siteUrl, ...(settings.allowedOrigins ?? '').split(',')]) {
    try {
      if (value?.trim()) sources.add(new URL(value.trim()).origin)
    } catch {
      // not a URL: allows nothing
    }
  }
  const domain = settings.cookieDomain?.replace(/^\./, '')
  if (domain) sources.add(`https://*.${domain}`).add(`https://${domain}`)
  return [...sources].join(' ')
}

/** The whole directive. */
export const frameAncestors = (settings: Parameters<typeof frameAncestorSources>[0]) => `frame-ancestors ${frameAncestorSources(settings)}`

/** The sign-in service's pages, with or without a language prefix. */
export const isAuthPage = (pathname: string) => /^(\/(en|zh|tw|ja))?\/auth(\/|$)/.test(pathname)
