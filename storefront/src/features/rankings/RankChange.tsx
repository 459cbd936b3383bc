import styles from './rankings.module.css'

/** The words of a rank change in the page language; `up` and `down` hold `{{n}}`. */
export type ChangeText = { up: string; down: string; same: string; new: string }

/**
 * Movement against the previous period: an arrow for sighted readers, words for everyone else.
 * Takes its words as plain strings, so the client table (RankingRows) can render it too.
 */
export function RankChange({ rank, previousRank, text }: { rank: number; previousRank: number | null; text: ChangeText }) {
  if (previousRank === null) return <span className={styles.new} data-change="new">{text.new}</span>
  const delta = previousRank - rank
  if (delta === 0) {
    return (
      <span className={styles.same} data-change="same">
        <span aria-hidden="true">–</span>
        <span className={styles.srOnly}>{text.same}</span>
      </span>
    )
  }
  const up = delta > 0
  const label = (up ? text.up : text.down).replace('{{n}}', String(Math.abs(delta)))
  return (
    <span className={up ? styles.up : styles.down} data-change={up ? 'up' : 'down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}{Math.abs(delta)}</span>
      <span className={styles.srOnly}>{label}</span>
    </span>
  )
}
