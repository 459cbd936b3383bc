import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { markdownToHtml } from '@/lib/markdown'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { Faq } from './Faq'
import type { ProductDetail } from './getProduct'
import styles from './Introduction.module.css'
import { PricingPlans } from './PricingPlans'
import { Screenshots } from './Screenshots'
import { tutorialMarkdown } from './tutorial'

/** The introduction tab: every part the product has, in reading order; missing parts are left out. */
export async function IntroductionPanel({ product: p, locale }: { product: ProductDetail; locale: Locale }) {
  const t = await getT(locale, 'product')
  return (
    <div className={styles.intro}>
      <h2 className={styles.heading}>{t('intro.heading', { name: p.name })}</h2>
      <p className={styles.description}>{p.description}</p>

      {p.screenshots.length > 0 ? (
        <section id="screenshots" aria-labelledby="screenshots-h" className={styles.block}>
          <h3 id="screenshots-h">{t('intro.screenshots')}</h3>
          <Screenshots product={p} fallbackAlt={(n) => t('intro.screenshotAlt', { name: p.name, n })} />
        </section>
      ) : null}

      {p.targetUsers.length > 0 ? (
        <section id="target-users" aria-labelledby="target-users-h" className={styles.block}>
          <h3 id="target-users-h">{t('intro.targetUsers')}</h3>
          <ul className={styles.bullets}>
            {p.targetUsers.map((u, i) => (
              <li key={i}>{u}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.useCases.length > 0 ? (
        <section id="use-cases" aria-labelledby="use-cases-h" className={styles.block}>
          <h3 id="use-cases-h">{t('intro.useCases')}</h3>
          <ul className={styles.bullets}>
            {p.useCases.map((u, i) => (
              <li key={i}>{u}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.features.length > 0 ? (
        <section id="features" aria-labelledby="features-h" className={styles.block}>
          <h3 id="features-h">{t('intro.features')}</h3>
          <ul className={styles.features}>
            {p.features.map((f, i) => (
              <li key={i}>
                <h4>{f.title}</h4>
                {f.description ? <p>{f.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {p.tutorial ? (
        <section id="tutorial" aria-labelledby="tutorial-h" className={styles.block}>
          <h3 id="tutorial-h">{t('intro.tutorial')}</h3>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: markdownToHtml(tutorialMarkdown(p.tutorial)) }} />
        </section>
      ) : null}

      {p.plans.length > 0 ? (
        <section id="pricing" aria-labelledby="pricing-h" className={styles.block}>
          <h3 id="pricing-h">{t('intro.pricing')}</h3>
          <PricingPlans plans={p.plans} locale={locale} />
        </section>
      ) : null}

      {p.faq.length > 0 ? (
        <section id="faq" aria-labelledby="faq-h" className={styles.block}>
          <h3 id="faq-h">{t('intro.faq')}</h3>
          <Faq faq={p.faq} />
        </section>
      ) : null}

      {p.tags.length > 0 ? (
        <section id="tags" aria-labelledby="tags-h" className={styles.block}>
          <h3 id="tags-h">{t('intro.tags')}</h3>
          <ul className={styles.tagList}>
            {p.tags.map((tag) => (
              <li key={tag.key}>
                <a href={localePath(locale, routes.tag(tag.key))}>#{tag.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
