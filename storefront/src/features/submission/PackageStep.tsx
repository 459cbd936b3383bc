'use client'

import type { PackageCard } from './pageData'
import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

/** Step 1: the submission packages, one chosen (SPEC §5: 'Please select a package' otherwise). */
export function PackageStep({ packages, chosen, onChoose, error, onNext }: { packages: PackageCard[]; chosen: number | null; onChoose: (id: number) => void; error: string | null; onNext: () => void }) {
  const t = useSubmissionT()
  if (packages.length === 0) return <p className={styles.notice}>{t('package.none')}</p>
  return (
    <div>
      <div className={styles.packages} role="radiogroup" aria-label={t('steps.package')}>
        {packages.map((p) => (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={chosen === p.id}
            className={styles.package}
            data-highlighted={p.highlighted || undefined}
            data-testid={`package-${p.id}`}
            onClick={() => onChoose(p.id)}
          >
            {p.highlighted && <span className={styles.badge}>{t('package.recommended')}</span>}
            <span className={styles.packageName}>{p.name}</span>
            <span className={styles.price}>{p.price}</span>
            {p.description && <span className={styles.packageText}>{p.description}</span>}
            <ul className={styles.benefits}>
              {p.benefits.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
            <span className={styles.delivery}>{p.durationDays ? t('package.runs', { count: p.durationDays }) : t('package.delivery')}</span>
            <span className={styles.choose}>{chosen === p.id ? t('package.chosen') : t('package.choose')}</span>
          </button>
        ))}
      </div>
      {error && (
        <p className={styles.error} role="alert" data-testid="error-packageId">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onNext} data-testid="to-details">
          {t('actions.next')}
        </button>
      </div>
    </div>
  )
}
