import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import { formatInteger } from './format'
import type { WorkloadProblem } from './workloadQuery'
import styles from './cost.module.css'

/** The workload values the calculator could not use, each with its field and allowed range; the defaults were used instead. */
export async function WorkloadProblems({ problems, locale }: { problems: WorkloadProblem[]; locale: Locale }) {
  const t = await getT(locale, 'models')
  return (
    <div className={styles.problems} role="alert" data-testid="cost-problems">
      <p>{t('cost.problems.heading')}</p>
      <ul>
        {problems.map((p) => (
          <li key={p.field} data-field={p.field}>
            {t(`cost.problems.${p.kind}`, {
              field: t(`cost.form.${p.field}`),
              min: p.kind === 'rate' ? p.min : formatInteger(p.min, locale),
              max: p.kind === 'rate' ? p.max : formatInteger(p.max, locale),
            })}
          </li>
        ))}
      </ul>
    </div>
  )
}
