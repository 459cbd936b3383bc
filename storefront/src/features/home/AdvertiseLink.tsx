import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { AdSlot } from './adSlots'
import styles from './AdvertiseLink.module.css'

/** The position's price in the edition's currency when it has one, else its first price. */
function priceLabel(slot: AdSlot, locale: Locale, currency: string): string | null {
  const price = slot.prices.find((p) => p.currency === currency) ?? slot.prices[0]
  if (!price) return null
  return formatMoney(price, locale, { wholeUnits: true })
}

/**
 * The discreet way to buy an ad position that has no advertisement running: a small link beside
 * the house content that fills the position, to the ad order page with this position chosen (its
 * name, price and duration from the CMS in the tooltip).
 */
export async function AdvertiseLink({ slot, locale, currency }: { slot: AdSlot; locale: Locale; currency: string }) {
  const t = await getT(locale, 'home')
  const price = priceLabel(slot, locale, currency)
  return (
    <a
      className={styles.advertise}
      href={localePath(locale, routes.advertise(slot.key))}
      title={price ? t('ads.terms', { name: slot.name, price, days: slot.durationDays }) : slot.name}
      data-advertise={slot.key}
    >
      {t('ads.advertise')}
    </a>
  )
}
