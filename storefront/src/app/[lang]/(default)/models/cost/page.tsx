import type { Metadata } from 'next'
import { formatMoney } from '@aidir/cms/lib'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { CostChart } from '@/features/models/CostChart'
import { costRows } from '@/features/models/costRows'
import { CostTable } from '@/features/models/CostTable'
import { DAYS_PER_MONTH } from '@/features/models/cost'
import { findComparableModels } from '@/features/models/modelData'
import { PricesNote } from '@/features/models/PricesNote'
import { WorkloadProblems } from '@/features/models/WorkloadProblems'
import { WorkloadForm } from '@/features/models/WorkloadForm'
import { type CostSort, parseCostQuery } from '@/features/models/workloadQuery'
import styles from '@/features/models/models.module.css'
import costStyles from '@/features/models/cost.module.css'
import { listingQuery } from '@/features/routing/listingQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'models')
  return pageMetadata({ locale, path: routes.modelsCost(), title: t('cost.title'), description: t('cost.metaDescription') })
}

/**
 * The cost calculator: a workload from the URL (a GET form), the monthly cost of every model that
 * meets the filters, the cheapest, and cost against a benchmark score. All rendered here.
 */
export default async function CostPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const raw = await listingQuery(params)
  const [t, models] = await Promise.all([getT(locale, 'models'), findComparableModels(locale)])
  const query = parseCostQuery(raw)
  const result = costRows(models, query)
  const base = localePath(locale, routes.modelsCost())
  const sortHref = (sort: CostSort) => {
    const search = new URLSearchParams()
    for (const [key, value] of Object.entries(raw)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v)
    search.set('sort', sort)
    return `${base}?${search}`
  }
  const w = query.workload
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.models() }, { name: t('cost.title') }]} />
      <header className={styles.header}>
        <h1>{t('cost.title')}</h1>
        <p>{t('cost.intro')}</p>
      </header>
      {query.problems.length ? <WorkloadProblems problems={query.problems} locale={locale} /> : null}
      <WorkloadForm locale={locale} query={query} benches={result.benches} />
      <section className={costStyles.summary} aria-live="polite" data-testid="cost-summary">
        <p data-testid="cost-cheapest" data-model={result.cheapest?.model.key}>
          {result.cheapest
            ? t('cost.cheapest', { name: result.cheapest.model.name, amount: formatMoney(result.cheapest.cost.total, locale) })
            : t('cost.noneMatch')}
        </p>
      </section>
      <p className={costStyles.assumptions}>
        {t('cost.assumptions', { days: DAYS_PER_MONTH, rate: w.usdCny })}
        {result.unpriced ? ` ${t('cost.unpriced', { count: result.unpriced })}` : null}
      </p>
      {result.bench && result.rows.length ? (
        <CostChart rows={result.rows} frontier={result.frontier} bench={result.bench} currency={w.currency} locale={locale} />
      ) : null}
      {result.rows.length ? <CostTable rows={result.rows} locale={locale} bench={result.bench} sort={query.sort} frontier={result.frontier} sortHref={sortHref} /> : null}
      <PricesNote locale={locale} />
    </div>
  )
}
