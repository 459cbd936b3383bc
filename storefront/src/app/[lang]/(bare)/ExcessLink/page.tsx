import type { Metadata } from 'next'
import { ExcessLinkError } from '@/features/pages/ExcessLinkError'
import { LeaveNotice } from '@/features/pages/LeaveNotice'
import { parseExternalUrl } from '@/features/pages/externalUrl'
import type { SearchParams } from '@/features/pages/pageQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

// Reads the query string on every request (cheap, and not worth caching per URL).
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }>; searchParams: SearchParams }

// The interstitial's own path (without ?url=) from the shared route map.
const path = routes.externalLink('').split('?')[0]!

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'pages')
  // noindex: one page per outgoing URL would otherwise flood search engines.
  return pageMetadata({ locale, path, title: t('excessLink.title'), description: t('excessLink.description'), noindex: true })
}

/** /ExcessLink?url=…: warns before leaving the site; only http(s) and ftp(s) addresses are offered. */
export default async function ExcessLinkPage({ params, searchParams }: Props) {
  const locale = await resolveLocale(params)
  const target = parseExternalUrl((await searchParams).url)
  return target.ok ? <LeaveNotice locale={locale} url={target.url} host={target.host} /> : <ExcessLinkError locale={locale} reason={target.reason} />
}
