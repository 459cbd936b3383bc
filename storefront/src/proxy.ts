import { NextResponse, type NextRequest } from 'next/server'
import { localeMeta, locales } from '@aidir/cms/locales'

/**
 * Every page exists with and without a language prefix (/en, /zh, /tw, /ja). Unprefixed paths are
 * served by the configured default language, rewritten internally so the URL stays as it is.
 */
const prefixes = new Set(locales.map((l) => localeMeta[l].prefix))
const fallbackPrefix = 'zh'

function defaultPrefix(): string {
  const configured = process.env.DEFAULT_LANGUAGE ?? (process.env.EDITION === 'cn' ? 'zh' : 'en')
  const locale = locales.find((l) => l === configured)
  return locale ? localeMeta[locale].prefix : fallbackPrefix
}

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  const first = pathname.split('/')[1] ?? ''
  if (prefixes.has(first)) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `/${defaultPrefix()}${pathname === '/' ? '' : pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  matcher: ['/((?!api|_next|builds|favicon.ico|robots.txt|sitemap.xml|.*\\.[a-z0-9]+$).*)'],
}
