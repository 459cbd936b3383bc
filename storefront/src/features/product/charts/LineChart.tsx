import { niceTicks } from './scale'
import styles from './charts.module.css'

const W = 640
const H = 240
const PAD = { top: 12, right: 12, bottom: 28, left: 56 }

/**
 * A server-rendered SVG line chart: fixed viewBox (no layout shift, scales with its box), colours
 * from CSS variables (follows dark mode), and a title and description for screen readers. The
 * same figures are also given as a table by the caller.
 */
export function LineChart(props: { points: { label: string; value: number }[]; title: string; description: string; format: (v: number) => string; testId?: string }) {
  const { points, format } = props
  const ticks = niceTicks(Math.max(...points.map((p) => p.value)))
  const top = ticks[ticks.length - 1]!
  const x = (i: number) => PAD.left + (points.length === 1 ? 0 : (i * (W - PAD.left - PAD.right)) / (points.length - 1))
  const y = (v: number) => PAD.top + (1 - v / top) * (H - PAD.top - PAD.bottom)
  const line = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join('')
  const area = `${line}L${x(points.length - 1).toFixed(1)},${y(0)}L${x(0).toFixed(1)},${y(0)}Z`
  const every = Math.max(1, Math.ceil(points.length / 8))
  const id = props.testId ?? 'line-chart'
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid={props.testId}>
      <title id={`${id}-title`}>{props.title}</title>
      <desc id={`${id}-desc`}>{props.description}</desc>
      {ticks.map((t) => (
        <g key={t}>
          <line className={styles.grid} x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} />
          <text className={styles.axis} x={PAD.left - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">{format(t)}</text>
        </g>
      ))}
      {points.map((p, i) =>
        i % every === 0 || i === points.length - 1 ? (
          <text key={p.label} className={styles.axis} x={x(i)} y={H - 8} textAnchor="middle">{p.label}</text>
        ) : null,
      )}
      <path className={styles.area} d={area} />
      <path className={styles.line} d={line} />
      {points.map((p, i) => (
        <circle key={p.label} className={styles.dot} cx={x(i)} cy={y(p.value)} r={3}>
          <title>{`${p.label}: ${format(p.value)}`}</title>
        </circle>
      ))}
    </svg>
  )
}
