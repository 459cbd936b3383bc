import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { occupancyText } from '@/features/business/occupancy'
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
 * name, price, duration and occupancy in the tooltip, worded as on the business page).
 */
export async function AdvertiseLink({ slot, locale, currency }: { slot: AdSlot; locale: Locale; currency: string }) {
  const [t, business] = await Promise.all([getT(locale, 'home'), getT(locale, 'business')])
  const price = priceLabel(slot, locale, currency)
  const terms = price ? t('ads.terms', { name: slot.name, price, days: slot.durationDays }) : slot.name
  return (
    <a
      className={styles.advertise}
      href={localePath(locale, routes.advertise(slot.key))}
      title={`${terms} · ${occupancyText(business, slot)}`}
      data-advertise={slot.key}
      data-running={slot.running}
    >
      {t('ads.advertise')}
    </a>
  )
}
