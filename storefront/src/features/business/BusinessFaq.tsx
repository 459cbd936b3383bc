import type { Locale } from '@aidir/cms/locales'
import { JsonLd } from '@/features/pages/JsonLd'
import { getT } from '@/i18n'
import styles from './business.module.css'
import { findBusinessFaqs } from './data'
import type { BusinessTab } from './tabs'

/**
 * The FAQs of the tab's area from the CMS, as disclosures (native <details>: keyboard and screen
 * readers work without script), with FAQPage JSON-LD of the same questions and answers, which are
 * in the HTML whether a disclosure is open or not.
 */
export async function BusinessFaq({ locale, tab }: { locale: Locale; tab: BusinessTab }) {
  const [t, faqs] = await Promise.all([getT(locale, 'business'), findBusinessFaqs(locale, tab)])
  if (faqs.length === 0) return null
  return (
    <section aria-labelledby="business-faq" className={styles.faq} data-testid="business-faq">
      <h2 id="business-faq">{t('faqTitle')}</h2>
      {faqs.map((f, i) => (
        <details key={i} className={styles.faqItem}>
          <summary>{f.question}</summary>
          <p>{f.answer}</p>
        </details>
      ))}
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
        }}
      />
    </section>
  )
}
