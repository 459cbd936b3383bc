import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import styles from '@/features/pages/Listing.module.css'
import { getT } from '@/i18n'
import type { AiService } from './queries'

/** A service the site sells: what it is, what the customer receives, and the starting price. */
export async function ServiceCard({ locale, service }: { locale: Locale; service: AiService }) {
  const t = await getT(locale, 'market')
  return (
    <article className={styles.card} data-service={service.key} data-kind={service.kind}>
      <p className={styles.meta}>{t(`services.kind.${service.kind}`)}</p>
      <h2>{service.name}</h2>
      <p>{service.description}</p>
      {service.deliverables.length > 0 ? (
        <>
          <h3>{t('services.deliverables')}</h3>
          <ul>
            {service.deliverables.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className={styles.price}>
        {service.priceFrom ? t('services.from', { price: formatMoney(service.priceFrom, locale, { wholeUnits: true }) }) : t('services.onRequest')}
      </p>
    </article>
  )
}
