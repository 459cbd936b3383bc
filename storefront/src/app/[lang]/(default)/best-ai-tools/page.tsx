import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { Overview } from '@/features/rankings/Overview'
import { RankingFaq } from '@/features/rankings/RankingFaq'
import styles from '@/features/rankings/rankings.module.css'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'

// Rankings change only when a snapshot is published; serve the page from cache, refreshed each minute.
export const dynamic = 'force-static'

type Props = { params: Promise<{ lang: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'rankings')
  return pageMetadata({ locale, path: routes.rankings(), title: t('title'), description: t('intro'), og: { kind: 'ranking', name: t('title') } })
}

/** SPEC §2 /best-ai-tools: every board at a glance. */
export default async function RankingsOverviewPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'rankings')
  return (
    <div className={styles.page}>
      <Breadcrumbs locale={locale} items={[{ name: t('title') }]} />
      <h1>{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <Overview locale={locale} />
      <RankingFaq locale={locale} />
    </div>
  )
}
