import type { Locale } from '@aidir/cms/locales'
import { CategoryIcon } from '@/features/icons/CategoryIcon'
import { getT } from '@/i18n'
import { formatCount } from '@/i18n/countFormat'
import { routes } from '@/lib/routes'
import { localePath } from '@/lib/site'
import type { CategoryGroup } from './categories'
import styles from './CategoryDirectory.module.css'

/**
 * Category groups, each with its categories and their product counts (from the database).
 * Used by /class and by the home page; `headingLevel` fits it under the page's own headings.
 */
export async function CategoryDirectory({ locale, groups, headingLevel = 2 }: { locale: Locale; groups: CategoryGroup[]; headingLevel?: 2 | 3 }) {
  const t = await getT(locale, 'catalogue')
  const Heading = `h${headingLevel}` as 'h2'
  return (
    <ul className={styles.groups} data-testid="category-groups">
      {groups.map((g) => (
        <li key={g.key} className={styles.group}>
          <Heading className={styles.groupName}>
            <a href={localePath(locale, routes.category(g.key))}>
              <CategoryIcon categoryKey={g.key} size={32} className={styles.icon} />
              {g.name}
            </a>
            <span className={styles.count}>{t('categories.count', { count: g.productCount })}</span>
          </Heading>
          <ul className={styles.children}>
            {g.children.map((c) => (
              <li key={c.key}>
                <a href={localePath(locale, routes.category(c.key))} data-category={c.key}>
                  {c.name}
                  <span className={styles.count}>{formatCount(locale, c.productCount)}</span>
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
