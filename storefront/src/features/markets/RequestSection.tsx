import type { MarketRequestKind } from '@aidir/cms/markets'
import type { Locale } from '@aidir/cms/locales'
import styles from '@/features/pages/Listing.module.css'
import { resources } from '@/i18n'
import { MarketRequestForm, type RequestTexts } from './RequestForm'

/** The request form under a market listing, with its heading and intro; only its texts go to the browser. */
export function RequestSection({ kind, locale }: { kind: MarketRequestKind; locale: Locale }) {
  const texts = (resources[locale] as any).market.request as RequestTexts
  const headingId = `market-request-${kind}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{kind === 'data' ? texts.dataTitle : texts.serviceTitle}</h2>
      <p className={styles.sectionIntro}>{kind === 'data' ? texts.dataIntro : texts.serviceIntro}</p>
      <MarketRequestForm kind={kind} locale={locale} texts={texts} />
    </section>
  )
}
