import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { formatNumber } from '@/features/pages/format'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ComputeOffer } from './queries'
import { regionName } from './regions'

/** A compute offer: GPU model and count, memory, regions, published price or "price on request". */
export async function ComputeOfferCard({ locale, offer }: { locale: Locale; offer: ComputeOffer }) {
  const t = await getT(locale, 'market')
  const price = offer.price
    ? offer.price.unit
      ? t(`compute.per.${offer.price.unit}`, { price: formatMoney(offer.price, locale, { wholeUnits: true }) })
      : formatMoney(offer.price, locale, { wholeUnits: true })
    : t('compute.onRequest')
  return (
    <article className={styles.card} data-offer={offer.key}>
      <h3>{offer.name}</h3>
      <p className={styles.meta}>{offer.provider}</p>
      <p>{offer.description}</p>
      <dl className={styles.facts}>
        {offer.gpu ? (
          <>
            <dt>{t('compute.gpu')}</dt>
            <dd>{offer.gpu}</dd>
          </>
        ) : null}
        {offer.gpuCount != null ? (
          <>
            <dt>{t('compute.gpuCount')}</dt>
            <dd>{formatNumber(locale, offer.gpuCount)}</dd>
          </>
        ) : null}
        {offer.memoryGb != null ? (
          <>
            <dt>{t('compute.memory')}</dt>
            <dd>{t('compute.gb', { value: formatNumber(locale, offer.memoryGb) })}</dd>
          </>
        ) : null}
        {offer.regions.length > 0 ? (
          <>
            <dt>{t('compute.regions')}</dt>
            <dd>{offer.regions.map((r) => regionName(locale, r, t('compute.global'))).join(', ')}</dd>
          </>
        ) : null}
        <dt>{t('compute.price')}</dt>
        <dd className={styles.price}>{price}</dd>
      </dl>
      <a className={styles.action} href={localePath(locale, routes.externalLink(offer.url))} rel="nofollow">
        {t('visit', { name: offer.provider })}
      </a>
    </article>
  )
}
