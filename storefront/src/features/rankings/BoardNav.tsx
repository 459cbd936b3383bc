import { regions } from '@aidir/cms'
import type { Locale } from '@aidir/cms/locales'
import type { TFunction } from 'i18next'
import { localePath } from '@/lib/site'
import { regionName, sameView } from './labels'
import { type BoardView, type Kind, kinds, rankingPath } from './slug'
import styles from './rankings.module.css'

/**
 * Links between rankings: period type (weekly, monthly, quarterly), board (traffic, trending, new
 * stars), region (16), category, and the other published periods of this board. Plain links:
 * every ranking has its own address.
 */
export function BoardNav(props: {
  t: TFunction
  locale: Locale
  kind: Kind
  view: BoardView
  period: string
  periods: string[]
  categories: { key: string; name: string }[]
  explicitPeriod: boolean
}) {
  const { t, locale, kind, view, period } = props
  const href = (k: Kind, v: BoardView, p?: string) => localePath(locale, rankingPath(k, v, p))
  const current = (on: boolean) => (on ? ('page' as const) : undefined)
  const keepPeriod = props.explicitPeriod ? period : undefined
  return (
    <nav className={styles.nav} aria-label={t('nav.boards')} data-testid="ranking-nav">
      <ul className={styles.navRow} aria-label={t('nav.kinds')}>
        {(Object.keys(kinds) as Kind[]).map((k) => (
          <li key={k}>
            <a className={styles.chip} href={href(k, view)} aria-current={current(k === kind)} data-kind={k}>{t(`kind.${k}`)}</a>
          </li>
        ))}
      </ul>
      <ul className={styles.navRow}>
        {(['traffic', 'trend', 'new'] as const).map((b) => (
          <li key={b}>
            <a className={styles.chip} href={href(kind, { board: b, scope: 'global' }, keepPeriod)} aria-current={current(sameView(view, { board: b, scope: 'global' }))} data-board={b}>
              {t(`boardShort.${b}`)}
            </a>
          </li>
        ))}
      </ul>
      <ul className={styles.navRow}>
        <li className={styles.navLabel}>{t('nav.regions')}</li>
        {regions.map((r) => {
          const v: BoardView = r === 'global' ? { board: 'traffic', scope: 'global' } : { board: 'region', scope: r }
          return (
            <li key={r}>
              <a className={styles.chip} href={href(kind, v, keepPeriod)} aria-current={current(view.board === 'region' && view.scope === r)} data-region={r}>
                {regionName(t, locale, r)}
              </a>
            </li>
          )
        })}
      </ul>
      {props.categories.length > 0 ? (
        <ul className={styles.navRow}>
          <li className={styles.navLabel}>{t('nav.categories')}</li>
          {props.categories.map((c) => (
            <li key={c.key}>
              <a className={styles.chip} href={href(kind, { board: 'category', scope: c.key }, keepPeriod)} aria-current={current(view.board === 'category' && view.scope === c.key)} data-category={c.key}>
                {c.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {props.periods.length > 1 ? (
        <ul className={styles.navRow} data-testid="period-switch">
          <li className={styles.navLabel}>{t('nav.periods')}</li>
          {props.periods.map((p) => (
            <li key={p}>
              <a className={styles.chip} href={href(kind, view, p)} aria-current={current(p === period)} data-period={p}>{p}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  )
}
