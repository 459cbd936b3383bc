import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatCompact, formatPercent } from '@/lib/format'
import { countryName, formatDate, formatDecimal, formatDuration } from './format'
import type { ProductDetail } from './getProduct'
import styles from './Traffic.module.css'

const sourceKeys = ['direct', 'organicSearch', 'email', 'referral', 'social', 'displayAds'] as const

const num = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * The website-traffic tab: the third-party figures the product has, as text and tables (charts come
 * with the rankings work). Figures it lacks are left out; with none at all the tab says so.
 */
export async function TrafficPanel({ product: p, locale }: { product: ProductDetail; locale: Locale }) {
  const t = await getT(locale, 'product')
  const tr = p.traffic
  const d = p.domain

  const overview = [
    { key: 'monthlyVisits', value: num(tr?.monthlyVisits) ? formatCompact(tr.monthlyVisits) : null },
    { key: 'avgVisitDuration', value: num(tr?.avgVisitDuration) ? formatDuration(tr.avgVisitDuration) : null },
    { key: 'pagesPerVisit', value: num(tr?.pagesPerVisit) ? formatDecimal(locale, tr.pagesPerVisit) : null },
    { key: 'bounceRate', value: num(tr?.bounceRate) ? formatPercent(tr.bounceRate) : null },
  ].filter((f) => f.value !== null)
  const sources = sourceKeys.flatMap((k) => (num(tr?.sources?.[k]) ? [{ key: k, share: tr.sources![k]! }] : []))
  const geography = [...(tr?.geography ?? [])].filter((g) => g.country && num(g.share)).sort((a, b) => b.share - a.share)
  const domain = [
    { key: 'domainCreated', value: d?.createdAt ? formatDate(locale, d.createdAt) : null },
    { key: 'domainExpires', value: d?.expiresAt ? formatDate(locale, d.expiresAt) : null },
    { key: 'domainUpdated', value: d?.updatedAt ? formatDate(locale, d.updatedAt) : null },
    { key: 'domainAge', value: num(d?.ageDays) ? t('traffic.days', { days: formatDecimal(locale, d.ageDays) }) : null },
  ].filter((f) => f.value !== null)

  const heading = <h2 className={styles.heading}>{t('traffic.heading', { name: p.name })}</h2>
  if (overview.length + sources.length + geography.length + domain.length === 0) {
    return (
      <div className={styles.traffic}>
        {heading}
        <p className={styles.none} data-testid="traffic-none">{t('traffic.none', { name: p.name })}</p>
      </div>
    )
  }

  return (
    <div className={styles.traffic}>
      {heading}
      {tr?.period || tr?.source ? (
        <p className={styles.note}>
          {[tr.period ? t('traffic.period', { period: tr.period }) : null, tr.source ? t('traffic.source', { source: tr.source }) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
      ) : null}

      {overview.length > 0 ? (
        <section aria-labelledby="traffic-overview-h">
          <h3 id="traffic-overview-h">{t('traffic.overview')}</h3>
          <dl className={styles.stats}>
            {overview.map((f) => (
              <div key={f.key} className={styles.stat}>
                <dt>{t(`traffic.${f.key}`)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {sources.length > 0 ? (
        <section aria-labelledby="traffic-sources-h">
          <h3 id="traffic-sources-h">{t('traffic.sources')}</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('traffic.sourceName')}</th>
                <th scope="col">{t('traffic.share')}</th>
              </tr>
            </thead>
            <tbody>
              {sources.map((s) => (
                <tr key={s.key}>
                  <th scope="row">{t(`traffic.sourcesList.${s.key}`)}</th>
                  <td>{formatPercent(s.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {geography.length > 0 ? (
        <section aria-labelledby="traffic-geo-h">
          <h3 id="traffic-geo-h">{t('traffic.geography')}</h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('traffic.country')}</th>
                <th scope="col">{t('traffic.share')}</th>
              </tr>
            </thead>
            <tbody>
              {geography.map((g, i) => (
                <tr key={`${g.country}-${i}`}>
                  <th scope="row">{countryName(locale, g.country)}</th>
                  <td>{formatPercent(g.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}

      {domain.length > 0 ? (
        <section aria-labelledby="traffic-domain-h">
          <h3 id="traffic-domain-h">{t('traffic.domain')}</h3>
          <dl className={styles.stats}>
            {domain.map((f) => (
              <div key={f.key} className={styles.stat}>
                <dt>{t(`traffic.${f.key}`)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  )
}
