import type { Locale } from '@aidir/cms/locales'
import type { AppliedFacet } from '@aidir/cms/search'
import { getT } from '@/i18n'
import type { CategoryGroup } from './facets'
import styles from './discover.module.css'

/**
 * The filters the search words named ("free", "open source", a category's name), each a link to
 * the same search without those words, so a visitor who meant the word itself can drop the filter.
 */
export async function AppliedFacets({ locale, facets, categories, href }: { locale: Locale; facets: AppliedFacet[]; categories: CategoryGroup[]; href: (text: string) => string }) {
  if (facets.length === 0) return null
  const t = await getT(locale, 'discover')
  const categoryName = (key: string) => categories.find((g) => g.key === key)?.name ?? categories.flatMap((g) => g.categories).find((c) => c.key === key)?.name ?? key
  const label = (f: AppliedFacet) =>
    f.kind === 'pricing' ? t(`intent.pricing.${f.value}`) : f.kind === 'openSource' ? t('intent.openSource') : t('intent.category', { name: categoryName(f.key) })
  return (
    <div className={styles.applied} data-testid="discover-facets">
      <span>{t('intent.heading')}</span>
      <ul>
        {facets.map((f) => (
          <li key={`${f.kind}:${f.words}`}>
            <a href={href(f.without)} data-facet={f.kind} aria-label={t('intent.remove', { filter: label(f), words: f.words })}>
              {label(f)} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
