import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatCompact, formatPercent } from '@/lib/format'
import { localePath } from '@/lib/site'
import { productPositions } from '../rankings/queries'
import { kindOf, rankingPath } from '../rankings/slug'
import { BarChart } from './charts/BarChart'
import { LineChart } from './charts/LineChart'
import { countryName, formatAxisCompact, formatDecimal, formatDuration } from '@/lib/displayFormat'
import { domainFacts, type DomainFact } from './domainFacts'
import type { ProductDetail } from './getProduct'
import { getTrafficSeries } from './trafficSeries'
import styles from './Traffic.module.css'

/** Our source keys → the tab's existing text keys. */
const sourceText = { direct: 'direct', search: 'organicSearch', email: 'email', referral: 'referral', social: 'social', display: 'displayAds' } as const

const num = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * The website-traffic tab: key figures, the monthly visits trend, traffic sources and geography
 * (server-rendered SVG charts, each with the same figures as a table), domain facts and where the
 * product stands in the rankings. Figures come from the product's monthly traffic series, falling
 * back to the product's own traffic fields; with none at all the tab says so. The domain facts are
 * always shown, "no data" where no registry record is known.
 */
export async function TrafficPanel({ product: p, locale }: { product: ProductDetail; locale: Locale }) {
  const [t, tr, series, positions] = await Promise.all([getT(locale, 'product'), getT(locale, 'rankings'), getTrafficSeries(p.id), productPositions(p.id)])
  const latest = series.latest
  const fields = p.traffic
  const visits = latest?.visits ?? fields?.monthlyVisits
  const duration = latest?.avgVisitDuration ?? fields?.avgVisitDuration
  const pages = latest?.pagesPerVisit ?? fields?.pagesPerVisit
  const bounce = latest?.bounceRate ?? fields?.bounceRate
  const period = latest?.period ?? fields?.period
  const source = latest?.source ?? fields?.source

  const overview = [
    { key: 'monthlyVisits', value: num(visits) ? formatCompact(visits) : null },
    { key: 'avgVisitDuration', value: num(duration) ? formatDuration(duration) : null },
    { key: 'pagesPerVisit', value: num(pages) ? formatDecimal(locale, pages) : null },
    { key: 'bounceRate', value: num(bounce) ? formatPercent(bounce) : null },
  ].filter((f) => f.value !== null)
  const sources = latest?.sources.length
    ? latest.sources.map((s) => ({ key: sourceText[s.key], share: s.share }))
    : (Object.values(sourceText) as string[]).flatMap((k) => {
        const share = (fields?.sources as Record<string, number | null | undefined> | undefined)?.[k]
        return num(share) ? [{ key: k, share }] : []
      })
  const countries = latest?.countries.length
    ? latest.countries.map((c) => ({ country: c.code, share: c.share }))
    : [...(fields?.geography ?? [])].filter((g) => g.country && num(g.share)).sort((a, b) => b.share - a.share)
  const rest = 1 - countries.reduce((sum, c) => sum + c.share, 0)
  const domain = domainFacts(p.domain, locale, (days) => t('traffic.days', { days }))
  const domainSection = <DomainSection facts={domain} title={t('traffic.domain')} label={(key) => t(`traffic.${key}`)} noData={t('traffic.noData')} />
  const months = series.months.map((m) => ({ label: m.period, value: m.visits }))
  const estimate = p.trafficEstimate
  const anchor = num(estimate?.monthlyVisits) && estimate?.source && estimate.asOf
    ? t('traffic.anchor', { visits: formatCompact(estimate.monthlyVisits), source: estimate.source, asOf: estimate.asOf })
    : null

  const heading = <h2 className={styles.heading}>{t('traffic.heading', { name: p.name })}</h2>
  if (overview.length + sources.length + countries.length + months.length === 0) {
    return (
      <div className={styles.traffic}>
        {heading}
        <p className={styles.none} data-testid="traffic-none">{t('traffic.none', { name: p.name })}</p>
        {domainSection}
      </div>
    )
  }
  const sourceName = source ? (['sandbox', 'similarweb', 'import'].includes(source) ? t(`traffic.sourceNames.${source}`) : source) : null

  return (
    <div className={styles.traffic} data-testid="traffic-panel">
      {heading}
      {period || sourceName ? (
        <p className={styles.note} data-testid="traffic-note">
          {[period ? t('traffic.period', { period }) : null, sourceName ? t('traffic.source', { source: sourceName }) : null, t('traffic.estimate')].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {anchor && source === 'sandbox' ? (
        <p className={styles.note} data-testid="traffic-anchor">{anchor}</p>
      ) : null}

      {overview.length > 0 ? (
        <section aria-labelledby="traffic-overview-h">
          <h3 id="traffic-overview-h">{t('traffic.overview')}</h3>
          <dl className={styles.stats} data-testid="traffic-figures">
            {overview.map((f) => (
              <div key={f.key} className={styles.stat}>
                <dt>{t(`traffic.${f.key}`)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {months.length > 1 ? (
        <section aria-labelledby="traffic-trend-h">
          <h3 id="traffic-trend-h">{t('traffic.trend')}</h3>
          <LineChart
            points={months}
            title={t('traffic.trend')}
            description={t('traffic.trendDesc', { from: months[0]!.label, to: months.at(-1)!.label, first: formatCompact(months[0]!.value), last: formatCompact(months.at(-1)!.value) })}
            format={formatCompact}
            axisFormat={(v) => formatAxisCompact(locale, v)}
            testId="traffic-trend-chart"
          />
          <details className={styles.data}>
            <summary>{t('traffic.showData')}</summary>
            <table className={styles.table} data-testid="traffic-trend-table">
              <thead>
                <tr>
                  <th scope="col">{t('traffic.month')}</th>
                  <th scope="col">{t('traffic.visits')}</th>
                </tr>
              </thead>
              <tbody>
                {months.map((m) => (
                  <tr key={m.label}>
                    <th scope="row">{m.label}</th>
                    <td>{formatCompact(m.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>
      ) : null}

      {sources.length > 0 ? (
        <section aria-labelledby="traffic-sources-h">
          <h3 id="traffic-sources-h">{t('traffic.sources')}</h3>
          <BarChart bars={sources.map((s) => ({ label: t(`traffic.sourcesList.${s.key}`), value: s.share }))} title={t('traffic.sourcesChart')} format={formatPercent} testId="traffic-sources-chart" />
          <table className={styles.table} data-testid="traffic-sources-table">
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

      {countries.length > 0 ? (
        <section aria-labelledby="traffic-geo-h">
          <h3 id="traffic-geo-h">{t('traffic.geography')}</h3>
          <BarChart bars={countries.slice(0, 10).map((g) => ({ label: countryName(locale, g.country), value: g.share }))} title={t('traffic.geographyChart')} format={formatPercent} testId="traffic-geo-chart" />
          <table className={styles.table} data-testid="traffic-geo-table">
            <thead>
              <tr>
                <th scope="col">{t('traffic.country')}</th>
                <th scope="col">{t('traffic.share')}</th>
              </tr>
            </thead>
            <tbody>
              {countries.map((g, i) => (
                <tr key={`${g.country}-${i}`}>
                  <th scope="row">{countryName(locale, g.country)}</th>
                  <td>{formatPercent(g.share)}</td>
                </tr>
              ))}
              {rest > 0.005 ? (
                <tr>
                  <th scope="row">{t('traffic.other')}</th>
                  <td>{formatPercent(rest)}</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </section>
      ) : null}

      {domainSection}

      {positions.length > 0 ? (
        <section aria-labelledby="traffic-positions-h">
          <h3 id="traffic-positions-h">{t('traffic.positions')}</h3>
          <ul className={styles.positions} data-testid="traffic-positions">
            {positions.map((pos) => {
              const kind = kindOf(pos.granularity)
              const view = { board: pos.board as 'traffic' | 'category' | 'trend' | 'new', scope: pos.scope }
              const board = pos.board === 'category' ? tr('board.category', { category: p.category?.name ?? pos.scope }) : tr(`board.${pos.board}`)
              return (
                <li key={`${pos.granularity}-${pos.board}`}>
                  <a href={localePath(locale, rankingPath(kind, view, pos.period))}>
                    {t('traffic.position', { rank: pos.rank, board, kind: tr(`kind.${kind}`), period: pos.period })}
                  </a>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

function DomainSection({ facts, title, label, noData }: { facts: DomainFact[]; title: string; label: (key: string) => string; noData: string }) {
  return (
    <section aria-labelledby="traffic-domain-h">
      <h3 id="traffic-domain-h">{title}</h3>
      <dl className={styles.stats} data-testid="traffic-domain">
        {facts.map((f) => (
          <div key={f.key} className={styles.stat}>
            <dt>{label(f.key)}</dt>
            <dd data-no-data={f.value === null ? '' : undefined}>{f.value ?? noData}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
