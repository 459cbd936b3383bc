import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/shell/Breadcrumbs'
import { CompareNotice } from '@/features/models/CompareNotice'
import { ComparePicker } from '@/features/models/ComparePicker'
import { CompareTable } from '@/features/models/CompareTable'
import { MIN_COMPARE, parseCompareQuery } from '@/features/models/compareQuery'
import { findComparableModels } from '@/features/models/modelData'
import { PricesNote } from '@/features/models/PricesNote'
import styles from '@/features/models/models.module.css'
import compareStyles from '@/features/models/compare.module.css'
import { listingQuery } from '@/features/routing/listingQuery'
import { getT } from '@/i18n'
import { resolveLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'
import { routes } from '@/lib/routes'
import { absoluteUrl, localePath } from '@/lib/site'

type Props = { params: Promise<{ lang: string; query?: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocale(params)
  const t = await getT(locale, 'models')
  return pageMetadata({ locale, path: routes.modelsCompare(), title: t('compare.title'), description: t('compare.metaDescription') })
}

/**
 * Two to four models side by side (`?m=a,b,c`). A link naming too many, repeated, malformed or
 * unknown models still renders: the page says what was wrong and compares what it can.
 */
export default async function ComparePage({ params }: Props) {
  const locale = await resolveLocale(params)
  const [t, all] = await Promise.all([getT(locale, 'models'), findComparableModels(locale)])
  const parsed = parseCompareQuery(await listingQuery(params))
  const byKey = new Map(all.map((m) => [m.key, m]))
  const unknown = parsed.keys.filter((k) => !byKey.has(k))
  const models = parsed.keys.flatMap((k) => byKey.get(k) ?? [])
  const problem = parsed.problem ?? (unknown.length ? { kind: 'unknown' as const, keys: unknown } : null)
  const keys = models.map((m) => m.key)
  return (
    <div>
      <Breadcrumbs locale={locale} items={[{ name: t('title'), path: routes.models() }, { name: t('compare.title') }]} />
      <header className={styles.header}>
        <h1>{t('compare.title')}</h1>
        <p>{t('compare.intro')}</p>
      </header>
      {problem ? <CompareNotice problem={problem} locale={locale} /> : null}
      {models.length >= MIN_COMPARE ? (
        <>
          <p className={compareStyles.share}>
            {t('compare.share')}{' '}
            <a href={localePath(locale, routes.modelsCompare(keys))} data-testid="compare-share">
              {absoluteUrl(localePath(locale, routes.modelsCompare(keys)))}
            </a>
          </p>
          <CompareTable models={models} locale={locale} />
        </>
      ) : (
        <p className={compareStyles.notice} data-testid="compare-pick">
          {t('compare.pick')}
        </p>
      )}
      <ComparePicker locale={locale} selected={keys} models={all} />
      <PricesNote locale={locale} />
    </div>
  )
}
