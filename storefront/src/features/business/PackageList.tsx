import type { PackageCard } from '@/features/submission/pageData'
import styles from './business.module.css'

/** Packages as cards: name, price (already formatted in the edition's currency), description, benefits. */
export function PackageList({ packages, testId }: { packages: PackageCard[]; testId: string }) {
  return (
    <ul className={styles.cards} data-testid={testId}>
      {packages.map((p) => (
        <li key={p.id} className={styles.card} data-highlighted={p.highlighted || undefined}>
          <h3>{p.name}</h3>
          <p className={styles.price} data-testid="package-price">
            {p.price}
          </p>
          {p.description ? <p>{p.description}</p> : null}
          {p.benefits.length ? (
            <ul className={styles.benefits}>
              {p.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
