import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { AdSlot } from './adSlots'
import styles from './AdSlotOffer.module.css'

/** The position's price in the edition's currency when it has one, else its first price. */
function priceLabel(slot: AdSlot, locale: Locale, currency: string): string | null {
  const price = slot.prices.find((p) => p.currency === currency) ?? slot.prices[0]
  if (!price) return null
  return formatMoney(price, locale, { wholeUnits: true })
}

/**
 * An empty ad position as what it is: an invitation to advertise there, with the position's
 * name, capacity and price from the CMS, linking to the submission page.
 */
export async function AdSlotOffer({ slot, locale, currency, variant, headingLevel = 3 }: { slot: AdSlot; locale: Locale; currency: string; variant: 'banner' | 'card'; headingLevel?: 2 | 3 }) {
  const t = await getT(locale, 'home')
  const Heading = `h${headingLevel}` as 'h3'
  const price = priceLabel(slot, locale, currency)
  const headingId = `ad-${slot.key}`
  return (
    <aside aria-labelledby={headingId} className={variant === 'banner' ? styles.banner : styles.card} data-ad-position={slot.key}>
      <p className={styles.kicker}>{t('ads.kicker')}</p>
      <Heading id={headingId} className={styles.name}>
        {slot.name}
      </Heading>
      {slot.description ? <p className={styles.description}>{slot.description}</p> : null}
      <p className={styles.terms}>
        <span>{t('ads.capacity', { count: slot.capacity })}</span>
        {price ? <span>{t('ads.price', { price, days: slot.durationDays })}</span> : null}
      </p>
      <a className={styles.cta} href={localePath(locale, routes.submission())}>
        {t('ads.cta')}
      </a>
    </aside>
  )
}
