import styles from './Introduction.module.css'
import type { Plan } from './introductionRows'

/** The product's published plans: name, price with currency and period (or "contact sales"), features. */
export function PricingPlans({ plans }: { plans: Plan[] }) {
  return (
    <ul className={styles.plans}>
      {plans.map((plan, i) => (
        <li key={`${plan.name}-${i}`} className={styles.plan}>
          <h4 className={styles.planName}>{plan.name}</h4>
          <p className={styles.price} data-testid="plan-price">
            <strong>{plan.price}</strong>
            {!plan.contact && plan.period ? <span className={styles.period}> {plan.period}</span> : null}
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
