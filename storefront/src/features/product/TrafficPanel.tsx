import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatCompact, formatPercent } from '@/lib/format'
import { localePath } from '@/lib/site'
import { productPositions } from '../rankings/queries'
import { kindOf, rankingPath } from '../rankings/slug'
import { niceTicks } from './charts/scale'
import { countryName, formatAxisCompact, formatDecimal, formatDuration } from '@/lib/displayFormat'
import { domainFacts } from './domainFacts'
import type { ProductDetail } from './getProduct'
import { getTrafficSeries } from './trafficSeries'
import { TrafficView } from './TrafficView'
import type { TrafficRows } from './trafficRows'

/** Our source keys → the tab's existing text keys. */
const sourceText = { direct: 'direct', search: 'organicSearch', email: 'email', referral: 'referral', social: 'social', display: 'displayAds' } as const

const num = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v)

/**
 * The website-traffic tab: key figures, the monthly visits trend, traffic sources and geography
 * (SVG charts, each with the same figures as a table), domain facts and where the product stands in
 * the rankings, read and worded here and drawn by TrafficView from short rows. Figures come from
 * the product's monthly traffic series, falling back to the product's own traffic fields; with none
 * at all the tab says so. The domain facts are always shown, "no data" where no registry record is
 * known.
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
  const months = series.months.map((m): [string, number] => [m.period, m.visits])
  const estimate = p.trafficEstimate
  const anchor = num(estimate?.monthlyVisits) && estimate?.source && estimate.asOf
    ? t('traffic.anchor', { visits: formatCompact(estimate.monthlyVisits), source: estimate.source, asOf: estimate.asOf })
    : null

  const rows: TrafficRows = {
    heading: t('traffic.heading', { name: p.name }),
    domain: { title: t('traffic.domain'), noData: t('traffic.noData'), facts: domain.map((f) => [f.key, t(`traffic.${f.key}`), f.value]) },
  }
  if (overview.length + sources.length + countries.length + months.length === 0) {
    return <TrafficView rows={{ ...rows, none: t('traffic.none', { name: p.name }) }} />
  }
  const sourceName = source ? (['sandbox', 'similarweb', 'import'].includes(source) ? t(`traffic.sourceNames.${source}`) : source) : null
  if (period || sourceName) rows.note = [period ? t('traffic.period', { period }) : null, sourceName ? t('traffic.source', { source: sourceName }) : null, t('traffic.estimate')].filter(Boolean).join(' · ')
  if (anchor && source === 'sandbox') rows.anchor = anchor
  if (overview.length > 0) rows.overview = { title: t('traffic.overview'), figures: overview.map((f) => [t(`traffic.${f.key}`), f.value!]) }
  if (months.length > 1) {
    const first = months[0]!
    const last = months.at(-1)!
    rows.trend = {
      title: t('traffic.trend'),
      description: t('traffic.trendDesc', { from: first[0], to: last[0], first: formatCompact(first[1]), last: formatCompact(last[1]) }),
      showData: t('traffic.showData'),
      month: t('traffic.month'),
      visits: t('traffic.visits'),
      points: months,
      axis: niceTicks(Math.max(...months.map((m) => m[1]))).map((v) => formatAxisCompact(locale, v)),
    }
  }
  const shareColumn = t('traffic.share')
  if (sources.length > 0) {
    rows.sources = {
      title: t('traffic.sources'),
      chartTitle: t('traffic.sourcesChart'),
      nameColumn: t('traffic.sourceName'),
      shareColumn,
      rows: sources.map((s) => [t(`traffic.sourcesList.${s.key}`), s.share]),
      chartRows: sources.length,
    }
  }
  if (countries.length > 0) {
    rows.geography = {
      title: t('traffic.geography'),
      chartTitle: t('traffic.geographyChart'),
      nameColumn: t('traffic.country'),
      shareColumn,
      rows: countries.map((g) => [countryName(locale, g.country), g.share]),
      chartRows: 10,
      ...(rest > 0.005 ? { other: [t('traffic.other'), rest] as [string, number] } : {}),
    }
  }
  if (positions.length > 0) {
    rows.positions = {
      title: t('traffic.positions'),
      links: positions.map((pos) => {
        const kind = kindOf(pos.granularity)
        const view = { board: pos.board as 'traffic' | 'category' | 'trend' | 'new', scope: pos.scope }
        const board = pos.board === 'category' ? tr('board.category', { category: p.category?.name ?? pos.scope }) : tr(`board.${pos.board}`)
        return [localePath(locale, rankingPath(kind, view, pos.period)), t('traffic.position', { rank: pos.rank, board, kind: tr(`kind.${kind}`), period: pos.period })]
      }),
    }
  }
  return <TrafficView rows={rows} />
}
