import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { getT } from '@/i18n'
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
 * the house content that fills the position, writing to the site's contact address with the
 * position named (its name, price and duration from the CMS in the tooltip). There is no order page
 * yet, so the link never leads to a page that does not exist; without a contact address it is left out.
 */
export async function AdvertiseLink({ slot, locale, currency, email }: { slot: AdSlot; locale: Locale; currency: string; email: string | null }) {
  if (!email) return null
  const t = await getT(locale, 'home')
  const price = priceLabel(slot, locale, currency)
  const subject = t('ads.subject', { name: slot.name })
  return (
    <a
      className={styles.advertise}
      href={`mailto:${email}?subject=${encodeURIComponent(subject)}`}
      title={price ? t('ads.terms', { name: slot.name, price, days: slot.durationDays }) : slot.name}
      data-advertise={slot.key}
    >
      {t('ads.advertise')}
    </a>
  )
}
