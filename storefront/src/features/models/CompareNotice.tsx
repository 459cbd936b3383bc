import type { Locale } from '@aidir/cms/locales'
import { getT } from '@/i18n'
import type { CompareProblem } from './compareQuery'
import { formatList } from './format'
import styles from './compare.module.css'

/** Why a compare link did not show exactly what it named. */
export async function CompareNotice({ problem, locale }: { problem: CompareProblem; locale: Locale }) {
  const t = await getT(locale, 'models')
  const text =
    problem.kind === 'tooMany'
      ? t('compare.problems.tooMany', { count: problem.count })
      : problem.kind === 'duplicate'
        ? t('compare.problems.duplicate', { keys: formatList(problem.keys, locale) })
        : problem.kind === 'invalid'
          ? t('compare.problems.invalid', { values: formatList(problem.values, locale) })
          : t('compare.problems.unknown', { keys: formatList(problem.keys, locale) })
  return (
    <p className={styles.notice} role="alert" data-testid="compare-problem" data-problem={problem.kind}>
      {text}
    </p>
  )
}
