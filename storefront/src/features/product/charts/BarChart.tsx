import styles from './charts.module.css'

const ROW = 38
/** The longest bar's share of the width: the rest is room for its value. */
const BAR_MAX = 78

/**
 * Horizontal bars of shares (0-1), SVG with its own accessible name. The SVG has no
 * viewBox: its text keeps its CSS size at every width, each label sits above its bar (so a long
 * country name is never cut), and bar lengths are percentages of the width.
 */
export function BarChart(props: { bars: { label: string; value: number }[]; title: string; format: (v: number) => string; testId?: string }) {
  const { bars } = props
  const max = Math.max(...bars.map((b) => b.value), 0.0001)
  const H = bars.length * ROW + 2
  const id = props.testId ?? 'bar-chart'
  return (
    <svg className={styles.barChart} width="100%" height={H} role="img" aria-labelledby={`${id}-title`} data-testid={props.testId}>
      <title id={`${id}-title`}>{props.title}</title>
      {bars.map((b, i) => {
        const width = (BAR_MAX * b.value) / max
        const top = i * ROW
        return (
          <g key={b.label}>
            <text className={styles.label} y={top + 13}>{b.label}</text>
            <rect className={styles.bar} y={top + 19} width={`${Math.max(0.3, width).toFixed(2)}%`} height={12} rx={3} />
            <text className={styles.value} x={`${width.toFixed(2)}%`} dx={6} y={top + 29}>{props.format(b.value)}</text>
          </g>
        )
      })}
    </svg>
  )
}
