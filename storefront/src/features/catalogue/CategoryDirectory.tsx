import type { Locale } from '@aidir/cms/locales'
import { CategoryIcon } from '@/features/icons/CategoryIcon'
import { getT } from '@/i18n'
import { formatCount } from '@/i18n/countFormat'
import { pathPrefix } from './cardRows'
import type { CategoryGroup } from './categories'
import { type CategoryGroupRow, CategoryGroups } from './CategoryGroups'
import styles from './CategoryDirectory.module.css'

/**
 * Category groups, each with its categories and their product counts (from the database).
 * Used by /class and by the home page; `headingLevel` fits it under the page's own headings.
 * The markup is CategoryGroups', drawn from short rows (see there why).
 */
export async function CategoryDirectory({ locale, groups, headingLevel = 2 }: { locale: Locale; groups: CategoryGroup[]; headingLevel?: 2 | 3 }) {
  const t = await getT(locale, 'catalogue')
  const rows = groups.map((g): CategoryGroupRow => [
    g.key,
    g.name,
    t('categories.count', { count: g.productCount }),
    g.children.map((c): [string, string, string] => [c.key, c.name, formatCount(locale, c.productCount)]),
  ])
  const icons = Object.fromEntries(groups.map((g) => [g.key, <CategoryIcon key={g.key} categoryKey={g.key} size={32} className={styles.icon} />]))
  return <CategoryGroups rows={rows} icons={icons} prefix={pathPrefix(locale)} headingLevel={headingLevel} />
}
