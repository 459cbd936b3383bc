import type { Metadata } from 'next'
import { AdPlacement } from '@/features/adDisplay/AdPlacement'
import { notFound } from 'next/navigation'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { ModelFilters } from '@/features/models/ModelFilters'
import { findModelProviders, findModels } from '@/features/models/modelData'
import { ModelsTable } from '@/features/models/ModelsTable'
import { CompareLinks } from '@/features/models/CompareLinks'
import { Pager } from '@/features/models/Pager'
import { MODELS_PER_PAGE, modelQueryString, modelSorts, parseModelQuery } from '@/features/models/query'
import styles from '@/features/models/models.module.css'
import { modalities } from '@/features/models/types'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import { listingQuery } from '@/features/routing/listingQuery'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'models')
  // Filtered and paged variants share the canonical URL of the whole list.
  return pageMetadata({ locale, path: routes.models(), title: t('title'), description: t('metaDescription') })
}

export default async function ModelsPage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, ta, providers] = await Promise.all([getT(locale, 'models'), getT(locale, 'arena'), findModelProviders()])
  const query = parseModelQuery(await listingQuery(params), providers)
  const result = await findModels(locale, query)
  // A page past the end is not a page of this list (it showed the total above "nothing found").
  if (query.page > 1 && query.page > result.totalPages) notFound()
  const listPath = localePath(locale, routes.models())
  const from = (query.page - 1) * MODELS_PER_PAGE + 1
  const to = from + result.items.length - 1
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.models() }]} />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
        <p>
          <a href={localePath(locale, routes.arena())}>{ta('arena.title')}</a> · <a href={localePath(locale, routes.leaderboard())}>{ta('board.title')}</a>
        </p>
      </header>
      <CompareLinks locale={locale} />
      {query.page === 1 ? <AdPlacement placement="model_home" locale={locale} /> : null}
      <ModelFilters
        action={listPath}
        query={query}
        providers={providers}
        texts={{
          label: t('filters.label'),
          provider: t('filters.provider'),
          anyProvider: t('filters.anyProvider'),
          modality: t('filters.modality'),
          anyModality: t('filters.anyModality'),
          weights: t('filters.weights'),
          anyWeights: t('filters.anyWeights'),
          openOnly: t('filters.openOnly'),
          closedOnly: t('filters.closedOnly'),
          sort: t('filters.sort'),
          apply: t('filters.apply'),
          reset: t('filters.reset'),
          modalities: Object.fromEntries(modalities.map((m) => [m, t(`modality.${m}`)])),
          sorts: Object.fromEntries(modelSorts.map((s) => [s, t(`sort.${s}`)])),
        }}
      />
      <p className={styles.count} role="status" data-testid="models-count">
        {t('results', { total: result.total })}
      </p>
      {result.items.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ModelsTable rows={result.items} locale={locale} caption={t('table.caption', { from, to, total: result.total })} />
      )}
      <Pager
        page={query.page}
        totalPages={result.totalPages}
        hrefFor={(page) => `${listPath}${modelQueryString({ ...query, page })}`}
        labels={{
          label: t('pagination.label'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          status: t('pagination.status', { page: query.page, pages: result.totalPages }),
        }}
      />
    </div>
  )
}
