import type React from 'react'
import { endRoomPx, xLabelTiers } from './axisLabels'
import { niceTicks } from './scale'
import styles from './charts.module.css'

const H = 240
const PAD = { top: 12, bottom: 32 }
const PLOT_H = H - PAD.top - PAD.bottom
/** The drawing's own width units: the line is stretched to the plot's width, whatever it is. */
const PLOT_W = 1000

/**
 * A line chart (drawn on the server and, in a client component, hydrated) whose text keeps its CSS size at every width: the line and area
 * are drawn in a nested SVG stretched to the plot (the stroke keeps its width), dots and x labels
 * are placed by percentage, and the y labels are an HTML column as wide as its longest label, so
 * none is cut. A narrow chart shows fewer x labels (axisLabels.ts, container queries in the CSS).
 * Fixed height (no layout shift), colours from CSS variables (dark mode), a title and description
 * for screen readers; the caller gives the same figures as a table.
 */
export function LineChart(props: {
  points: { label: string; value: number }[]
  title: string
  description: string
  format: (v: number) => string
  /** The y-axis labels (short: "1.2B", "12亿"); defaults to format. */
  axisFormat?: (v: number) => string
  /** Or the y-axis labels themselves, one per tick of niceTicks(the highest value), made where the page's language formats them. */
  axisLabels?: string[]
  testId?: string
}) {
  const { points, format } = props
  const axisFormat = props.axisFormat ?? format
  const ticks = niceTicks(Math.max(...points.map((p) => p.value)))
  const top = ticks[ticks.length - 1]!
  const n = points.length
  const share = (i: number) => (n === 1 ? 0 : i / (n - 1))
  // One decimal of a pixel: every coordinate is written into the page twice (markup and hydration data).
  const y = (v: number) => Math.round((PAD.top + (1 - v / top) * PLOT_H) * 10) / 10
  const plotY = (v: number) => (1 - v / top) * PLOT_H
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${(share(i) * PLOT_W).toFixed(1)},${plotY(p.value).toFixed(1)}`).join('')
  const area = `${line}L${(share(n - 1) * PLOT_W).toFixed(1)},${PLOT_H}L0,${PLOT_H}Z`
  const yLabels = ticks.map((t, i) => props.axisLabels?.[i] ?? axisFormat(t))
  const tiers = xLabelTiers(
    points.map((p) => p.label),
    yLabels,
  )
  const id = props.testId ?? 'line-chart'
  return (
    <div className={styles.lineChart} style={{ '--end-room': `${endRoomPx(points.map((p) => p.label))}px`, '--chart-height': `${H}px` } as React.CSSProperties}>
      <div className={styles.yAxis} aria-hidden="true" data-axis="y">
        {ticks.map((t, i) => (
          <span key={t} className={styles.yLabel} style={{ transform: `translateY(calc(${y(t)}px - 50%))` }}>
            {yLabels[i]}
          </span>
        ))}
      </div>
      <div className={styles.plot}>
        <svg className={styles.lineSvg} width="100%" height={H} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid={props.testId}>
          <title id={`${id}-title`}>{props.title}</title>
          <desc id={`${id}-desc`}>{props.description}</desc>
          {ticks.map((t) => (
            <line key={t} className={styles.grid} x1="0" x2="100%" y1={y(t)} y2={y(t)} />
          ))}
          <svg x="0" y={PAD.top} width="100%" height={PLOT_H} viewBox={`0 0 ${PLOT_W} ${PLOT_H}`} preserveAspectRatio="none" overflow="visible">
            <path className={styles.area} d={area} />
            <path className={styles.line} d={line} />
          </svg>
          {points.map((p, i) => (
            <circle key={p.label} className={styles.dot} cx={`${(share(i) * 100).toFixed(3)}%`} cy={y(p.value)} r={3}>
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </circle>
          ))}
          {points.map((p, i) =>
            tiers[i]!.length > 0 ? (
              <text
                key={p.label}
                className={styles.xLabel}
                x={`${(share(i) * 100).toFixed(3)}%`}
                y={H - 10}
                aria-hidden="true"
                data-axis="x"
                {...Object.fromEntries(tiers[i]!.map((tier) => [`data-t${tier}`, '']))}
              >
                {p.label}
              </text>
            ) : null,
          )}
        </svg>
      </div>
    </div>
  )
}
