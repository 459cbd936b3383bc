import type { Locale } from '@aidir/cms/locales'
import { categorySpriteHref, categorySymbol } from '@/features/icons/categorySprite'
import { getT } from '@/i18n'
import { formatCount } from '@/i18n/countFormat'
import { pathPrefix } from './cardRows'
import type { CategoryGroup } from './categories'
import { type CategoryGroupRow, CategoryGroups } from './CategoryGroups'

/**
 * Category groups, each with its categories and their product counts (from the database).
 * Used by /class and by the home page; `headingLevel` fits it under the page's own headings.
 * The markup is CategoryGroups', drawn from short rows (see there why).
 */
export async function CategoryDirectory({ locale, groups, headingLevel = 2 }: { locale: Locale; groups: CategoryGroup[]; headingLevel?: 2 | 3 }) {
  const t = await getT(locale, 'catalogue')
  const rows = groups.map((g): CategoryGroupRow => {
    const row: CategoryGroupRow = [
      g.key,
      g.name,
      t('categories.count', { count: g.productCount }),
      g.children.map((c): [string, string, string] => [c.key, c.name, formatCount(locale, c.productCount)]),
    ]
    // Only a key without an icon of its own names the symbol it takes (the default).
    if (categorySymbol(g.key) !== g.key) row[4] = categorySymbol(g.key)
    return row
  })
  return <CategoryGroups rows={rows} sprite={categorySpriteHref} prefix={pathPrefix(locale)} headingLevel={headingLevel} />
}
