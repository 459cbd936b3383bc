import type { Locale } from '@aidir/cms/locales'
import type { TFunction } from 'i18next'
import { formatDate } from '@/lib/displayFormat'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { sourceLabel } from './labels'
import type { SnapshotMeta } from './queries'
import styles from './rankings.module.css'

/**
 * States the period a ranking covers and where its figures come from, as estimates, with the way
 * to the method (the about page's figures section) and to reporting a figure that is wrong.
 */
export function EstimateNote({ snapshot, t, locale }: { snapshot: SnapshotMeta; t: TFunction; locale: Locale }) {
  const lastDay = new Date(Date.parse(snapshot.periodEnd) - 86_400_000).toISOString()
  return (
    <>
      <p className={styles.note} data-testid="ranking-estimate" data-source={snapshot.source}>
        {t('estimate', {
          metric: t(`metric.${snapshot.metric}`),
          period: snapshot.period,
          start: formatDate(locale, snapshot.periodStart),
          end: formatDate(locale, lastDay),
          source: sourceLabel(t, snapshot.source),
        })}{' '}
        <a href={localePath(locale, routes.about('figures'))} data-testid="ranking-method">
          {t('method.link')}
        </a>
        {' · '}
        <a href={localePath(locale, routes.about('report'))}>{t('method.report')}</a>
      </p>
      {snapshot.supersededAt ? (
        <p className={styles.note} role="note" data-testid="ranking-superseded">
          {t('superseded', { date: formatDate(locale, snapshot.supersededAt) })}
        </p>
      ) : null}
    </>
  )
}
