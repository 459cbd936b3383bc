import type { Metadata } from 'next'
import { NotFoundView } from '@/components/routing/NotFoundView'
import { notFoundRequest } from '@/features/routing/notFoundRequest'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'

/**
 * The 404 page (SPEC §2, §5, §8), server-rendered inside the default layout. Visitors never get it
 * with status 200: proxy.ts sends /404 and /{lang}/404 to the catch-all, which answers every
 * unknown or blocked path with this page's HTML and status 404.
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const { fullPath } = await notFoundRequest()
  const t = await getT(locale, 'errors')
  // Not pageMetadata: a 404 answer has no canonical URL or language alternates to announce.
  return {
    title: fullPath ? t('notFound.validation', { fullPath }) : t('notFound.title'),
    description: t('notFound.hint'),
    robots: { index: false, follow: true },
  }
}

export default async function NotFoundPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const { fullPath } = await notFoundRequest()
  return <NotFoundView locale={locale} fullPath={fullPath} />
}
