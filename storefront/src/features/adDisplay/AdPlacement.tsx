import type { AdPlacement as Placement } from '@aidir/cms/adStats'
import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { AdImpressions } from './AdImpressions'
import { findShownAds } from './runningAds'
import { SponsoredCard } from './SponsoredCard'
import styles from './AdPlacement.module.css'

/**
 * The ads running in one placement, as a labelled row of sponsored cards (product library, MCP and
 * model homes, the news article page). Nothing at all while none runs: the row is rendered on the
 * server with the page, so it never appears late and shifts what follows.
 */
export async function AdPlacement({ placement, locale, headingLevel = 2 }: { placement: Placement; locale: Locale; headingLevel?: 2 | 3 }) {
  const { ads } = await findShownAds(placement, locale)
  if (ads.length === 0) return null
  const t = await getT(locale, 'adDisplay')
  const Heading = `h${headingLevel}` as 'h2'
  const id = `ads-${placement}`
  return (
    <section className={styles.placement} aria-labelledby={id} data-ad-placement={placement}>
      <Heading id={id} className={styles.heading}>
        {t('sponsoredProducts')}
      </Heading>
      <ul className={styles.grid}>
        {ads.map((ad) => (
          <li key={ad.campaignId}>
            <SponsoredCard ad={ad} locale={locale} headingLevel={headingLevel === 2 ? 3 : 4} />
          </li>
        ))}
      </ul>
      <AdImpressions ids={ads.map((a) => a.campaignId)} />
    </section>
  )
}
