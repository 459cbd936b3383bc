import type { TFunction } from 'i18next'
import styles from './rankings.module.css'

/** Movement against the previous period: an arrow for sighted readers, words for everyone else. */
export function RankChange({ rank, previousRank, t }: { rank: number; previousRank: number | null; t: TFunction }) {
  if (previousRank === null) return <span className={styles.new} data-change="new">{t('change.new')}</span>
  const delta = previousRank - rank
  if (delta === 0) {
    return (
      <span className={styles.same} data-change="same">
        <span aria-hidden="true">–</span>
        <span className={styles.srOnly}>{t('change.same')}</span>
      </span>
    )
  }
  const up = delta > 0
  const label = t(up ? 'change.up' : 'change.down', { n: Math.abs(delta) })
  return (
    <span className={up ? styles.up : styles.down} data-change={up ? 'up' : 'down'}>
      <span aria-hidden="true">{up ? '▲' : '▼'}{Math.abs(delta)}</span>
      <span className={styles.srOnly}>{label}</span>
    </span>
  )
}
