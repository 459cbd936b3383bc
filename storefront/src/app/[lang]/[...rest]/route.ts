import { localeMeta } from '@aidir/cms/locales'
import { LOCALE_HEADER, PATH_HEADER, PATH_PROOF_HEADER, RENDER_404_HEADER } from '@/features/routing/localeRouting'
import { ownOrigin } from '@/features/routing/ownOrigin'
import { isRender404Token, render404Token } from '@/features/routing/render404Token'
import { getT } from '@/i18n'
import { localeOfPrefix, defaultLocale } from '@/lib/site'

/**
 * Every path no page claims, under every language prefix (and, through proxy.ts, without one):
 * status 404 with the server-rendered 404 page in the page's language. A route handler rather than
 * a page calling notFound(): Next 16 answers notFound() from a page with an empty HTML shell that
 * only the client fills in (vercel/next.js#62228), so the handler fetches the real page, /{lang}/404,
 * from this server and passes its HTML on with status 404. A client navigation that lands here gets
 * HTML instead of a React payload and Next falls back to a full page load, which is then this.
 */
async function answer(request: Request, params: Promise<{ lang: string }>, withBody: boolean): Promise<Response> {
  const locale = localeOfPrefix((await params).lang) ?? defaultLocale()
  // The path as requested, from proxy.ts; a path the proxy does not see (it skips file-like paths) is named by its URL.
  const fromProxy = isRender404Token(request.headers.get(PATH_PROOF_HEADER)) ? request.headers.get(PATH_HEADER) : null
  const fullPath = fromProxy ?? new URL(request.url).pathname
  try {
    const page = await fetch(`${ownOrigin()}/${localeMeta[locale].prefix}/404`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
      headers: { [RENDER_404_HEADER]: render404Token(), [PATH_HEADER]: fullPath, [LOCALE_HEADER]: locale, accept: 'text/html' },
    })
    if (!page.ok) throw new Error(`404 page answered HTTP ${page.status}`)
    return new Response(withBody ? page.body : null, {
      status: 404,
      headers: {
        'Content-Type': page.headers.get('content-type') ?? 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        // The page's scripts carry the nonce of its own policy (features/security/pageHeaders.ts).
        ...(page.headers.has('content-security-policy') ? { 'Content-Security-Policy': page.headers.get('content-security-policy')! } : {}),
      },
    })
  } catch (error) {
    // Still a 404, in words, rather than a 500 for a path that merely does not exist.
    console.error('the 404 page could not be rendered:', error)
    const t = await getT(locale, 'errors')
    let shown = fullPath
    try {
      shown = decodeURI(fullPath)
    } catch {
      // shown as sent
    }
    const text = `${t('notFound.title')}\n${t('notFound.validation', { fullPath: shown })}\n`
    return new Response(withBody ? text : null, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })
  }
}

type Context = { params: Promise<{ lang: string; rest: string[] }> }

export function GET(request: Request, { params }: Context) {
  return answer(request, params, true)
}

export function HEAD(request: Request, { params }: Context) {
  return answer(request, params, false)
}
