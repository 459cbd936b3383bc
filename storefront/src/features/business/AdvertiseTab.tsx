import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import styles from './business.module.css'
import { editionCurrency, findPositionOffers } from './data'
import { isFull, occupancyText } from './occupancy'

const AD_DAYS = 30

/**
 * Every enabled ad position: where it shows, how many ads run at once, the price of one run in the
 * edition's currency and how full it is now, read from the campaigns ("2 of 3 running", "Full ·
 * queue of 4"), each with a link to order it.
 */
export async function AdvertiseTab({ locale }: { locale: Locale }) {
  const [t, positions] = await Promise.all([getT(locale, 'business'), findPositionOffers(locale, editionCurrency())])
  const days = positions[0]?.durationDays ?? AD_DAYS
  return (
    <section aria-labelledby="business-advertise" className={styles.panel} data-testid="business-panel" data-tab="advertise">
      <h2 id="business-advertise">{t('advertise.title')}</h2>
      <p className={styles.lead}>{t('advertise.intro', { days })}</p>
      {positions.length === 0 ? (
        <p className={styles.empty}>{t('advertise.none')}</p>
      ) : (
        <ul className={styles.cards} data-testid="ad-positions">
          {positions.map((p) => (
            <li key={p.key} className={styles.card} data-position={p.key}>
              <h3 id={`position-${p.key}`}>{p.name}</h3>
              {p.description ? <p>{p.description}</p> : null}
              <dl className={styles.facts}>
                <dt>{t('advertise.where')}</dt>
                <dd>{t(`placement.${p.placement}`)}</dd>
                <dt>{t('advertise.capacity')}</dt>
                <dd>{t('advertise.capacityValue', { count: p.capacity })}</dd>
                {p.price ? (
                  <>
                    <dt>{t('advertise.price')}</dt>
                    <dd className={styles.price}>{t('advertise.priceValue', { price: p.price, days: p.durationDays })}</dd>
                  </>
                ) : null}
                <dt>{t('advertise.occupancy')}</dt>
                <dd data-testid="occupancy" data-running={p.running} data-queued={p.queued} data-full={isFull(p) || undefined} className={isFull(p) ? styles.full : undefined}>
                  {occupancyText(t, p)}
                </dd>
              </dl>
              {p.price ? (
                <a
                  className={styles.buy}
                  href={localePath(locale, routes.advertise(p.key))}
                  aria-label={t('advertise.buyLabel', { name: p.name })}
                  data-testid="buy-position"
                >
                  {t('advertise.buy')}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
