import type { Locale } from '@aidir/cms/locales'
import { formatMoney } from '@aidir/cms/lib'
import { Logo } from '@/features/logo/Logo'
import { getT } from '@/i18n'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { CostRow } from './costRows'
import { formatInteger, formatScore } from './format'
import type { CostSort } from './workloadQuery'
import styles from './cost.module.css'

/**
 * Every model meeting the filters with its monthly cost; column headings re-sort through the URL
 * (`sortHref`), so sorting works without JavaScript and each order is a cached page.
 */
export async function CostTable(props: { rows: CostRow[]; locale: Locale; bench: string | null; sort: CostSort; frontier: string[]; sortHref: (sort: CostSort) => string }) {
  const { rows, locale, bench, sort, sortHref } = props
  const t = await getT(locale, 'models')
  const frontier = new Set(props.frontier)
  const missing = <span className={styles.missing}>{t('notPublished')}</span>
  const heading = (key: CostSort, label: string, num = false) => (
    <th scope="col" className={num ? styles.num : undefined} aria-sort={sort === key ? (key === 'cost' || key === 'name' ? 'ascending' : 'descending') : undefined}>
      <a href={sortHref(key)}>{label}</a>
    </th>
  )
  return (
    <div className={styles.scroll} role="region" aria-label={t('cost.table.caption', { count: rows.length })} tabIndex={0}>
      <table className={styles.table} data-testid="cost-table">
        <caption>{t('cost.table.caption', { count: rows.length })}</caption>
        <thead>
          <tr>
            {heading('name', t('table.name'))}
            {heading('cost', t('cost.table.monthly'), true)}
            {bench ? heading('score', t('cost.table.score', { bench }), true) : null}
            {heading('context', t('table.context'), true)}
            <th scope="col">{t('cost.table.notes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.model.key} data-model={r.model.key}>
              <th scope="row">
                <span className={styles.nameCell}>
                  <Logo name={r.model.provider} logo={r.model.providerLogo ?? null} size={24} />
                  <a href={localePath(locale, routes.model(r.model.key))}>{r.model.name}</a>
                </span>
              </th>
              <td className={styles.num} data-col="monthly">{formatMoney(r.cost.total, locale)}</td>
              {bench ? <td className={styles.num}>{r.score === null ? missing : formatScore(r.score, locale)}</td> : null}
              <td className={styles.num}>{formatInteger(r.model.contextWindow, locale) ?? missing}</td>
              <td className={styles.notes}>
                {[
                  frontier.has(r.model.key) ? t('cost.table.onFrontier') : null,
                  r.cost.cachedAtInputPrice ? t('cost.table.cachedAtInput') : null,
                  r.cost.reasoningAtOutputPrice ? t('cost.table.reasoningAsOutput') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
