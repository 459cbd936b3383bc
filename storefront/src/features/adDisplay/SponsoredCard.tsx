import type { Locale } from '@aidir/cms/locales'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { ShownAd } from './runningAds'
import styles from './SponsoredCard.module.css'

/**
 * A running ad in a card of the same size as the product cards around it: the product's logo,
 * name and tagline, and a "Sponsored" label in words (not only a colour), the link going through
 * the click counter with rel="sponsored". `data-ad-campaign` is what the impression counter watches.
 */
export async function SponsoredCard({ ad, locale, headingLevel = 3 }: { ad: ShownAd; locale: Locale; headingLevel?: 2 | 3 | 4 }) {
  const t = await getT(locale, 'adDisplay')
  const Heading = `h${headingLevel}` as 'h3'
  const p = ad.product
  return (
    <article className={styles.card} data-ad-campaign={ad.campaignId} data-sponsored-position={ad.positionKey} data-product={p.key}>
      <div className={styles.top}>
        <Logo name={p.name} logo={p.logo} size={48} />
        <div className={styles.titles}>
          <Heading className={styles.name}>
            <a href={localePath(locale, routes.adClick(ad.campaignId))} rel="sponsored" className={styles.link}>
              {p.name}
            </a>
          </Heading>
          <p className={styles.meta}>
            <span className={styles.label} data-testid="sponsored-label">
              {t('sponsored')}
            </span>
            {p.category ? <span>{p.category.name}</span> : null}
          </p>
        </div>
      </div>
      <p className={styles.tagline}>{p.tagline}</p>
    </article>
  )
}
