import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { costOfMillionInOut } from './cost'
import { formatPrice } from './format'
import type { ModelDetail } from './types'
import styles from './models.module.css'

/** The per-million-token prices and a worked cost example computed from them. */
export async function ModelPricing({ model, locale, headingId }: { model: ModelDetail; locale: Locale; headingId: string }) {
  const t = await getT(locale, 'models')
  const price = (money: ModelDetail['pricing']['input']) => formatPrice(money, locale) ?? t('notPublished')
  const cost = formatPrice(costOfMillionInOut(model.pricing), locale)
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('detail.pricing')}</h2>
      <dl className={styles.facts} data-testid="model-pricing">
        <div>
          <dt>{t('detail.priceInput')}</dt>
          <dd>{price(model.pricing.input)}</dd>
        </div>
        <div>
          <dt>{t('detail.priceCached')}</dt>
          <dd>{price(model.pricing.cachedInput)}</dd>
        </div>
        <div>
          <dt>{t('detail.priceOutput')}</dt>
          <dd>{price(model.pricing.output)}</dd>
        </div>
        {/* Shown only where a vendor publishes them: most bill neither apart. */}
        {model.pricing.cacheWrite ? (
          <div>
            <dt>{t('history.field.cacheWrite')}</dt>
            <dd>{price(model.pricing.cacheWrite)}</dd>
          </div>
        ) : null}
        {model.pricing.reasoning ? (
          <div>
            <dt>{t('history.field.reasoning')}</dt>
            <dd>{price(model.pricing.reasoning)}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.cost} data-testid="cost-example">
        {cost ? t('detail.costExample', { amount: cost }) : t('detail.costExampleMissing')}
      </p>
    </section>
  )
}
