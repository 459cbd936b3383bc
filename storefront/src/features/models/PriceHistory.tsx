import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatDate, formatPrice } from './format'
import type { PriceChange } from './types'
import styles from './models.module.css'

/** "Output price changed on 3 Mar 2026: $15.00 → $10.00", from the sync's history; nothing when prices never changed. */
export async function PriceHistory({ changes, locale, headingId }: { changes: PriceChange[]; locale: Locale; headingId: string }) {
  if (changes.length === 0) return null
  const t = await getT(locale, 'models')
  const money = (m: PriceChange['before']) => formatPrice(m, locale) ?? t('history.none')
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('history.heading')}</h2>
      <ul data-testid="price-history">
        {changes.map((c, i) => (
          <li key={`${c.field}-${c.changedAt}-${i}`}>
            {t('history.changed', { field: t(`history.field.${c.field}`), date: formatDate(c.changedAt, locale), before: money(c.before), after: money(c.after) })}
          </li>
        ))}
      </ul>
    </section>
  )
}
