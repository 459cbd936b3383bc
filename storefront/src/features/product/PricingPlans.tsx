import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatMoney } from '@aidir/cms/lib'
import type { ProductDetail } from './getProduct'
import styles from './Introduction.module.css'

/** The product's published plans: name, price with currency and period (or "contact sales"), features. */
export async function PricingPlans({ plans, locale }: { plans: ProductDetail['plans']; locale: Locale }) {
  const t = await getT(locale, 'product')
  return (
    <ul className={styles.plans}>
      {plans.map((plan, i) => (
        <li key={`${plan.name}-${i}`} className={styles.plan}>
          <h4 className={styles.planName}>{plan.name}</h4>
          <p className={styles.price} data-testid="plan-price">
            {plan.price ? (
              <>
                <strong>{formatMoney(plan.price, locale, { wholeUnits: true })}</strong>
                {plan.period ? <span className={styles.period}> {t(`plan.period.${plan.period}`)}</span> : null}
              </>
            ) : (
              <strong>{t('plan.contactSales')}</strong>
            )}
          </p>
          {plan.features.length > 0 ? (
            <ul className={styles.planFeatures}>
              {plan.features.map((f, j) => (
                <li key={j}>{f}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
