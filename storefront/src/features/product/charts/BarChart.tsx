import styles from './charts.module.css'

const W = 480
const ROW = 28
const LABEL = 150

/** Horizontal bars of shares (0-1), server-rendered SVG with its own accessible name. */
export function BarChart(props: { bars: { label: string; value: number }[]; title: string; format: (v: number) => string; testId?: string }) {
  const { bars } = props
  const max = Math.max(...bars.map((b) => b.value), 0.0001)
  const H = bars.length * ROW + 4
  const id = props.testId ?? 'bar-chart'
  return (
    <svg className={styles.chart} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title`} data-testid={props.testId}>
      <title id={`${id}-title`}>{props.title}</title>
      {bars.map((b, i) => {
        const width = ((W - LABEL - 70) * b.value) / max
        const yy = i * ROW + 4
        return (
          <g key={b.label}>
            <text className={styles.label} x={LABEL - 8} y={yy + ROW / 2 - 2} textAnchor="end" dominantBaseline="middle">{b.label}</text>
            <rect className={styles.bar} x={LABEL} y={yy + 3} width={Math.max(1, width)} height={ROW - 10} rx={3} />
            <text className={styles.value} x={LABEL + width + 6} y={yy + ROW / 2 - 2} dominantBaseline="middle">{props.format(b.value)}</text>
          </g>
        )
      })}
    </svg>
  )
}
