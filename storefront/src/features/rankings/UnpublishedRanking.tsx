import type { Locale } from '@aidir/cms/locales'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { RankingFaq } from './RankingFaq'
import styles from './rankings.module.css'

/**
 * A board that exists but has no published period yet (a new site before its first Wednesday or
 * 8th). The menu links to these boards, so they answer with this page rather than a 404.
 */
export async function UnpublishedRanking({ locale, title }: { locale: Locale; title: string }) {
  const t = await getT(locale, 'rankings')
  return (
    <div className={styles.page} data-testid="ranking-unpublished">
      <Breadcrumbs
        locale={locale}
        items={[
          { name: t('title'), path: routes.rankings() },
          { name: title },
        ]}
      />
      <h1>{title}</h1>
      <p className={styles.intro}>{t('empty')}</p>
      <p className={styles.intro}>{t('intro')}</p>
      <p className={styles.actions}>
        <a href={localePath(locale, routes.rankings())}>{t('unpublished.allRankings')}</a>
      </p>
      <RankingFaq locale={locale} />
    </div>
  )
}
