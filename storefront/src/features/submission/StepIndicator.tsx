'use client'

import { useSubmissionT } from './SubmissionI18n'
import styles from './submission.module.css'

const steps = ['package', 'details', 'payment'] as const

/** The three steps of SPEC §2's submission page, the current one marked. */
export function StepIndicator({ current }: { current: 0 | 1 | 2 | 3 }) {
  const t = useSubmissionT()
  return (
    <ol className={styles.steps}>
      {steps.map((s, i) => (
        <li key={s} aria-current={i === current ? 'step' : undefined} data-done={i < current || undefined}>
          <span className={styles.stepNumber}>{i + 1}</span>
          <span>{t(`steps.${s}`)}</span>
        </li>
      ))}
    </ol>
  )
}
