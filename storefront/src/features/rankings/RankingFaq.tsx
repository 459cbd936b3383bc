import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { cached } from '@/lib/cached'
import { getPayload } from '@/lib/payload'
import styles from './rankings.module.css'

const rankingFaqs = cached(
  async (locale: Locale) => {
    const payload = await getPayload()
    const found = await payload.find({
      collection: 'faqs',
      where: { area: { equals: 'rankings' } },
      sort: 'order',
      locale,
      limit: 50,
      depth: 0,
      select: { question: true, answer: true },
      overrideAccess: false,
    })
    return found.docs.map((d) => ({ question: d.question, answer: d.answer }))
  },
  'rankings:faq',
  ['faqs'],
)

/** The ranking FAQ from the CMS (area "rankings"), with its FAQPage JSON-LD. */
export async function RankingFaq({ locale }: { locale: Locale }) {
  const [faqs, t] = await Promise.all([rankingFaqs(locale), getT(locale, 'rankings')])
  if (faqs.length === 0) return null
  const ld = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  }
  return (
    <section aria-labelledby="ranking-faq" data-testid="ranking-faq">
      <h2 id="ranking-faq">{t('faq')}</h2>
      <dl className={styles.faq}>
        {faqs.map((f, i) => (
          <div key={i}>
            <dt>{f.question}</dt>
            <dd>{f.answer}</dd>
          </div>
        ))}
      </dl>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(ld).replace(/</g, '\\u003c') }} />
    </section>
  )
}
