import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { ContactForm } from '@/features/geo/ContactForm'
import { GeoI18n } from '@/features/geo/GeoI18n'
import styles from '@/features/geo/geoPage.module.css'
import { getT, resources } from '@/i18n'
import { checkerPlatforms, platformLabels } from '@aidir/cms/llm'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { signInHref } from '@/features/account/signInHref'

type Props = { params: Promise<{ lang: string }> }

/** Keys of the repeated blocks of the page, texts in geo.json under marketing.*. */
const measureSteps = ['ask', 'sample', 'detect', 'verdict'] as const
const services = ['audit', 'content', 'monitoring', 'enterprise'] as const
const faqs = ['what', 'difference', 'platforms', 'sandbox', 'time', 'data'] as const

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'geo')
  return pageMetadata({ locale, path: routes.geo(), title: t('marketing.title'), description: t('marketing.description') })
}

/** The GEO services page (SPEC §2 /geo): what GEO is, how we measure, platforms, services, FAQ, contact form. */
export default async function GeoPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'geo')
  const faqJsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((key) => ({ '@type': 'Question', name: t(`marketing.faq.${key}.q`), acceptedAnswer: { '@type': 'Answer', text: t(`marketing.faq.${key}.a`) } })),
  }
  return (
    <GeoI18n locale={locale} texts={resources[locale].geo}>
      <Breadcrumbs locale={locale} items={[{ name: t('marketing.title'), path: routes.geo() }]} />
      <header className={styles.hero}>
        <h1>{t('marketing.title')}</h1>
        <p className={styles.lead}>{t('marketing.intro')}</p>
        <p className={styles.actions}>
          <a className={styles.cta} href={localePath(locale, routes.geoChecker())}>
            {t('marketing.tryChecker')}
          </a>
          <a className={styles.ctaSecondary} href="#contact">
            {t('marketing.contactUs')}
          </a>
        </p>
      </header>

      <section className={styles.section} aria-labelledby="geo-what">
        <h2 id="geo-what">{t('marketing.what.title')}</h2>
        <p className={styles.lead}>{t('marketing.what.body')}</p>
      </section>

      <section className={styles.section} aria-labelledby="geo-measure">
        <h2 id="geo-measure">{t('marketing.measure.title')}</h2>
        <ol className={styles.steps}>
          {measureSteps.map((key) => (
            <li key={key}>{t(`marketing.measure.${key}`)}</li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="geo-platforms">
        <h2 id="geo-platforms">{t('marketing.platforms.title')}</h2>
        <p className={styles.lead}>{t('marketing.platforms.body')}</p>
        <ul className={styles.grid}>
          {checkerPlatforms.map((p) => (
            <li key={p} className={styles.card}>
              <h3>{t(`platform.${p}`, { defaultValue: platformLabels[p] })}</h3>
              <p>{t(`marketing.platforms.${p}`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="geo-services">
        <h2 id="geo-services">{t('marketing.services.title')}</h2>
        <ul className={styles.grid}>
          {services.map((key) => (
            <li key={key} className={styles.card}>
              <h3>{t(`marketing.services.${key}.title`)}</h3>
              <p>{t(`marketing.services.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={`${styles.section} ${styles.faq}`} aria-labelledby="geo-faq">
        <h2 id="geo-faq">{t('marketing.faq.title')}</h2>
        {faqs.map((key) => (
          <details key={key}>
            <summary>{t(`marketing.faq.${key}.q`)}</summary>
            <p>{t(`marketing.faq.${key}.a`)}</p>
          </details>
        ))}
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(faqJsonLd).replace(/</g, '\\u003c') }} />
      </section>

      <section id="contact" className={`${styles.section} ${styles.contact}`} aria-labelledby="geo-contact">
        <h2 id="geo-contact">{t('contact.title')}</h2>
        <p className={styles.lead}>{t('contact.intro')}</p>
        <ContactForm locale={locale} loginHref={signInHref(locale, routes.geo())} />
      </section>
    </GeoI18n>
  )
}
