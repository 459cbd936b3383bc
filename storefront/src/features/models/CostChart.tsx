import { type Locale, localeMeta } from '@aidir/cms/locales'
import { numberFormat } from '@aidir/cms/lib'
import { scaleLinear, scaleLog } from 'd3-scale'
import { getT } from '@/i18n'
import type { CostRow } from './costRows'
import styles from './cost.module.css'

const W = 720
const H = 420
const M = { top: 16, right: 24, bottom: 56, left: 56 }

/**
 * Monthly cost (log scale: prices span four orders of magnitude) against the chosen benchmark
 * score, drawn on the server as SVG (d3-scale lays it out; no chart code reaches the browser).
 * The frontier joins the models no other model beats on both; the table below holds the same
 * figures for screen readers.
 */
export async function CostChart({ rows, frontier, bench, currency, locale }: { rows: CostRow[]; frontier: string[]; bench: string; currency: string; locale: Locale }) {
  const t = await getT(locale, 'models')
  const points = rows.filter((r) => r.score !== null)
  if (points.length === 0) return <p className={styles.missing}>{t('cost.chart.noData', { bench })}</p>
  // Costs are minor units; under one cent a month is drawn at one cent (a log scale has no zero).
  const costOf = (r: CostRow) => Math.max(1, r.cost.total.amount) / 100
  const costs = points.map(costOf)
  const scores = points.map((r) => r.score!)
  const [minCost, maxCost] = [Math.min(...costs), Math.max(...costs)]
  const x = scaleLog()
    .domain(minCost === maxCost ? [minCost / 10, maxCost * 10] : [minCost, maxCost])
    .range([M.left, W - M.right])
    .nice()
  const [minScore, maxScore] = [Math.min(...scores), Math.max(...scores)]
  const y = scaleLinear()
    .domain([Math.max(0, minScore - 5), Math.min(100, maxScore + 5)])
    .range([H - M.bottom, M.top])
    .nice()
  const money = numberFormat(localeMeta[locale].hreflang, { style: 'currency', currency, notation: 'compact', maximumFractionDigits: 2 })
  // Powers of ten when the costs span decades; within one decade, the scale's own round values.
  const decades = x.ticks(6).filter((v) => Number.isInteger(Math.log10(v)))
  const xTicks = decades.length >= 2 ? decades : x.ticks(4)
  const yTicks = y.ticks(5)
  const onFrontier = new Set(frontier)
  const line = frontier
    .map((key) => points.find((p) => p.model.key === key)!)
    .map((p, i) => `${i ? 'L' : 'M'}${x(costOf(p)).toFixed(1)},${y(p.score!).toFixed(1)}`)
    .join('')
  // Frontier points get their names, except where a name would sit on the previous one's.
  const labels: { key: string; name: string; px: number; py: number }[] = []
  for (const key of frontier) {
    const p = points.find((r) => r.model.key === key)!
    const px = x(costOf(p))
    const py = y(p.score!)
    const last = labels.at(-1)
    if (!last || Math.abs(py - last.py) > 14 || Math.abs(px - last.px) > 90) labels.push({ key, name: p.model.name, px, py })
  }
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="cost-chart-title cost-chart-desc" data-testid="cost-chart">
        <title id="cost-chart-title">{t('cost.chart.title', { bench })}</title>
        <desc id="cost-chart-desc">{t('cost.chart.desc', { count: points.length, frontier: frontier.length })}</desc>
        <g className={styles.grid}>
          {yTicks.map((v) => (
            <g key={`y${v}`}>
              <line x1={M.left} x2={W - M.right} y1={y(v)} y2={y(v)} />
              <text x={M.left - 8} y={y(v)} dy="0.32em" textAnchor="end">
                {v}
              </text>
            </g>
          ))}
          {xTicks.map((v) => (
            <g key={`x${v}`}>
              <line x1={x(v)} x2={x(v)} y1={M.top} y2={H - M.bottom} />
              <text x={x(v)} y={H - M.bottom + 18} textAnchor="middle">
                {money.format(v)}
              </text>
            </g>
          ))}
        </g>
        <text className={styles.axisLabel} x={(M.left + W - M.right) / 2} y={H - 12} textAnchor="middle">
          {t('cost.chart.xAxis', { currency })}
        </text>
        <text className={styles.axisLabel} transform={`translate(16 ${(M.top + H - M.bottom) / 2}) rotate(-90)`} textAnchor="middle">
          {t('cost.chart.yAxis', { bench })}
        </text>
        {line ? <path className={styles.frontier} d={line} /> : null}
        {points.map((p) => (
          <circle
            key={p.model.key}
            className={onFrontier.has(p.model.key) ? styles.pointFrontier : styles.point}
            cx={x(costOf(p)).toFixed(1)}
            cy={y(p.score!).toFixed(1)}
            r={onFrontier.has(p.model.key) ? 6 : 4}
            data-model={p.model.key}
          >
            <title>{`${p.model.name}: ${money.format(p.cost.total.amount / 100)}, ${p.score}`}</title>
          </circle>
        ))}
        {labels.map(({ key, name, px, py }) => (
          // Names near the right edge run leftwards so they stay inside the drawing.
          <text key={key} className={styles.pointLabel} x={px + (px > W * 0.7 ? -8 : 8)} y={py - 8} textAnchor={px > W * 0.7 ? 'end' : 'start'}>
            {name}
          </text>
        ))}
      </svg>
      <figcaption>{t('cost.chart.caption')}</figcaption>
    </figure>
  )
}
