import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../net'
import { iconsInHtml, iconsInManifest, rankIcons, type IconSource } from './iconCandidates'
import { NotAnIcon, rasterizeIcon, type LogoImage } from './rasterizeIcon'

/**
 * A site's own logo: its page read through the SSRF-safe fetch, the icons it declares (and its
 * manifest's), tried best first until one is a usable image. A site that declares nothing usable
 * has no logo (the pages show the generated monogram), which is an answer, not a failure.
 */
export type CaptureFetchOptions = Pick<SafeFetchOptions, 'allowAddress' | 'resolve' | 'signal'>
export type LogoResult = { kind: 'found'; image: LogoImage; from: string; source: IconSource } | { kind: 'none'; note: string }

const HTML = ['text/html', 'application/xhtml+xml']
const USER_AGENT = 'Mozilla/5.0 (compatible; AIDirectoryImageCapture/1.0)'
export const LOGO_LIMITS = { pageBytes: 2 * 1024 * 1024, manifestBytes: 256 * 1024, iconBytes: 5 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 5, tries: 6 }

/** Failures another attempt may cure (the site slow or down); the rest are answers about the site. */
export function isTransient(err: unknown): boolean {
  if (!(err instanceof SafeFetchError)) return false
  if (err.code === 'timeout' || err.code === 'network' || err.code === 'dns') return true
  return err.code === 'http_status' && (err.status === 429 || (err.status ?? 0) >= 500)
}

export const describeFailure = (err: unknown) => (err instanceof SafeFetchError ? `${err.code}: ${err.message}` : (err as Error).message)

export async function findLogo(pageUrl: string, options: CaptureFetchOptions = {}): Promise<LogoResult> {
  const common = { ...options, userAgent: USER_AGENT, timeoutMs: LOGO_LIMITS.timeoutMs, maxRedirects: LOGO_LIMITS.maxRedirects }
  // The page's own failure is the caller's to judge (retry or record); see isTransient.
  const page = await safeFetch(pageUrl, { ...common, contentTypes: HTML, maxBytes: LOGO_LIMITS.pageBytes })
  const declared = iconsInHtml(page.text(), page.url)
  const fromManifest = declared.manifestUrl
    ? await safeFetch(declared.manifestUrl, { ...common, maxBytes: LOGO_LIMITS.manifestBytes }).then(
        (m) => iconsInManifest(m.text(), m.url),
        () => [],
      )
    : []
  const ranked = rankIcons([...fromManifest, ...declared.candidates], page.url)
  const reasons: string[] = []
  for (const candidate of ranked.slice(0, LOGO_LIMITS.tries)) {
    try {
      const answer = await safeFetch(candidate.url, { ...common, maxBytes: LOGO_LIMITS.iconBytes })
      if (/^text\/html/.test(answer.contentType)) throw new NotAnIcon('an HTML page, not an image')
      const image = await rasterizeIcon(answer.body, answer.contentType)
      return { kind: 'found', image, from: answer.url, source: candidate.source }
    } catch (err) {
      reasons.push(`${candidate.source} ${candidate.url}: ${err instanceof NotAnIcon ? err.message : describeFailure(err)}`)
    }
  }
  const declaredAny = ranked.some((c) => c.source !== 'favicon')
  return { kind: 'none', note: (declaredAny ? 'no usable icon; ' : 'no icon declared; ') + reasons.slice(0, 3).join('; ').slice(0, 400) }
}

/** A logo known by its image address (an MCP server's GitHub account avatar). */
export async function logoFromImage(imageUrl: string, options: CaptureFetchOptions = {}): Promise<LogoResult> {
  const answer = await safeFetch(imageUrl, { ...options, userAgent: USER_AGENT, timeoutMs: LOGO_LIMITS.timeoutMs, maxRedirects: LOGO_LIMITS.maxRedirects, maxBytes: LOGO_LIMITS.iconBytes })
  try {
    return { kind: 'found', image: await rasterizeIcon(answer.body, answer.contentType), from: answer.url, source: 'icon' }
  } catch (err) {
    if (err instanceof NotAnIcon) return { kind: 'none', note: `${imageUrl}: ${err.message}` }
    throw err
  }
}
